import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { receptionistDecider, receptionistStreamName } from '@vanilla/domain';
import { actedBy } from '../../accounts/index.js';
import { ProjectedDecisions } from '../../infrastructure/projections/projected-decisions.js';
import { RECEPTIONIST_PROJECTION } from '../projections/receptionist.projection.js';
import { RecordReceptionistChangeCommand } from './record-receptionist-change.command.js';

// Returns once the read model holds the change, so the list a user reloads right after saving
// already shows it.
@CommandHandler(RecordReceptionistChangeCommand)
export class RecordReceptionistChangeHandler implements ICommandHandler<
  RecordReceptionistChangeCommand,
  void
> {
  constructor(private readonly decisions: ProjectedDecisions) {}

  async execute({ principal, change }: RecordReceptionistChangeCommand): Promise<void> {
    await this.decisions.decide(
      receptionistStreamName(change.data.receptionistId),
      receptionistDecider,
      change,
      actedBy(principal),
      RECEPTIONIST_PROJECTION,
    );
  }
}

import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { receptionistDecider, receptionistStreamName } from '@vanilla/domain';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { ProjectionRunnerService } from '../../infrastructure/projections/projection-runner.service.js';
import { RECEPTIONIST_PROJECTION } from '../projections/receptionist.projection.js';
import { RecordReceptionistChangeCommand } from './record-receptionist-change.command.js';

// Returns once the read model holds the change, so the list a user reloads right after saving
// already shows it.
@CommandHandler(RecordReceptionistChangeCommand)
export class RecordReceptionistChangeHandler implements ICommandHandler<
  RecordReceptionistChangeCommand,
  void
> {
  constructor(
    private readonly decisions: StreamDecisions,
    private readonly projections: ProjectionRunnerService,
  ) {}

  async execute({ principal, change }: RecordReceptionistChangeCommand): Promise<void> {
    const { position } = await this.decisions.decideAndAppend(
      receptionistStreamName(change.data.receptionistId),
      receptionistDecider,
      change,
      { actorUserId: principal.userId, companyId: principal.companyId },
    );
    await this.projections.runner.waitForPosition(RECEPTIONIST_PROJECTION, position);
  }
}

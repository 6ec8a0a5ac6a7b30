import { Injectable } from '@nestjs/common';
import type { Receptionist } from '@vanilla/contracts';
import { receptionistDecider, receptionistStreamName } from '@vanilla/domain';
import type { ReceptionistCommand, ReceptionistSettings } from '@vanilla/domain';
import type { Principal } from '../accounts/index.js';
import { StreamDecisions } from '../infrastructure/event-store/stream-decisions.js';
import { ProjectionRunnerService } from '../infrastructure/projections/projection-runner.service.js';
import { ReceptionistDirectory } from './receptionist-directory.js';
import { RECEPTIONIST_PROJECTION, toReceptionist } from './projections/receptionist.projection.js';
import type { ReceptionistRow } from './projections/receptionist.projection.js';

export const settingsOf = (row: ReceptionistRow): ReceptionistSettings => ({
  name: row.name,
  companyName: row.company_name,
  goals: row.goals,
  tone: row.tone,
  greeting: row.greeting,
  followUps: row.follow_ups,
  answerTiming: row.answer_timing,
  callForwarding: row.call_forwarding,
  operatingHours: row.operating_hours,
});

// Appends a receptionist command and returns once the read model holds the change, so the list
// a user reloads right after saving already shows it.
@Injectable()
export class ReceptionistWriter {
  constructor(
    private readonly decisions: StreamDecisions,
    private readonly projections: ProjectionRunnerService,
    private readonly directory: ReceptionistDirectory,
  ) {}

  async run(
    principal: Principal,
    receptionistId: string,
    command: ReceptionistCommand,
  ): Promise<void> {
    const { position } = await this.decisions.decideAndAppend(
      receptionistStreamName(receptionistId),
      receptionistDecider,
      command,
      { actorUserId: principal.userId, companyId: principal.companyId },
    );
    await this.projections.runner.waitForPosition(RECEPTIONIST_PROJECTION, position);
  }

  async read(principal: Principal, receptionistId: string): Promise<Receptionist> {
    return toReceptionist(await this.directory.forPrincipal(principal, receptionistId));
  }
}

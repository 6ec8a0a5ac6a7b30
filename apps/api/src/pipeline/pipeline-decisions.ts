import { Injectable } from '@nestjs/common';
import type { Decider, DomainCommand, DomainEvent } from '@vanilla/domain';
import type { Principal } from '../accounts/index.js';
import { StreamDecisions } from '../infrastructure/event-store/stream-decisions.js';
import { ProjectionRunnerService } from '../infrastructure/projections/projection-runner.service.js';

// Decide and append on a pipeline stream as `principal`, then wait until `projection` holds the
// change, so the row the request answers with (and the list reloaded right after) shows it.
@Injectable()
export class PipelineDecisions {
  constructor(
    private readonly decisions: StreamDecisions,
    private readonly projections: ProjectionRunnerService,
  ) {}

  async decide<State, C extends DomainCommand, E extends DomainEvent>(
    principal: Principal,
    streamName: string,
    decider: Decider<State, C, E>,
    command: C,
    projection: string,
  ): Promise<E[]> {
    const { events, position } = await this.decisions.decideAndAppend(
      streamName,
      decider,
      command,
      { actorUserId: principal.userId, companyId: principal.companyId },
    );
    await this.projections.runner.waitForPosition(projection, position);
    return events;
  }
}

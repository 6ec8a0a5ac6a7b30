import { Injectable } from '@nestjs/common';
import type { Decider, DomainCommand, DomainEvent } from '@vanilla/domain';
import type { EventMetadata } from '../event-store/event-store.js';
import { StreamDecisions } from '../event-store/stream-decisions.js';
import { ProjectionRunnerService } from './projection-runner.service.js';

// Decide and append on a stream, then wait until `projection` holds the change (read-your-writes:
// the row a request answers with, and the list reloaded right after, show it).
@Injectable()
export class ProjectedDecisions {
  constructor(
    private readonly decisions: StreamDecisions,
    private readonly projections: ProjectionRunnerService,
  ) {}

  async decide<State, C extends DomainCommand, E extends DomainEvent>(
    streamName: string,
    decider: Decider<State, C, E>,
    command: C,
    metadata: EventMetadata,
    projection: string,
  ): Promise<E[]> {
    const { events, position } = await this.decisions.decideAndAppend(
      streamName,
      decider,
      command,
      metadata,
    );
    await this.projections.runner.waitForPosition(projection, position);
    return events;
  }
}

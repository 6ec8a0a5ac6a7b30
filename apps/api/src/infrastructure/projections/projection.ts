import type { RealtimeEventName, RealtimePayload } from '@vanilla/contracts';
import type { SqlExecutor } from '../database/database.js';
import type { Migration } from '../database/migrations.js';
import type { RecordedEvent } from '../event-store/event-store.js';

// A change a projection wants pushed once its transaction commits. `key` coalesces several
// changes to one row within a batch into the last one.
export type Push<E extends RealtimeEventName = RealtimeEventName> = {
  key: string;
  event: E;
  rooms: string[];
  payload: RealtimePayload<E>;
};

export type Projection = {
  readonly name: string;
  readonly eventTypes: readonly string[];
  // Creates the read-model tables.
  readonly migrations: readonly Migration[];
  // Emptied by a rebuild before replaying from zero.
  readonly tables: readonly string[];
  apply(event: RecordedEvent, tx: SqlExecutor): Promise<Push[]>;
  // Events of these types commute with one another (a view count, say): the runner hands a run
  // of consecutive ones to `applyRun` at once, so a busy stream costs one statement per batch
  // instead of one round trip per event.
  readonly mergeable?: {
    readonly eventTypes: readonly string[];
    applyRun(events: readonly RecordedEvent[], tx: SqlExecutor): Promise<Push[]>;
  };
};

export const PROJECTIONS = Symbol('PROJECTIONS');

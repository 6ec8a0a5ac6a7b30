import type { HistoryEntry } from '@vanilla/contracts';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import { formatPosition } from '../../infrastructure/event-store/event-store.js';
import { eventHash, GENESIS_HASH } from '../evidence-hashes.js';

// The log with each event's chained hash (rule in evidence-hashes.ts).
export const chainEvents = (
  recorded: RecordedEvent[],
  names: ReadonlyMap<string, string> = new Map(),
): HistoryEntry[] => {
  let previous = GENESIS_HASH;
  return recorded.map((event) => {
    const hash = eventHash(previous, event);
    const entry: HistoryEntry = {
      position: formatPosition(event.position)!,
      revision: event.revision,
      type: event.type,
      at: event.createdAt.toISOString(),
      actor: typeof event.metadata.actorUserId === 'string' ? event.metadata.actorUserId : null,
      actor_name:
        typeof event.metadata.actorUserId === 'string'
          ? (names.get(event.metadata.actorUserId) ?? null)
          : null,
      data: event.data,
      hash,
      previous_hash: previous,
    };
    previous = hash;
    return entry;
  });
};

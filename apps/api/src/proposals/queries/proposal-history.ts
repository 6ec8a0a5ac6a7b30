import { createHash } from 'node:crypto';
import type { HistoryEntry } from '@vanilla/contracts';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import { formatPosition } from '../../infrastructure/event-store/event-store.js';

export const GENESIS_HASH = '0'.repeat(64);

// Stable JSON: keys sorted at every depth, so anyone can recompute a hash from the data.
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

// Each event's hash covers the previous hash, so changing any earlier event changes every
// later hash: hash_n = sha256(hash_{n-1} + canonical({revision, type, data})).
export const chainEvents = (
  recorded: RecordedEvent[],
  names: ReadonlyMap<string, string> = new Map(),
): HistoryEntry[] => {
  let previous = GENESIS_HASH;
  return recorded.map((event) => {
    const hash = createHash('sha256')
      .update(previous)
      .update(canonicalJson({ revision: event.revision, type: event.type, data: event.data }))
      .digest('hex');
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

import { comparePositions } from '../event-store/event-store.js';
import type { Position, RecordedEvent } from '../event-store/event-store.js';

// Is `position` at or after `from` (null: the start of the log)?
const atOrAfter = (position: Position | null, from: Position | null): boolean =>
  from === null || (position !== null && comparePositions(position, from) >= 0);

// The end of the log as the projections last read it, kept in memory, so that one reading it
// from further back (it applied its last batch more slowly than the others) takes what the others
// already read instead of reading and parsing the same events again.
//
// A read of the store after a position returns every event up to the last one it returns: the
// store reads only what transactions older than any still running wrote, so nothing can later
// land between. What is kept is therefore the whole log from `from` (exclusive) to its last event,
// and a read after any position in there is answered exactly as the store would have answered it
// then, up to that last event. Events never change, so nothing kept goes stale; the oldest go
// beyond `capacity`.
export class LogTail {
  private from: Position | null = null;
  private events: RecordedEvent[] = [];

  constructor(private readonly capacity: number) {}

  // Up to `maxCount` events after `after`, or null when what is kept does not reach past it.
  read(after: Position | null, maxCount: number): RecordedEvent[] | null {
    const last = this.events.at(-1);
    if (last === undefined || !atOrAfter(after, this.from)) return null;
    if (after !== null && comparePositions(after, last.position) >= 0) return null;
    const start = after === null ? 0 : this.firstAfter(after);
    return this.events.slice(start, start + maxCount);
  }

  // What a read of the store after `after` returned.
  add(after: Position | null, read: readonly RecordedEvent[]): void {
    if (read.length === 0) return;
    const last = this.events.at(-1);
    if (
      last !== undefined &&
      atOrAfter(after, this.from) &&
      (after === null || comparePositions(after, last.position) <= 0)
    ) {
      // It starts within what is kept: only its events beyond the last kept one are new.
      for (const event of read) {
        if (comparePositions(event.position, this.events.at(-1)!.position) > 0) {
          this.events.push(event);
        }
      }
    } else {
      this.from = after;
      this.events = [...read];
    }
    const over = this.events.length - this.capacity;
    if (over > 0) {
      this.from = this.events[over - 1].position;
      this.events = this.events.slice(over);
    }
  }

  // The index of the first kept event after `after` (binary search: positions are in order).
  private firstAfter(after: Position): number {
    let low = 0;
    let high = this.events.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (comparePositions(this.events[middle].position, after) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

import type { RecordedEvent } from '../event-store/event-store.js';
import { LogTail } from './log-tail.js';

// Events 1..n of one transaction each, in log order.
const event = (n: number) =>
  ({
    position: { commit: BigInt(100 + n), prepare: BigInt(n) },
    type: 'ProposalViewed',
    data: { n },
  }) as unknown as RecordedEvent;
const e = Array.from({ length: 12 }, (_, n) => event(n));
const numbers = (events: RecordedEvent[] | null) =>
  events && events.map((kept) => (kept.data as { n: number }).n);

describe(LogTail.name, () => {
  it('should answer a read after any kept position as the store did, and nothing past what it read', () => {
    const tail = new LogTail(100);
    expect(tail.read(null, 10)).toBeNull();
    tail.add(null, [e[1], e[2], e[3]]);
    expect(numbers(tail.read(null, 10))).toEqual([1, 2, 3]);
    expect(numbers(tail.read(e[1].position, 10))).toEqual([2, 3]);
    expect(numbers(tail.read(e[1].position, 1))).toEqual([2]);
    // At or past its last event the store may hold more: only the store can say.
    expect(tail.read(e[3].position, 10)).toBeNull();
    expect(tail.read(e[7].position, 10)).toBeNull();
  });

  it('should grow with reads that continue or overlap it, and start again after a gap', () => {
    const tail = new LogTail(100);
    tail.add(e[1].position, [e[2], e[3]]);
    // Before where its first read began, nothing is known.
    expect(tail.read(null, 10)).toBeNull();
    expect(tail.read(e[0].position, 10)).toBeNull();
    tail.add(e[3].position, [e[4], e[5]]);
    tail.add(e[4].position, [e[5], e[6]]);
    expect(numbers(tail.read(e[1].position, 10))).toEqual([2, 3, 4, 5, 6]);
    // A read with nothing in it tells nothing.
    tail.add(e[6].position, []);
    expect(numbers(tail.read(e[5].position, 10))).toEqual([6]);
    // A read from past its end leaves a hole: what it holds is that read alone.
    tail.add(e[8].position, [e[9], e[10]]);
    expect(tail.read(e[5].position, 10)).toBeNull();
    expect(numbers(tail.read(e[8].position, 10))).toEqual([9, 10]);
    expect(numbers(tail.read(e[9].position, 10))).toEqual([10]);
  });

  it('should let its oldest events go beyond its capacity, and no longer answer from before them', () => {
    const tail = new LogTail(3);
    tail.add(null, [e[1], e[2], e[3], e[4], e[5]]);
    expect(tail.read(null, 10)).toBeNull();
    expect(tail.read(e[1].position, 10)).toBeNull();
    expect(numbers(tail.read(e[2].position, 10))).toEqual([3, 4, 5]);
    tail.add(e[5].position, [e[6]]);
    expect(tail.read(e[2].position, 10)).toBeNull();
    expect(numbers(tail.read(e[3].position, 10))).toEqual([4, 5, 6]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { applyCallToDetail, applyCallToList } from './apply-call-update';
import { aCall } from './call-fixture';

const at = (id: string, startedAt: string) => aCall({ id, started_at: startedAt });

describe('applyCallToList', () => {
  it('should put a new call first when it is the newest', () => {
    const list = [at('b', '2026-03-02T10:00:00.000Z'), at('a', '2026-03-01T10:00:00.000Z')];
    applyCallToList(list, at('c', '2026-03-03T10:00:00.000Z'));
    expect(list.map((call) => call.id)).toEqual(['c', 'b', 'a']);
  });

  it('should replace the call in place when it is already listed', () => {
    const list = [at('b', '2026-03-02T10:00:00.000Z'), at('a', '2026-03-01T10:00:00.000Z')];
    applyCallToList(list, { ...at('b', '2026-03-02T10:00:00.000Z'), status: 'Failed' });
    expect(list.map((call) => [call.id, call.status])).toEqual([
      ['b', 'Failed'],
      ['a', 'Completed'],
    ]);
  });

  it('should keep only the latest calls when the list has a limit', () => {
    const list = [
      at('c', '2026-03-03T10:00:00.000Z'),
      at('b', '2026-03-02T10:00:00.000Z'),
      at('a', '2026-03-01T10:00:00.000Z'),
    ];
    applyCallToList(list, at('d', '2026-03-04T10:00:00.000Z'), 3);
    expect(list.map((call) => call.id)).toEqual(['d', 'c', 'b']);
  });

  it('should leave a limited list as it was when the call is older than all of it', () => {
    const list = [
      at('c', '2026-03-03T10:00:00.000Z'),
      at('b', '2026-03-02T10:00:00.000Z'),
      at('a', '2026-03-01T10:00:00.000Z'),
    ];
    applyCallToList(list, at('old', '2026-02-01T10:00:00.000Z'), 3);
    expect(list.map((call) => call.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('applyCallToDetail', () => {
  it('should take the pushed row when it is the same call', () => {
    const detail = aCall({ status: 'In Progress', summary: '' });
    applyCallToDetail(detail, aCall({ summary: 'Booked a visit' }));
    expect(detail).toEqual(aCall({ summary: 'Booked a visit' }));
  });

  it('should change nothing when the row is another call', () => {
    const detail = aCall({ status: 'In Progress' });
    applyCallToDetail(detail, aCall({ id: 'call-2' }));
    expect(detail.status).toBe('In Progress');
  });
});

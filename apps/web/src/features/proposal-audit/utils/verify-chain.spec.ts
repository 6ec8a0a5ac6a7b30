import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { HistoryEntry } from '@vanilla/contracts';
import { canonicalJson, GENESIS_HASH, sha256Hex, verifyChain } from './verify-chain';

const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

// Builds a chain the way the API does (apps/api proposal-history.ts).
const chain = (events: Array<Pick<HistoryEntry, 'revision' | 'type' | 'data'>>): HistoryEntry[] => {
  let previous = GENESIS_HASH;
  return events.map((event, index) => {
    const hash = nodeSha(`${previous}${canonicalJson(event)}`);
    const entry: HistoryEntry = {
      ...event,
      position: `${index + 1}/0`,
      at: '2026-03-04T10:00:00.000Z',
      actor: null,
      actor_name: null,
      hash,
      previous_hash: previous,
    };
    previous = hash;
    return entry;
  });
};

describe('verify-chain', () => {
  it('should sort keys at every depth and drop undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 'é' }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"y":"é","z":1}]},"b":1}',
    );
  });

  it('should hash UTF-8 text like Node does', async () => {
    expect(await sha256Hex('Heat pump · 12 500 €')).toBe(nodeSha('Heat pump · 12 500 €'));
  });

  it('should confirm every event of an untouched chain', async () => {
    const events = chain([
      { revision: 0, type: 'ProposalShared', data: { title: 'T', value: 12500, nested: { b: 1 } } },
      { revision: 1, type: 'ProposalViewed', data: { userAgent: 'UA' } },
    ]);
    expect(await verifyChain(events)).toEqual([
      { hashOk: true, linkOk: true },
      { hashOk: true, linkOk: true },
    ]);
  });

  it('should flag an edited event and a broken link when the history was altered', async () => {
    const events = chain([
      { revision: 0, type: 'ProposalShared', data: { title: 'T' } },
      { revision: 1, type: 'ProposalViewed', data: { userAgent: 'UA' } },
      { revision: 2, type: 'ProposalSigned', data: { signerName: 'Dana' } },
    ]);
    events[1] = { ...events[1], data: { userAgent: 'edited' } };
    events[2] = { ...events[2], previous_hash: GENESIS_HASH };
    const checks = await verifyChain(events);
    expect(checks[0]).toEqual({ hashOk: true, linkOk: true });
    expect(checks[1].hashOk).toBe(false);
    expect(checks[2].linkOk).toBe(false);
  });
});

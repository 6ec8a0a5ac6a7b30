import { sharedProposal } from './proposal-fixtures.js';
import { DeciderSpecification } from '../testing.js';
import { proposalDecider } from './proposal-decider.js';
import type { RecordProposalReading } from './proposal-commands.js';
import type { ProposalEvent, ProposalRead, ProposalShared } from './proposal-events.js';
import {
  aggregateReading,
  deviceClassOf,
  proposalSectionTitles,
  READING_MS_MAX,
} from './proposal-reading.js';
import type { ReadingReport } from './proposal-reading.js';

const proposalId = 'p-1';
const at = '2026-11-22T10:00:00.000Z';
const visitA = '6f1c0a52-3f0e-4d7a-9a57-0b5f3f1d2a01';
const visitB = '6f1c0a52-3f0e-4d7a-9a57-0b5f3f1d2a02';
const phone = { kind: 'phone', id: 'dev-phone' } as const;
const laptop = { kind: 'desktop', id: 'dev-laptop' } as const;

const content =
  '# Heat pump\n\n## Summary\nA new heat pump.\n\n## Pricing\n$12,000\n\n## Warranty\n10 years';
const priceOptions = [
  { id: 'good', name: 'Good', price: 9000, description: '', recommended: false },
  { id: 'best', name: 'Best', price: 14000, description: '', recommended: true },
];

const shared: ProposalShared = sharedProposal({
  proposalId,
  title: 'Heat pump',
  content,
  contentHash: 'h',
  priceOptions,
  sharedAt: at,
});

// What visit A reported: 4 s of Summary, 9 s of Pricing, 3 s of the Best option.
const visitAReading = {
  proposalId,
  visitId: visitA,
  sections: [
    { title: 'Summary', ms: 4000 },
    { title: 'Pricing', ms: 9000 },
  ],
  options: [{ id: 'best', ms: 3000 }],
  device: phone,
};

const report = (overrides: Partial<ReadingReport> = {}): RecordProposalReading => ({
  type: 'RecordProposalReading',
  data: { ...visitAReading, ...overrides },
});

const read = (data: Partial<ProposalRead['data']> = {}): ProposalRead => ({
  type: 'ProposalRead',
  data: { ...visitAReading, readAt: at, ...data },
});

const given = (events: ProposalEvent[], now = at) =>
  DeciderSpecification.for(proposalDecider, { now: new Date(now) }).given(events);

describe('RecordProposalReading', () => {
  it("should record the visit's reading when the proposal is shared", () => {
    given([shared]).when(report()).then([read()]);
  });

  it("should keep only the proposal's own sections and options when a report names others", () => {
    given([shared])
      .when(
        report({
          sections: [
            { title: 'Summary', ms: 4000 },
            { title: '<script>', ms: 5000 },
          ],
          options: [
            { id: 'best', ms: 3000 },
            { id: 'someone-elses', ms: 1000 },
          ],
        }),
      )
      .then([read({ sections: [{ title: 'Summary', ms: 4000 }] })]);
  });

  it('should record nothing when the same report of a visit arrives again', () => {
    given([shared, read()]).when(report()).then([]);
  });

  it('should record nothing when an older report of the visit arrives after a later one', () => {
    given([shared, read()])
      .when(report({ sections: [{ title: 'Summary', ms: 1000 }], options: [] }))
      .then([]);
  });

  it("should replace the visit's reading when its report holds more time", () => {
    const later = { sections: [{ title: 'Summary', ms: 8000 }], options: [] };
    given([shared, read()])
      .when(report({ sections: [...later.sections, { title: 'Pricing', ms: 9000 }] }))
      .then([
        read({
          sections: [
            { title: 'Summary', ms: 8000 },
            { title: 'Pricing', ms: 9000 },
          ],
        }),
      ]);
  });

  it('should record nothing when nothing of the proposal was on screen', () => {
    given([shared])
      .when(report({ sections: [{ title: 'Summary', ms: 0 }], options: [] }))
      .then([]);
  });

  it('should refuse a time beyond the cap', () => {
    given([shared])
      .when(report({ sections: [{ title: 'Summary', ms: READING_MS_MAX + 1 }] }))
      .thenThrows('InvalidReading');
  });

  it('should refuse a reading when the proposal was deleted', () => {
    given([
      shared,
      { type: 'ProposalDeleted', data: { proposalId, deletedBy: 'u-1', deletedAt: at } },
    ])
      .when(report())
      .thenThrows('ProposalDeleted');
  });

  it('should refuse a reading when the link has expired', () => {
    given(
      [{ ...shared, data: { ...shared.data, expiresAt: '2026-11-23T00:00:00.000Z' } }],
      '2026-11-24T00:00:00.000Z',
    )
      .when(report())
      .thenThrows('ProposalExpired');
  });

  it('should refuse a reading when the proposal was never shared', () => {
    given([]).when(report()).thenThrows('ProposalNotShared');
  });
});

describe('aggregateReading', () => {
  it('should sum each visit once and count visits and devices when two devices read', () => {
    // Given a first report of visit A, its later totals, and visit B on another device
    const reads = [
      read().data,
      read({
        sections: [
          { title: 'Summary', ms: 6000 },
          { title: 'Pricing', ms: 9000 },
        ],
      }).data,
      read({
        visitId: visitB,
        device: laptop,
        sections: [{ title: 'Warranty', ms: 2000 }],
        options: [
          { id: 'good', ms: 1000 },
          { id: 'best', ms: 500 },
        ],
        readAt: '2026-11-23T10:00:00.000Z',
      }).data,
    ];
    // When they are aggregated
    const reading = aggregateReading(reads, shared.data);
    // Then each visit counts by its last report, in the proposal's order
    expect(reading).toEqual({
      visits: 2,
      devices: 2,
      sections: [
        { title: 'Summary', ms: 6000 },
        { title: 'Pricing', ms: 9000 },
        { title: 'Warranty', ms: 2000 },
      ],
      options: [
        { id: 'good', name: 'Good', ms: 1000 },
        { id: 'best', name: 'Best', ms: 3500 },
      ],
      lastReadAt: '2026-11-23T10:00:00.000Z',
    });
  });

  it('should count one device when two visits come from the same one', () => {
    const reading = aggregateReading([read().data, read({ visitId: visitB }).data], shared.data);
    expect([reading.visits, reading.devices]).toEqual([2, 1]);
    expect(reading.sections[0]).toEqual({ title: 'Summary', ms: 8000 });
  });

  it("should list the proposal's sections at zero when nothing was read", () => {
    expect(aggregateReading([], shared.data)).toEqual({
      visits: 0,
      devices: 0,
      sections: [
        { title: 'Summary', ms: 0 },
        { title: 'Pricing', ms: 0 },
        { title: 'Warranty', ms: 0 },
      ],
      options: [],
      lastReadAt: null,
    });
  });
});

describe('proposalSectionTitles', () => {
  it('should name the lead-in and the headings outside code when text comes before them', () => {
    expect(
      proposalSectionTitles('# Title\nIntro text\n## One\n```\n## Not a heading\n```\n## Two ##'),
    ).toEqual(['Proposal Details', 'One', 'Two']);
  });

  it('should name the one default section when there is no heading', () => {
    expect(proposalSectionTitles('Just text')).toEqual(['Proposal Details']);
  });
});

describe('deviceClassOf', () => {
  it('should tell phones, tablets and desktops apart by their user agents', () => {
    expect(
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36',
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)',
        'Mozilla/5.0 (Linux; Android 13; SM-X200) Safari/537.36',
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0',
        'curl/8.0',
      ].map(deviceClassOf),
    ).toEqual(['phone', 'phone', 'tablet', 'tablet', 'desktop', 'other']);
  });
});

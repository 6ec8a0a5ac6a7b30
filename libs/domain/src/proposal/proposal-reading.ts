import { DomainRuleViolation } from '../decider/decider.js';
import type { ProposalRead } from './proposal-events.js';
import type { PriceOption } from './proposal-offer.js';

// What the client read, per visit: how long each section (and each price option's card) was on
// their screen. The page reports a visit's running totals, so a later report of the same visit
// replaces an earlier one rather than adding to it.

export const READING_SECTIONS_MAX = 50;
export const READING_TITLE_MAX = 200;
// A tab left open on a section all afternoon is not four hours of reading: longer is refused as
// not what the page sends.
export const READING_MS_MAX = 4 * 60 * 60 * 1000;

export type SectionReading = { title: string; ms: number };
export type OptionReading = { id: string; ms: number };

// A coarse class of the client's device, from its user agent, and an opaque id of the device
// (a hash of the salted address hash and the user agent), so visits from one phone count as one
// device without keeping the address.
export type DeviceClass = 'phone' | 'tablet' | 'desktop' | 'other';
export type ReadingDevice = { kind: DeviceClass; id: string };

export const deviceClassOf = (userAgent: string): DeviceClass => {
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android|phone/i.test(userAgent)) return 'phone';
  if (/windows|macintosh|mac os x|x11|linux|cros/i.test(userAgent)) return 'desktop';
  return 'other';
};

// Text before a proposal's first "## " heading is shown under this title (the shared page's
// parser names it so).
export const LEAD_SECTION_TITLE = 'Proposal Details';

const H2 = /^ {0,3}##(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

// The section titles the shared page shows for this markdown, in page order: its "## " headings
// outside fenced code, after the lead-in's title when there is text before the first heading (or
// no heading at all). The first line's "# " title is the page's header, not a section.
export const proposalSectionTitles = (markdown: string): string[] => {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  const body =
    first !== -1 && /^ {0,3}#(?:[ \t]|$)/.test(lines[first]) ? lines.slice(first + 1) : lines;
  const titles: string[] = [];
  let lead = false;
  let fence: string | null = null;
  for (const line of body) {
    const fenced = FENCE.exec(line);
    const heading = fence === null && !fenced ? H2.exec(line) : null;
    if (fence !== null) {
      if (fenced && fenced[1][0] === fence[0] && fenced[1].length >= fence.length) fence = null;
    } else if (fenced) {
      fence = fenced[1];
    }
    if (heading) {
      const title = (heading[1] ?? '').trim();
      if (!titles.includes(title)) titles.push(title);
    } else if (titles.length === 0 && line.trim() !== '') {
      lead = true;
    }
  }
  return lead || titles.length === 0 ? [LEAD_SECTION_TITLE, ...titles] : titles;
};

const totalMs = (readings: readonly { ms: number }[]): number =>
  readings.reduce((sum, reading) => sum + reading.ms, 0);

// Adds up repeats of one key (a page never sends two, but a script may) and drops zeros.
const merged = <R extends { ms: number }>(readings: readonly R[], keyOf: (r: R) => string): R[] => {
  const byKey = new Map<string, R>();
  for (const reading of readings) {
    if (reading.ms <= 0) continue;
    const key = keyOf(reading);
    const seen = byKey.get(key);
    byKey.set(
      key,
      seen ? { ...seen, ms: Math.min(seen.ms + reading.ms, READING_MS_MAX) } : reading,
    );
  }
  return [...byKey.values()];
};

export type ReadingReport = {
  proposalId: string;
  visitId: string;
  sections: readonly SectionReading[];
  options: readonly OptionReading[];
  device: ReadingDevice;
};

// The event a visit's report makes, or none: only the proposal's own sections and options are
// kept, and a report that adds nothing to what the visit already reported (a repeated beacon, or
// an older one arriving late) records nothing.
export const readingOf = (
  report: ReadingReport,
  shared: { content: string; priceOptions?: readonly PriceOption[] },
  reportedMs: number | undefined,
  readAt: string,
): ProposalRead[] => {
  const titles = new Set(proposalSectionTitles(shared.content));
  const optionIds = new Set((shared.priceOptions ?? []).map((option) => option.id));
  for (const { ms } of [...report.sections, ...report.options]) {
    if (!Number.isInteger(ms) || ms < 0 || ms > READING_MS_MAX) {
      throw new DomainRuleViolation('InvalidReading', 'invalid', 'A reading time is out of range.');
    }
  }
  const sections = merged(
    report.sections.filter((section) => titles.has(section.title)),
    (section) => section.title,
  );
  const options = merged(
    report.options.filter((option) => optionIds.has(option.id)),
    (option) => option.id,
  );
  const total = totalMs(sections) + totalMs(options);
  if (total === 0 || total <= (reportedMs ?? 0)) return [];
  const { proposalId, visitId, device } = report;
  return [
    { type: 'ProposalRead', data: { proposalId, visitId, sections, options, device, readAt } },
  ];
};

// The ms a ProposalRead reports in all: a visit's later report must exceed it to count.
export const readingTotalMs = (read: ProposalRead['data']): number =>
  totalMs(read.sections) + totalMs(read.options);

export type ProposalReading = {
  visits: number;
  devices: number;
  // Per section in the proposal's order (those never on screen at 0), then any others.
  sections: SectionReading[];
  // The price options looked at, in the proposal's order, with their names.
  options: (OptionReading & { name: string })[];
  lastReadAt: string | null;
};

// What the client read across visits: each visit's last report counts (it holds the visit's
// totals so far), summed per section and option; devices are counted by their ids.
export const aggregateReading = (
  reads: readonly ProposalRead['data'][],
  shared: { content: string; priceOptions?: readonly PriceOption[] } | null,
): ProposalReading => {
  const lastPerVisit = new Map<string, ProposalRead['data']>();
  for (const read of reads) lastPerVisit.set(read.visitId, read);
  const visits = [...lastPerVisit.values()];

  const sectionMs = new Map<string, number>(
    (shared ? proposalSectionTitles(shared.content) : []).map((title) => [title, 0]),
  );
  const optionMs = new Map<string, number>();
  for (const visit of visits) {
    for (const { title, ms } of visit.sections)
      sectionMs.set(title, (sectionMs.get(title) ?? 0) + ms);
    for (const { id, ms } of visit.options) optionMs.set(id, (optionMs.get(id) ?? 0) + ms);
  }
  const offered = shared?.priceOptions ?? [];
  return {
    visits: visits.length,
    devices: new Set(visits.map((visit) => visit.device.id)).size,
    sections: [...sectionMs].map(([title, ms]) => ({ title, ms })),
    options: offered
      .filter((option) => optionMs.has(option.id))
      .map((option) => ({ id: option.id, name: option.name, ms: optionMs.get(option.id)! })),
    lastReadAt: reads.reduce<string | null>(
      (last, read) => (last === null || read.readAt > last ? read.readAt : last),
      null,
    ),
  };
};

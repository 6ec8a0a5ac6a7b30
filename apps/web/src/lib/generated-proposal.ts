import { resolveTemplateChoice } from '@vanilla/contracts';
import type { GeneratedProposal, ProposalSection } from '@vanilla/contracts';
import { proposalDefaults } from '../components/proposal-templates/parse-proposal-markdown';

// A generated proposal (000 §3) read back from the browser's storage, where anything may have
// been left: an older shape, a hand edit, a half-written value.

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

const parseSections = (record: Record<string, unknown>): ProposalSection[] => {
  if (Array.isArray(record.sections)) {
    return record.sections.flatMap((section: unknown) => {
      if (!isRecord(section)) return [];
      const { title, content } = section;
      return typeof content === 'string' ? [{ title: text(title, 'Proposal'), content }] : [];
    });
  }
  // An older or hand-made entry with the whole text in one field: one section titled Proposal
  // (001 §4).
  const whole = record.content ?? record.proposal_content;
  return typeof whole === 'string' && whole.trim() !== ''
    ? [{ title: 'Proposal', content: whole }]
    : [];
};

/** The proposal `value` holds, with the spec's defaults for a missing header; null without text. */
export const parseGeneratedProposal = (value: unknown): GeneratedProposal | null => {
  if (!isRecord(value)) return null;
  const sections = parseSections(value);
  if (sections.length === 0) return null;
  const header = isRecord(value.header) ? value.header : {};
  const photos = Array.isArray(value.photos)
    ? value.photos.flatMap((photo: unknown) => {
        if (!isRecord(photo)) return [];
        const { url, caption } = photo;
        return typeof url === 'string' ? [{ url, caption: text(caption, '') }] : [];
      })
    : [];
  return {
    header: {
      title: text(header.title, proposalDefaults.title),
      companyName: text(header.companyName, proposalDefaults.companyName),
      date: text(header.date, new Date().toLocaleDateString()),
      clientName: text(header.clientName, proposalDefaults.clientName),
      propertyAddress: text(header.propertyAddress, proposalDefaults.propertyAddress),
    },
    sections,
    photos,
    templateChoice: resolveTemplateChoice(value.templateChoice),
  };
};

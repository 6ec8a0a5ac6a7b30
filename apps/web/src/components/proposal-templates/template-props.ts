import type { ProposalDocumentData } from './parse-proposal-markdown';

/** The company's own contact details, when known; the professional template shows them. */
export type ProposalContact = { address?: string; phone?: string; email?: string };

export type TemplateProps = { proposal: ProposalDocumentData; contact?: ProposalContact };

/** "01", "02", …: section numbers as the templates print them. */
export const sectionNumber = (index: number): string => String(index + 1).padStart(2, '0');

import { proposalDefaults, type ProposalDocumentData } from './parse-proposal-markdown';

/**
 * The company as it presents itself, when known: every template heads the page with its logo and
 * details; the professional one also lists its contact details at the end.
 */
export type ProposalContact = {
  address?: string;
  phone?: string;
  email?: string;
  licenseNumber?: string;
  website?: string;
  /** An address the page can load the logo from. */
  logoUrl?: string | null;
};

export type TemplateProps = {
  proposal: ProposalDocumentData;
  contact?: ProposalContact;
  /** The proposal's "PRO-" reference from the server; the professional template prints it. */
  reference?: string;
};

/** "01", "02", …: section numbers as the templates print them. */
export const sectionNumber = (index: number): string => String(index + 1).padStart(2, '0');

/**
 * The property's address when the proposal names one; null when it fell back to the parser's
 * "Property Address" (000 §3), so no template shows a placeholder to the client as a fact.
 */
export const knownAddress = ({ header }: ProposalDocumentData): string | null => {
  const address = header.propertyAddress.trim();
  return address === '' || address === proposalDefaults.propertyAddress ? null : address;
};

import { websiteLabel } from '../../lib/format';
import type { ProposalContact } from './template-props';

type CompanyLogoProps = { contact?: ProposalContact; companyName: string; className?: string };

/** The company's logo where a template heads the page; nothing when it has none. */
export const CompanyLogo = ({ contact, companyName, className = '' }: CompanyLogoProps) =>
  contact?.logoUrl ? (
    <img
      src={contact.logoUrl}
      alt={`${companyName} logo`}
      className={`block w-auto object-contain ${className}`}
    />
  ) : null;

type Detail = 'license' | 'phone' | 'email' | 'website' | 'address';

const ALL: readonly Detail[] = ['license', 'phone', 'email', 'website', 'address'];

const textOf = (contact: ProposalContact, detail: Detail): string => {
  switch (detail) {
    case 'license':
      return contact.licenseNumber?.trim() ? `License ${contact.licenseNumber.trim()}` : '';
    case 'phone':
      return contact.phone?.trim() ?? '';
    case 'email':
      return contact.email?.trim() ?? '';
    case 'website':
      return contact.website?.trim() ? websiteLabel(contact.website.trim()) : '';
    case 'address':
      return contact.address?.trim() ?? '';
  }
};

type CompanyDetailsProps = {
  contact?: ProposalContact;
  /** Which details, in order; all of them by default. */
  show?: readonly Detail[];
  className?: string;
};

/**
 * The company's license and ways to reach it, as a letterhead's small print: dots between the
 * details, the address on a line of its own. Each detail carries its dot in front, in a gutter the
 * box clips, so a detail that starts a line never shows one.
 */
export const CompanyDetails = ({ contact, show = ALL, className = '' }: CompanyDetailsProps) => {
  const items = contact
    ? show.map((detail) => ({ detail, text: textOf(contact, detail) })).filter((item) => item.text)
    : [];
  if (items.length === 0) return null;
  return (
    <div className={`overflow-hidden ${className}`}>
      <ul aria-label="Company details" className="-ml-4 flex flex-wrap gap-y-0.5">
        {items.map(({ detail, text }) => (
          <li
            key={detail}
            className={`relative min-w-0 pl-4 break-words ${detail === 'address' ? 'basis-full' : ''}`}
          >
            <span aria-hidden="true" className="absolute left-1.5 opacity-50">
              ·
            </span>
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
};

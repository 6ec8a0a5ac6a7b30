import { useId } from 'react';
import { CompanyDetails, CompanyLogo } from './company-letterhead';
import { formatDateAfter, formatProposalDate, useDateFormat } from './format-proposal-date';
import { PropertyPhotos } from './property-photos';
import { ProposalMarkdown } from './proposal-markdown';
import { knownAddress, sectionNumber, type TemplateProps } from './template-props';

// Spec 001 §9, "Professional template text": fixed marketing copy, the same for every company.
const guarantees = [
  { title: '100% Satisfaction Guarantee', text: 'We are not done until you are happy.' },
  { title: '5-Year Parts and Labor Warranty', text: 'Repairs on us, parts and labor included.' },
  { title: '24/7 Emergency Service', text: 'A technician answers day and night.' },
  { title: 'Over 20 Years in Business', text: 'Local experience you can count on.' },
];

const CheckIcon = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 shrink-0 text-emerald-600">
    <path
      fill="currentColor"
      d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm3.8 6.3-4.6 4.8a.8.8 0 0 1-1.1 0L6.2 10.7a.8.8 0 1 1 1.1-1.1l1.3 1.3 4-4.2a.8.8 0 1 1 1.2 1.1Z"
    />
  </svg>
);

/**
 * "professional": a navy letterhead with the proposal's reference number (PRO- and four digits,
 * derived from the proposal by the server, so every load shows the same; none before it has one),
 * the fixed about-us and guarantees block, contact details and a 30-day validity note.
 */
export const ProfessionalTemplate = ({ proposal, contact, reference }: TemplateProps) => {
  const id = useId();
  const { header, sections, photos } = proposal;
  const propertyAddress = knownAddress(proposal);
  const dateFormat = useDateFormat();
  const date = formatProposalDate(header.date, dateFormat);
  const validUntil = formatDateAfter(header.date, 30, dateFormat);
  // Only the details the company gave: no made-up number or address ever reaches a client.
  const contactRows = [
    { label: 'Phone', value: contact?.phone?.trim() },
    { label: 'Email', value: contact?.email?.trim() },
    { label: 'Address', value: contact?.address?.trim() },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));

  return (
    <article className="overflow-hidden bg-white text-[0.975rem] text-slate-700 [--proposal-accent:var(--color-sky-700)] sm:rounded-xl sm:shadow-md sm:ring-1 sm:ring-slate-200 print:shadow-none print:ring-0">
      <header className="bg-slate-900 px-5 py-7 text-white sm:px-10 sm:py-9 print:border-b-2 print:border-slate-900 print:bg-transparent print:px-0 print:text-slate-900">
        <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
          <div className="flex min-w-0 items-center gap-3">
            {contact?.logoUrl && (
              <span className="shrink-0 rounded-lg bg-white p-1.5 print:p-0">
                <CompanyLogo
                  contact={contact}
                  companyName={header.companyName}
                  className="h-10 max-w-32 sm:h-12 sm:max-w-40"
                />
              </span>
            )}
            <div className="min-w-0">
              <p className="text-lg font-bold tracking-tight break-words">{header.companyName}</p>
              {/* Phone, email and address close the document, under "Contact us". */}
              <CompanyDetails
                contact={contact}
                show={['license', 'website']}
                className="mt-0.5 text-xs text-slate-300 print:text-slate-600"
              />
            </div>
          </div>
          {/* Two columns, so the labels line up with each other and the values likewise. */}
          <dl className="grid grid-cols-[auto_auto] items-baseline gap-x-3 gap-y-1 text-xs text-slate-300 print:text-slate-600">
            {reference && (
              <>
                <dt>Reference</dt>
                <dd className="font-semibold tracking-wide text-white tabular-nums print:text-slate-900">
                  {reference}
                </dd>
              </>
            )}
            {date && (
              <>
                <dt>Date</dt>
                <dd className="font-semibold text-white print:text-slate-900">{date}</dd>
              </>
            )}
          </dl>
        </div>
        <h1 className="mt-8 text-2xl font-semibold tracking-tight text-balance sm:text-4xl">
          {header.title}
        </h1>
      </header>

      <div
        className={`grid gap-px bg-slate-200 print:bg-transparent print:break-inside-avoid ${propertyAddress ? 'sm:grid-cols-2' : ''}`}
      >
        <div className="bg-slate-50 px-5 py-4 sm:px-10 print:bg-transparent print:px-0">
          <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
            Prepared for
          </p>
          <p className="mt-1 font-semibold break-words text-slate-900">{header.clientName}</p>
        </div>
        {propertyAddress && (
          <div className="bg-slate-50 px-5 py-4 sm:px-10 print:bg-transparent print:px-0">
            <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
              Property address
            </p>
            <p className="mt-1 font-semibold break-words text-slate-900">{propertyAddress}</p>
          </div>
        )}
      </div>

      <section
        aria-labelledby={`${id}-about`}
        className="px-5 pt-8 sm:px-10 print:px-0 print:break-inside-avoid"
      >
        <h2 id={`${id}-about`} className="text-lg font-semibold text-slate-900">
          About Us
        </h2>
        <p className="mt-2 leading-relaxed">
          For over 20 years, {header.companyName} has served homeowners with licensed, insured
          technicians, honest recommendations and clear, upfront pricing. Every job is backed by the
          guarantees below.
        </p>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {guarantees.map((guarantee) => (
            <li
              key={guarantee.title}
              className="flex gap-3 rounded-lg border border-slate-200 p-3.5 print:break-inside-avoid"
            >
              <CheckIcon />
              <span>
                <span className="block font-semibold text-slate-900">{guarantee.title}</span>
                <span className="text-sm text-slate-500">{guarantee.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <PropertyPhotos
        photos={photos}
        className="px-5 pt-8 sm:px-10 print:px-0"
        headingClassName="text-lg font-semibold text-slate-900"
      />

      <div className="px-5 pb-4 sm:px-10 print:px-0">
        {sections.map((section, index) => (
          <section
            data-reading-section={section.title}
            key={index}
            aria-labelledby={section.title ? `${id}-s${index}` : undefined}
            className="mt-8 border-l-4 border-sky-700 pl-4 sm:pl-6"
          >
            {section.title && (
              <h2
                id={`${id}-s${index}`}
                className="mb-3 text-lg font-semibold break-words text-slate-900 sm:text-xl print:break-after-avoid"
              >
                <span className="mr-2 text-sm font-medium text-sky-700 tabular-nums">
                  {sectionNumber(index)}.
                </span>
                {section.title}
              </h2>
            )}
            <ProposalMarkdown>{section.content}</ProposalMarkdown>
          </section>
        ))}
      </div>

      <footer className="mt-8 border-t border-slate-200 bg-slate-50 px-5 py-6 text-sm sm:px-10 print:bg-transparent print:px-0 print:break-inside-avoid">
        {contactRows.length > 0 && (
          <>
            <p className="font-semibold text-slate-900">Questions? Contact us</p>
            <dl className="mt-3 grid gap-3 sm:grid-cols-3">
              {contactRows.map((row) => (
                <div key={row.label} className="min-w-0">
                  <dt className="text-xs text-slate-500">{row.label}</dt>
                  <dd className="break-words text-slate-900">{row.value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        <p
          className={`text-xs text-slate-500 ${contactRows.length > 0 ? 'mt-5 border-t border-slate-200 pt-4' : ''}`}
        >
          This proposal is valid for 30 days
          {validUntil ? ` (until ${validUntil})` : ' from the date above'}.
          {reference && ` Reference ${reference}.`}
        </p>
      </footer>
    </article>
  );
};

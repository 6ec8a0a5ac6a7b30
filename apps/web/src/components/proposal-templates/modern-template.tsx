import { useId } from 'react';
import { CompanyDetails, CompanyLogo } from './company-letterhead';
import { formatProposalDate, useDateFormat } from './format-proposal-date';
import { PropertyPhotos } from './property-photos';
import { ProposalMarkdown } from './proposal-markdown';
import { knownAddress, sectionNumber, type TemplateProps } from './template-props';

const chipClass =
  'inline-flex max-w-full items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm ring-1 ring-white/25 backdrop-blur print:bg-transparent print:px-0 print:ring-0';

/** "modern", the shared viewer's extra design: a gradient hero and each section on a card. */
export const ModernTemplate = ({ proposal, contact }: TemplateProps) => {
  const id = useId();
  const { header, sections, photos } = proposal;
  const address = knownAddress(proposal);
  const date = formatProposalDate(header.date, useDateFormat());
  return (
    <article className="text-[0.975rem] text-neutral-700 [--proposal-accent:var(--color-violet-600)]">
      <header className="relative overflow-hidden rounded-b-3xl bg-linear-to-br from-brand-600 via-violet-600 to-fuchsia-600 px-5 pt-10 pb-8 text-white shadow-lg sm:rounded-3xl sm:px-10 sm:pt-14 sm:pb-10 print:rounded-none print:bg-none print:px-0 print:pt-0 print:pb-4 print:text-neutral-900 print:shadow-none">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-16 size-64 rounded-full bg-white/10 blur-2xl print:hidden"
        />
        <div className="relative flex flex-col items-start gap-3 sm:flex-row sm:items-center">
          {contact?.logoUrl && (
            <span className="shrink-0 rounded-xl bg-white p-1.5 shadow-sm print:p-0 print:shadow-none">
              <CompanyLogo
                contact={contact}
                companyName={header.companyName}
                className="h-9 max-w-28 sm:h-11 sm:max-w-36"
              />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold break-words text-white/80 print:text-neutral-500">
              {header.companyName}
            </p>
            <CompanyDetails
              contact={contact}
              className="mt-0.5 text-xs text-white/70 print:text-neutral-500"
            />
          </div>
        </div>
        <h1 className="relative mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {header.title}
        </h1>
        <ul aria-label="Proposal details" className="relative mt-6 flex flex-wrap gap-2">
          <li className={chipClass}>
            <span className="text-white/70 print:text-neutral-500">For</span>
            <span className="truncate font-semibold">{header.clientName}</span>
          </li>
          {address && (
            <li className={chipClass}>
              <span className="text-white/70 print:text-neutral-500">At</span>
              <span className="truncate font-semibold">{address}</span>
            </li>
          )}
          {date && (
            <li className={chipClass}>
              <span className="text-white/70 print:text-neutral-500">On</span>
              <span className="font-semibold">{date}</span>
            </li>
          )}
        </ul>
      </header>

      <div className="mt-5 flex flex-col gap-4 px-3 sm:mt-8 sm:gap-5 sm:px-0">
        <PropertyPhotos
          photos={photos}
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 sm:p-8"
          headingClassName="text-xl font-bold tracking-tight text-neutral-950"
        />
        {sections.map((section, index) => (
          <section
            data-reading-section={section.title}
            key={index}
            aria-labelledby={section.title ? `${id}-s${index}` : undefined}
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 sm:p-8 print:p-0 print:shadow-none print:ring-0"
          >
            {section.title && (
              <h2
                id={`${id}-s${index}`}
                className="mb-4 flex items-center gap-3 text-xl font-bold tracking-tight text-neutral-950 sm:text-2xl print:break-after-avoid"
              >
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-xl bg-violet-100 text-sm font-bold text-violet-700 tabular-nums"
                >
                  {sectionNumber(index)}
                </span>
                <span className="min-w-0 break-words">{section.title}</span>
              </h2>
            )}
            <ProposalMarkdown>{section.content}</ProposalMarkdown>
          </section>
        ))}
      </div>

      <footer className="mt-6 px-5 pb-2 text-center text-sm text-neutral-600 sm:px-0">
        <p className="font-semibold text-neutral-800">{header.companyName}</p>
        <p className="mt-1">
          Prepared for {header.clientName}
          {date && <> · {date}</>}
        </p>
      </footer>
    </article>
  );
};

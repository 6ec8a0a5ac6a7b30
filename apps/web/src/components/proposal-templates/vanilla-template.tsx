import { useId } from 'react';
import { CompanyDetails, CompanyLogo } from './company-letterhead';
import { formatProposalDate, useDateFormat } from './format-proposal-date';
import { PropertyPhotos } from './property-photos';
import { ProposalMarkdown } from './proposal-markdown';
import { knownAddress, sectionNumber, type TemplateProps } from './template-props';

/** "vanilla", the recommended default design: clean, one indigo accent, numbered sections. */
export const VanillaTemplate = ({ proposal, contact }: TemplateProps) => {
  const id = useId();
  const { header, sections, photos } = proposal;
  const address = knownAddress(proposal);
  const date = formatProposalDate(header.date, useDateFormat());
  return (
    <article className="overflow-hidden bg-white text-[0.975rem] text-neutral-700 [--proposal-accent:var(--color-brand-600)] sm:rounded-2xl sm:shadow-sm sm:ring-1 sm:ring-neutral-200 print:shadow-none print:ring-0">
      <header className="border-t-4 border-brand-600 px-5 pt-8 pb-6 sm:px-10 sm:pt-12 sm:pb-8">
        <CompanyLogo
          contact={contact}
          companyName={header.companyName}
          className="mb-6 h-12 max-w-48 sm:h-14 sm:max-w-56"
        />
        <p className="text-xs font-semibold tracking-[0.18em] text-brand-600 uppercase">Proposal</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-neutral-950 sm:text-4xl">
          {header.title}
        </h1>
        <p className="mt-2 text-base font-medium text-neutral-600">{header.companyName}</p>
        <CompanyDetails contact={contact} className="mt-1 text-sm text-neutral-500" />
        <dl className="mt-6 grid gap-4 rounded-2xl bg-neutral-50 p-4 text-sm ring-1 ring-neutral-100 sm:grid-cols-3 sm:p-5 print:break-inside-avoid">
          <div className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-neutral-500 uppercase">
              Prepared for
            </dt>
            <dd className="mt-1 font-semibold break-words text-neutral-900">{header.clientName}</dd>
          </div>
          {address && (
            <div className="min-w-0">
              <dt className="text-xs font-medium tracking-wide text-neutral-500 uppercase">
                Property
              </dt>
              <dd className="mt-1 font-semibold break-words text-neutral-900">{address}</dd>
            </div>
          )}
          {date && (
            <div className="min-w-0">
              <dt className="text-xs font-medium tracking-wide text-neutral-500 uppercase">Date</dt>
              <dd className="mt-1 font-semibold text-neutral-900">{date}</dd>
            </div>
          )}
        </dl>
      </header>

      <PropertyPhotos
        photos={photos}
        className="px-5 pb-4 sm:px-10"
        headingClassName="text-xl font-bold tracking-tight text-neutral-950"
      />

      <div className="divide-y divide-neutral-100 px-5 sm:px-10">
        {sections.map((section, index) => (
          <section
            data-reading-section={section.title}
            key={index}
            aria-labelledby={section.title ? `${id}-s${index}` : undefined}
            className="py-6 sm:py-8"
          >
            {section.title && (
              <h2
                id={`${id}-s${index}`}
                className="mb-4 flex items-baseline gap-3 text-xl font-bold tracking-tight text-neutral-950 sm:text-2xl print:break-after-avoid"
              >
                <span
                  aria-hidden="true"
                  className="text-sm font-semibold text-brand-600 tabular-nums"
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

      <footer className="mt-2 border-t border-neutral-100 bg-neutral-50 px-5 py-6 text-sm text-neutral-500 sm:px-10 print:bg-transparent">
        <p className="font-semibold text-neutral-800">{header.companyName}</p>
        <p className="mt-1">
          Prepared for {header.clientName}
          {date && <> · {date}</>}
        </p>
        <p className="mt-3">Thank you for the opportunity to earn your business.</p>
      </footer>
    </article>
  );
};

import { useId } from 'react';
import { CompanyDetails, CompanyLogo } from './company-letterhead';
import { formatProposalDate, useDateFormat } from './format-proposal-date';
import { PropertyPhotos } from './property-photos';
import { ProposalMarkdown } from './proposal-markdown';
import { knownAddress, type TemplateProps } from './template-props';

const labelClass = 'text-[0.7rem] font-medium tracking-[0.2em] text-neutral-400 uppercase';

/** "minimalist": black on white, a serif title, hairlines and a lot of room. */
export const MinimalistTemplate = ({ proposal, contact }: TemplateProps) => {
  const id = useId();
  const { header, sections, photos } = proposal;
  const address = knownAddress(proposal);
  const date = formatProposalDate(header.date, useDateFormat());
  return (
    <article className="bg-white px-5 py-10 text-[0.975rem] text-neutral-700 [--proposal-accent:var(--color-neutral-900)] sm:px-14 sm:py-16 sm:shadow-sm sm:ring-1 sm:ring-neutral-200 print:px-0 print:py-0 print:shadow-none print:ring-0">
      <header className="border-b border-neutral-900 pb-8">
        <CompanyLogo
          contact={contact}
          companyName={header.companyName}
          className="mb-6 h-10 max-w-40 sm:h-12"
        />
        <p className={labelClass}>{header.companyName}</p>
        <CompanyDetails contact={contact} className="mt-2 text-xs text-neutral-500" />
        <h1 className="mt-6 font-serif text-3xl leading-tight font-normal text-balance text-neutral-950 sm:text-5xl">
          {header.title}
        </h1>
        <dl className="mt-8 grid gap-x-8 gap-y-4 text-sm sm:grid-cols-3 print:break-inside-avoid">
          <div className="min-w-0">
            <dt className={labelClass}>Client</dt>
            <dd className="mt-1 break-words text-neutral-900">{header.clientName}</dd>
          </div>
          {address && (
            <div className="min-w-0">
              <dt className={labelClass}>Property</dt>
              <dd className="mt-1 break-words text-neutral-900">{address}</dd>
            </div>
          )}
          {date && (
            <div>
              <dt className={labelClass}>Date</dt>
              <dd className="mt-1 text-neutral-900">{date}</dd>
            </div>
          )}
        </dl>
      </header>

      <PropertyPhotos
        photos={photos}
        className="border-b border-neutral-200 py-8"
        headingClassName="font-serif text-2xl text-neutral-950"
      />

      {sections.map((section, index) => (
        <section
          data-reading-section={section.title}
          key={index}
          aria-labelledby={section.title ? `${id}-s${index}` : undefined}
          className="grid gap-3 border-b border-neutral-200 py-8 last-of-type:border-b-0 sm:grid-cols-[12rem_1fr] sm:gap-10"
        >
          <div>
            {section.title && (
              <h2
                id={`${id}-s${index}`}
                className="font-serif text-xl leading-snug break-words text-neutral-950 print:break-after-avoid"
              >
                {section.title}
              </h2>
            )}
          </div>
          <ProposalMarkdown className="min-w-0">{section.content}</ProposalMarkdown>
        </section>
      ))}

      <footer className="mt-4 flex flex-col gap-1 border-t border-neutral-900 pt-6 text-xs tracking-wide text-neutral-500 sm:flex-row sm:justify-between">
        <span>{header.companyName}</span>
        <span>
          {header.clientName}
          {date && <> · {date}</>}
        </span>
      </footer>
    </article>
  );
};

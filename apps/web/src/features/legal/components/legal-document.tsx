import type { ReactNode } from 'react';

export type LegalSection = { id: string; heading: string; body: ReactNode };

type LegalDocumentProps = {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
};

/** A readable legal page: a summary, a table of contents, then numbered sections. */
export const LegalDocument = ({ title, updated, intro, sections }: LegalDocumentProps) => (
  <article className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
    <header className="max-w-3xl">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Legal</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-neutral-950 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-3 text-sm text-neutral-500">Last updated {updated}</p>
      <div className="mt-6 rounded-2xl border border-brand-100 bg-brand-50/60 p-5 text-neutral-800 sm:p-6">
        {intro}
      </div>
    </header>
    <div className="mt-12 grid gap-12 lg:grid-cols-[15rem_1fr]">
      <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
        <p className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">
          On this page
        </p>
        <ol className="mt-3 flex flex-col gap-1.5 text-sm">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="rounded text-neutral-600 transition-colors hover:text-brand-700"
              >
                {index + 1}. {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex max-w-3xl flex-col gap-10">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} className="scroll-mt-24">
            <h2 className="text-xl font-semibold tracking-tight text-neutral-950">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-3 flex flex-col gap-3 leading-relaxed text-neutral-700 [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </div>
  </article>
);

import type { ReactNode } from 'react';

type SectionIntroProps = {
  eyebrow: string;
  title: ReactNode;
  /** The heading's id, for the section's aria-labelledby. */
  titleId: string;
  /** h1 opens a page, h2 a section of one. */
  level?: 'h1' | 'h2';
  /** 'dark' on a near-black section. */
  tone?: 'light' | 'dark';
  /** The lead paragraph(s) under the title. */
  children?: ReactNode;
};

/** The centred eyebrow, title and lead that open the marketing pages and their sections. */
export const SectionIntro = ({
  eyebrow,
  title,
  titleId,
  level = 'h2',
  tone = 'light',
  children,
}: SectionIntroProps) => {
  const Heading = level;
  const dark = tone === 'dark';
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p
        className={`text-sm font-semibold tracking-wide uppercase ${dark ? 'text-brand-300' : 'text-brand-600'}`}
      >
        {eyebrow}
      </p>
      <Heading
        id={titleId}
        className={`mt-2 font-bold tracking-tight text-balance ${dark ? 'text-white' : 'text-neutral-950'} ${
          level === 'h1' ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl'
        }`}
      >
        {title}
      </Heading>
      {children && (
        <div className={`mt-4 text-pretty ${dark ? 'text-neutral-400' : 'text-neutral-600'}`}>
          {children}
        </div>
      )}
    </div>
  );
};

type PageGlowProps = {
  className?: string;
  /** Brand for the business pages, emerald for the homeowner's. */
  tone?: 'brand' | 'emerald';
};

const glowTones = {
  brand: 'bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_65%)]',
  emerald: 'bg-[radial-gradient(ellipse_at_top,var(--color-emerald-100),transparent_65%)]',
} as const;

/** The soft light at the top of a public page; its section needs `relative isolate`. */
export const PageGlow = ({ className = 'h-[28rem]', tone = 'brand' }: PageGlowProps) => (
  <div
    aria-hidden="true"
    className={`absolute inset-x-0 -top-40 -z-10 ${glowTones[tone]} ${className}`}
  />
);

type IntroPageProps = {
  eyebrow: string;
  title: ReactNode;
  titleId: string;
  /** The lead under the page's title. */
  intro: ReactNode;
  children: ReactNode;
};

/** A public page that opens with the glow and a centred h1, then its content. */
export const IntroPage = ({ eyebrow, title, titleId, intro, children }: IntroPageProps) => (
  <section aria-labelledby={titleId} className="relative isolate">
    <PageGlow />
    <div className="mx-auto max-w-7xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:px-8">
      <SectionIntro level="h1" eyebrow={eyebrow} title={title} titleId={titleId}>
        {intro}
      </SectionIntro>
      <div className="mt-12">{children}</div>
    </div>
  </section>
);

import type { ReactNode } from 'react';

type PageHeaderProps = {
  /** The small line above the title. */
  eyebrow: string;
  title: string;
  description?: ReactNode;
  /** Above the eyebrow, e.g. a Back link. */
  before?: ReactNode;
  /** Beside the eyebrow, e.g. a "Sample data" badge. */
  badge?: ReactNode;
  /** At the end of the title row on wide screens, under the text on phones: the page's actions. */
  actions?: ReactNode;
};

/** A content page's heading block, in the landing page's type scale. */
export const PageHeader = ({
  eyebrow,
  title,
  description,
  before,
  badge,
  actions,
}: PageHeaderProps) => (
  <header className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
    <div className="min-w-0">
      {before && <div className="mb-5">{before}</div>}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        {badge}
      </div>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-neutral-950 sm:text-4xl">
        {title}
      </h1>
      {description && (
        <p className="mt-3 max-w-2xl text-base text-pretty text-neutral-600 sm:text-lg">
          {description}
        </p>
      )}
    </div>
    {actions && <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>}
  </header>
);

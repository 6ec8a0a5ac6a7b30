import { useId, type ReactNode } from 'react';

type SectionCardProps = {
  title: string;
  /** Under the title. */
  description?: string;
  /** At the end of the title row, e.g. a button. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled white card, one per panel of the page. */
export const SectionCard = ({
  title,
  description,
  action,
  children,
  className = '',
}: SectionCardProps) => {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`flex min-w-0 flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-xs sm:p-5 ${className}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-neutral-950">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-neutral-500">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
};

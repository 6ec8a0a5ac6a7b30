import { useId, type MouseEvent } from 'react';
import { sectionAnchor, sectionGroups, sectionLabels } from '../utils/proposal-sections';

/** The reading-progress bar: a thin track filled to how far down the page the reader is. */
export const ProgressBar = ({
  progress,
  className = '',
}: {
  progress: number;
  className?: string;
}) => {
  const percent = Math.round(progress * 100);
  return (
    <div
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`h-1 overflow-hidden rounded-full bg-neutral-200 ${className}`}
    >
      <div
        className="h-full origin-left rounded-full bg-brand-600 transition-transform duration-150 ease-out motion-reduce:transition-none"
        style={{ transform: `scaleX(${progress})` }}
      />
    </div>
  );
};

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type SectionNavProps = {
  /** The anchor of the section being read. */
  active: string;
  /** Runs before the jump, e.g. to close the phone's drawer. */
  onNavigate?: () => void;
};

/** 000 §2: the two groups of section links, the one being read highlighted. */
export const SectionNav = ({ active, onNavigate }: SectionNavProps) => {
  const idPrefix = useId();
  // A jump after the drawer (if any) has closed and given focus back, so focus lands on the
  // section and reading continues from there.
  const jump = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    event.preventDefault();
    onNavigate?.();
    window.requestAnimationFrame(() => {
      const section = document.getElementById(anchor);
      if (!section) return;
      section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      section.focus({ preventScroll: true });
    });
  };

  return (
    <nav aria-label="Proposal sections" className="flex flex-col gap-6">
      {sectionGroups.map((group) => (
        <div key={group.id}>
          <p
            id={`${idPrefix}-${group.id}`}
            className="px-3 text-xs font-semibold tracking-wide text-neutral-600 uppercase"
          >
            {group.title}
          </p>
          <ul aria-labelledby={`${idPrefix}-${group.id}`} className="mt-2 flex flex-col gap-0.5">
            {group.sections.map((section) => {
              const anchor = sectionAnchor(group.id, section);
              const current = anchor === active;
              return (
                <li key={anchor}>
                  <a
                    href={`#${anchor}`}
                    onClick={(event) => jump(event, anchor)}
                    aria-current={current ? 'location' : undefined}
                    className={`block rounded-lg border-l-2 px-3 py-1.5 text-sm transition-colors ${
                      current
                        ? 'border-brand-600 bg-brand-50 font-semibold text-brand-700'
                        : 'border-transparent text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900'
                    }`}
                  >
                    {sectionLabels[section]}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
};

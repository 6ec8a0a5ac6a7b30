import type { ReactNode } from 'react';

export type BadgeTone = 'amber' | 'brand' | 'emerald' | 'neutral';

const tones: Record<BadgeTone, string> = {
  amber: 'bg-amber-100 text-amber-800',
  brand: 'bg-brand-50 text-brand-700',
  emerald: 'bg-emerald-50 text-emerald-700',
  neutral: 'bg-neutral-100 text-neutral-700',
};

type BadgeProps = { tone: BadgeTone; children: ReactNode; className?: string };

/** A small pill: "Coming soon", "Sample data", "Shared". */
export const Badge = ({ tone, children, className = '' }: BadgeProps) => (
  <span
    className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]} ${className}`}
  >
    {children}
  </span>
);

import type { ReactNode } from 'react';

/** One labelled figure of a summary row, inside a <dl>. */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt className="text-xs font-medium text-neutral-600">{label}</dt>
    <dd className="mt-1 text-sm font-medium text-neutral-900">{children}</dd>
  </div>
);

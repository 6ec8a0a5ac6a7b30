import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../icons';

/** A small "← label" link back to the page above this one. */
export const BackLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link
    to={to}
    className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-800"
  >
    <ArrowRightIcon className="size-4 rotate-180" />
    {children}
  </Link>
);

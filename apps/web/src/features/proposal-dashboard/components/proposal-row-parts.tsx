import { useEffect, useState, type MouseEvent } from 'react';
import { proposalLinks } from '../utils/proposal-links';
import type { ProposalRow, SortDirection } from '../utils/proposal-rows';

// What the table and the phone cards share: the selection, the clock and the proposal's link.

export type RowSelection = {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
};

export type CreatorSort = { direction: SortDirection | null; onToggle: () => void };

// "5 min ago" has to move on while the page stays open.
export const useNow = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

export const toggled = (selected: ReadonlySet<string>, token: string, on: boolean): Set<string> => {
  const next = new Set(selected);
  if (on) next.add(token);
  else next.delete(token);
  return next;
};

// The list opens a row's link on a click anywhere in it (001 §2), except on its own controls.
export const openFromRow = (event: MouseEvent<HTMLElement>, token: string) => {
  if ((event.target as HTMLElement).closest('a, button, input, label')) return;
  window.open(proposalLinks.shared(token), '_blank', 'noopener');
};

export const ProposalLink = ({ row }: { row: ProposalRow }) => (
  <a
    href={proposalLinks.shared(row.token)}
    target="_blank"
    rel="noreferrer"
    className="font-mono text-xs font-medium text-brand-700 hover:underline"
  >
    {row.proposalId}
  </a>
);

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { proposalLinks } from '../utils/proposal-links';
import type { ProposalRow, SortDirection } from '../utils/proposal-rows';

// What the table and the phone cards share: the selection, the clock and the proposal's link.

export type RowSelection = {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
};

export type CreatorSort = { direction: SortDirection | null; onToggle: () => void };

export const Checkbox = ({
  checked,
  indeterminate = false,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) => {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 cursor-pointer rounded border-neutral-300 accent-brand-600"
    />
  );
};

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

import type { TeamMember } from '@vanilla/contracts';
import { DownloadIcon } from './action-icons';

/** 'All Team Members' and each member, by id (managers only, 001 §6). */
export const teamOptions = (team: readonly TeamMember[] | undefined) => [
  { value: '', label: 'All Team Members' },
  ...(team ?? []).map((member) => ({ value: member.id, label: member.username || member.email })),
];

type ExportButtonProps = { count: number; selected: boolean; busy: boolean; onExport: () => void };

export const ExportButton = ({ count, selected, busy, onExport }: ExportButtonProps) => (
  <button
    type="button"
    onClick={onExport}
    disabled={busy || count === 0}
    className="inline-flex shrink-0 items-center justify-center gap-2 rounded-xl border border-neutral-200 bg-white px-4 py-2.5 text-sm font-semibold text-neutral-800 transition-colors hover:bg-neutral-50 disabled:cursor-not-allowed disabled:opacity-60"
  >
    <DownloadIcon className="size-4" />
    {busy ? 'Exporting…' : selected ? `Export ${count} selected` : 'Export'}
  </button>
);

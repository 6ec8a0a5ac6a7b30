const styles: Record<string, string> = {
  accepted: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  viewed: 'bg-violet-50 text-violet-700 ring-violet-200',
  sent: 'bg-sky-50 text-sky-700 ring-sky-200',
  declined: 'bg-red-50 text-red-700 ring-red-200',
  deleted: 'bg-red-50 text-red-700 ring-red-200',
};

/** A proposal status as the dashboards colour it (001 §2): accepted green, viewed purple, sent blue. */
export const StatusBadge = ({ status }: { status: string }) => (
  <span
    className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${
      styles[status] ?? 'bg-neutral-100 text-neutral-700 ring-neutral-200'
    }`}
  >
    {status.replace(/_/g, ' ')}
  </span>
);

import { useViewing } from '../api/presence-api';

type PresenceBadgeProps = {
  token: string;
  // Among a table row's badges (narrow, so the column keeps its width), or a line of its own.
  layout: 'cell' | 'line';
};

/**
 * "Viewing now — Investment" while a client has the proposal's link open, following them through
 * its sections. The live region is always there, so screen readers announce it as it changes.
 */
export const PresenceBadge = ({ token, layout }: PresenceBadgeProps) => {
  const viewing = useViewing(token);
  return (
    <span aria-live="polite" className={viewing && layout === 'line' ? 'mt-1.5 flex' : 'contents'}>
      {viewing && (
        <span
          title={`Since ${new Date(viewing.since).toLocaleTimeString()}`}
          className={`inline-flex min-w-0 items-center ${layout === 'cell' ? 'max-w-44' : 'max-w-full'} gap-1.5 rounded-2xl bg-teal-50 px-2.5 py-0.5 text-xs font-medium text-teal-800 ring-1 ring-teal-200`}
        >
          <span aria-hidden="true" className="relative flex size-2 shrink-0">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-teal-400 opacity-75 motion-reduce:animate-none" />
            <span className="relative inline-flex size-2 rounded-full bg-teal-500" />
          </span>
          <span className="min-w-0 break-words">Viewing now — {viewing.section}</span>
        </span>
      )}
    </span>
  );
};

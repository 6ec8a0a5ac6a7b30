import type { SubscriptionSummary } from '@vanilla/contracts';
import { AlertCircleIcon } from '../../../components/icons';
import { formatDate } from '../../../lib/format';
import { subscriptionNotes } from '../utils/subscription-notes';

const toneClass = {
  info: 'text-neutral-600',
  warning: 'font-medium text-amber-800',
};

/** The current plan's state in a sentence or two: trial end, cancellation, failed payment. */
export const PlanStatusNotes = ({ summary }: { summary: SubscriptionSummary }) => {
  const notes = subscriptionNotes(summary, formatDate);
  if (notes.length === 0) return null;
  return (
    <ul data-testid="plan-status-notes" className="flex flex-col gap-1.5 text-sm">
      {notes.map((note) => (
        <li key={note.id} className={`flex items-start gap-2 ${toneClass[note.tone]}`}>
          {note.tone === 'warning' && (
            <AlertCircleIcon className="mt-0.5 size-4 shrink-0 text-amber-600" />
          )}
          <span>{note.text}</span>
        </li>
      ))}
    </ul>
  );
};

import type { Receptionist } from '@vanilla/contracts';
import { PencilIcon } from '../../../components/icons';
import { formatPhoneNumber } from '../utils/phone';
import { parseList } from '../utils/receptionist-form';
import { TrashIcon } from './receptionist-icons';

type ActiveReceptionistsProps = {
  receptionists: readonly Receptionist[];
  /** The receptionist whose data is loading for the edit form, if any. */
  loadingId: string | null;
  onEdit: (receptionist: Receptionist) => void;
  onDelete: (receptionist: Receptionist) => void;
};

const iconButton =
  'flex size-10 items-center justify-center rounded-xl border border-neutral-200 text-neutral-600 transition-colors hover:bg-neutral-50 hover:text-neutral-900 disabled:cursor-not-allowed disabled:opacity-50';

/** Manage → Active Receptionists: name, status, number and goals, with edit and delete. */
export const ActiveReceptionists = ({
  receptionists,
  loadingId,
  onEdit,
  onDelete,
}: ActiveReceptionistsProps) => (
  <ul className="flex flex-col gap-3">
    {receptionists.map((receptionist) => {
      const goals = parseList(receptionist.goals);
      const loading = loadingId === receptionist.id;
      return (
        <li
          key={receptionist.id}
          className="flex items-start gap-3 rounded-xl border border-neutral-200 p-4"
        >
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
              <h3 className="font-semibold break-words text-neutral-900">{receptionist.name}</h3>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${
                  receptionist.is_active
                    ? 'bg-emerald-50 text-emerald-700 ring-emerald-200'
                    : 'bg-neutral-100 text-neutral-600 ring-neutral-200'
                }`}
              >
                {receptionist.is_active ? 'Active' : 'Inactive'}
              </span>
            </div>
            <p className="mt-0.5 text-sm text-neutral-600 tabular-nums">
              {formatPhoneNumber(receptionist.phone_number)}
            </p>
            {goals.length > 0 && (
              <div className="mt-2">
                <p className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">
                  Goals
                </p>
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {goals.map((goal) => (
                    <li
                      key={goal}
                      className="rounded-lg bg-neutral-100 px-2 py-0.5 text-xs text-neutral-700"
                    >
                      {goal}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              onClick={() => onEdit(receptionist)}
              disabled={loadingId !== null}
              aria-label={`Edit ${receptionist.name}`}
              title="Edit"
              className={iconButton}
            >
              {loading ? (
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
                />
              ) : (
                <PencilIcon className="size-5" />
              )}
            </button>
            <button
              type="button"
              onClick={() => onDelete(receptionist)}
              aria-label={`Delete ${receptionist.name}`}
              title="Delete"
              className={`${iconButton} hover:border-red-200 hover:bg-red-50 hover:text-red-700`}
            >
              <TrashIcon className="size-5" />
            </button>
          </div>
        </li>
      );
    })}
  </ul>
);

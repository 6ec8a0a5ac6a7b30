import type { CallRecord } from '@vanilla/contracts';
import { useMemo, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCallsQuery } from '../api/calls-api';
import { loadFailureMessage } from '../utils/call-errors';
import {
  callDuration,
  callerName,
  formatCallDate,
  formatPhone,
  matchesCallSearch,
} from '../utils/call-format';
import { CallSearch } from './call-search';
import { CallStatusBadge } from './call-status-badge';
import { DirectionLabel } from './direction-label';
import { LoadFailure } from './load-failure';

const th =
  'px-3 py-3 text-left text-xs font-semibold tracking-wide text-neutral-500 uppercase first:pl-5 last:pr-5';
const td = 'px-3 py-3 align-middle whitespace-nowrap first:pl-5 last:pr-5';

const countLabel = (shown: number, total: number): string =>
  shown === total
    ? `${total} ${total === 1 ? 'call' : 'calls'}`
    : `${shown} of ${total} ${total === 1 ? 'call' : 'calls'}`;

const CallsTable = ({ calls }: { calls: CallRecord[] }) => {
  const navigate = useNavigate();
  // The whole row opens the call; the name is the link keyboards and screen readers use.
  const openFromRow = (event: MouseEvent<HTMLElement>, id: string) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate(paths.business2.call(id));
  };
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-neutral-200 bg-white shadow-sm md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Call history, newest first</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50">
          <tr>
            <th scope="col" className={th}>
              Contact
            </th>
            <th scope="col" className={th}>
              Phone
            </th>
            <th scope="col" className={th}>
              Date · Time
            </th>
            <th scope="col" className={`${th} text-right`}>
              Duration
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={`${th} hidden xl:table-cell`}>
              Direction
            </th>
            <th scope="col" className={`${th} hidden lg:table-cell`}>
              Receptionist
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {calls.map((call) => (
            <tr
              key={call.id}
              data-call-id={call.id}
              onClick={(event) => openFromRow(event, call.id)}
              className="cursor-pointer transition-colors hover:bg-neutral-50"
            >
              <th scope="row" className={`${td} max-w-56 text-left font-normal`}>
                <Link
                  to={paths.business2.call(call.id)}
                  className="block truncate rounded font-medium text-neutral-900 hover:text-brand-700 hover:underline"
                >
                  {callerName(call)}
                </Link>
                {call.summary && (
                  <span className="block truncate text-xs text-neutral-500" title={call.summary}>
                    {call.summary}
                  </span>
                )}
              </th>
              <td className={`${td} text-neutral-700 tabular-nums`}>
                {formatPhone(call.phoneNumber)}
              </td>
              <td className={`${td} text-neutral-700`}>
                {formatCallDate(call.date)}
                <span className="block text-xs text-neutral-500">{call.time}</span>
              </td>
              <td className={`${td} text-right text-neutral-700 tabular-nums`}>
                {callDuration(call)}
              </td>
              <td className={td}>
                <CallStatusBadge status={call.status} />
              </td>
              <td className={`${td} hidden text-neutral-700 xl:table-cell`}>
                <DirectionLabel direction={call.direction} />
              </td>
              <td
                className={`${td} hidden max-w-36 truncate text-neutral-700 lg:table-cell`}
                title={call.ai_receptionist}
              >
                {call.ai_receptionist || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

const CallCards = ({ calls }: { calls: CallRecord[] }) => (
  <ul aria-label="Call history" className="flex flex-col gap-3 md:hidden">
    {calls.map((call) => (
      <li key={call.id} data-call-id={call.id}>
        <Link
          to={paths.business2.call(call.id)}
          className="block rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50/30"
        >
          <span className="flex items-start justify-between gap-3">
            <span className="min-w-0">
              <span className="block truncate font-semibold text-neutral-900">
                {callerName(call)}
              </span>
              <span className="block text-sm text-neutral-600 tabular-nums">
                {formatPhone(call.phoneNumber)}
              </span>
            </span>
            <CallStatusBadge status={call.status} />
          </span>
          {call.summary && (
            <span className="mt-2 line-clamp-2 block text-sm text-neutral-600">{call.summary}</span>
          )}
          <span className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-neutral-500">
            <span>
              {formatCallDate(call.date)}, {call.time}
            </span>
            <span aria-hidden="true">·</span>
            <span className="tabular-nums">{callDuration(call)}</span>
            <span aria-hidden="true">·</span>
            <DirectionLabel direction={call.direction} />
            {call.ai_receptionist && (
              <>
                <span aria-hidden="true">·</span>
                <span>{call.ai_receptionist}</span>
              </>
            )}
          </span>
        </Link>
      </li>
    ))}
  </ul>
);

/** /business2/calls (001 §2 "Calls"): every call the receptionist took, newest first, live. */
export const CallHistory = () => {
  const [search, setSearch] = useState('');
  const { data, error, isError, refetch } = useCallsQuery({});
  const calls = useMemo(() => data ?? [], [data]);
  const visible = useMemo(
    () => calls.filter((call) => matchesCallSearch(call, search)),
    [calls, search],
  );

  // A failed re-sync keeps the calls on screen: only calls never loaded show the failure.
  let body;
  if (data === undefined && !isError) {
    body = <Spinner label="Loading call history..." className="py-16" />;
  } else if (data === undefined) {
    body = (
      <LoadFailure
        message={loadFailureMessage(error, 'Failed to load call history')}
        onRetry={() => void refetch()}
      />
    );
  } else if (visible.length === 0) {
    body = (
      <div className="rounded-2xl border border-dashed border-neutral-300 px-6 py-14 text-center">
        <p className="font-medium text-neutral-700">No calls found</p>
        <p className="mt-1 text-sm text-neutral-500">
          {calls.length === 0
            ? 'Calls your AI receptionist takes will appear here as they happen.'
            : 'Try another name, number or word.'}
        </p>
      </div>
    );
  } else {
    body = (
      <>
        <CallsTable calls={visible} />
        <CallCards calls={visible} />
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-950 sm:text-3xl">Calls</h1>
        <p className="mt-1 text-neutral-600">
          Every call your AI receptionist took, newest first. New calls appear as they happen.
        </p>
      </header>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CallSearch value={search} onChange={setSearch} />
        {calls.length > 0 && (
          <p role="status" className="text-sm text-neutral-500">
            {countLabel(visible.length, calls.length)}
          </p>
        )}
      </div>
      {body}
    </div>
  );
};

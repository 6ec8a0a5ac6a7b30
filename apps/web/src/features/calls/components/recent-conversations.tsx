import type { CallRecord } from '@vanilla/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCallsQuery } from '../api/calls-api';
import { loadFailureMessage } from '../utils/call-errors';
import { callerName, formatCallDate, formatPhone } from '../utils/call-format';
import { CallStatusBadge } from './call-status-badge';
import { LoadFailure } from './load-failure';
import { NotCaptured } from './not-captured';

// 001 §9: recent calls page size 3.
export const RECENT_CALLS_LIMIT = 3;

const th =
  'px-3 py-3 text-left text-xs font-semibold tracking-wide text-neutral-500 uppercase first:pl-5 last:pr-5';
const td = 'px-3 py-3.5 align-top first:pl-5 last:pr-5';

const ViewDetails = ({ call }: { call: CallRecord }) => (
  <Link
    to={paths.business2.call(call.id)}
    className="inline-flex items-center gap-1 rounded text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline"
  >
    View details
    <span className="sr-only"> of the call from {callerName(call)}</span>
  </Link>
);

// Only a call that is not plainly completed (in progress, failed…) gets a badge here.
const StatusNote = ({ call }: { call: CallRecord }) =>
  call.status === 'Completed' ? null : (
    <span className="ml-2 align-middle">
      <CallStatusBadge status={call.status} />
    </span>
  );

const CallDate = ({ call }: { call: CallRecord }) => (
  <>
    <span className="block whitespace-nowrap text-neutral-900">{formatCallDate(call.date)}</span>
    <span className="block text-xs whitespace-nowrap text-neutral-500">{call.time}</span>
  </>
);

const Email = ({ email }: { email: string }) =>
  email.trim() ? (
    <span className="block truncate" title={email}>
      {email}
    </span>
  ) : (
    <NotCaptured />
  );

/**
 * The AI Receptionist dashboard's "Recent conversations" (001 §2): the latest 3 calls, live, with
 * a link to each call and to the whole history. A table from the lg breakpoint, cards below it.
 */
export const RecentConversations = () => {
  const titleId = useId();
  const { data: calls, error, isError } = useCallsQuery({ limit: RECENT_CALLS_LIMIT });

  // A failed re-sync keeps the calls on screen: only calls never loaded show the failure.
  let body;
  if (calls === undefined && !isError) {
    body = <Spinner label="Loading recent calls..." className="py-10" />;
  } else if (calls === undefined) {
    body = (
      <div className="p-4 sm:p-5">
        <LoadFailure
          message={loadFailureMessage(error, 'Failed to load recent calls')}
          // 001 §8: Try Again reloads the page.
          onRetry={() => window.location.reload()}
        />
      </div>
    );
  } else if (calls.length === 0) {
    body = <p className="px-5 py-10 text-center text-sm text-neutral-500">No calls found</p>;
  } else {
    body = (
      <>
        <div className="hidden overflow-x-auto lg:block">
          <table className="w-full text-sm">
            <caption className="sr-only">The latest {RECENT_CALLS_LIMIT} calls</caption>
            <thead className="border-b border-neutral-200 bg-neutral-50">
              <tr>
                <th scope="col" className={th}>
                  Date
                </th>
                <th scope="col" className={th}>
                  Phone #
                </th>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  Email
                </th>
                <th scope="col" className={th}>
                  Summary
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Details</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {calls.map((call) => (
                <tr key={call.id} data-call-id={call.id}>
                  <td className={`${td} whitespace-nowrap`}>
                    <CallDate call={call} />
                  </td>
                  <td className={`${td} whitespace-nowrap text-neutral-700 tabular-nums`}>
                    {formatPhone(call.phoneNumber)}
                  </td>
                  <td className={`${td} min-w-36 font-medium text-neutral-900`}>
                    {call.customer_name.trim() || <NotCaptured />}
                    <StatusNote call={call} />
                  </td>
                  <td className={`${td} max-w-52 text-neutral-700`}>
                    <Email email={call.customer_email} />
                  </td>
                  <td className={`${td} min-w-56 text-neutral-600`}>
                    <p className="line-clamp-2" title={call.summary}>
                      {call.summary || 'No summary yet'}
                    </p>
                  </td>
                  <td className={`${td} text-right`}>
                    <ViewDetails call={call} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <ul aria-label="Recent calls" className="divide-y divide-neutral-100 lg:hidden">
          {calls.map((call) => (
            <li key={call.id} data-call-id={call.id} className="flex flex-col gap-2 px-4 py-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-neutral-900">
                    {call.customer_name.trim() || (
                      <span className="font-normal text-neutral-500">Name not captured</span>
                    )}
                    <StatusNote call={call} />
                  </p>
                  <p className="text-sm text-neutral-700 tabular-nums">
                    {formatPhone(call.phoneNumber)}
                  </p>
                </div>
                <p className="shrink-0 text-right text-sm">
                  <CallDate call={call} />
                </p>
              </div>
              {call.customer_email.trim() && (
                <p className="truncate text-sm text-neutral-600">{call.customer_email}</p>
              )}
              <p className="line-clamp-3 text-sm text-neutral-600">
                {call.summary || 'No summary yet'}
              </p>
              <div>
                <ViewDetails call={call} />
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className="overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-neutral-200 px-4 py-4 sm:px-5">
        <h2 id={titleId} className="text-base font-semibold text-neutral-900">
          Recent conversations
        </h2>
        <Link
          to={paths.business2.calls}
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline"
        >
          View all conversations
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
      {body}
    </section>
  );
};

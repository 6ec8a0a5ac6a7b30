import type { CallRecord } from '@vanilla/contracts';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { proposalRequestState } from '../../../lib/proposal-request';
import { useCallQuery } from '../api/calls-api';
import { CALL_NOT_FOUND, callDetailFailureMessage, isCallNotFound } from '../utils/call-errors';
import { callDuration, callerName, formatLongCallDate, formatPhone } from '../utils/call-format';
import { ArrowLeftIcon } from './call-icons';
import { CallRecording } from './call-recording';
import { CallStatusBadge } from './call-status-badge';
import { CallTranscript } from './call-transcript';
import { DirectionLabel } from './direction-label';
import { LoadFailure } from './load-failure';

const BackLink = () => (
  <Link
    to={paths.business2.calls}
    className="inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-neutral-600 hover:text-neutral-900"
  >
    <ArrowLeftIcon className="size-4" />
    Back to calls
  </Link>
);

type CardProps = { title: string; className?: string; children: ReactNode };

const Card = ({ title, className = '', children }: CardProps) => {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={titleId} className="mb-4 text-base font-semibold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
};

const Detail = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className="flex flex-col gap-0.5 sm:grid sm:grid-cols-[4.5rem_1fr] sm:gap-3">
    <dt className="text-sm text-neutral-500">{term}</dt>
    <dd className="min-w-0 text-sm [overflow-wrap:anywhere] text-neutral-900">{children}</dd>
  </div>
);

const Captured = ({ value, href }: { value: string; href?: string }) =>
  value.trim() === '' ? (
    <span className="text-neutral-400">Not captured</span>
  ) : href ? (
    <a href={href} className="text-brand-700 hover:underline">
      {value}
    </a>
  ) : (
    <>{value}</>
  );

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <dt className="text-xs font-medium text-neutral-500">{label}</dt>
    <dd className="mt-0.5 text-sm font-medium text-neutral-900">{children}</dd>
  </div>
);

// What the caller asked for, as the proposal writer reads it: the summary, then the caller's words.
const callRequest = (call: CallRecord): string =>
  [
    call.reason && `Reason for calling: ${call.reason}`,
    call.summary && `Call summary: ${call.summary}`,
    call.transcript.length > 0 &&
      `Transcript:\n${call.transcript.map((line) => `${line.speaker}: ${line.text}`).join('\n')}`,
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('\n\n');

const CallView = ({ call }: { call: CallRecord }) => {
  const inProgress = call.status === 'In Progress';
  const navigate = useNavigate();
  // "Write proposal": the wizard, for this caller, written from what they asked for.
  const writeProposal = () =>
    void navigate(paths.business.createProposal, {
      state: proposalRequestState({
        client: {
          name: call.customer_name,
          email: call.customer_email,
          phone: call.customer_phone,
          address: '',
        },
        request: callRequest(call),
      }),
    });
  return (
    <>
      <header className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words text-neutral-950 sm:text-3xl">
              {callerName(call)}
            </h1>
            <p className="mt-1 text-neutral-600 tabular-nums">
              <a href={`tel:${call.phoneNumber}`} className="hover:underline">
                {formatPhone(call.phoneNumber)}
              </a>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <CallStatusBadge status={call.status} />
            {!inProgress && <Button onClick={writeProposal}>Write proposal</Button>}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 border-t border-neutral-100 pt-4 sm:grid-cols-4">
          <Fact label="Date">{formatLongCallDate(call.date)}</Fact>
          <Fact label="Time">{call.time}</Fact>
          <Fact label="Duration">
            <span className="tabular-nums">{callDuration(call)}</span>
          </Fact>
          <Fact label="Direction">
            <DirectionLabel direction={call.direction} />
          </Fact>
          <Fact label="Receptionist">{call.ai_receptionist || '—'}</Fact>
          <Fact label="Handled by">
            {call.routed_to === 'forward' ? 'Forwarded to your team' : 'AI receptionist'}
          </Fact>
          <Fact label="Line called">
            <span className="tabular-nums">{formatPhone(call.recipient)}</span>
          </Fact>
        </dl>
      </header>

      {/* Phones read summary, contact, recording, transcript; wide screens keep the contact beside. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Card title="Summary" className="lg:col-start-1">
          <p className="text-sm leading-relaxed text-neutral-700">
            {call.summary ||
              (inProgress
                ? 'The summary will be here when the call ends.'
                : 'No summary for this call.')}
          </p>
        </Card>
        <Card
          title="Contact details"
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1"
        >
          <dl className="flex flex-col gap-3">
            <Detail term="Name">
              <Captured value={call.customer_name} />
            </Detail>
            <Detail term="Email">
              <Captured value={call.customer_email} href={`mailto:${call.customer_email}`} />
            </Detail>
            <Detail term="Phone">
              <Captured
                value={formatPhone(call.customer_phone)}
                href={`tel:${call.customer_phone}`}
              />
            </Detail>
            <Detail term="Reason">
              <Captured value={call.reason} />
            </Detail>
          </dl>
        </Card>
        <Card title="Recording" className="lg:col-start-1">
          <CallRecording audioUrl={call.audio_url} inProgress={inProgress} />
        </Card>
        <Card title="Transcript" className="lg:col-start-1">
          <CallTranscript transcript={call.transcript} />
        </Card>
      </div>
    </>
  );
};

/**
 * /business2/calls/{id} (001 §2 "Calls"): who called and what was captured, the recording and the
 * tagged transcript; live while the call is in progress.
 */
export const CallDetail = ({ id }: { id: string }) => {
  // `currentData`: on the way to another call, not the previous one.
  const { currentData: call, error, isError, refetch } = useCallQuery(id);

  // A failed re-sync keeps the call on screen: only a call never loaded shows the failure.
  let body;
  if (call) {
    body = <CallView call={call} />;
  } else if (!isError) {
    body = <Spinner label="Loading call details..." className="py-16" />;
  } else {
    body = isCallNotFound(error) ? (
      <Alert tone="error">
        <p className="font-semibold">{CALL_NOT_FOUND}</p>
        <p className="mt-1">
          The link may be wrong, or the call belongs to another account.{' '}
          <Link to={paths.business2.calls} className="font-semibold underline">
            See all calls
          </Link>
        </p>
      </Alert>
    ) : (
      <LoadFailure message={callDetailFailureMessage(error)} onRetry={() => void refetch()} />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <title>{call ? `Call with ${callerName(call)} · Vanilla` : 'Call details · Vanilla'}</title>
      <BackLink />
      {!call && <h1 className="sr-only">Call details</h1>}
      {body}
    </div>
  );
};

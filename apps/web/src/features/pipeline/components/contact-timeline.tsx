import type { ContactTimelineEntry, ContactTimelineKind } from '@vanilla/contracts';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import {
  BriefcaseIcon,
  CheckCircleIcon,
  CreditCardIcon,
  DocumentIcon,
  EyeIcon,
  MailIcon,
  NoteIcon,
  PhoneCallsIcon,
  PlusIcon,
  SendIcon,
  type IconProps,
} from '../../../components/icons';
import { paths } from '../../../config/paths';
import { formatMoment } from '../../../lib/format';

const icons: Record<ContactTimelineKind, ComponentType<IconProps>> = {
  contact_added: PlusIcon,
  call: PhoneCallsIcon,
  proposal_sent: SendIcon,
  proposal_viewed: EyeIcon,
  proposal_message: MailIcon,
  proposal_signed: CheckCircleIcon,
  proposal_declined: DocumentIcon,
  job_opened: BriefcaseIcon,
  job_scheduled: BriefcaseIcon,
  job_started: BriefcaseIcon,
  job_completed: CheckCircleIcon,
  job_invoiced: DocumentIcon,
  payment: CreditCardIcon,
  note: NoteIcon,
};

// Where an entry's subject lives: the call, the proposal's history (ref.id is its token), the jobs.
const refLink = (entry: ContactTimelineEntry): { to: string; label: string } | null => {
  switch (entry.ref?.type) {
    case 'call':
      return { to: paths.business2.call(entry.ref.id), label: 'View call' };
    case 'proposal':
      return { to: paths.business.proposalHistory(entry.ref.id), label: 'View proposal history' };
    case 'job':
      return { to: paths.business.jobs, label: 'View jobs' };
    default:
      return null;
  }
};

/** The contact's whole story, newest first. */
export const ContactTimeline = ({ entries }: { entries: readonly ContactTimelineEntry[] }) =>
  entries.length === 0 ? (
    <p className="text-sm text-neutral-500">Nothing has happened with this contact yet.</p>
  ) : (
    <ol className="flex flex-col">
      {entries.map((entry, index) => {
        const KindIcon = icons[entry.kind];
        const link = refLink(entry);
        return (
          <li
            key={`${entry.at}-${entry.kind}-${index}`}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {index < entries.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-9 bottom-0 left-4 w-px bg-neutral-200"
              />
            )}
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <KindIcon className="size-4" />
            </span>
            <div className="min-w-0 flex-1 pt-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="text-sm font-semibold text-neutral-900">{entry.title}</p>
                <time dateTime={entry.at} className="text-xs text-neutral-500">
                  {formatMoment(entry.at)}
                </time>
              </div>
              {entry.detail && (
                <p className="mt-1 text-sm whitespace-pre-line text-neutral-700">{entry.detail}</p>
              )}
              {link && (
                <Link
                  to={link.to}
                  className="mt-1 inline-block text-sm font-semibold text-brand-700 hover:underline"
                >
                  {link.label}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );

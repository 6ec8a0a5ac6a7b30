import { pipelineMessages, type ContactRow, type ContactTimelineEntry } from '@vanilla/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeftIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { apiErrorMessage, describeApiFailure } from '../../../lib/api-error';
import { proposalRequestState } from '../../../lib/proposal-request';
import { useContactQuery, useContactsQuery } from '../api/contacts-api';
import { formatMoment, formatPhone } from '../../../lib/format';
import { ContactNotes } from './contact-notes';
import { ContactTimeline } from './contact-timeline';
import { MergeContactsDialog } from './merge-contacts-dialog';
import { NewJobDialog, type TeamOption } from './new-job-dialog';
import { LoadFailed, PageBody } from '../../../components/ui/page-parts';
import { StageBadge } from './stage-badge';
import { TagsEditor } from './tags-editor';

type ContactPageProps = {
  contactId: string;
  isManager: boolean;
  team?: readonly TeamOption[];
  contactHref: (id: string) => string;
  back: { to: string; label: string };
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="mb-4 text-base font-semibold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
};

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <dt className="text-xs font-medium text-neutral-500">{label}</dt>
    <dd className="mt-0.5 text-sm [overflow-wrap:anywhere] text-neutral-900">{children}</dd>
  </div>
);

// What the client asked for, from their latest call's summary (the timeline's call entries carry it).
const latestRequest = (timeline: readonly ContactTimelineEntry[]): string =>
  timeline.find((entry) => entry.kind === 'call' && entry.detail.trim() !== '')?.detail ?? '';

const ContactView = ({
  contact,
  timeline,
  isManager,
  team,
  contactHref,
}: Omit<ContactPageProps, 'contactId' | 'back'> & {
  contact: ContactRow;
  timeline: ContactTimelineEntry[];
}) => {
  const navigate = useNavigate();
  const [open, setOpen] = useState<'job' | 'merge' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data: contacts = [] } = useContactsQuery();

  const writeProposal = () =>
    void navigate(paths.business.createProposal, {
      state: proposalRequestState({
        client: {
          name: contact.name,
          email: contact.email,
          phone: contact.phone,
          address: contact.address,
        },
        request: latestRequest(timeline),
      }),
    });

  return (
    <>
      <header className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold tracking-tight break-words text-neutral-950 sm:text-3xl">
                {contact.name}
              </h1>
              <StageBadge stage={contact.status} />
            </div>
            <p className="mt-1 text-sm text-neutral-500">
              Last activity {formatMoment(contact.last_activity)}
            </p>
          </div>
          <div className="grid w-full grid-cols-1 gap-2 sm:flex sm:w-auto sm:flex-wrap">
            <Button onClick={writeProposal}>Write proposal</Button>
            <Button variant="secondary" onClick={() => setOpen('job')}>
              New Job
            </Button>
            {isManager && (
              <Button variant="secondary" onClick={() => setOpen('merge')}>
                Merge with…
              </Button>
            )}
          </div>
        </div>
        <dl className="grid gap-x-4 gap-y-3 border-t border-neutral-100 pt-4 sm:grid-cols-3">
          <Fact label="Phone">
            {contact.phone ? (
              <a href={`tel:${contact.phone}`} className="text-brand-700 hover:underline">
                {formatPhone(contact.phone)}
              </a>
            ) : (
              <span className="text-neutral-400">Not known</span>
            )}
          </Fact>
          <Fact label="Email">
            {contact.email ? (
              <a href={`mailto:${contact.email}`} className="text-brand-700 hover:underline">
                {contact.email}
              </a>
            ) : (
              <span className="text-neutral-400">Not known</span>
            )}
          </Fact>
          <Fact label="Address">
            {contact.address || <span className="text-neutral-400">Not known</span>}
          </Fact>
        </dl>
      </header>

      {notice && (
        <Alert tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <Section title="Timeline">
          <ContactTimeline entries={timeline} />
        </Section>
        <div className="flex flex-col gap-6">
          <Section title="Tags">
            <TagsEditor contactId={contact.id} tags={contact.tags} />
          </Section>
          <Section title="Notes">
            <ContactNotes contactId={contact.id} />
          </Section>
        </div>
      </div>

      {open === 'job' && (
        <NewJobDialog
          contacts={contacts.length > 0 ? contacts : [contact]}
          contact={contact}
          team={team}
          onClose={() => setOpen(null)}
          onCreated={(job) => {
            setOpen(null);
            setNotice(`Job “${job.service}” created.`);
          }}
        />
      )}
      {open === 'merge' && (
        <MergeContactsDialog
          keep={contact}
          candidates={contacts}
          onClose={() => setOpen(null)}
          onMerged={(merged) => {
            setOpen(null);
            setNotice(`Merged into ${merged.name}.`);
            if (merged.id !== contact.id) void navigate(contactHref(merged.id));
          }}
        />
      )}
    </>
  );
};

/** A contact: details, stage, tags, timeline and notes, with the next things to do. */
export const ContactPage = ({ contactId, back, ...props }: ContactPageProps) => {
  const { currentData, error, isError, refetch } = useContactQuery(contactId);
  const failure = isError ? describeApiFailure(error) : null;

  let body: ReactNode;
  if (currentData) {
    body = <ContactView contact={currentData.contact} timeline={currentData.timeline} {...props} />;
  } else if (!isError) {
    body = <Spinner label="Loading contact..." className="py-16" />;
  } else if (failure?.kind === 'server' && failure.status === 404) {
    body = (
      <Alert tone="error">
        <p className="font-semibold">{pipelineMessages.contactNotFound}</p>
        <p className="mt-1">The link may be wrong, or the contact was merged into another.</p>
      </Alert>
    );
  } else {
    body = (
      <LoadFailed
        message={apiErrorMessage(error, pipelineMessages.contactsLoadFailed)}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <PageBody>
      <title>{currentData ? `${currentData.contact.name} · Vanilla` : 'Contact · Vanilla'}</title>
      <Link
        to={back.to}
        className="inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-neutral-600 hover:text-neutral-900"
      >
        <ArrowLeftIcon className="size-4" />
        {back.label}
      </Link>
      {!currentData && <h1 className="sr-only">Contact</h1>}
      {body}
    </PageBody>
  );
};

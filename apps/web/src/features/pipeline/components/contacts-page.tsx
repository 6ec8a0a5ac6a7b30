import {
  contactStages,
  defaultContactStages,
  pipelineMessages,
  type ContactRow,
  type ContactStage,
} from '@vanilla/contracts';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SearchBox, Toolbar } from '../../../components/ui/filter-controls';
import { MenuButton } from '../../../components/ui/menu-button';
import { PageHeader } from '../../../components/ui/page-header';
import { SampleDataBadge } from '../../../components/ui/sample-data-badge';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { useContactRows } from '../hooks/use-contact-rows';
import { contactStats, matchesContact, tagsOf } from '../utils/contact-rows';
import { formatMoment } from '../../../lib/format';
import { AddContactDialog } from './add-contact-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { ImportContactsDialog } from './import-contacts-dialog';
import { MergeContactsDialog } from './merge-contacts-dialog';
import { MultiSelect } from './multi-select';
import { EmptyState, LoadFailed, PageBody, SampleNotice } from '../../../components/ui/page-parts';
import { StageBadge } from './stage-badge';

type ContactsPageProps = {
  isManager: boolean;
  contactHref: (id: string) => string;
};

type Open = 'add' | 'import' | 'merge' | null;

/**
 * /business/contacts (001 §2 "Clients page"): New Client and More Actions, three stat cards,
 * Tags and Status filters (Lead and Request at first) and search over the live contact list; a
 * manager can merge two contacts.
 */
export const ContactsPage = ({ isManager, contactHref }: ContactsPageProps) => {
  const { real, rows, sample, isLoading, loadError, retry } = useContactRows();
  const [search, setSearch] = useState('');
  const [statuses, setStatuses] = useState<ContactStage[]>([...defaultContactStages]);
  const [tags, setTags] = useState<string[]>([]);
  const [open, setOpen] = useState<Open>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [selected, setSelected] = useState<readonly string[]>([]);

  const stats = useMemo(() => contactStats(real), [real]);
  const tagOptions = useMemo(() => tagsOf(rows), [rows]);
  const visible = useMemo(
    () => rows.filter((row) => matchesContact(row, { search, statuses, tags })),
    [rows, search, statuses, tags],
  );
  const canMerge = isManager && !sample;
  const chosen = real.filter((row) => selected.includes(row.id));

  const toggleSelected = (row: ContactRow) =>
    setSelected((current) =>
      current.includes(row.id) ? current.filter((id) => id !== row.id) : [...current, row.id],
    );

  const newClient = [
    { label: 'Add manually', onSelect: () => setOpen('add') },
    { label: 'Upload file', onSelect: () => setOpen('import') },
  ];

  return (
    <PageBody>
      <PageHeader
        eyebrow="Pipeline"
        title="Clients"
        badge={sample ? <SampleDataBadge /> : undefined}
        description="Everyone who called, got a proposal or was added by hand, and where each one stands."
        actions={
          <>
            <MenuButton label="New Client" variant="primary" items={newClient} />
            <MenuButton
              label="More Actions"
              align="right"
              items={[{ label: 'Upload Clients', onSelect: () => setOpen('import') }]}
            />
          </>
        }
      />

      {loadError && <LoadFailed message={loadError} onRetry={retry} />}
      {added && (
        <Alert tone="success" onDismiss={() => setAdded(null)}>
          {added} was added as a Lead.
        </Alert>
      )}

      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:gap-4">
        <StatCard
          label="New leads"
          value={stats.newLeads}
          detail="Past 30 days"
          state={isLoading ? 'loading' : loadError ? 'unavailable' : 'ready'}
        />
        <StatCard
          label="New clients"
          value={stats.newClients}
          detail="Past 30 days"
          state={isLoading ? 'loading' : loadError ? 'unavailable' : 'ready'}
        />
        <StatCard
          label="Total new clients"
          value={stats.newClientsThisYear}
          detail="Year to date"
          state={isLoading ? 'loading' : loadError ? 'unavailable' : 'ready'}
        />
      </dl>

      <Toolbar>
        <MultiSelect
          label="Tags"
          options={tagOptions}
          selected={tags}
          onChange={setTags}
          noneLabel="All"
          emptyText="No tags yet"
        />
        <MultiSelect
          label="Status"
          options={contactStages}
          selected={statuses}
          onChange={setStatuses}
          noneLabel="None"
        />
        <SearchBox
          label="Search clients"
          placeholder="Search clients..."
          value={search}
          onChange={setSearch}
        />
        {canMerge && chosen.length > 0 && (
          <Button
            variant="secondary"
            disabled={chosen.length !== 2}
            onClick={() => setOpen('merge')}
          >
            {chosen.length === 2 ? 'Merge selected' : 'Select two to merge'}
          </Button>
        )}
      </Toolbar>

      {sample && <SampleNotice what="clients" />}

      {isLoading ? (
        <Spinner label="Loading clients..." className="py-16" />
      ) : visible.length === 0 ? (
        !loadError && <EmptyState>{pipelineMessages.noContacts}</EmptyState>
      ) : (
        <DataTable
          caption="Clients"
          rows={visible}
          rowKey={(row) => row.id}
          href={(row) => (sample ? null : contactHref(row.id))}
          select={
            canMerge
              ? (row) => (
                  <input
                    type="checkbox"
                    aria-label={`Select ${row.name}`}
                    checked={selected.includes(row.id)}
                    onChange={() => toggleSelected(row)}
                    className="size-4 rounded border-neutral-300 accent-brand-600"
                  />
                )
              : undefined
          }
          title={{ header: 'Name', cell: (row) => row.name, className: 'min-w-40' }}
          columns={[
            { header: 'Address', cell: (row) => row.address || '—', className: 'max-w-64' },
            {
              header: 'Tags',
              cell: (row) =>
                row.tags.length === 0 ? (
                  '—'
                ) : (
                  <span className="flex flex-wrap gap-1">
                    {row.tags.map((tag) => (
                      <span
                        key={tag}
                        className="rounded-md bg-neutral-100 px-1.5 py-0.5 text-xs text-neutral-700"
                      >
                        {tag}
                      </span>
                    ))}
                  </span>
                ),
            },
            { header: 'Status', cell: (row) => <StageBadge stage={row.status} /> },
            {
              header: 'Last activity',
              cell: (row) => formatMoment(row.last_activity),
              className: 'whitespace-nowrap',
            },
          ]}
        />
      )}

      {open === 'add' && (
        <AddContactDialog
          onClose={() => setOpen(null)}
          onAdded={(contact) => {
            setOpen(null);
            setAdded(contact.name);
          }}
        />
      )}
      {open === 'import' && <ImportContactsDialog onClose={() => setOpen(null)} />}
      {open === 'merge' && chosen.length === 2 && (
        <MergeContactsDialog
          keep={chosen[0]}
          other={chosen[1]}
          candidates={real}
          onClose={() => setOpen(null)}
          onMerged={() => {
            setOpen(null);
            setSelected([]);
          }}
        />
      )}
    </PageBody>
  );
};

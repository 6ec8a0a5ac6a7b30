import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { SearchBox, Toolbar } from '../../../components/ui/filter-controls';
import { MenuButton } from '../../../components/ui/menu-button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useContactRows } from '../hooks/use-contact-rows';
import { searchContacts } from '../utils/contact-rows';
import { formatMoment, formatPhone } from '../../../lib/format';
import { AddContactDialog } from './add-contact-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { ImportContactsDialog } from './import-contacts-dialog';
import { EmptyState, LoadFailed, PageBody } from '../../../components/ui/page-parts';
import { StageBadge } from './stage-badge';

/**
 * /business2/contacts (001 §2 "Contacts (business2)"): the receptionist area's contact list. The
 * spec draws it empty, so it has no sample rows: an account without contacts sees the spec's empty
 * text. A row opens the contact page (where the spec only alerted the id).
 */
export const ContactsListPage = ({ contactHref }: { contactHref: (id: string) => string }) => {
  const { rows, isLoading, loadError, retry } = useContactRows({ withSamples: false });
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<'add' | 'import' | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const visible = useMemo(() => searchContacts(rows, search), [rows, search]);

  return (
    <PageBody>
      <PageHeader
        eyebrow="AI Receptionist"
        title="Contacts"
        description="Callers your receptionist captured, clients you sent proposals to, and contacts you added."
        actions={
          <MenuButton
            label="New Contact"
            variant="primary"
            align="right"
            items={[
              { label: 'Add manually', onSelect: () => setOpen('add') },
              { label: 'Upload file', onSelect: () => setOpen('import') },
            ]}
          />
        }
      />
      {loadError && <LoadFailed message={loadError} onRetry={retry} />}
      {added && (
        <Alert tone="success" onDismiss={() => setAdded(null)}>
          {added} was added as a Lead.
        </Alert>
      )}
      <Toolbar>
        <SearchBox
          label="Search contacts"
          placeholder="Search contacts..."
          value={search}
          onChange={setSearch}
        />
      </Toolbar>
      {isLoading ? (
        <Spinner label="Loading contacts..." className="py-16" />
      ) : visible.length === 0 ? (
        !loadError && (
          <EmptyState>
            <p className="font-semibold text-neutral-900">No contacts found</p>
            {rows.length === 0 && (
              <p className="mt-1">Click &quot;New Contact&quot; to add your first contact</p>
            )}
          </EmptyState>
        )
      ) : (
        <DataTable
          caption="Contacts"
          rows={visible}
          rowKey={(row) => row.id}
          href={(row) => contactHref(row.id)}
          title={{ header: 'Name', cell: (row) => row.name }}
          columns={[
            { header: 'Email', cell: (row) => row.email || '—' },
            {
              header: 'Phone',
              cell: (row) => (row.phone ? formatPhone(row.phone) : '—'),
              className: 'whitespace-nowrap tabular-nums',
            },
            { header: 'Status', cell: (row) => <StageBadge stage={row.status} /> },
            {
              header: 'Last Activity',
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
    </PageBody>
  );
};

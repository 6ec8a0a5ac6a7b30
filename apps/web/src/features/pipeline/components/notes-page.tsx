import { pipelineMessages, type NoteRow } from '@vanilla/contracts';
import { useMemo, useState } from 'react';
import { MicrophoneIcon, PlusIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';
import { FilterSelect, SearchBox, Toolbar } from '../../../components/ui/filter-controls';
import { PageHeader } from '../../../components/ui/page-header';
import { SampleDataBadge } from '../../../components/ui/sample-data-badge';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error';
import { useContactsQuery } from '../api/contacts-api';
import { useDeleteNoteMutation, useNotesQuery, useWriteNoteMutation } from '../api/notes-api';
import { useNoteRecorder } from '../hooks/use-note-recorder';
import { sampleNotes } from '../sample-data/sample-notes';
import { exportNotesPdf } from '../utils/export-notes-pdf';
import { filterNotes, noteTypeOptions, type NoteTypeFilter } from '../utils/note-rows';
import type { TeamOption } from './new-job-dialog';
import { NewNoteDialog } from './new-note-dialog';
import { NoteCard } from './note-card';
import { EmptyState, LoadFailed, PageBody, SampleNotice } from '../../../components/ui/page-parts';

// One empty list, so the memos below do not recompute on every render while loading.
const noRows: NoteRow[] = [];

const EXPORT_FAILED = 'Could not create the PDF. Please try again.';
const SAVE_FAILED = 'Could not save the recording. Please try again.';
const DELETE_FAILED = 'Could not delete the note. Please try again.';

type NotesPageProps = {
  team?: readonly TeamOption[];
  contactHref: (id: string) => string;
  eyebrow: string;
};

const DeleteNoteDialog = ({ note, onClose }: { note: NoteRow; onClose: () => void }) => {
  const [deleteNote, { isLoading }] = useDeleteNoteMutation();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await deleteNote(note).unwrap();
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure, DELETE_FAILED));
    }
  };
  return (
    <Dialog
      title="Delete this note?"
      description="It will be removed for everyone on your team."
      onClose={onClose}
      busy={isLoading}
      width="sm"
    >
      <DialogBody>
        {error && <Alert tone="error">{error}</Alert>}
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={isLoading} autoFocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={isLoading}>
            {isLoading ? 'Deleting...' : 'Delete note'}
          </Button>
        </DialogActions>
      </DialogBody>
    </Dialog>
  );
};

/**
 * /business/notes and /business2/notes (001 §2 "Notes"): AI notes from calls, voice and text
 * notes; search, type filter, PDF export, recording, writing and deleting, kept live.
 */
export const NotesPage = ({ team, contactHref, eyebrow }: NotesPageProps) => {
  const { data, isLoading, isError, error, refetch } = useNotesQuery({});
  const { data: contacts = [] } = useContactsQuery();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<NoteTypeFilter>('all');
  const [writing, setWriting] = useState(false);
  const [deleting, setDeleting] = useState<NoteRow | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const [writeNote, { isLoading: isSaving }] = useWriteNoteMutation();
  const recorder = useNoteRecorder(async ({ audio, durationSeconds }) => {
    setNotice(null);
    try {
      await writeNote({ audio, durationSeconds }).unwrap();
      setNotice({ tone: 'success', text: 'Voice note saved.' });
    } catch (failure) {
      setNotice({ tone: 'error', text: apiErrorMessage(failure, SAVE_FAILED) });
    }
  });

  const real = data ?? noRows;
  const sample = data !== undefined && real.length === 0;
  const rows = sample ? sampleNotes : real;
  const visible = useMemo(() => filterNotes(rows, search, type), [rows, search, type]);
  const loadError =
    isError && data === undefined ? apiErrorMessage(error, pipelineMessages.notesLoadFailed) : null;

  const runExport = async () => {
    setExporting(true);
    setNotice(null);
    try {
      await exportNotesPdf(visible);
    } catch {
      setNotice({ tone: 'error', text: EXPORT_FAILED });
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageBody>
      <PageHeader
        eyebrow={eyebrow}
        title="Notes"
        badge={sample ? <SampleDataBadge /> : undefined}
        description="Call summaries from your AI receptionist, voice notes and written notes."
        actions={
          <>
            <Button
              variant={recorder.recording ? 'danger' : 'secondary'}
              onClick={recorder.toggle}
              disabled={isSaving}
              aria-pressed={recorder.recording}
            >
              <MicrophoneIcon className={`size-4 ${recorder.recording ? 'animate-pulse' : ''}`} />
              {recorder.recording ? 'Stop Recording' : isSaving ? 'Saving...' : 'Record Note'}
            </Button>
            <Button onClick={() => setWriting(true)}>
              <PlusIcon className="size-4" />
              New Note
            </Button>
          </>
        }
      />
      {loadError && <LoadFailed message={loadError} onRetry={() => void refetch()} />}
      {recorder.error && (
        <Alert tone="error" onDismiss={recorder.clearError}>
          {recorder.error}
        </Alert>
      )}
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Toolbar>
        <SearchBox
          label="Search notes"
          placeholder="Search notes..."
          value={search}
          onChange={setSearch}
        />
        <FilterSelect label="Type" value={type} options={noteTypeOptions} onChange={setType} />
        <Button
          variant="secondary"
          onClick={() => void runExport()}
          disabled={sample || exporting || visible.length === 0}
        >
          {exporting ? 'Exporting…' : 'Export PDF'}
        </Button>
      </Toolbar>
      {sample && <SampleNotice what="notes" />}
      {isLoading ? (
        <Spinner label="Loading notes..." className="py-16" />
      ) : visible.length === 0 ? (
        !loadError && <EmptyState>No notes match your search and filters.</EmptyState>
      ) : (
        <ul aria-label="Notes" className="grid gap-4 lg:grid-cols-2">
          {visible.map((note) => (
            <li key={note.id}>
              <NoteCard
                note={note}
                contactHref={sample ? null : contactHref}
                onDelete={sample ? undefined : setDeleting}
              />
            </li>
          ))}
        </ul>
      )}
      {writing && (
        <NewNoteDialog contacts={contacts} team={team} onClose={() => setWriting(false)} />
      )}
      {deleting && (
        <DeleteNoteDialog key={deleting.id} note={deleting} onClose={() => setDeleting(null)} />
      )}
    </PageBody>
  );
};

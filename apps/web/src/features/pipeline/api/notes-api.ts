import type { NoteResponse, NoteRow, NotesResponse } from '@vanilla/contracts';
import type { WriteNoteRequest } from '@vanilla/contracts/dto';
import { baseApi, checkedCall } from '../../../lib/base-api';
import { patchCacheOnEvent } from '../../../lib/socket';
import { newestFirst, removeRow, upsertRow } from '../utils/upsert-row';

/** All notes of the scope, or only those linked to one contact (the contact page). */
export type NotesArgs = { contactId?: string };

const byDate = newestFirst((row: NoteRow) => row.date);

const belongs = (note: NoteRow, { contactId }: NotesArgs): boolean =>
  contactId === undefined || (note.linkedTo?.type === 'client' && note.linkedTo.id === contactId);

const notesApi = baseApi.enhanceEndpoints({ addTagTypes: ['ContactDetail'] }).injectEndpoints({
  endpoints: (build) => ({
    notes: build.query<NoteRow[], NotesArgs>({
      query: ({ contactId }) =>
        checkedCall(
          contactId === undefined
            ? '/api/notes'
            : `/api/notes?contactId=${encodeURIComponent(contactId)}`,
        ),
      transformResponse: (response: NotesResponse) => response.notes,
      async onCacheEntryAdded(args, lifecycle) {
        const resync = () =>
          lifecycle.dispatch(
            notesApi.endpoints.notes.initiate(args, { forceRefetch: true, subscribe: false }),
          );
        await Promise.all([
          patchCacheOnEvent(
            lifecycle,
            'note.updated',
            (draft, row) => {
              if (belongs(row, args)) upsertRow(draft, row, byDate);
              else removeRow(draft, row.id);
            },
            resync,
          ),
          patchCacheOnEvent(lifecycle, 'note.deleted', (draft, row) => removeRow(draft, row.id)),
        ]);
      },
    }),
    writeNote: build.mutation<NoteRow, WriteNoteRequest>({
      query: (body) => checkedCall('/api/notes', 'POST', body),
      transformResponse: (response: NoteResponse) => response.note,
      invalidatesTags: ['ContactDetail'],
      async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled;
        for (const args of notesApi.util.selectCachedArgsForQuery(getState(), 'notes')) {
          if (!belongs(data, args)) continue;
          dispatch(
            notesApi.util.updateQueryData('notes', args, (draft) => upsertRow(draft, data, byDate)),
          );
        }
      },
    }),
    deleteNote: build.mutation<{ success: true }, NoteRow>({
      query: (note) => checkedCall(`/api/notes/${encodeURIComponent(note.id)}`, 'DELETE'),
      async onQueryStarted(note, { dispatch, getState, queryFulfilled }) {
        await queryFulfilled;
        for (const args of notesApi.util.selectCachedArgsForQuery(getState(), 'notes')) {
          dispatch(
            notesApi.util.updateQueryData('notes', args, (draft) => removeRow(draft, note.id)),
          );
        }
      },
    }),
  }),
});

export const { useNotesQuery, useWriteNoteMutation, useDeleteNoteMutation } = notesApi;

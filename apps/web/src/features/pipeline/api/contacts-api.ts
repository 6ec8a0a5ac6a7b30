import type {
  ContactImportResponse,
  ContactResponse,
  ContactRow,
  ContactSavedResponse,
  ContactsResponse,
} from '@vanilla/contracts';
import type { ContactInput, ImportContactRow } from '@vanilla/contracts/dto';
import { baseApi, checkedCall } from '../../../lib/base-api';
import { patchCacheOnEvent } from '../../../lib/socket';
import { newestFirst, removeRow, upsertRow } from '../utils/upsert-row';

export type ContactDetail = Omit<ContactResponse, 'success'>;

const byActivity = newestFirst((row: ContactRow) => row.last_activity);
const contactPath = (id: string) => `/api/contacts/${encodeURIComponent(id)}`;

// GET /api/contacts without filters: the whole (scoped) list stays in one cache entry, kept live
// by the socket, and the pages filter it in the browser, so a pushed row lands in or leaves the
// filtered view by the same rule as the rows that were loaded.
const contactsApi = baseApi.enhanceEndpoints({ addTagTypes: ['ContactDetail'] }).injectEndpoints({
  endpoints: (build) => ({
    contacts: build.query<ContactRow[], void>({
      query: () => checkedCall('/api/contacts'),
      transformResponse: (response: ContactsResponse) => response.contacts,
      async onCacheEntryAdded(_arg, lifecycle) {
        const resync = () =>
          lifecycle.dispatch(
            contactsApi.endpoints.contacts.initiate(undefined, {
              forceRefetch: true,
              subscribe: false,
            }),
          );
        await Promise.all([
          patchCacheOnEvent(
            lifecycle,
            'contact.updated',
            (draft, row) => upsertRow(draft, row, byActivity),
            resync,
          ),
          patchCacheOnEvent(lifecycle, 'contact.deleted', (draft, row) => removeRow(draft, row.id)),
        ]);
      },
    }),
    // The contact and its timeline. A push about the contact replaces its row at once; its
    // timeline (which the push does not carry) is fetched again right after.
    contact: build.query<ContactDetail, string>({
      query: (id) => checkedCall(contactPath(id)),
      transformResponse: ({ contact, timeline }: ContactResponse) => ({ contact, timeline }),
      providesTags: (_result, _error, id) => [{ type: 'ContactDetail', id }],
      async onCacheEntryAdded(id, lifecycle) {
        const refetch = () =>
          lifecycle.dispatch(
            contactsApi.endpoints.contact.initiate(id, { forceRefetch: true, subscribe: false }),
          );
        await patchCacheOnEvent(
          lifecycle,
          'contact.updated',
          (draft, row) => {
            if (row.id !== id) return;
            draft.contact = row;
            queueMicrotask(() => void refetch());
          },
          refetch,
        );
      },
    }),
    addContact: build.mutation<ContactRow, ContactInput>({
      query: (body) => checkedCall('/api/contacts', 'POST', body),
      transformResponse: (response: ContactSavedResponse) => response.contact,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(
          contactsApi.util.updateQueryData('contacts', undefined, (draft) =>
            upsertRow(draft, data, byActivity),
          ),
        );
      },
    }),
    importContacts: build.mutation<ContactImportResponse, ImportContactRow[]>({
      query: (rows) => checkedCall('/api/contacts/import', 'POST', { rows }),
      async onQueryStarted(_rows, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        // Many rows at once: load the list afresh rather than wait for each push.
        dispatch(
          contactsApi.endpoints.contacts.initiate(undefined, {
            forceRefetch: true,
            subscribe: false,
          }),
        );
      },
    }),
    // Folds `contactId` into `id` (managers only).
    mergeContacts: build.mutation<ContactRow, { id: string; contactId: string }>({
      query: ({ id, contactId }) => checkedCall(`${contactPath(id)}/merge`, 'POST', { contactId }),
      transformResponse: (response: ContactSavedResponse) => response.contact,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ContactDetail', id }],
      async onQueryStarted({ contactId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(
          contactsApi.util.updateQueryData('contacts', undefined, (draft) => {
            removeRow(draft, contactId);
            upsertRow(draft, data, byActivity);
          }),
        );
      },
    }),
    setContactTags: build.mutation<ContactRow, { id: string; tags: string[] }>({
      query: ({ id, tags }) => checkedCall(`${contactPath(id)}/tags`, 'PUT', { tags }),
      transformResponse: (response: ContactSavedResponse) => response.contact,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(
          contactsApi.util.updateQueryData('contact', id, (draft) => {
            draft.contact = data;
          }),
        );
        dispatch(
          contactsApi.util.updateQueryData('contacts', undefined, (draft) =>
            upsertRow(draft, data, byActivity),
          ),
        );
      },
    }),
  }),
});

export const {
  useContactsQuery,
  useContactQuery,
  useAddContactMutation,
  useImportContactsMutation,
  useMergeContactsMutation,
  useSetContactTagsMutation,
} = contactsApi;

import type {
  CreateReceptionistResponse,
  Receptionist,
  ReceptionistListResponse,
  ReceptionistResponse,
  TestModeStatusResponse,
} from '@vanilla/contracts';
import type {
  CreateReceptionistRequest,
  ReceptionistFeedbackRequest,
  UpdateReceptionistRequest,
} from '@vanilla/contracts/dto';
import { baseApi, checkedCall, TEST_MODE_OVERRIDE_KEY } from '../../../lib/base-api';
import { patchCacheOnEvent } from '../../../lib/socket';
import { applyReceptionistUpdate, removeReceptionist } from '../utils/apply-receptionist-update';

type Succeeded = { success: true };
type ToggleTestModeResponse = { success: true; message: string };

const RECEPTIONIST_TAG = 'Receptionist';
const TEST_MODE_TAG = 'TestMode';

const receptionistUrl = (id: string) => `/api/ai-receptionist/${encodeURIComponent(id)}`;

// The receptionist calls of 001 §7. Test mode decides which numbers receptionists use, so
// switching it refreshes the list too. The receptionist loaded for the edit form is fetched afresh
// each time, so it provides no tag.
const receptionistsApi = baseApi
  .enhanceEndpoints({ addTagTypes: [RECEPTIONIST_TAG, TEST_MODE_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      // Kept live by `receptionist.updated` and `receptionist.deleted`, which carry list rows.
      receptionists: build.query<Receptionist[], void>({
        query: () => checkedCall('/api/ai-receptionist/list'),
        transformResponse: (response: ReceptionistListResponse) => response.receptionists,
        providesTags: [RECEPTIONIST_TAG],
        async onCacheEntryAdded(_, lifecycle) {
          await Promise.all([
            patchCacheOnEvent(lifecycle, 'receptionist.updated', applyReceptionistUpdate, () =>
              lifecycle.dispatch(
                receptionistsApi.endpoints.receptionists.initiate(undefined, {
                  forceRefetch: true,
                  subscribe: false,
                }),
              ),
            ),
            patchCacheOnEvent(lifecycle, 'receptionist.deleted', removeReceptionist),
          ]);
        },
      }),
      receptionist: build.query<Receptionist, string>({
        query: (id) => checkedCall(receptionistUrl(id)),
        transformResponse: (response: ReceptionistResponse) => response.receptionist,
      }),
      createReceptionist: build.mutation<CreateReceptionistResponse, CreateReceptionistRequest>({
        query: (body) => checkedCall('/api/ai-receptionist/create-with-vapi', 'POST', body),
        invalidatesTags: [RECEPTIONIST_TAG],
      }),
      updateReceptionist: build.mutation<
        ReceptionistResponse,
        { id: string; body: UpdateReceptionistRequest }
      >({
        query: ({ id, body }) => checkedCall(receptionistUrl(id), 'PUT', body),
        invalidatesTags: [RECEPTIONIST_TAG],
      }),
      deleteReceptionist: build.mutation<Succeeded, string>({
        query: (id) => checkedCall(receptionistUrl(id), 'DELETE'),
        invalidatesTags: [RECEPTIONIST_TAG],
      }),
      testModeStatus: build.query<TestModeStatusResponse, void>({
        query: () => checkedCall('/api/system/test-mode-status'),
        providesTags: [TEST_MODE_TAG],
      }),
      // A new choice is stored in `testModeOverride`, which every later request carries, before
      // the status and the list are fetched again.
      toggleTestMode: build.mutation<ToggleTestModeResponse, { testMode: boolean }>({
        query: (body) => checkedCall('/api/system/toggle-test-mode', 'POST', body),
        async onQueryStarted({ testMode }, { dispatch, queryFulfilled }) {
          try {
            await queryFulfilled;
          } catch {
            return;
          }
          localStorage.setItem(TEST_MODE_OVERRIDE_KEY, String(testMode));
          dispatch(receptionistsApi.util.invalidateTags([TEST_MODE_TAG, RECEPTIONIST_TAG]));
        },
      }),
      submitFeedback: build.mutation<Succeeded, ReceptionistFeedbackRequest>({
        query: (body) => checkedCall('/api/receptionist-feedback', 'POST', body),
      }),
    }),
  });

export const {
  useReceptionistsQuery,
  useLazyReceptionistQuery,
  useCreateReceptionistMutation,
  useUpdateReceptionistMutation,
  useDeleteReceptionistMutation,
  useTestModeStatusQuery,
  useToggleTestModeMutation,
  useSubmitFeedbackMutation,
} = receptionistsApi;

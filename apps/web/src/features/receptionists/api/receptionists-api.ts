import type {
  CreateReceptionistRequest,
  CreateReceptionistResponse,
  Receptionist,
  ReceptionistFeedbackRequest,
  ReceptionistListResponse,
  ReceptionistResponse,
  TestModeStatusResponse,
  UpdateReceptionistRequest,
} from '@vanilla/contracts';
import { baseApi, TEST_MODE_OVERRIDE_KEY } from '../../../lib/base-api';

type Succeeded = { success: true };
type ToggleTestModeResponse = { success: true; message: string };

const RECEPTIONIST_TAG = 'Receptionist';
const TEST_MODE_TAG = 'TestMode';

// The receptionist calls of 001 §7. Test mode decides which numbers receptionists use, so
// switching it refreshes the list too.
const receptionistsApi = baseApi
  .enhanceEndpoints({ addTagTypes: [RECEPTIONIST_TAG, TEST_MODE_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      receptionists: build.query<Receptionist[], void>({
        query: () => '/api/ai-receptionist/list',
        transformResponse: (response: ReceptionistListResponse) => response.receptionists,
        providesTags: [RECEPTIONIST_TAG],
      }),
      receptionist: build.query<Receptionist, string>({
        query: (id) => `/api/ai-receptionist/${encodeURIComponent(id)}`,
        transformResponse: (response: ReceptionistResponse) => response.receptionist,
        providesTags: [RECEPTIONIST_TAG],
      }),
      createReceptionist: build.mutation<CreateReceptionistResponse, CreateReceptionistRequest>({
        query: (body) => ({ url: '/api/ai-receptionist/create-with-vapi', method: 'POST', body }),
        invalidatesTags: [RECEPTIONIST_TAG],
      }),
      updateReceptionist: build.mutation<
        ReceptionistResponse,
        { id: string; body: UpdateReceptionistRequest }
      >({
        query: ({ id, body }) => ({
          url: `/api/ai-receptionist/${encodeURIComponent(id)}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: [RECEPTIONIST_TAG],
      }),
      deleteReceptionist: build.mutation<Succeeded, string>({
        query: (id) => ({
          url: `/api/ai-receptionist/${encodeURIComponent(id)}`,
          method: 'DELETE',
        }),
        invalidatesTags: [RECEPTIONIST_TAG],
      }),
      testModeStatus: build.query<TestModeStatusResponse, void>({
        query: () => '/api/system/test-mode-status',
        providesTags: [TEST_MODE_TAG],
      }),
      // A new choice is stored in `testModeOverride`, which every later request carries, before
      // the status and the list are fetched again.
      toggleTestMode: build.mutation<ToggleTestModeResponse, { testMode: boolean }>({
        query: (body) => ({ url: '/api/system/toggle-test-mode', method: 'POST', body }),
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
        query: (body) => ({ url: '/api/receptionist-feedback', method: 'POST', body }),
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

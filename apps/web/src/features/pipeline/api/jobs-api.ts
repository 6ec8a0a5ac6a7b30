import type { JobResponse, JobRow, JobsResponse, PaymentMethod } from '@vanilla/contracts';
import type { OpenJobRequest } from '@vanilla/contracts/dto';
import { baseApi, checkedCall } from '../../../lib/base-api';
import { patchCacheOnEvent } from '../../../lib/socket';
import { upsertRow } from '../utils/upsert-row';

const jobPath = (id: string, step: string) => `/api/jobs/${encodeURIComponent(id)}/${step}`;

/** One step of a job's way from scheduled to paid (the rows' action buttons). */
export type JobStepRequest =
  | { id: string; step: 'schedule'; date: string; teamMemberId?: string }
  | { id: string; step: 'start' }
  | { id: string; step: 'complete' }
  | { id: string; step: 'invoice'; amount?: number }
  | {
      id: string;
      step: 'payments';
      amount: number;
      date: string;
      method: PaymentMethod;
      paymentId: string;
    };

const jobsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Transaction', 'ContactDetail'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // Every job of the scope, filtered in the browser; kept live by `job.updated`.
      jobs: build.query<JobRow[], void>({
        query: () => checkedCall('/api/jobs'),
        transformResponse: (response: JobsResponse) => response.jobs,
        async onCacheEntryAdded(_arg, lifecycle) {
          await patchCacheOnEvent(
            lifecycle,
            'job.updated',
            (draft, row) => upsertRow(draft, row),
            () =>
              lifecycle.dispatch(
                jobsApi.endpoints.jobs.initiate(undefined, {
                  forceRefetch: true,
                  subscribe: false,
                }),
              ),
          );
        },
      }),
      openJob: build.mutation<JobRow, OpenJobRequest>({
        query: (body) => checkedCall('/api/jobs', 'POST', body),
        transformResponse: (response: JobResponse) => response.job,
        invalidatesTags: ['ContactDetail'],
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled;
          dispatch(
            jobsApi.util.updateQueryData('jobs', undefined, (draft) => upsertRow(draft, data)),
          );
        },
      }),
      jobStep: build.mutation<JobRow, JobStepRequest>({
        query: ({ id, step, ...body }) => checkedCall(jobPath(id, step), 'POST', body),
        transformResponse: (response: JobResponse) => response.job,
        invalidatesTags: ['Transaction', 'ContactDetail'],
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled;
          dispatch(
            jobsApi.util.updateQueryData('jobs', undefined, (draft) => upsertRow(draft, data)),
          );
        },
      }),
    }),
  });

export const { useJobsQuery, useOpenJobMutation, useJobStepMutation } = jobsApi;

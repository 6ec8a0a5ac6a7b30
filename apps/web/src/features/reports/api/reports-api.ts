import type {
  ReportNarrativeResponse,
  ReportResponse,
  ReportRow,
  ReportSavedResponse,
  ReportShareResponse,
  ReportsResponse,
  SharedReportResponse,
} from '@vanilla/contracts';
import type { CreateReportRequest } from '@vanilla/contracts/dto';
import { baseApi, checkedCall } from '../../../lib/base-api';

const path = (id: string, action = '') =>
  `/api/reports/${encodeURIComponent(id)}${action === '' ? '' : `/${action}`}`;

const reportsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Report'] }).injectEndpoints({
  endpoints: (build) => ({
    // GET /api/reports: the reports the caller sees (001 §2 Reports); searched and filtered here.
    reports: build.query<ReportRow[], void>({
      query: () => checkedCall('/api/reports'),
      transformResponse: (response: ReportsResponse) => response.reports,
      providesTags: [{ type: 'Report', id: 'LIST' }],
    }),
    // GET /api/reports/{id}: the report, its figures as named series, and its narrative.
    report: build.query<Omit<ReportResponse, 'success'>, string>({
      query: (id) => checkedCall(path(id)),
      transformResponse: ({ report, figures, narrative }: ReportResponse) => ({
        report,
        figures,
        narrative,
      }),
      providesTags: (_result, _error, id) => [{ type: 'Report', id }],
    }),
    createReport: build.mutation<ReportRow, CreateReportRequest>({
      query: (body) => checkedCall('/api/reports', 'POST', body),
      transformResponse: (response: ReportSavedResponse) => response.report,
      invalidatesTags: [{ type: 'Report', id: 'LIST' }],
    }),
    // "Last Viewed" and "Publish": the saved row comes back and replaces the cached one.
    reportAction: build.mutation<ReportRow, { id: string; action: 'view' | 'publish' }>({
      query: ({ id, action }) => checkedCall(path(id, action), 'POST'),
      transformResponse: (response: ReportSavedResponse) => response.report,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(replaceRow(data));
      },
    }),
    // "AI Report": writes the narrative of the report's figures, kept with the report.
    writeNarrative: build.mutation<ReportNarrativeResponse['narrative'], string>({
      query: (id) => checkedCall(path(id, 'narrative'), 'POST'),
      transformResponse: (response: ReportNarrativeResponse) => response.narrative,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          reportsApi.util.updateQueryData('report', id, (draft) => {
            draft.narrative = data;
          }),
        );
      },
    }),
    // Share: a read-only link (managers); revoking it makes the link answer "no longer available".
    shareReport: build.mutation<ReportShareResponse['share'] | null, { id: string; on: boolean }>({
      query: ({ id, on }) => checkedCall(path(id, 'share'), on ? 'POST' : 'DELETE'),
      transformResponse: (response: ReportShareResponse | { success: true }) =>
        'share' in response ? response.share : null,
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const { data: share } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (share === undefined) return;
        const cached = reportsApi.endpoints.report.select(id)(getState()).data?.report;
        const listed = reportsApi.endpoints.reports
          .select()(getState())
          .data?.find((row) => row.id === id);
        const row = cached ?? listed;
        if (row) dispatch(replaceRow({ ...row, share }));
      },
    }),
    // GET /api/shared-reports/{token}: the signed-out page's report.
    sharedReport: build.query<Omit<SharedReportResponse, 'success'>, string>({
      query: (token) => checkedCall(`/api/shared-reports/${encodeURIComponent(token)}`),
      transformResponse: ({ report, figures, narrative }: SharedReportResponse) => ({
        report,
        figures,
        narrative,
      }),
    }),
  }),
});

// A saved row replaces its cached copies: in the list and on the report's page.
const replaceRow = (row: ReportRow) => (dispatch: (action: unknown) => unknown) => {
  dispatch(
    reportsApi.util.updateQueryData('reports', undefined, (draft) => {
      const index = draft.findIndex((cached) => cached.id === row.id);
      if (index >= 0) draft[index] = row;
    }),
  );
  dispatch(
    reportsApi.util.updateQueryData('report', row.id, (draft) => {
      draft.report = row;
    }),
  );
};

export const {
  useReportsQuery,
  useReportQuery,
  useLazyReportQuery,
  useCreateReportMutation,
  useReportActionMutation,
  useWriteNarrativeMutation,
  useShareReportMutation,
  useSharedReportQuery,
} = reportsApi;

import type {
  DashboardProposal,
  DashboardResponse,
  ExtendProposalResponse,
} from '@vanilla/contracts';
import { baseApi } from '../../../lib/base-api';
import { patchCacheOnEvent } from '../../../lib/socket';
import { applyProposalUpdate } from '../utils/apply-proposal-update';

export type DashboardArgs = { includeTeam: boolean };

type DeleteResponse = { success: boolean; error?: string };

const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /api/dashboard (001 §7): the team's proposals for a manager, one's own otherwise; kept
    // live by `proposal.updated` while any page shows it.
    dashboard: build.query<DashboardProposal[], DashboardArgs>({
      query: ({ includeTeam }) => `/api/dashboard?include_team=${String(includeTeam)}`,
      transformResponse: (response: DashboardResponse) => response.proposals,
      async onCacheEntryAdded(args, lifecycle) {
        await patchCacheOnEvent(lifecycle, 'proposal.updated', applyProposalUpdate, () =>
          lifecycle.dispatch(
            dashboardApi.endpoints.dashboard.initiate(args, {
              forceRefetch: true,
              subscribe: false,
            }),
          ),
        );
      },
    }),
    deleteProposal: build.mutation<DeleteResponse, string>({
      query: (token) => ({ url: '/api/delete-proposal', method: 'POST', body: { token } }),
      async onQueryStarted(token, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (!data.success) return;
        } catch {
          return;
        }
        // Gone at once, without waiting for the push (which removes it again, harmlessly).
        for (const includeTeam of [true, false]) {
          dispatch(
            dashboardApi.util.updateQueryData('dashboard', { includeTeam }, (draft) =>
              draft.filter((proposal) => proposal.token !== token),
            ),
          );
        }
      },
    }),
    // POST /api/proposals/{token}/extend: the link works again until `expiresAt`. The row shows it
    // at once; the push that follows says the same.
    extendProposal: build.mutation<ExtendProposalResponse, { token: string; expiresAt: string }>({
      query: ({ token, expiresAt }) => ({
        url: `/api/proposals/${encodeURIComponent(token)}/extend`,
        method: 'POST',
        body: { expiresAt },
      }),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        let expiresAt: string;
        try {
          expiresAt = (await queryFulfilled).data.expires_at;
        } catch {
          return;
        }
        for (const includeTeam of [true, false]) {
          dispatch(
            dashboardApi.util.updateQueryData('dashboard', { includeTeam }, (draft) => {
              const row = draft.find((proposal) => proposal.token === token);
              if (row) Object.assign(row, { expires_at: expiresAt, expired: false });
            }),
          );
        }
      },
    }),
  }),
});

export const { useDashboardQuery, useDeleteProposalMutation, useExtendProposalMutation } =
  dashboardApi;

import type { Invitation, TeamMember } from '@vanilla/contracts';
import { baseApi } from '../../../lib/base-api';

type TeamResponse = { success: true; team_members: TeamMember[] };
type InvitationsResponse = { success: true; invitations: Invitation[] };
export type CreatedInvitation = { success: true; invitation: Invitation; link: string };

// The manager's team and invitations (managers only; members get 403).
const teamApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['TeamMember', 'Invitation'] })
  .injectEndpoints({
    endpoints: (build) => ({
      teamMembers: build.query<TeamMember[], void>({
        query: () => '/auth/manager/team',
        transformResponse: (response: TeamResponse) => response.team_members,
        providesTags: ['TeamMember'],
      }),
      // Signs the member out everywhere and ends their access; their proposals stay.
      removeMember: build.mutation<{ success: true }, string>({
        query: (id) => ({ url: `/auth/manager/team/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['TeamMember'],
      }),
      invitations: build.query<Invitation[], void>({
        query: () => '/auth/manager/invitations',
        transformResponse: (response: InvitationsResponse) => response.invitations,
        providesTags: ['Invitation'],
      }),
      inviteMember: build.mutation<CreatedInvitation, { email: string }>({
        query: (body) => ({ url: '/auth/manager/invitations', method: 'POST', body }),
        invalidatesTags: ['Invitation'],
      }),
      revokeInvitation: build.mutation<{ success: true }, string>({
        query: (id) => ({
          url: `/auth/manager/invitations/${encodeURIComponent(id)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Invitation'],
      }),
    }),
  });

export const {
  useTeamMembersQuery,
  useRemoveMemberMutation,
  useInvitationsQuery,
  useInviteMemberMutation,
  useRevokeInvitationMutation,
} = teamApi;

import { webRoutes } from '@vanilla/contracts';

// Every route the web links to, in one place. The pages it serves are the contracts' webRoutes;
// links to the others fall through to the not-found page until their screens land.
export const paths = {
  home: webRoutes.home,
  voice: webRoutes.voice,
  voiceAgents: webRoutes.voiceAgents,
  pricing: webRoutes.pricing,
  blog: '/blog',
  aiTeam: '/ai-team',
  signIn: webRoutes.signIn,
  signUp: webRoutes.signUp,
  resetPassword: webRoutes.resetPassword,
  terms: webRoutes.terms,
  privacy: webRoutes.privacy,
  dashboard: '/dashboard',
  createProposal: webRoutes.createProposal,
  homeProposals: webRoutes.homeProposals,
  homeProposalList: webRoutes.homeProposalList,
  homeProposalsByType: (projectType: string) => `/proposals/${encodeURIComponent(projectType)}`,
  homeProposal: (projectType: string, proposalId: string) =>
    `/proposals/${encodeURIComponent(projectType)}/${encodeURIComponent(proposalId)}`,
  inviteContractor: webRoutes.inviteContractor,
  congratulations: webRoutes.congratulations,
  business: {
    home: '/business',
    createProposal: '/business/create-proposal',
    contacts: '/business/contacts',
    proposals: '/business/proposals',
    jobs: '/business/jobs',
    reports: '/business/reports',
    transactions: '/business/transactions',
    notes: '/business/notes',
    voiceAgents: '/business/voice-agents',
    aiTeam: '/business/ai-team',
  },
  business2: {
    home: '/business2',
    voiceAgents: '/business2/voice-agents',
    realEstate: '/business2/real-estate',
    calls: '/business2/calls',
    call: (id: string) => `/business2/calls/${encodeURIComponent(id)}`,
    calendar: '/business2/calendar',
    contacts: '/business2/contacts',
    settings: '/business2/settings',
  },
} as const;

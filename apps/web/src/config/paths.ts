import { webRoutes } from '@vanilla/contracts';

// Every route the web links to, in one place. The pages it serves are the contracts' webRoutes;
// links to the others fall through to the not-found page until their screens land.
// The AI Receptionist page opens its setup wizard on arrival when its address carries
// ?setup=new (the AI Team page's "Add Team Member").
export const receptionistSetupParam = 'setup';

export const paths = {
  home: webRoutes.home,
  voice: webRoutes.voice,
  voiceAgents: webRoutes.voiceAgents,
  pricing: webRoutes.pricing,
  blog: webRoutes.blog,
  blogPost: (postId: string) => `/blog/${encodeURIComponent(postId)}`,
  aiTeam: webRoutes.aiTeam,
  privateEquity: webRoutes.privateEquity,
  privateEquitySearch: webRoutes.privateEquitySearch,
  signIn: webRoutes.signIn,
  signUp: webRoutes.signUp,
  resetPassword: webRoutes.resetPassword,
  terms: webRoutes.terms,
  privacy: webRoutes.privacy,
  homeowners: webRoutes.homeowners,
  welcome: webRoutes.welcome,
  dashboard: webRoutes.homeDashboard,
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
    contacts: webRoutes.businessContacts,
    contact: (id: string) => `/business/contacts/${encodeURIComponent(id)}`,
    proposals: '/business/proposals',
    jobs: webRoutes.businessJobs,
    reports: webRoutes.businessReports,
    report: (id: string) => `/business/reports/${encodeURIComponent(id)}`,
    transactions: webRoutes.businessTransactions,
    notes: webRoutes.businessNotes,
    proposalHistory: (token: string) => `/business/proposals/${encodeURIComponent(token)}/history`,
    voiceAgents: '/business/voice-agents',
    receptionistSetup: `/business/voice-agents?${receptionistSetupParam}=new`,
    aiTeam: webRoutes.businessAiTeam,
  },
  business2: {
    home: '/business2',
    voiceAgents: '/business2/voice-agents',
    realEstate: '/business2/real-estate',
    calls: '/business2/calls',
    call: (id: string) => `/business2/calls/${encodeURIComponent(id)}`,
    calendar: '/business2/calendar',
    contacts: webRoutes.business2Contacts,
    contact: (id: string) => `/business2/contacts/${encodeURIComponent(id)}`,
    notes: webRoutes.business2Notes,
    proposals: webRoutes.business2Proposals,
    proposal: (id: string) => `/business2/proposals/${encodeURIComponent(id)}`,
    reports: webRoutes.business2Reports,
    report: (id: string) => `/business2/reports/${encodeURIComponent(id)}`,
    settings: '/business2/settings',
  },
  sharedReport: (token: string) => `/shared-report/${encodeURIComponent(token)}`,
} as const;

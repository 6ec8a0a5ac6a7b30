import { webRoutes } from '@vanilla/contracts';

// Every route the web links to, in one place. The pages it serves are the contracts' webRoutes;
// links to the others fall through to the not-found page until their screens land.
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
  // The homeowner's proposals and contractor invitations (000 §2), built beside these pages.
  proposals: '/proposals',
  inviteContractor: '/invite-contractor',
  createProposal: webRoutes.createProposal,
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

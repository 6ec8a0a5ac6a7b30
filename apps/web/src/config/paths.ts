// Every route the web links to, in one place. Only some have pages yet; the others fall through
// to the not-found page until their screens land.
export const paths = {
  home: '/',
  voice: '/voice',
  voiceAgents: '/business2/voice-agents',
  pricing: '/pricing',
  blog: '/blog',
  aiTeam: '/ai-team',
  signIn: '/signin',
  signUp: '/signup',
  terms: '/terms',
  privacy: '/privacy',
  createProposal: '/create-proposal',
} as const;

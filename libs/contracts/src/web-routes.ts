// Every page path the web app serves (react-router patterns: `:name` is one segment, `:name?` an
// optional last one). The web's router is built from these and the server answers any other path
// with HTTP 404 and the not-found page, so the two never disagree.
export const webRoutes = {
  home: '/',
  voice: '/voice',
  pricing: '/pricing',
  signIn: '/signin',
  signUp: '/signup',
  resetPassword: '/reset-password',
  terms: '/terms',
  privacy: '/privacy',
  blog: '/blog',
  blogPost: '/blog/:postId',
  aiTeam: '/ai-team',
  privateEquity: '/private-equity',
  privateEquitySearch: '/private-equity/search',
  homeowners: '/homeowners',
  welcome: '/welcome',
  homeDashboard: '/dashboard',
  sharedProposal: '/shared-proposal/:token?',
  // A report a manager shared read-only (issue 17): public, signed out.
  sharedReport: '/shared-report/:token',
  voiceAgents: '/business2/voice-agents',
  createProposal: '/create-proposal',
  business: '/business',
  businessCreateProposal: '/business/create-proposal',
  businessProposals: '/business/proposals',
  businessProposalsList: '/business/proposals/list',
  businessProposalHistory: '/business/proposals/:token/history',
  businessProposalCertificate: '/business/proposals/:token/certificate',
  businessVoiceAgents: '/business/voice-agents',
  businessContacts: '/business/contacts',
  businessContact: '/business/contacts/:contactId',
  businessJobs: '/business/jobs',
  businessTransactions: '/business/transactions',
  businessNotes: '/business/notes',
  businessReports: '/business/reports',
  businessReport: '/business/reports/:reportId',
  businessAiTeam: '/business/ai-team',
  business2: '/business2',
  business2RealEstate: '/business2/real-estate',
  business2Calls: '/business2/calls',
  business2Call: '/business2/calls/:id',
  business2Calendar: '/business2/calendar',
  business2Contacts: '/business2/contacts',
  business2Contact: '/business2/contacts/:contactId',
  business2Notes: '/business2/notes',
  business2Proposals: '/business2/proposals',
  business2Proposal: '/business2/proposals/:id',
  business2Reports: '/business2/reports',
  business2Report: '/business2/reports/:reportId',
  business2Settings: '/business2/settings',
  // The homeowner demo area (000 §2 "Demo proposal screens"): static sample content.
  homeProposals: '/proposals',
  homeProposalList: '/proposal-list',
  homeProposalsByType: '/proposals/:projectType',
  homeProposal: '/proposals/:projectType/:proposalId',
  inviteContractor: '/invite-contractor',
  congratulations: '/congratulations',
} as const;

export type WebRoute = (typeof webRoutes)[keyof typeof webRoutes];

// The homeowner demo's project types (000 §2).
export const homeProjectTypes = ['HVAC', 'Roofing', 'Plumbing', 'Landscaping'] as const;
export type HomeProjectType = (typeof homeProjectTypes)[number];

// The values a route parameter may take where only some exist: the blog's published posts and the
// demo proposals each project type received. The pages' own data is checked against these lists.
export const blogPostIds = [
  'answer-every-call',
  'good-better-best',
  'sign-on-site',
  'follow-up',
] as const;
export const homeProposalIds = ['1', '2', '3'] as const;

const parameterValues: Readonly<Record<string, readonly string[]>> = {
  postId: blogPostIds,
  projectType: homeProjectTypes,
  proposalId: homeProposalIds,
};

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

const matches = (pattern: string, segments: readonly string[]): boolean => {
  const parts = segmentsOf(pattern);
  const optional = parts.length > 0 && parts[parts.length - 1].endsWith('?') ? 1 : 0;
  if (segments.length > parts.length || segments.length < parts.length - optional) return false;
  return segments.every((segment, index) => {
    if (!parts[index].startsWith(':')) return parts[index] === segment;
    const known = parameterValues[parts[index].slice(1).replace(/\?$/, '')];
    return segment !== '' && (known === undefined || known.includes(segment));
  });
};

/** Whether the web app has a page at `pathname` (no query; a trailing slash is the same path). */
export const isWebRoute = (pathname: string): boolean => {
  let segments: string[];
  try {
    segments = segmentsOf(pathname).map((segment) => decodeURIComponent(segment));
  } catch {
    return false;
  }
  return Object.values(webRoutes).some((pattern) => matches(pattern, segments));
};

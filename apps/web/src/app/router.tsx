import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { webRoutes } from '@vanilla/contracts';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { PageLoading } from './routes/page-loading';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { SiteLayout } from './routes/site-layout';

// Every page is a chunk of its own, fetched when its route first matches, together with (not
// after) the lazy layout it sits in. On the first visit the nearest `hydrateFallbackElement` shows
// meanwhile; on a later navigation the current page stays, with the root layout's progress bar. A
// chunk that cannot be fetched (a deploy replaced it) is the route's error: RouteError offers a
// reload. Only the shells every page of an area needs, and that are small, load with the entry.
const page =
  <Name extends string, Module extends Record<Name, ComponentType>>(
    load: () => Promise<Module>,
    name: Name,
  ) =>
  async () => ({ Component: (await load())[name] });

const notFound = page(() => import('./routes/not-found'), 'NotFoundRoute');

// Every path is one of the contracts' webRoutes (the server answers any other with 404); every
// other path renders the not-found page, inside the dashboard layout for the guarded areas.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: <SiteLayout />,
        hydrateFallbackElement: <PageLoading />,
        children: [
          { path: webRoutes.home, lazy: page(() => import('./routes/landing'), 'LandingRoute') },
          { path: webRoutes.voice, lazy: page(() => import('./routes/landing'), 'LandingRoute') },
          { path: webRoutes.pricing, lazy: page(() => import('./routes/pricing'), 'PricingRoute') },
          {
            path: webRoutes.signIn,
            lazy: page(() => import('./routes/auth/sign-in'), 'SignInRoute'),
          },
          {
            path: webRoutes.signUp,
            lazy: page(() => import('./routes/auth/sign-up'), 'SignUpRoute'),
          },
          {
            path: webRoutes.resetPassword,
            lazy: page(() => import('./routes/auth/reset-password'), 'ResetPasswordRoute'),
          },
          { path: webRoutes.terms, lazy: page(() => import('./routes/legal/terms'), 'TermsRoute') },
          {
            path: webRoutes.privacy,
            lazy: page(() => import('./routes/legal/privacy'), 'PrivacyRoute'),
          },
          { path: webRoutes.blog, lazy: page(() => import('./routes/blog'), 'BlogRoute') },
          {
            path: webRoutes.blogPost,
            lazy: page(() => import('./routes/blog-post'), 'BlogPostRoute'),
          },
          { path: webRoutes.aiTeam, lazy: page(() => import('./routes/ai-team'), 'AiTeamRoute') },
          {
            path: webRoutes.privateEquity,
            lazy: page(() => import('./routes/private-equity'), 'PrivateEquityRoute'),
          },
          {
            path: webRoutes.privateEquitySearch,
            lazy: page(() => import('./routes/private-equity'), 'PrivateEquitySearchRoute'),
          },
          {
            path: webRoutes.homeowners,
            lazy: page(() => import('./routes/homeowners'), 'HomeownersRoute'),
          },
          { path: webRoutes.welcome, lazy: page(() => import('./routes/welcome'), 'WelcomeRoute') },
          {
            path: webRoutes.homeDashboard,
            lazy: page(() => import('./routes/home-dashboard'), 'HomeDashboardRoute'),
          },
          {
            path: webRoutes.homeProposals,
            lazy: page(() => import('./routes/homeowner/proposals'), 'HomeProposalsRoute'),
          },
          {
            path: webRoutes.homeProposalList,
            lazy: page(() => import('./routes/homeowner/proposals'), 'HomeProposalListRoute'),
          },
          {
            path: webRoutes.homeProposalsByType,
            lazy: page(() => import('./routes/homeowner/proposals'), 'HomeProposalsByTypeRoute'),
          },
          {
            path: webRoutes.homeProposal,
            lazy: page(() => import('./routes/homeowner/proposals'), 'HomeProposalRoute'),
          },
          {
            path: webRoutes.inviteContractor,
            lazy: page(
              () => import('./routes/homeowner/invite-contractor'),
              'InviteContractorRoute',
            ),
          },
          {
            path: webRoutes.congratulations,
            lazy: page(() => import('./routes/homeowner/congratulations'), 'CongratulationsRoute'),
          },
          { path: '*', lazy: notFound },
        ],
      },
      {
        // The "For Businesses" menu entry (000 §2): the voice-agents landing page for visitors,
        // the AI Receptionist page for a signed-in manager or member.
        path: webRoutes.voiceAgents,
        lazy: page(() => import('./routes/business2/voice-agents-entry'), 'VoiceAgentsEntryRoute'),
      },
      {
        // Manager and member only (000 §6): the proposal wizard and both dashboard areas.
        element: <ProtectedRoute />,
        hydrateFallbackElement: <PageLoading />,
        children: [
          {
            element: <SiteLayout />,
            hydrateFallbackElement: <PageLoading />,
            children: [
              {
                path: webRoutes.createProposal,
                lazy: page(
                  () => import('./routes/create-proposal'),
                  'StandaloneCreateProposalRoute',
                ),
              },
            ],
          },
          {
            path: webRoutes.business,
            lazy: page(() => import('./routes/business/business-layout'), 'BusinessLayout'),
            children: [
              {
                index: true,
                lazy: page(() => import('./routes/business/business-home'), 'BusinessHomeRoute'),
              },
              {
                path: webRoutes.businessProposalHistory,
                lazy: page(
                  () => import('./routes/business/proposal-history'),
                  'ProposalHistoryRoute',
                ),
              },
              {
                path: webRoutes.businessProposalCertificate,
                lazy: page(
                  () => import('../features/proposal-audit/components/signature-certificate-page'),
                  'SignatureCertificatePage',
                ),
              },
              {
                path: webRoutes.businessCreateProposal,
                lazy: page(() => import('./routes/create-proposal'), 'CreateProposalRoute'),
              },
              {
                path: webRoutes.businessProposals,
                lazy: page(() => import('./routes/business/proposals'), 'ProposalsRoute'),
              },
              {
                path: webRoutes.businessProposalsList,
                lazy: page(() => import('./routes/business/proposals'), 'ProposalsListRoute'),
              },
              {
                path: webRoutes.businessVoiceAgents,
                lazy: page(() => import('./routes/business2/voice-agents'), 'VoiceAgentsRoute'),
              },
              {
                path: webRoutes.businessContacts,
                lazy: page(() => import('./routes/business/contacts'), 'ContactsRoute'),
              },
              {
                path: webRoutes.businessContact,
                lazy: page(() => import('./routes/business/contacts'), 'ContactRoute'),
              },
              {
                path: webRoutes.businessJobs,
                lazy: page(() => import('./routes/business/jobs'), 'JobsRoute'),
              },
              {
                path: webRoutes.businessTransactions,
                lazy: page(() => import('./routes/business/transactions'), 'TransactionsRoute'),
              },
              {
                path: webRoutes.businessNotes,
                lazy: page(() => import('./routes/business/notes'), 'BusinessNotesRoute'),
              },
              {
                path: webRoutes.businessAiTeam,
                lazy: page(() => import('./routes/business/ai-team'), 'AiTeamMembersRoute'),
              },
              {
                path: webRoutes.businessReports,
                lazy: page(() => import('./routes/business/reports'), 'BusinessReportsRoute'),
              },
              {
                path: webRoutes.businessReport,
                lazy: page(() => import('./routes/business/report'), 'BusinessReportRoute'),
              },
              { path: '*', lazy: notFound },
            ],
          },
          {
            path: webRoutes.business2,
            lazy: page(
              () => import('./routes/business2/receptionist-layout'),
              'ReceptionistLayout',
            ),
            children: [
              {
                index: true,
                lazy: page(() => import('./routes/business2/business2-home'), 'Business2HomeRoute'),
              },
              {
                path: webRoutes.business2RealEstate,
                lazy: page(
                  () => import('./routes/business2/voice-agents-landing'),
                  'VoiceAgentsLandingRoute',
                ),
              },
              {
                path: webRoutes.business2Calls,
                lazy: page(() => import('./routes/business2/calls'), 'CallsRoute'),
              },
              {
                path: webRoutes.business2Call,
                lazy: page(() => import('./routes/business2/call-detail'), 'CallDetailRoute'),
              },
              {
                path: webRoutes.business2Calendar,
                lazy: page(() => import('./routes/business2/calendar'), 'CalendarRoute'),
              },
              {
                path: webRoutes.business2Contacts,
                lazy: page(() => import('./routes/business2/contacts'), 'Business2ContactsRoute'),
              },
              {
                path: webRoutes.business2Contact,
                lazy: page(() => import('./routes/business2/contacts'), 'Business2ContactRoute'),
              },
              {
                path: webRoutes.business2Notes,
                lazy: page(() => import('./routes/business/notes'), 'Business2NotesRoute'),
              },
              {
                path: webRoutes.business2Proposals,
                lazy: page(() => import('./routes/business2/proposals'), 'Business2ProposalsRoute'),
              },
              {
                path: webRoutes.business2Proposal,
                lazy: page(() => import('./routes/business2/proposals'), 'Business2ProposalRoute'),
              },
              {
                path: webRoutes.business2Reports,
                lazy: page(() => import('./routes/business/reports'), 'Business2ReportsRoute'),
              },
              {
                path: webRoutes.business2Report,
                lazy: page(() => import('./routes/business/report'), 'Business2ReportRoute'),
              },
              {
                path: webRoutes.business2Settings,
                lazy: page(() => import('./routes/business2/settings'), 'SettingsRoute'),
              },
              { path: '*', lazy: notFound },
            ],
          },
        ],
      },
    ],
  },
  {
    // The client's shared link (000 §2): public, without the site's navigation bar.
    path: webRoutes.sharedProposal,
    lazy: page(
      () => import('../features/shared-proposal/components/shared-proposal-page'),
      'SharedProposalPage',
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
  },
  {
    // A report shared read-only (issue 17): public, signed out, without the site's navigation.
    path: webRoutes.sharedReport,
    lazy: page(() => import('./routes/shared-report'), 'SharedReportRoute'),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
  },
]);

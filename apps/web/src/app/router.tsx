import { createBrowserRouter } from 'react-router';
import { webRoutes } from '@vanilla/contracts';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { SignatureCertificatePage } from '../features/proposal-audit/components/signature-certificate-page';
import { SharedProposalPage } from '../features/shared-proposal/components/shared-proposal-page';
import { ResetPasswordRoute } from './routes/auth/reset-password';
import { SignInRoute } from './routes/auth/sign-in';
import { SignUpRoute } from './routes/auth/sign-up';
import { AiTeamMembersRoute } from './routes/business/ai-team';
import { BusinessHomeRoute } from './routes/business/business-home';
import { BusinessLayout } from './routes/business/business-layout';
import { ContactRoute, ContactsRoute } from './routes/business/contacts';
import { JobsRoute } from './routes/business/jobs';
import { NotesRoute } from './routes/business/notes';
import { ProposalHistoryRoute } from './routes/business/proposal-history';
import { ProposalsListRoute, ProposalsRoute } from './routes/business/proposals';
import { TransactionsRoute } from './routes/business/transactions';
import { Business2HomeRoute } from './routes/business2/business2-home';
import { CalendarRoute } from './routes/business2/calendar';
import { Business2ContactRoute, Business2ContactsRoute } from './routes/business2/contacts';
import { CallDetailRoute } from './routes/business2/call-detail';
import { CallsRoute } from './routes/business2/calls';
import { Business2ProposalRoute, Business2ProposalsRoute } from './routes/business2/proposals';
import { ReceptionistLayout } from './routes/business2/receptionist-layout';
import { VoiceAgentsEntryRoute } from './routes/business2/voice-agents-entry';
import { VoiceAgentsLandingRoute } from './routes/business2/voice-agents-landing';
import { VoiceAgentsRoute } from './routes/business2/voice-agents';
import { SettingsRoute } from './routes/business2/settings';
import { AiTeamRoute } from './routes/ai-team';
import { BlogRoute } from './routes/blog';
import { BlogPostRoute } from './routes/blog-post';
import { CreateProposalRoute } from './routes/create-proposal';
import { HomeDashboardRoute } from './routes/home-dashboard';
import { HomeownersRoute } from './routes/homeowners';
import { CongratulationsRoute } from './routes/homeowner/congratulations';
import { InviteContractorRoute } from './routes/homeowner/invite-contractor';
import {
  HomeProposalListRoute,
  HomeProposalRoute,
  HomeProposalsByTypeRoute,
  HomeProposalsRoute,
} from './routes/homeowner/proposals';
import { LandingRoute } from './routes/landing';
import { PrivacyRoute } from './routes/legal/privacy';
import { PricingRoute } from './routes/pricing';
import { PrivateEquityRoute, PrivateEquitySearchRoute } from './routes/private-equity';
import { TermsRoute } from './routes/legal/terms';
import { WelcomeRoute } from './routes/welcome';
import { NotFoundRoute } from './routes/not-found';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { SiteLayout } from './routes/site-layout';

// Every path is one of the contracts' webRoutes (the server answers any other with 404); every
// other path renders the not-found page, inside the dashboard layout for the guarded areas.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { path: webRoutes.home, element: <LandingRoute /> },
          { path: webRoutes.voice, element: <LandingRoute /> },
          { path: webRoutes.pricing, element: <PricingRoute /> },
          { path: webRoutes.signIn, element: <SignInRoute /> },
          { path: webRoutes.signUp, element: <SignUpRoute /> },
          { path: webRoutes.resetPassword, element: <ResetPasswordRoute /> },
          { path: webRoutes.terms, element: <TermsRoute /> },
          { path: webRoutes.privacy, element: <PrivacyRoute /> },
          { path: webRoutes.blog, element: <BlogRoute /> },
          { path: webRoutes.blogPost, element: <BlogPostRoute /> },
          { path: webRoutes.aiTeam, element: <AiTeamRoute /> },
          { path: webRoutes.privateEquity, element: <PrivateEquityRoute /> },
          { path: webRoutes.privateEquitySearch, element: <PrivateEquitySearchRoute /> },
          { path: webRoutes.homeowners, element: <HomeownersRoute /> },
          { path: webRoutes.welcome, element: <WelcomeRoute /> },
          { path: webRoutes.homeDashboard, element: <HomeDashboardRoute /> },
          { path: webRoutes.homeProposals, element: <HomeProposalsRoute /> },
          { path: webRoutes.homeProposalList, element: <HomeProposalListRoute /> },
          { path: webRoutes.homeProposalsByType, element: <HomeProposalsByTypeRoute /> },
          { path: webRoutes.homeProposal, element: <HomeProposalRoute /> },
          { path: webRoutes.inviteContractor, element: <InviteContractorRoute /> },
          { path: webRoutes.congratulations, element: <CongratulationsRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      {
        // The "For Businesses" menu entry (000 §2): the voice-agents landing page for visitors,
        // the AI Receptionist page for a signed-in manager or member.
        path: webRoutes.voiceAgents,
        element: <VoiceAgentsEntryRoute />,
      },
      {
        // Manager and member only (000 §6): the proposal wizard and both dashboard areas.
        element: <ProtectedRoute />,
        children: [
          {
            element: <SiteLayout />,
            children: [
              { path: webRoutes.createProposal, element: <CreateProposalRoute standalone /> },
            ],
          },
          {
            path: webRoutes.business,
            element: <BusinessLayout />,
            children: [
              { index: true, element: <BusinessHomeRoute /> },
              { path: webRoutes.businessProposalHistory, element: <ProposalHistoryRoute /> },
              {
                path: webRoutes.businessProposalCertificate,
                element: <SignatureCertificatePage />,
              },
              { path: webRoutes.businessCreateProposal, element: <CreateProposalRoute /> },
              { path: webRoutes.businessProposals, element: <ProposalsRoute /> },
              { path: webRoutes.businessProposalsList, element: <ProposalsListRoute /> },
              { path: webRoutes.businessVoiceAgents, element: <VoiceAgentsRoute /> },
              { path: webRoutes.businessContacts, element: <ContactsRoute /> },
              { path: webRoutes.businessContact, element: <ContactRoute /> },
              { path: webRoutes.businessJobs, element: <JobsRoute /> },
              { path: webRoutes.businessTransactions, element: <TransactionsRoute /> },
              { path: webRoutes.businessNotes, element: <NotesRoute area="business" /> },
              { path: webRoutes.businessAiTeam, element: <AiTeamMembersRoute /> },
              {
                path: webRoutes.businessReports,
                lazy: () =>
                  import('./routes/business/reports').then((route) => ({
                    Component: route.BusinessReportsRoute,
                  })),
              },
              {
                path: webRoutes.businessReport,
                lazy: () =>
                  import('./routes/business/report').then((route) => ({
                    Component: route.BusinessReportRoute,
                  })),
              },
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
          {
            path: webRoutes.business2,
            element: <ReceptionistLayout />,
            children: [
              { index: true, element: <Business2HomeRoute /> },
              { path: webRoutes.business2RealEstate, element: <VoiceAgentsLandingRoute /> },
              { path: webRoutes.business2Calls, element: <CallsRoute /> },
              { path: webRoutes.business2Call, element: <CallDetailRoute /> },
              { path: webRoutes.business2Calendar, element: <CalendarRoute /> },
              { path: webRoutes.business2Contacts, element: <Business2ContactsRoute /> },
              { path: webRoutes.business2Contact, element: <Business2ContactRoute /> },
              { path: webRoutes.business2Notes, element: <NotesRoute area="business2" /> },
              { path: webRoutes.business2Proposals, element: <Business2ProposalsRoute /> },
              { path: webRoutes.business2Proposal, element: <Business2ProposalRoute /> },
              {
                path: webRoutes.business2Reports,
                lazy: () =>
                  import('./routes/business/reports').then((route) => ({
                    Component: route.Business2ReportsRoute,
                  })),
              },
              {
                path: webRoutes.business2Report,
                lazy: () =>
                  import('./routes/business/report').then((route) => ({
                    Component: route.Business2ReportRoute,
                  })),
              },
              { path: webRoutes.business2Settings, element: <SettingsRoute /> },
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
        ],
      },
    ],
  },
  {
    // The client's shared link (000 §2): public, without the site's navigation bar.
    path: webRoutes.sharedProposal,
    element: <SharedProposalPage />,
    errorElement: <RouteError />,
  },
  {
    // A report shared read-only (issue 17): public, signed out, without the site's navigation.
    path: webRoutes.sharedReport,
    lazy: () =>
      import('./routes/shared-report').then((route) => ({ Component: route.SharedReportRoute })),
    errorElement: <RouteError />,
  },
]);

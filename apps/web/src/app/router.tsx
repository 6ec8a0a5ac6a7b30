import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { ProposalHistoryPage } from '../features/proposal-audit/components/proposal-history-page';
import { SignatureCertificatePage } from '../features/proposal-audit/components/signature-certificate-page';
import { SharedProposalPage } from '../features/shared-proposal/components/shared-proposal-page';
import { ResetPasswordRoute } from './routes/auth/reset-password';
import { SignInRoute } from './routes/auth/sign-in';
import { SignUpRoute } from './routes/auth/sign-up';
import { BusinessHomeRoute } from './routes/business/business-home';
import { BusinessLayout } from './routes/business/business-layout';
import { ProposalsListRoute, ProposalsRoute } from './routes/business/proposals';
import { Business2HomeRoute } from './routes/business2/business2-home';
import { CalendarRoute } from './routes/business2/calendar';
import { CallDetailRoute } from './routes/business2/call-detail';
import { CallsRoute } from './routes/business2/calls';
import { ReceptionistLayout } from './routes/business2/receptionist-layout';
import { VoiceAgentsEntryRoute } from './routes/business2/voice-agents-entry';
import { VoiceAgentsLandingRoute } from './routes/business2/voice-agents-landing';
import { VoiceAgentsRoute } from './routes/business2/voice-agents';
import { SettingsRoute } from './routes/business2/settings';
import { CreateProposalRoute } from './routes/create-proposal';
import { LandingRoute } from './routes/landing';
import { PrivacyRoute } from './routes/legal/privacy';
import { PricingRoute } from './routes/pricing';
import { TermsRoute } from './routes/legal/terms';
import { NotFoundRoute } from './routes/not-found';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { SiteLayout } from './routes/site-layout';

// Only routes with real pages are registered; every other path renders the not-found page, inside
// the dashboard layout for paths of the guarded areas.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { path: paths.home, element: <LandingRoute /> },
          { path: paths.voice, element: <LandingRoute /> },
          { path: paths.pricing, element: <PricingRoute /> },
          { path: paths.signIn, element: <SignInRoute /> },
          { path: paths.signUp, element: <SignUpRoute /> },
          { path: paths.resetPassword, element: <ResetPasswordRoute /> },
          { path: paths.terms, element: <TermsRoute /> },
          { path: paths.privacy, element: <PrivacyRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      {
        // The "For Businesses" menu entry (000 §2): the voice-agents landing page for visitors,
        // the AI Receptionist page for a signed-in manager or member.
        path: paths.business2.voiceAgents,
        element: <VoiceAgentsEntryRoute />,
      },
      {
        // Manager and member only (000 §6): the proposal wizard and both dashboard areas.
        element: <ProtectedRoute />,
        children: [
          {
            element: <SiteLayout />,
            children: [{ path: paths.createProposal, element: <CreateProposalRoute standalone /> }],
          },
          {
            path: paths.business.home,
            element: <BusinessLayout />,
            children: [
              { index: true, element: <BusinessHomeRoute /> },
              { path: 'proposals/:token/history', element: <ProposalHistoryPage /> },
              { path: 'proposals/:token/certificate', element: <SignatureCertificatePage /> },
              { path: 'create-proposal', element: <CreateProposalRoute /> },
              { path: 'proposals', element: <ProposalsRoute /> },
              { path: 'proposals/list', element: <ProposalsListRoute /> },
              { path: 'voice-agents', element: <VoiceAgentsRoute /> },
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
          {
            path: paths.business2.home,
            element: <ReceptionistLayout />,
            children: [
              { index: true, element: <Business2HomeRoute /> },
              { path: 'real-estate', element: <VoiceAgentsLandingRoute /> },
              { path: 'calls', element: <CallsRoute /> },
              { path: 'calls/:id', element: <CallDetailRoute /> },
              { path: 'calendar', element: <CalendarRoute /> },
              { path: 'settings', element: <SettingsRoute /> },
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
        ],
      },
    ],
  },
  {
    // The client's shared link (000 §2): public, without the site's navigation bar.
    path: '/shared-proposal/:token?',
    element: <SharedProposalPage />,
    errorElement: <RouteError />,
  },
]);

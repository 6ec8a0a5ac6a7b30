import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession, type Session } from '../../../features/auth/hooks/use-session';
import { useSuperProPayments } from '../../../features/billing/hooks/use-super-pro-payments';
import { VoiceAgentsLandingPage } from '../../../features/voice-agents-landing/components/voice-agents-landing-page';
import { readBusinessType } from '../../../features/voice-agents-landing/utils/business-audience';
import type { Viewer } from '../../../features/voice-agents-landing/utils/main-action';

// The tier decides the main button, so a signed-in user stays "checking" until the server has
// confirmed the session and said which tier it is on.
const viewerOf = (session: Session): Viewer => {
  if (session.status === 'checking') return { kind: 'checking' };
  if (session.status === 'authenticated') {
    const tier = session.account?.tier;
    return tier ? { kind: 'customer', tier } : { kind: 'checking' };
  }
  return { kind: 'visitor' };
};

/**
 * The voice-agents landing page, its main button paying through billing: /business2/voice-agents for visitors (the "For Businesses" menu,
 * whose router state names the business type) and /business2/real-estate for signed-in users.
 */
export const VoiceAgentsLandingRoute = () => {
  const session = useSession();
  const payments = useSuperProPayments();
  const { pathname, state } = useLocation();
  const businessType = readBusinessType(state);
  // /business2/real-estate sits in the receptionist area's padded dashboard layout.
  const inset = pathname.startsWith(paths.business2.realEstate);
  return (
    <>
      <title>{`Vanilla · AI receptionist for ${businessType}`}</title>
      <VoiceAgentsLandingPage
        viewer={viewerOf(session)}
        payments={payments}
        businessType={businessType}
        inset={inset}
      />
    </>
  );
};

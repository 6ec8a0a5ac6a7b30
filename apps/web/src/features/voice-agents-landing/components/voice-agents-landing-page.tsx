import { useCallback, useState } from 'react';
import { useMainAction, type PlanPayments } from '../hooks/use-main-action';
import type { Viewer } from '../utils/main-action';
import { CallStats } from './call-stats';
import { ClosingCallToAction } from './closing-call-to-action';
import { DemoCallDialog } from './demo-call-dialog';
import { FaqAccordion } from './faq-accordion';
import { HowItWorksSteps } from './how-it-works-steps';
import { MainActionButton } from './main-action-button';
import { SampleCallPlayer } from './sample-call-player';
import { TestimonialCarousel } from './testimonial-carousel';
import { TryDemoButton } from './try-demo-button';
import { VoiceAgentsHero } from './voice-agents-hero';

type VoiceAgentsLandingPageProps = {
  viewer: Viewer;
  /** Checkout and the customer portal, for the main button. */
  payments: PlanPayments;
  /** The "For Businesses" menu entry the visitor came from; Real Estate by default. */
  businessType: string;
  /** Inside the dashboard's padded content area rather than full width on the public site. */
  inset: boolean;
};

/**
 * The voice-agents landing page (000 §2, 001 §4): hero with the main button and the demo-call
 * popup, sample call, stats, testimonials, how it works, FAQ and a closing call to action.
 * The original also injects a third-party survey widget's script (000 §7); it is left out until
 * there is a survey provider to load it from.
 */
export const VoiceAgentsLandingPage = ({
  viewer,
  payments,
  businessType,
  inset,
}: VoiceAgentsLandingPageProps) => {
  const [demoOpen, setDemoOpen] = useState(false);
  const toggleDemo = () => setDemoOpen((open) => !open);
  const closeDemo = useCallback(() => setDemoOpen(false), []);
  const main = useMainAction(viewer, payments);

  return (
    <div className={inset ? 'flex flex-col gap-4' : ''}>
      <VoiceAgentsHero
        inset={inset}
        businessType={businessType}
        actions={
          <>
            <MainActionButton action={main.action} onAct={main.act} />
            <TryDemoButton expanded={demoOpen} onToggle={toggleDemo} />
          </>
        }
        aside={<SampleCallPlayer />}
      />
      <CallStats inset={inset} />
      <TestimonialCarousel inset={inset} />
      <HowItWorksSteps inset={inset} />
      <FaqAccordion inset={inset} />
      <ClosingCallToAction
        inset={inset}
        showNoCardNote={viewer.kind === 'visitor'}
        actions={
          <>
            <MainActionButton action={main.action} onAct={main.act} tone="inverse" />
            <TryDemoButton expanded={demoOpen} onToggle={toggleDemo} tone="inverse" />
          </>
        }
      />
      <DemoCallDialog open={demoOpen} onClose={closeDemo} />
    </div>
  );
};

import { ClosingCallToAction } from '../../features/marketing/components/closing-call-to-action';
import { CustomersSection } from '../../features/marketing/components/customers-section';
import { FeatureStrip } from '../../features/marketing/components/feature-strip';
import { HowItWorks } from '../../features/marketing/components/how-it-works';
import { LandingHero } from '../../features/marketing/components/landing-hero';
import { ProposalPromptForm } from '../../features/proposals/components/proposal-prompt-form';

/** `/` and `/voice`: AI voice calls and the proposal prompt (spec 000 §1, §2). */
export const LandingRoute = () => (
  <>
    <title>Vanilla · Never miss a call again with AI</title>
    <LandingHero>
      <ProposalPromptForm />
    </LandingHero>
    <FeatureStrip />
    <HowItWorks />
    <CustomersSection />
    <ClosingCallToAction />
  </>
);

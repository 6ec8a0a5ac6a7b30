import { AiTeamPage } from '../../features/ai-team/components/ai-team-page';
import { ClosingCallToAction } from '../../features/marketing/components/closing-call-to-action';

/** /ai-team: the AI Team marketing page (spec 000 §2). */
export const AiTeamRoute = () => (
  <>
    <title>AI Team · Vanilla</title>
    <AiTeamPage />
    <ClosingCallToAction />
  </>
);

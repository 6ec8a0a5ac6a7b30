import { paths } from '../../../config/paths';
import { AiTeamMembersPage } from '../../../features/ai-team/components/ai-team-members-page';

/** /business/ai-team (001 §2 "AI Team"). */
export const AiTeamMembersRoute = () => (
  <>
    <title>AI Team · Vanilla</title>
    <AiTeamMembersPage addMemberHref={paths.business.receptionistSetup} />
  </>
);

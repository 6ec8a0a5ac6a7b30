import { useParams } from 'react-router';
import { proposalMarkdownTree } from '../../components/proposal-templates/markdown-tree';
import { MarkdownTreesContext } from '../../components/proposal-templates/proposal-markdown';
import { SharedProposalView } from '../../features/shared-proposal/components/shared-proposal-page';

/**
 * /shared-proposal/:token (000 §2) inside the app, for `npm run dev`; the server answers the
 * address with the page's own entry (shared-proposal.html), rendered.
 */
export const SharedProposalRoute = () => (
  <MarkdownTreesContext value={proposalMarkdownTree}>
    <SharedProposalView token={useParams().token?.trim() ?? ''} initial={null} />
  </MarkdownTreesContext>
);

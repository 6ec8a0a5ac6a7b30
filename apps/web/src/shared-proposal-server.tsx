import type { Root } from 'hast';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { proposalMarkdownTree } from './components/proposal-templates/markdown-tree';
import { ErrorBoundary } from './components/layouts/error-page';
import { MarkdownTreesContext } from './components/proposal-templates/proposal-markdown';
import { SharedProposalView } from './features/shared-proposal/components/shared-proposal-page';
import {
  embedServerProposal,
  type ServerProposal,
} from './features/shared-proposal/utils/server-data';

// React puts the page's own head elements (its <title> and <meta> tags) first in its output.
const HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>)*/;

/**
 * The shared proposal page as the server answers it (built by `vite build --ssr` for the API):
 * shared-proposal.html with the page rendered into it by the same components, markdown pipeline
 * and sanitising as in the browser, and the data the browser hydrates it with, the markdown's
 * trees included.
 */
export const renderSharedProposalPage = (
  template: string,
  data: Omit<ServerProposal, 'trees'>,
): string => {
  const trees = new Map<string, Root>();
  const treeOf = (markdown: string) => {
    const tree = trees.get(markdown) ?? proposalMarkdownTree(markdown);
    trees.set(markdown, tree);
    return tree;
  };
  const html = renderToString(
    <StrictMode>
      <MarkdownTreesContext value={treeOf}>
        <ErrorBoundary>
          <SharedProposalView token={data.token} initial={data.proposal} />
        </ErrorBoundary>
      </MarkdownTreesContext>
    </StrictMode>,
  );
  const head = HEAD_ELEMENTS.exec(html)?.[0] ?? '';
  return template
    .replace('<!--ssr-head-->', () => head)
    .replace('<!--ssr-body-->', () => html.slice(head.length))
    .replace('<!--ssr-data-->', () => embedServerProposal({ ...data, trees: [...trees] }));
};

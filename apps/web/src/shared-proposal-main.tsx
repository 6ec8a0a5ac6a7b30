import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from './components/layouts/error-page';
import {
  MarkdownTreesContext,
  type MarkdownTrees,
} from './components/proposal-templates/proposal-markdown';
import { SharedProposalView } from './features/shared-proposal/components/shared-proposal-page';
import { readServerProposal } from './features/shared-proposal/utils/server-data';
import './index.css';

// The client's shared link (000 §2) has an entry of its own: a phone opening it from a text
// message loads React and this page, nothing of the app's router, store, navigation or other
// pages, nor a markdown parser. The server renders the proposal into the HTML; this hydrates it
// from the same data and the markdown trees the server made. A page the server sent without them
// (the link did not open) renders in the browser, with the parser fetched for it.
const container = document.getElementById('root');
if (!container) throw new Error('shared-proposal.html has no #root element');

const server = readServerProposal();
const token =
  server?.token ?? decodeURIComponent(window.location.pathname.split('/')[2] ?? '').trim();
const page = (trees: MarkdownTrees) => (
  <StrictMode>
    <MarkdownTreesContext value={trees}>
      <ErrorBoundary>
        <SharedProposalView token={token} initial={server?.proposal ?? null} />
      </ErrorBoundary>
    </MarkdownTreesContext>
  </StrictMode>
);

if (server) {
  const trees = new Map(server.trees);
  hydrateRoot(
    container,
    page((markdown) => {
      const tree = trees.get(markdown);
      if (!tree) throw new Error('The server sent no tree for a piece of this proposal');
      return tree;
    }),
  );
} else {
  void import('./components/proposal-templates/markdown-tree').then(({ proposalMarkdownTree }) =>
    createRoot(container).render(page(proposalMarkdownTree)),
  );
}

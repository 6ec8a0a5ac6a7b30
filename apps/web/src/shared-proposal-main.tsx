import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { store } from './app/store';
import { seedSharedProposal } from './features/shared-proposal/api/shared-proposal-api';
import { SharedProposalView } from './features/shared-proposal/components/shared-proposal-page';
import { readServerProposal } from './features/shared-proposal/utils/server-data';
import './index.css';

// The client's shared link (000 §2) has an entry of its own: a phone opening it from a text
// message loads this page and nothing of the app's router, navigation or other pages. The server
// renders the proposal into the HTML; this hydrates it, with the same data in the cache.
const container = document.getElementById('root');
if (!container) throw new Error('shared-proposal.html has no #root element');

const server = readServerProposal();
const token =
  server?.token ?? decodeURIComponent(window.location.pathname.split('/')[2] ?? '').trim();
const page = (
  <StrictMode>
    <Provider store={store}>
      <SharedProposalView token={token} />
    </Provider>
  </StrictMode>
);

if (server) {
  void store
    .dispatch(seedSharedProposal(server.token, server.proposal))
    .then(() => hydrateRoot(container, page));
} else {
  createRoot(container).render(page);
}

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SharedProposalView } from './features/shared-proposal/components/shared-proposal-page';
import { readServerProposal } from './features/shared-proposal/utils/server-data';
import './index.css';

// The client's shared link (000 §2) has an entry of its own: a phone opening it from a text
// message loads React and this page, nothing of the app's router, store, navigation or other
// pages. The server renders the proposal into the HTML; this hydrates it from the same data.
const container = document.getElementById('root');
if (!container) throw new Error('shared-proposal.html has no #root element');

const server = readServerProposal();
const page = (
  <StrictMode>
    <SharedProposalView
      token={
        server?.token ?? decodeURIComponent(window.location.pathname.split('/')[2] ?? '').trim()
      }
      initial={server?.proposal ?? null}
    />
  </StrictMode>
);

if (server) hydrateRoot(container, page);
else createRoot(container).render(page);

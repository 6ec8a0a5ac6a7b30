import type { SharedProposalResponse } from '@vanilla/contracts';
import type { Root } from 'hast';

/**
 * What the server renders the page from, sent beside its HTML for the browser to hydrate with:
 * the proposal, and the sanitised tree of each piece of its markdown, so the browser renders the
 * same elements without parsing markdown itself.
 */
export type ServerProposal = {
  token: string;
  proposal: SharedProposalResponse;
  trees: [markdown: string, tree: Root][];
};

const ELEMENT_ID = 'shared-proposal-data';

/**
 * The data as a JSON script element, which no browser runs (the CSP allows no inline script
 * anyway). Every `<` is escaped so no text in the proposal can close the element.
 */
export const embedServerProposal = (data: ServerProposal): string =>
  `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** The data the server sent with this page, or null when it rendered none. */
export const readServerProposal = (): ServerProposal | null => {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerProposal) : null;
};

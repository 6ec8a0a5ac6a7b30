import { randomUUID } from 'node:crypto';
import { proposalStreamName } from '@vanilla/domain';
import type { ProposalEvent } from '@vanilla/domain';
import { sharedProposal } from '@vanilla/domain/testing';
import type { DashboardProposal } from '@vanilla/contracts';
import type { EventStore } from '../infrastructure/event-store/event-store.js';
import { newAgent } from './accounts-fixtures.js';
import type { Agent } from './accounts-fixtures.js';
import { signatureDataUrl } from './png-fixtures.js';

// What the dashboard helpers need of a test app: a way to wait for the read models (a structural
// type, so journeys importing these fixtures do not compile the whole app with them).
type CatchingUp = { runner: { waitUntilCaughtUp(): Promise<unknown> } };

export type ProposalFixture = {
  proposalId: string;
  companyId: string;
  creatorId: string;
  token: string;
};

export const newProposalFixture = (overrides: Partial<ProposalFixture> = {}): ProposalFixture => ({
  proposalId: randomUUID(),
  companyId: randomUUID(),
  creatorId: randomUUID(),
  token: randomUUID().replace(/-/g, ''),
  ...overrides,
});

const now = () => new Date().toISOString();

export const sharedEvent = (p: ProposalFixture, value = 12_500): ProposalEvent =>
  sharedProposal({
    proposalId: p.proposalId,
    token: p.token,
    companyId: p.companyId,
    creatorId: p.creatorId,
    contentHash: 'content-hash',
    keySellingPoints: { price: '', whyChooseUs: '', testimonials: '', warrantyInfo: '' },
    value,
    sharedAt: now(),
  });

export const viewedEvent = (p: ProposalFixture): ProposalEvent => ({
  type: 'ProposalViewed',
  data: { proposalId: p.proposalId, ipHash: 'ip', userAgent: 'jest', viewedAt: now() },
});

export const appendProposalEvents = (
  store: EventStore,
  p: ProposalFixture,
  events: ProposalEvent[],
) =>
  store.append(
    proposalStreamName(p.proposalId),
    events.map((event) => ({
      type: event.type,
      data: event.data,
      metadata: { companyId: p.companyId, actorUserId: p.creatorId },
    })),
  );

export const heatPumpContent =
  '# Heat Pump Proposal\n\n## Summary\nA 3-ton heat pump for the Smith home.\n\n## Investment\n$12,500';

// The share of the heat pump proposal, with `extra` fields of the request.
export const heatPumpShare = (extra: Record<string, unknown> = {}) => ({
  proposalContent: heatPumpContent,
  clientName: 'Dana Smith',
  clientEmail: 'dana@example.com',
  companyName: 'Cool Air HVAC',
  keySellingPoints: { price: '$12,500', whyChooseUs: '', testimonials: '', warrantyInfo: '' },
  ...extra,
});

// Shares a proposal through the API as the signed-in `agent`.
export const shareThroughApi = async (agent: Agent, extra: Record<string, unknown> = {}) =>
  (await agent.post('/api/share-proposal').send(heatPumpShare(extra)).expect(201)).body as {
    token: string;
    proposalId: string;
  };

// A client's signing request: a drawn PNG, the signer, and their consent to sign electronically.
export const signingBody = (
  token: string,
  signer: { name: string; email: string } = { name: 'Dana', email: 'dana@example.com' },
) => ({ token, signature: signatureDataUrl(), ...signer, consent: true as const });

// Signs a shared proposal through the API, as a client from the link would.
export const signThroughApi = async (
  url: string,
  token: string,
  signer: { name: string; email: string },
) => {
  await newAgent(url).post('/api/track-proposal-view').send(signingBody(token, signer)).expect(200);
};

// The dashboard's rows as `agent` sees them, once the read models have caught up.
export const dashboardRows = async (app: CatchingUp, agent: Agent) => {
  await app.runner.waitUntilCaughtUp();
  return (
    (await agent.get('/api/dashboard').expect(200)).body as { proposals: DashboardProposal[] }
  ).proposals;
};

export const dashboardRow = async (app: CatchingUp, agent: Agent, token: string) =>
  (await dashboardRows(app, agent)).find((row) => row.token === token);

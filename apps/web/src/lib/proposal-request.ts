import { isRecord } from './generated-proposal';

// "Write proposal" (the call detail and the contact page) opens the proposal wizard with the
// client's details and, when there is one, what the client asked for. It travels as router state,
// so no feature imports another: the pages that send it and the wizard's route both use this.

export type ProposalClient = { name: string; email: string; phone: string; address: string };

export type ProposalRequest = {
  client: ProposalClient;
  /** What the client asked for (a call's summary and transcript); '' when nothing is known. */
  request: string;
};

type ProposalRequestState = { proposalRequest: ProposalRequest };

export const proposalRequestState = (request: ProposalRequest): ProposalRequestState => ({
  proposalRequest: request,
});

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The request router state carries, or null when it carries none. */
export const readProposalRequest = (state: unknown): ProposalRequest | null => {
  if (!isRecord(state) || !isRecord(state.proposalRequest)) return null;
  const { client, request } = state.proposalRequest;
  if (!isRecord(client)) return null;
  return {
    client: {
      name: text(client.name),
      email: text(client.email),
      phone: text(client.phone),
      address: text(client.address),
    },
    request: text(request),
  };
};

/**
 * The text the proposal writer (POST /api/voice-to-proposal) reads: who the client is, then what
 * they asked for, as a contractor would dictate it.
 */
export const proposalRequestText = ({ client, request }: ProposalRequest): string =>
  [
    `Proposal for ${client.name || 'the client'}`,
    client.address && `Property address: ${client.address}`,
    client.phone && `Client phone: ${client.phone}`,
    client.email && `Client email: ${client.email}`,
    request && `What the client asked for:\n${request}`,
  ]
    .filter((line) => line !== '')
    .join('\n');

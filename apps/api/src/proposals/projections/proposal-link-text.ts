import type { ProposalSent } from '@vanilla/domain';

// The text that carries a proposal's link to its client: who sent it, what it is, the link, and
// the opt-out carriers require of business texts (STOP is honoured by the messaging context).
export const proposalLinkText = (data: ProposalSent['data'], link: string): string => {
  const company = data.companyName.trim() || 'Your contractor';
  return `${company} sent you a proposal: "${data.title}". View and sign it here: ${link}\nReply STOP to opt out.`;
};

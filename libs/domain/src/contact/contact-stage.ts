// A contact's place in the pipeline (001 §2 Clients page), in the spec's order. It is a fact of
// the log: every stage follows from a call, a proposal or a job event.
export const contactStages = [
  'Lead',
  'Request',
  'Proposal Sent',
  'Proposal Completed',
  'Job Assigned',
  'Job Completed',
  'Paid',
] as const;

export type ContactStage = (typeof contactStages)[number];

// What one event of the log says about a contact.
export type StageFact =
  | 'lead'
  | 'request'
  | 'proposal_sent'
  | 'proposal_signed'
  | 'job_scheduled'
  | 'job_completed'
  | 'job_paid';

const stageOfFact: Record<StageFact, ContactStage> = {
  lead: 'Lead',
  request: 'Request',
  proposal_sent: 'Proposal Sent',
  proposal_signed: 'Proposal Completed',
  job_scheduled: 'Job Assigned',
  job_completed: 'Job Completed',
  job_paid: 'Paid',
};

export const stageRank = (stage: ContactStage): number => contactStages.indexOf(stage);

export const isContactStage = (value: string): value is ContactStage =>
  (contactStages as readonly string[]).includes(value);

// The stage follows the latest step of the contact's latest deal. A call or a manual entry alone
// never moves anyone back to Lead, and a call asking for an appointment or a quote opens a new
// deal only for a lead or a client whose last deal is paid: a client who calls about the price of
// a proposal they hold stays at Proposal Sent. A proposal or a job step always sets its stage, so
// a new proposal to a paid client starts their next deal at Proposal Sent.
export const stageAfter = (current: ContactStage | null, fact: StageFact): ContactStage => {
  const next = stageOfFact[fact];
  if (current === null) return next;
  switch (fact) {
    case 'lead':
      return current;
    case 'request':
      return current === 'Lead' || current === 'Paid' ? next : current;
    default:
      return next;
  }
};

// A call is a request when the caller asked for an appointment or a price: the transcript's
// appointment and sale tags (000 §9's keyword table) on what the caller said, or on the reason
// the call's analysis gave.
export const isRequestCall = (callerTags: readonly string[]): boolean =>
  callerTags.includes('appointment') || callerTags.includes('sale');

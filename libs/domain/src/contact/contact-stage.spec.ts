import { contactStages, isRequestCall, stageAfter } from './contact-stage.js';
import type { ContactStage, StageFact } from './contact-stage.js';

const after = (facts: StageFact[], from: ContactStage | null = null) =>
  facts.reduce<ContactStage | null>((stage, fact) => stageAfter(stage, fact), from);

describe('stageAfter', () => {
  it('should walk a caller who books, gets a proposal, signs, gets the job done and pays through every stage in the spec order', () => {
    const path: StageFact[] = [
      'lead',
      'request',
      'proposal_sent',
      'proposal_signed',
      'job_scheduled',
      'job_completed',
      'job_paid',
    ];
    const stages = path.map((_, i) => after(path.slice(0, i + 1)));
    expect(stages).toEqual([...contactStages]);
  });

  it.each<[StageFact, ContactStage]>([
    ['lead', 'Lead'],
    ['request', 'Request'],
    ['proposal_sent', 'Proposal Sent'],
    ['proposal_signed', 'Proposal Completed'],
  ])('should start a contact first known by %s at %s', (fact, stage) => {
    expect(stageAfter(null, fact)).toBe(stage);
  });

  it.each(contactStages.filter((stage) => stage !== 'Lead'))(
    'should keep a contact at %s when they call again or are added by hand',
    (stage) => {
      expect(stageAfter(stage, 'lead')).toBe(stage);
    },
  );

  it('should not move a client holding a proposal back to Request when they call about its price', () => {
    for (const stage of ['Proposal Sent', 'Proposal Completed', 'Job Assigned'] as const) {
      expect(stageAfter(stage, 'request')).toBe(stage);
    }
  });

  it('should open a new deal at Request when a paid client calls for another visit', () => {
    expect(stageAfter('Paid', 'request')).toBe('Request');
  });

  it('should start the next deal at Proposal Sent when a paid client gets a new proposal', () => {
    expect(after(['proposal_sent'], 'Paid')).toBe('Proposal Sent');
  });

  it('should move a contact added by hand straight to Job Assigned when a job is scheduled for them', () => {
    expect(after(['lead', 'job_scheduled'])).toBe('Job Assigned');
  });
});

describe('isRequestCall', () => {
  it('should take an appointment or a price asked for as a request, and nothing else', () => {
    expect(isRequestCall(['greeting', 'appointment'])).toBe(true);
    expect(isRequestCall(['sale'])).toBe(true);
    expect(isRequestCall(['greeting', 'support', 'timeline'])).toBe(false);
  });
});

import { sharedProposal } from './proposal-fixtures.js';
import { defaultFollowUpPlan, followUpPlanProblem, intoBusinessHours } from './follow-up-plan.js';
import type { FollowUpPlan } from './follow-up-plan.js';
import type { ProposalEvent, ProposalShared } from './proposal-events.js';
import {
  decideFollowUp,
  decideStopFollowUps,
  evolveFollowUps,
  initialFollowUpState,
  nextFollowUp,
} from './proposal-follow-ups.js';
import type { FollowUpContext } from './proposal-follow-ups.js';

const proposalId = 'p-1';
// A Monday, 10:00 in New York (EST).
const sharedAt = '2026-11-23T15:00:00.000Z';
const timezone = 'America/New_York';

const shared: ProposalShared = sharedProposal({
  proposalId,
  title: 'Heat pump',
  content: '# Heat pump',
  contentHash: 'h',
  clientName: 'Dana',
  clientPhone: '+15550100',
  companyAddress: '',
  companyPhone: '',
  companyEmail: '',
  keySellingPoints: { price: '', whyChooseUs: '', testimonials: '', warrantyInfo: '' },
  value: 1,
  expiresAt: '2026-12-23T04:59:59.999Z',
  sharedAt,
});

const plan: FollowUpPlan = {
  ...defaultFollowUpPlan(),
  enabled: true,
  enabledAt: '2026-11-01T00:00:00.000Z',
};

const given = (...events: ProposalEvent[]) =>
  events.reduce(evolveFollowUps, initialFollowUpState());

const context = (now: string, more: Partial<FollowUpContext> = {}): FollowUpContext => ({
  now: new Date(now),
  plan,
  timezone,
  link: 'https://app.test/shared-proposal/tok',
  textAddress: '+15550100',
  textOptedOut: false,
  sendsProposals: true,
  ...more,
});

const viewed = (viewedAt: string): ProposalEvent => ({
  type: 'ProposalViewed',
  data: { proposalId, ipHash: 'ip', userAgent: 'ua', viewedAt },
});

const called = (receivedAt: string): ProposalEvent => ({
  type: 'ProposalCallReceived',
  data: { proposalId, callId: 'c', from: '+15550100', receptionistId: null, receivedAt },
});

// Two days after the share, in business hours: Wednesday 10:00 EST.
const dayTwo = '2026-11-25T15:00:00.000Z';

describe('follow-ups', () => {
  describe('nextFollowUp', () => {
    it('should be due two days after the share when not viewed', () => {
      expect(nextFollowUp(given(shared), plan, timezone)).toMatchObject({
        step: { id: 'not-viewed' },
        dueAt: dayTwo,
      });
    });

    it('should be due five days after the first view when viewed but not signed', () => {
      // Viewed Tuesday 11:00 EST; five days on is Sunday, so Monday 9:00.
      const next = nextFollowUp(given(shared, viewed('2026-11-24T16:00:00.000Z')), plan, timezone);
      expect(next).toMatchObject({
        step: { id: 'viewed-not-signed' },
        dueAt: '2026-11-30T14:00:00.000Z',
      });
    });

    it('should be due three days before expiry once the others are handled', () => {
      const state = given(shared, viewed('2026-11-24T16:00:00.000Z'), {
        type: 'FollowUpSent',
        data: {
          proposalId,
          stepId: 'viewed-not-signed',
          trigger: 'viewed_not_signed_after_days',
          channel: 'email',
          address: 'dana@example.com',
          subject: 's',
          body: 'b',
          dueAt: '2026-11-30T14:00:00.000Z',
          sentAt: '2026-11-30T14:00:00.000Z',
        },
      });
      // Expires Tuesday 22nd 23:59 EST; three days before is Saturday 19th 23:59, so Monday 9:00.
      expect(nextFollowUp(state, plan, timezone)).toMatchObject({
        step: { id: 'before-expiry' },
        dueAt: '2026-12-21T14:00:00.000Z',
      });
    });

    it('should be none when the plan is off or the step was due before it was turned on', () => {
      expect(nextFollowUp(given(shared), { ...plan, enabled: false }, timezone)).toBeNull();
      const late = { ...plan, enabledAt: '2026-12-30T00:00:00.000Z' };
      expect(nextFollowUp(given(shared), late, timezone)).toBeNull();
    });

    it('should be due at once when a signal stopped the plan, to record why it was skipped', () => {
      expect(
        nextFollowUp(given(shared, called('2026-11-24T12:00:00.000Z')), plan, timezone),
      ).toMatchObject({
        step: { id: 'not-viewed' },
        dueAt: '2026-11-24T12:00:00.000Z',
      });
    });
  });

  describe('intoBusinessHours', () => {
    const hours = plan.hours;
    it('should keep a time inside the hours', () => {
      expect(intoBusinessHours(new Date(dayTwo), hours, timezone).toISOString()).toBe(dayTwo);
    });

    it('should move a Saturday to Monday 9:00', () => {
      expect(
        intoBusinessHours(new Date('2026-11-28T15:00:00.000Z'), hours, timezone).toISOString(),
      ).toBe('2026-11-30T14:00:00.000Z');
    });

    it('should move an evening to the next morning', () => {
      // Thursday 18:00 EST.
      expect(
        intoBusinessHours(new Date('2026-11-26T23:00:00.000Z'), hours, timezone).toISOString(),
      ).toBe('2026-11-27T14:00:00.000Z');
    });

    it('should open at 9:00 on the wall clock across a daylight-saving change', () => {
      // Saturday 7 March 2026 (EST) moves to Monday 9 March, which is in EDT (UTC-4).
      expect(
        intoBusinessHours(new Date('2026-03-07T15:00:00.000Z'), hours, timezone).toISOString(),
      ).toBe('2026-03-09T13:00:00.000Z');
    });
  });

  describe('decideFollowUp', () => {
    it('should send nothing before the step is due', () => {
      expect(decideFollowUp(given(shared), context('2026-11-25T14:59:59.000Z'))).toEqual([]);
    });

    it('should send the step on its channels with the placeholders filled in when due', () => {
      const twoChannels: FollowUpPlan = {
        ...plan,
        steps: plan.steps.map((step) => ({ ...step, channels: ['email', 'sms'] })),
      };
      const events = decideFollowUp(given(shared), context(dayTwo, { plan: twoChannels }));
      expect(events).toEqual([
        {
          type: 'FollowUpSent',
          data: expect.objectContaining({
            stepId: 'not-viewed',
            channel: 'email',
            address: 'dana@example.com',
            subject: 'Your proposal from Cool Air',
            body: expect.stringContaining('"Heat pump"'),
            dueAt: dayTwo,
          }),
        },
        {
          type: 'FollowUpSent',
          data: expect.objectContaining({ channel: 'sms', address: '+15550100', subject: '' }),
        },
      ]);
      expect(events[0].data).toMatchObject({
        body: expect.stringContaining('https://app.test/shared-proposal/tok'),
      });
    });

    const signals: Array<[string, ProposalEvent]> = [
      [
        'signed',
        {
          type: 'ProposalSigned',
          data: {
            proposalId,
            signerName: 'Dana',
            signerEmail: 'dana@example.com',
            signatureHash: 's',
            contentHash: 'h',
            title: 'Heat pump',
            companyName: 'Cool Air',
            ip: 'ip',
            userAgent: 'ua',
            signedAt: '2026-11-24T12:00:00.000Z',
          },
        },
      ],
      [
        'declined',
        {
          type: 'ProposalDeclined',
          data: {
            proposalId,
            reason: '',
            title: 'Heat pump',
            clientName: 'Dana',
            declinedAt: '2026-11-24T12:00:00.000Z',
          },
        },
      ],
      [
        'message',
        {
          type: 'ProposalMessageReceived',
          data: {
            proposalId,
            name: 'Dana',
            email: 'dana@example.com',
            message: 'Call me',
            title: 'Heat pump',
            ipHash: 'ip',
            receivedAt: '2026-11-24T12:00:00.000Z',
          },
        },
      ],
      // One second before the send.
      ['call', called('2026-11-25T14:59:59.000Z')],
      [
        'stopped_manually',
        {
          type: 'FollowUpsStopped',
          data: {
            proposalId,
            by: 'contractor',
            reason: 'stopped_manually',
            stoppedAt: '2026-11-24T12:00:00.000Z',
          },
        },
      ],
      [
        'opted_out',
        {
          type: 'FollowUpsStopped',
          data: {
            proposalId,
            by: 'client',
            reason: 'opted_out',
            stoppedAt: '2026-11-24T12:00:00.000Z',
          },
        },
      ],
    ];

    it.each(signals)('should skip the step (%s) and then send nothing more', (reason, signal) => {
      const state = given(shared, signal);
      const events = decideFollowUp(state, context(dayTwo));
      expect(events).toEqual([
        {
          type: 'FollowUpSkipped',
          data: expect.objectContaining({ stepId: 'not-viewed', reason }),
        },
      ]);
      const after = events.reduce(evolveFollowUps, state);
      expect(nextFollowUp(after, plan, timezone)).toBeNull();
      expect(decideFollowUp(after, context('2027-01-30T15:00:00.000Z'))).toEqual([]);
    });

    it('should stop the plan when the client replied STOP to a text', () => {
      expect(
        decideFollowUp(given(shared), context(dayTwo, { textOptedOut: true })).map((e) => [
          e.type,
          'reason' in e.data ? e.data.reason : null,
        ]),
      ).toEqual([
        ['FollowUpsStopped', 'opted_out'],
        ['FollowUpSkipped', 'opted_out'],
      ]);
    });

    it('should skip a step with no address on any of its channels', () => {
      const noEmail = given({ ...shared, data: { ...shared.data, clientEmail: ' ' } });
      expect(decideFollowUp(noEmail, context(dayTwo))).toEqual([
        { type: 'FollowUpSkipped', data: expect.objectContaining({ reason: 'no_address' }) },
      ]);
    });

    it("should skip a step, sending nothing, when the creator's plan does not send by email and text", () => {
      const state = given(shared);
      const events = decideFollowUp(state, context(dayTwo, { sendsProposals: false }));
      expect(events).toEqual([
        {
          type: 'FollowUpSkipped',
          data: expect.objectContaining({ stepId: 'not-viewed', reason: 'plan' }),
        },
      ]);
      // The next step is still due on its day: on a plan that sends by then, it goes.
      const after = events.reduce(evolveFollowUps, state);
      expect(nextFollowUp(after, plan, timezone)?.step.id).not.toBe('not-viewed');
    });

    it('should skip a step due once the link has expired', () => {
      const short = given({
        ...shared,
        data: { ...shared.data, expiresAt: '2026-11-25T04:59:59.999Z' },
      });
      expect(decideFollowUp(short, context(dayTwo))).toEqual([
        { type: 'FollowUpSkipped', data: expect.objectContaining({ reason: 'expired' }) },
      ]);
    });

    it('should decide each step once', () => {
      const state = given(shared);
      const after = decideFollowUp(state, context(dayTwo)).reduce(evolveFollowUps, state);
      expect(decideFollowUp(after, context(dayTwo))).toEqual([]);
    });
  });

  describe('decideStopFollowUps', () => {
    it('should record a stop once', () => {
      const [stop] = decideStopFollowUps(given(shared), 'contractor', new Date(dayTwo));
      expect(stop).toMatchObject({
        type: 'FollowUpsStopped',
        data: { reason: 'stopped_manually' },
      });
      expect(decideStopFollowUps(given(shared, stop), 'client', new Date(dayTwo))).toEqual([]);
    });
  });

  describe('followUpPlanProblem', () => {
    it('should accept the default plan and refuse bad ones', () => {
      expect(followUpPlanProblem(plan)).toBeNull();
      expect(followUpPlanProblem({ ...plan, steps: [] })).toMatch(/1 to 10 steps/);
      const [first] = plan.steps;
      expect(followUpPlanProblem({ ...plan, steps: [{ ...first, days: 61 }] })).toMatch(/Days/);
      expect(followUpPlanProblem({ ...plan, steps: [first, first] })).toMatch(/own id/);
      expect(followUpPlanProblem({ ...plan, steps: [{ ...first, channels: [] }] })).toMatch(
        /email, text/,
      );
      expect(
        followUpPlanProblem({ ...plan, hours: { days: ['monday'], start: '17:00', end: '09:00' } }),
      ).toMatch(/Business hours/);
    });
  });
});

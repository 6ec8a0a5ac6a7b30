import { sharedProposal } from './proposal-fixtures.js';
import { DeciderSpecification } from '../testing.js';
import { fold } from '../decider/decider.js';
import { proposalDecider } from './proposal-decider.js';
import { depositDue, depositOf, depositTermsError, depositMessages } from './proposal-deposit.js';
import type { ProposalEvent, ProposalShared, ProposalSigned } from './proposal-events.js';
import type { RecordDepositPayment, ShareProposal } from './proposal-commands.js';

const proposalId = 'p-1';
const at = '2026-11-28T10:00:00.000Z';

const shared: ProposalShared = sharedProposal({
  proposalId,
  content: '# HVAC Proposal\n\nA new heat pump.',
  priceOptions: [
    { id: 'good', name: 'Good', price: 10000, description: '', recommended: false },
    { id: 'best', name: 'Best', price: 15000, description: '', recommended: true },
  ],
  deposit: { percent: 20 },
  keySellingPoints: { price: '', whyChooseUs: '', testimonials: '', warrantyInfo: '' },
  value: 15000,
  sharedAt: at,
});

const signed: ProposalSigned = {
  type: 'ProposalSigned',
  data: {
    proposalId,
    signerName: 'Dana Client',
    signerEmail: 'dana@example.com',
    signatureHash: 'png-hash',
    contentHash: 'hash-of-content',
    choice: { option: { id: 'good', name: 'Good', price: 10000 }, addOns: [], total: 10000 },
    agreementHash: 'agreement-hash',
    title: 'HVAC Proposal',
    companyName: 'Cool Air',
    ip: '203.0.113.9',
    userAgent: 'ua',
    signedAt: at,
  },
};

const payment: RecordDepositPayment = {
  type: 'RecordDepositPayment',
  data: { proposalId, amount: 2000, currency: 'usd', paymentIntentId: 'pi_1' },
};
const paid: ProposalEvent = { type: 'DepositPaid', data: { ...payment.data, paidAt: at } };

const given = (events: ProposalEvent[]) =>
  DeciderSpecification.for(proposalDecider, { now: new Date(at) }).given(events);

describe('deposit at signing', () => {
  describe('ShareProposal', () => {
    const { title: _title, value: _value, sharedAt: _sharedAt, ...shareData } = shared.data;
    const share: ShareProposal = { type: 'ShareProposal', data: { ...shareData, value: null } };

    it('should record the deposit terms when the share asks for a deposit', () => {
      given([]).when(share).then([shared]);
    });

    it('should refuse when the deposit percent is out of range', () => {
      given([])
        .when({ ...share, data: { ...share.data, deposit: { percent: 0 } } })
        .thenThrows('DepositInvalid');
    });

    it('should refuse when the deposit amount is not more than zero', () => {
      given([])
        .when({ ...share, data: { ...share.data, deposit: { amount: -5 } } })
        .thenThrows('DepositInvalid');
    });
  });

  describe('RecordDepositPayment', () => {
    it('should record DepositPaid when the signed proposal asks for a deposit', () => {
      given([shared, signed]).when(payment).then([paid]);
    });

    it('should record nothing when the deposit is already paid', () => {
      given([shared, signed, paid])
        .when({ ...payment, data: { ...payment.data, paymentIntentId: 'pi_2' } })
        .then([]);
    });

    it('should refuse when the proposal is not signed yet', () => {
      given([shared]).when(payment).thenThrows('ProposalNotSigned');
    });

    it('should refuse when the proposal asks for no deposit', () => {
      const { deposit: _deposit, ...withoutDeposit } = shared.data;
      given([{ ...shared, data: withoutDeposit }, signed])
        .when(payment)
        .thenThrows('NoDepositAsked');
    });

    it('should keep the proposal accepted when the deposit is paid', () => {
      expect(fold(proposalDecider, [shared, signed, paid]).lifecycle).toBe('accepted');
    });
  });

  describe('depositOf', () => {
    it('should ask a percent of the offered value when not yet signed', () => {
      expect(depositOf(fold(proposalDecider, [shared]))).toEqual({
        terms: { percent: 20 },
        due: 3000,
        paid: null,
      });
    });

    it('should ask a percent of the chosen total and show the payment when signed and paid', () => {
      expect(depositOf(fold(proposalDecider, [shared, signed, paid]))).toEqual({
        terms: { percent: 20 },
        due: 2000,
        paid: { amount: 2000, currency: 'usd', at },
      });
    });

    it('should be null when the share asks for no deposit', () => {
      const { deposit: _deposit, ...withoutDeposit } = shared.data;
      expect(depositOf(fold(proposalDecider, [{ ...shared, data: withoutDeposit }]))).toBeNull();
    });
  });

  describe('depositDue', () => {
    it('should round a percent to the cent when the total has cents', () => {
      expect(depositDue({ percent: 33 }, 1000.01)).toBe(330);
      expect(depositDue({ percent: 15 }, 20349.5)).toBe(3052.43);
    });

    it('should ask no more than the total when a fixed amount exceeds it', () => {
      expect(depositDue({ amount: 500 }, 12000)).toBe(500);
      expect(depositDue({ amount: 50000 }, 12000)).toBe(12000);
    });
  });

  describe('depositTermsError', () => {
    it('should accept a whole percent or an amount in cents when exactly one is given', () => {
      expect(depositTermsError({ percent: 100 })).toBeNull();
      expect(depositTermsError({ amount: 250.5 })).toBeNull();
    });

    it('should name the rule when the terms are not exactly one valid field', () => {
      expect(depositTermsError({})).toBe(depositMessages.shape);
      expect(depositTermsError({ percent: 20, amount: 100 })).toBe(depositMessages.shape);
      expect(depositTermsError({ percent: 20.5 })).toBe(depositMessages.percent);
      expect(depositTermsError({ percent: 101 })).toBe(depositMessages.percent);
      expect(depositTermsError({ amount: 0 })).toBe(depositMessages.amount);
      expect(depositTermsError({ amount: 1.234 })).toBe(depositMessages.amount);
      expect(depositTermsError({ amount: '100' })).toBe(depositMessages.amount);
    });
  });
});

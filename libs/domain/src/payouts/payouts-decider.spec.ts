import { DeciderSpecification } from '../testing.js';
import { payoutsDecider } from './payouts-decider.js';
import type { PayoutsEvent } from './payouts-events.js';

const at = '2026-11-28T10:00:00.000Z';
const given = (events: PayoutsEvent[]) =>
  DeciderSpecification.for(payoutsDecider, { now: new Date(at) }).given(events);

const record = {
  type: 'RecordStripeAccount' as const,
  data: { companyId: 'c-1', accountId: 'acct_1', createdBy: 'u-1' },
};
const created: PayoutsEvent = {
  type: 'StripeAccountCreated',
  data: { ...record.data, createdAt: at },
};
const status = {
  type: 'RecordStripeAccountStatus' as const,
  data: { companyId: 'c-1', accountId: 'acct_1', chargesEnabled: true, detailsSubmitted: true },
};
const enabled: PayoutsEvent = {
  type: 'StripeAccountUpdated',
  data: { ...status.data, updatedAt: at },
};

describe('payoutsDecider', () => {
  describe('RecordStripeAccount', () => {
    it('should record the account when the company has none', () => {
      given([]).when(record).then([created]);
    });

    it('should record nothing when the same account is reported again', () => {
      given([created]).when(record).then([]);
    });

    it('should refuse when the company already has another account', () => {
      given([created])
        .when({ ...record, data: { ...record.data, accountId: 'acct_2' } })
        .thenThrows('StripeAccountExists');
    });
  });

  describe('RecordStripeAccountStatus', () => {
    it('should record the status when it changed', () => {
      given([created]).when(status).then([enabled]);
    });

    it('should record nothing when the status is unchanged', () => {
      given([created, enabled]).when(status).then([]);
      given([created])
        .when({
          ...status,
          data: { ...status.data, chargesEnabled: false, detailsSubmitted: false },
        })
        .then([]);
    });

    it('should refuse when the account is not the company’s', () => {
      given([created])
        .when({ ...status, data: { ...status.data, accountId: 'acct_other' } })
        .thenThrows('StripeAccountUnknown');
    });
  });
});

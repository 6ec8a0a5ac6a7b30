import { DomainRuleViolation } from '../decider/decider.js';
import type { DecideContext, Decider, DomainCommand } from '../decider/decider.js';
import type { PayoutsEvent, StripeAccountCreated, StripeAccountUpdated } from './payouts-events.js';

export type RecordStripeAccount = DomainCommand<
  'RecordStripeAccount',
  Omit<StripeAccountCreated['data'], 'createdAt'>
>;
export type RecordStripeAccountStatus = DomainCommand<
  'RecordStripeAccountStatus',
  Omit<StripeAccountUpdated['data'], 'updatedAt'>
>;
export type PayoutsCommand = RecordStripeAccount | RecordStripeAccountStatus;

export type PayoutsState = {
  accountId: string | null;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
};

export const initialPayoutsState = (): PayoutsState => ({
  accountId: null,
  chargesEnabled: false,
  detailsSubmitted: false,
});

export const evolvePayouts = (state: PayoutsState, event: PayoutsEvent): PayoutsState => {
  switch (event.type) {
    case 'StripeAccountCreated':
      return { ...state, accountId: event.data.accountId };
    case 'StripeAccountUpdated':
      return {
        ...state,
        chargesEnabled: event.data.chargesEnabled,
        detailsSubmitted: event.data.detailsSubmitted,
      };
  }
};

// A company has one connected account: the same account reported again (an idempotent Stripe
// replay, two clicks at once) records nothing, another one is refused; a status is recorded only
// when it changes.
export const decidePayouts = (
  command: PayoutsCommand,
  state: PayoutsState,
  { now }: DecideContext,
): PayoutsEvent[] => {
  const at = now.toISOString();
  switch (command.type) {
    case 'RecordStripeAccount':
      if (state.accountId === command.data.accountId) return [];
      if (state.accountId) {
        throw new DomainRuleViolation(
          'StripeAccountExists',
          'conflict',
          'This company already has a Stripe account.',
        );
      }
      return [{ type: 'StripeAccountCreated', data: { ...command.data, createdAt: at } }];
    case 'RecordStripeAccountStatus': {
      const { accountId, chargesEnabled, detailsSubmitted } = command.data;
      if (state.accountId !== accountId) {
        throw new DomainRuleViolation(
          'StripeAccountUnknown',
          'not_found',
          'That Stripe account is not this company’s.',
        );
      }
      if (state.chargesEnabled === chargesEnabled && state.detailsSubmitted === detailsSubmitted) {
        return [];
      }
      return [{ type: 'StripeAccountUpdated', data: { ...command.data, updatedAt: at } }];
    }
  }
};

export const payoutsDecider: Decider<PayoutsState, PayoutsCommand, PayoutsEvent> = {
  initialState: initialPayoutsState,
  evolve: evolvePayouts,
  decide: decidePayouts,
};

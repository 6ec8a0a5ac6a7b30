import { BadGatewayException, Inject, Injectable } from '@nestjs/common';
import type { ConnectOnboardingResponse, ConnectStatusResponse } from '@vanilla/contracts';
import { DomainRuleViolation, payoutsDecider, payoutsStreamName } from '@vanilla/domain';
import type { PayoutsEvent, PayoutsState } from '@vanilla/domain';
import { actedBy } from '../accounts/index.js';
import type { Principal } from '../accounts/index.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { StreamDecisions } from '../infrastructure/event-store/stream-decisions.js';
import { PAYMENTS_PROVIDER } from './providers/payments.js';
import type {
  ConnectedAccountStatus,
  DepositCheckoutRequest,
  PaymentsProvider,
} from './providers/payments.js';

const DEPOSIT_UNAVAILABLE = 'Could not start the deposit payment.';
import { paymentMessages, reason, requirePayments } from './payments.service.js';

// Stripe Connect onboarding (managers): the company's connected account is made once (Stripe's
// idempotency key is the company's, so two clicks at once make one account, and the payouts
// stream records it once), then each request opens a fresh onboarding link. The account's status
// is read back from Stripe while charges are not enabled yet, and recorded when it changed.
@Injectable()
export class ConnectService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENTS_PROVIDER) private readonly payments: PaymentsProvider | null,
    private readonly decisions: StreamDecisions,
  ) {}

  async onboard(principal: Principal): Promise<ConnectOnboardingResponse> {
    const payments = requirePayments(this.payments, paymentMessages.checkoutUnavailable);
    const stream = payoutsStreamName(principal.companyId);
    const { state } = await this.decisions.loadState<PayoutsState, PayoutsEvent>(
      stream,
      payoutsDecider,
    );
    const settings = `${this.config.publicBaseUrl}/business2/settings`;
    try {
      const accountId =
        state.accountId ??
        (
          await payments.createConnectedAccount({
            companyId: principal.companyId,
            idempotencyKey: `connect-account-${principal.companyId}`,
          })
        ).id;
      await this.decisions.decideAndAppend(
        stream,
        payoutsDecider,
        {
          type: 'RecordStripeAccount',
          data: { companyId: principal.companyId, accountId, createdBy: principal.userId },
        },
        actedBy(principal),
      );
      const { url } = await payments.createOnboardingLink({
        accountId,
        refreshUrl: `${settings}?connect=refresh`,
        returnUrl: `${settings}?connect=return`,
      });
      return { success: true, url };
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'StripePaymentsError') throw error;
      throw new BadGatewayException(`${paymentMessages.checkoutUnavailable} ${reason(error)}`);
    }
  }

  // The account deposits are paid to: the company's, while Stripe takes charges on it (as last
  // recorded: the client's page asks this on every load, never Stripe).
  async depositAccount(companyId: string): Promise<string | null> {
    const state = await this.payouts(companyId);
    return state.chargesEnabled ? state.accountId : null;
  }

  // The company's connected account, whether or not it takes charges today: a Connect event about
  // a deposit counts only when it comes from this account.
  async connectedAccount(companyId: string): Promise<string | null> {
    return (await this.payouts(companyId)).accountId;
  }

  private async payouts(companyId: string): Promise<PayoutsState> {
    const { state } = await this.decisions.loadState<PayoutsState, PayoutsEvent>(
      payoutsStreamName(companyId),
      payoutsDecider,
    );
    return state;
  }

  async depositCheckout(request: DepositCheckoutRequest): Promise<string> {
    const payments = requirePayments(this.payments, DEPOSIT_UNAVAILABLE);
    try {
      return (await payments.createDepositCheckout(request)).url;
    } catch (error) {
      throw new BadGatewayException(`${DEPOSIT_UNAVAILABLE} ${reason(error)}`);
    }
  }

  async status(principal: Principal): Promise<ConnectStatusResponse> {
    const state = await this.payouts(principal.companyId);
    if (!state.accountId) {
      return { success: true, connected: false, charges_enabled: false, account_id: null };
    }
    const current =
      state.chargesEnabled || !this.payments
        ? { chargesEnabled: state.chargesEnabled }
        : await this.refresh(principal, state.accountId, this.payments);
    return {
      success: true,
      connected: true,
      charges_enabled: current.chargesEnabled,
      account_id: state.accountId,
    };
  }

  // Stripe's account.updated (Connect): the account names its company in the metadata we gave it.
  // An account that is not that company's is ignored (false).
  async recordAccountUpdate(account: ConnectedAccountStatus, companyId: string): Promise<boolean> {
    try {
      await this.decisions.decideAndAppend(
        payoutsStreamName(companyId),
        payoutsDecider,
        {
          type: 'RecordStripeAccountStatus',
          data: {
            companyId,
            accountId: account.id,
            chargesEnabled: account.chargesEnabled,
            detailsSubmitted: account.detailsSubmitted,
          },
        },
        { companyId, source: 'stripe:account.updated' },
      );
      return true;
    } catch (error) {
      if (error instanceof DomainRuleViolation && error.code === 'StripeAccountUnknown') {
        return false;
      }
      throw error;
    }
  }

  // Back from onboarding, the account may take charges now: Stripe says so, the stream records it.
  private async refresh(
    principal: Principal,
    accountId: string,
    payments: PaymentsProvider,
  ): Promise<ConnectedAccountStatus> {
    let account: ConnectedAccountStatus;
    try {
      account = await payments.retrieveConnectedAccount(accountId);
    } catch (error) {
      throw new BadGatewayException(`Could not read your Stripe account. ${reason(error)}`);
    }
    await this.decisions.decideAndAppend(
      payoutsStreamName(principal.companyId),
      payoutsDecider,
      {
        type: 'RecordStripeAccountStatus',
        data: {
          companyId: principal.companyId,
          accountId,
          chargesEnabled: account.chargesEnabled,
          detailsSubmitted: account.detailsSubmitted,
        },
      },
      actedBy(principal),
    );
    return account;
  }
}

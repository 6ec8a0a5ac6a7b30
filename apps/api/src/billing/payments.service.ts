import { createHash, randomUUID } from 'node:crypto';
import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  ServiceUnavailableException,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FREE_PRICE_ID, plans, TRIAL_DAYS } from '@vanilla/contracts';
import type { PaymentsConfigResponse, SubscriptionSummary, Tier } from '@vanilla/contracts';
import type { Principal } from '../accounts/index.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { BillingDirectory } from './billing-directory.js';
import { StartCheckoutCommand } from './commands/start-checkout.command.js';
import { PAYMENTS_PROVIDER } from './providers/payments.js';
import type { PaymentsProvider } from './providers/payments.js';
import { tierOfPrice } from './stripe-events.js';

// The spec's words (000 §8) for what cannot be done.
export const paymentMessages = {
  checkoutUnavailable: 'Could not initiate checkout session.',
  portalUnavailable: 'Could not open customer portal.',
  planChangeFailed: 'Could not change your plan. Please try again.',
};

export const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

// A key that makes repeated checkout clicks within ten minutes one Stripe session, not several.
const idempotencyKey = (...parts: string[]) =>
  createHash('sha256')
    .update([...parts, String(Math.floor(Date.now() / 600_000))].join('|'))
    .digest('hex');

// Without STRIPE_SECRET_KEY there is no provider: what needs Stripe is refused, saying why.
export const requirePayments = (
  payments: PaymentsProvider | null,
  message: string,
): PaymentsProvider => {
  if (!payments) {
    throw new ServiceUnavailableException(`${message} Payments are not set up on this server.`);
  }
  return payments;
};

@Injectable()
export class PaymentsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENTS_PROVIDER) private readonly payments: PaymentsProvider | null,
    private readonly commands: CommandBus,
    private readonly directory: BillingDirectory,
  ) {}

  publicConfig(): PaymentsConfigResponse {
    return {
      success: true,
      publishableKey: this.payments ? this.config.stripe.publishableKey : null,
      checkoutEnabled: this.payments !== null,
      prices: { free: FREE_PRICE_ID, ...this.config.stripe.prices },
    };
  }

  summary(principal: Principal, now = new Date()): Promise<SubscriptionSummary> {
    return this.directory.summary(principal.userId, now);
  }

  // Free to paid (000 §4): a Stripe Checkout session, with the 14-day trial for a user on the
  // free tier. A user with a paid plan changes it instead (upgrade-subscription or the portal).
  async checkout(principal: Principal, priceId: string): Promise<string> {
    const payments = this.requirePayments(paymentMessages.checkoutUnavailable);
    const tier = this.paidTierOf(priceId);
    const subscription = await this.directory.subscription(principal.userId);
    if (subscription.tier !== 'free') {
      throw new ConflictException(
        `You are already on the ${plans[subscription.tier].name} plan. Use Manage Plan to change it.`,
      );
    }
    let session: { id: string; url: string };
    try {
      session = await payments.createCheckoutSession({
        priceId,
        userId: principal.userId,
        email: principal.email,
        customerId: subscription.customer_id,
        trialDays: TRIAL_DAYS,
        successUrl: `${this.config.publicBaseUrl}/business2/settings?checkout=success`,
        cancelUrl: `${this.config.publicBaseUrl}/pricing?checkout=canceled`,
        idempotencyKey: idempotencyKey('checkout', principal.userId, priceId),
      });
    } catch (error) {
      throw new BadGatewayException(`${paymentMessages.checkoutUnavailable} ${reason(error)}`);
    }
    await this.commands.execute(
      new StartCheckoutCommand(principal, priceId, tier, session.id, TRIAL_DAYS),
    );
    return session.url;
  }

  async portal(principal: Principal): Promise<string> {
    const payments = this.requirePayments(paymentMessages.portalUnavailable);
    const { customer_id: customerId } = await this.directory.subscription(principal.userId);
    if (!customerId) {
      throw new BadRequestException(
        `${paymentMessages.portalUnavailable} You have no paid plan yet: choose one on the Pricing page.`,
      );
    }
    try {
      const { url } = await payments.createPortalSession({
        customerId,
        returnUrl: `${this.config.publicBaseUrl}/business2/settings`,
      });
      return url;
    } catch (error) {
      throw new BadGatewayException(`${paymentMessages.portalUnavailable} ${reason(error)}`);
    }
  }

  // Between paid plans a prorated price change; to the free price a cancellation at the end of
  // the paid period ("Downgrade to Free"); back to the same paid plan before then, a resume.
  async changePlan(principal: Principal, newPriceId: string): Promise<string> {
    const payments = this.requirePayments(paymentMessages.planChangeFailed);
    const subscription = await this.directory.subscription(principal.userId);
    const { subscription_id: subscriptionId, item_id: itemId } = subscription;
    if (!subscriptionId || subscription.tier === 'free' || !itemId) {
      throw new BadRequestException(
        newPriceId === FREE_PRICE_ID
          ? 'You are already on the Free plan.'
          : 'You have no paid plan to change: choose a plan on the Pricing page to start one.',
      );
    }
    // A fresh key per request: Stripe replays any key's first answer for 24 h, so a key derived
    // from the request would turn "Free, back to Pro, Free again" into a silent no-op. The SDK's
    // own retries reuse it, and setting a price or a cancellation twice is harmless.
    const key = randomUUID();
    try {
      if (newPriceId === FREE_PRICE_ID) {
        await payments.cancelAtPeriodEnd({ subscriptionId, idempotencyKey: key });
        const end = subscription.current_period_end?.toISOString().slice(0, 10);
        return `Your plan changes to Free at the end of the current billing period${end ? ` (${end})` : ''}.`;
      }
      const tier = this.paidTierOf(newPriceId);
      if (newPriceId === subscription.price_id) {
        if (!subscription.cancel_at_period_end) {
          throw new ConflictException(`You are already on the ${plans[tier].name} plan.`);
        }
        await payments.resumeSubscription({ subscriptionId, idempotencyKey: key });
        return `Your ${plans[tier].name} plan continues; the scheduled change to Free is cancelled.`;
      }
      await payments.changeSubscriptionPrice({
        subscriptionId,
        itemId,
        priceId: newPriceId,
        idempotencyKey: key,
      });
      return `Your plan is changing to ${plans[tier].name}. Refreshing page to see changes...`;
    } catch (error) {
      if (error instanceof ConflictException || error instanceof BadRequestException) throw error;
      throw new BadGatewayException(`${paymentMessages.planChangeFailed} ${reason(error)}`);
    }
  }

  private requirePayments(message: string): PaymentsProvider {
    return requirePayments(this.payments, message);
  }

  private paidTierOf(priceId: string): Exclude<Tier, 'free'> {
    const tier = tierOfPrice(priceId, this.config.stripe.prices);
    if (tier === 'free') throw new BadRequestException('Unknown plan: that price is not offered.');
    return tier;
  }
}

import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CreateCheckoutSessionRequest, UpgradeSubscriptionRequest } from '@vanilla/contracts/dto';
import type {
  CheckoutSessionResponse,
  PaymentsConfigResponse,
  PortalSessionResponse,
  SubscriptionSummary,
  UpgradeSubscriptionResponse,
} from '@vanilla/contracts';
import { Authenticated, CurrentPrincipal } from '../accounts/index.js';
import type { Principal } from '../accounts/index.js';
import { PaymentsService } from './payments.service.js';
import { ApiTags } from '@nestjs/swagger';
import {
  ApiErrors,
  ApiJsonBody,
  ApiSuccess,
  booleanOf,
  objectOf,
  typeOf,
  stringOf,
} from '../infrastructure/http/api-docs.decorators.js';

@ApiTags('billing')
@Controller('api/payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @ApiSuccess('What the web needs to start a checkout (public)', {
    publishableKey: {
      type: 'string',
      nullable: true,
      description: 'null when checkout is not configured',
    },
    checkoutEnabled: booleanOf('Checkout configured'),
    prices: objectOf('PriceIds', 'free, pro, super_pro price ids'),
  })
  @Get('config')
  config(): PaymentsConfigResponse {
    return this.payments.publicConfig();
  }

  @ApiSuccess("The caller's plan and subscription", {
    tier: typeOf('Tier'),
    status: typeOf('SubscriptionStatus'),
    cancel_at_period_end: booleanOf('Drops to free at the period end'),
    current_period_end: { type: 'string', nullable: true },
    trial_end: { type: 'string', nullable: true },
    trial_eligible: booleanOf('Gets the trial at checkout'),
    payment_failed: booleanOf('The last payment failed'),
  })
  @Get('subscription')
  @Authenticated()
  subscription(@CurrentPrincipal() principal: Principal): Promise<SubscriptionSummary> {
    return this.payments.summary(principal);
  }

  @ApiSuccess('Start a Stripe checkout for a plan', {
    checkoutUrl: stringOf('Stripe Checkout page'),
  })
  @ApiJsonBody(CreateCheckoutSessionRequest)
  @ApiErrors(409, 503)
  @Post('create-checkout-session')
  @HttpCode(200)
  @Authenticated()
  async checkout(
    @Body() body: CreateCheckoutSessionRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CheckoutSessionResponse> {
    return { success: true, checkoutUrl: await this.payments.checkout(principal, body.priceId) };
  }

  @ApiSuccess('Open the Stripe customer portal', { url: stringOf('Stripe portal page') })
  @ApiErrors(404, 503)
  @Post('create-customer-portal-session')
  @HttpCode(200)
  @Authenticated()
  async portal(@CurrentPrincipal() principal: Principal): Promise<PortalSessionResponse> {
    return { success: true, url: await this.payments.portal(principal) };
  }

  @ApiSuccess('Change plan', { message: stringOf('What changed') })
  @ApiJsonBody(UpgradeSubscriptionRequest)
  @ApiErrors(409, 503)
  @Post('upgrade-subscription')
  @HttpCode(200)
  @Authenticated()
  async upgrade(
    @Body() body: UpgradeSubscriptionRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<UpgradeSubscriptionResponse> {
    return { success: true, message: await this.payments.changePlan(principal, body.new_price_id) };
  }
}

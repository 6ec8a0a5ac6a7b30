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

@Controller('api/payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('config')
  config(): PaymentsConfigResponse {
    return this.payments.publicConfig();
  }

  @Get('subscription')
  @Authenticated()
  subscription(@CurrentPrincipal() principal: Principal): Promise<SubscriptionSummary> {
    return this.payments.summary(principal);
  }

  @Post('create-checkout-session')
  @HttpCode(200)
  @Authenticated()
  async checkout(
    @Body() body: CreateCheckoutSessionRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CheckoutSessionResponse> {
    return { success: true, checkoutUrl: await this.payments.checkout(principal, body.priceId) };
  }

  @Post('create-customer-portal-session')
  @HttpCode(200)
  @Authenticated()
  async portal(@CurrentPrincipal() principal: Principal): Promise<PortalSessionResponse> {
    return { success: true, url: await this.payments.portal(principal) };
  }

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

import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CreateCheckoutSessionRequest, UpgradeSubscriptionRequest } from '@vanilla/contracts/dto';
import type {
  CheckoutSessionResponse,
  ConnectOnboardingResponse,
  ConnectStatusResponse,
  PaymentsConfigResponse,
  PortalSessionResponse,
  SubscriptionSummary,
  UpgradeSubscriptionResponse,
} from '@vanilla/contracts';
import { Authenticated, CurrentPrincipal } from '../accounts/index.js';
import type { Principal } from '../accounts/index.js';
import { ConnectService } from './connect.service.js';
import { PaymentsService } from './payments.service.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiJsonBody, ApiSuccess } from '../infrastructure/http/api-docs.decorators.js';

@ApiTags('billing')
@Controller('api/payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly connect: ConnectService,
  ) {}

  @ApiSuccess('What the web needs to start a checkout (public)', 'PaymentsConfigResponse')
  @Get('config')
  config(): PaymentsConfigResponse {
    return this.payments.publicConfig();
  }

  @ApiSuccess("The caller's plan and subscription", 'SubscriptionSummary')
  @Get('subscription')
  @Authenticated()
  subscription(@CurrentPrincipal() principal: Principal): Promise<SubscriptionSummary> {
    return this.payments.summary(principal);
  }

  @ApiSuccess('Start a Stripe checkout for a plan', 'CheckoutSessionResponse')
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

  @ApiSuccess('Open the Stripe customer portal', 'PortalSessionResponse')
  @ApiErrors(404, 503)
  @Post('create-customer-portal-session')
  @HttpCode(200)
  @Authenticated()
  async portal(@CurrentPrincipal() principal: Principal): Promise<PortalSessionResponse> {
    return { success: true, url: await this.payments.portal(principal) };
  }

  @ApiSuccess('Change plan', 'UpgradeSubscriptionResponse')
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

  @ApiSuccess("The company's Stripe account for deposits", 'ConnectStatusResponse')
  @Get('connect')
  @Authenticated('manager')
  connectStatus(@CurrentPrincipal() principal: Principal): Promise<ConnectStatusResponse> {
    return this.connect.status(principal);
  }

  @ApiSuccess("Open Stripe's onboarding for the company's account", 'ConnectOnboardingResponse')
  @ApiErrors(503)
  @Post('connect')
  @HttpCode(200)
  @Authenticated('manager')
  connectOnboarding(@CurrentPrincipal() principal: Principal): Promise<ConnectOnboardingResponse> {
    return this.connect.onboard(principal);
  }
}

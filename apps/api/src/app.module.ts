import { Global, Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { AccountsModule, sessionSocketAuthenticator, TIER_READER } from './accounts/index.js';
import { InfrastructureModule } from './infrastructure/infrastructure.module.js';
import type { InfrastructureOptions } from './infrastructure/infrastructure.module.js';
import { BillingDirectory, BillingModule, billingProjections } from './billing/index.js';
import type { BillingProviderOverrides } from './billing/index.js';
import { CallsModule, callProjections } from './calls/index.js';
import { ProposalsModule, proposalProjections } from './proposals/index.js';
import { PipelineModule, pipelineProjections } from './pipeline/index.js';
import { ReportsModule, reportProjections } from './reports/index.js';
import { PROVIDER_OVERRIDES } from './infrastructure/provider-overrides.js';
import type { MailProviderOverrides } from './mail/index.js';
import type { MessagingProviderOverrides } from './messaging/index.js';
import { ReceptionistsModule, receptionistProjections } from './receptionists/index.js';
import type { ReceptionistProviderOverrides } from './receptionists/index.js';
import { SystemModule } from './system/index.js';

// Test doubles for provider adapters; each context types its own part.
export type ProviderOverrides = BillingProviderOverrides &
  ReceptionistProviderOverrides &
  MailProviderOverrides &
  MessagingProviderOverrides;

export type AppModuleOptions = Omit<
  InfrastructureOptions,
  'projections' | 'socketAuthenticatorFactory'
> & { providerOverrides?: ProviderOverrides };

export const allProjections = [
  ...proposalProjections,
  ...receptionistProjections,
  ...callProjections,
  ...billingProjections,
  ...pipelineProjections,
  ...reportProjections,
];

// Test doubles for provider adapters, visible to every module.
@Module({})
class ProviderOverridesModule {
  static forRoot(overrides: ProviderOverrides): DynamicModule {
    return {
      module: ProviderOverridesModule,
      global: true,
      providers: [{ provide: PROVIDER_OVERRIDES, useValue: overrides }],
      exports: [PROVIDER_OVERRIDES],
    };
  }
}

// Ports a context declares and another context fills, visible to every module: accounts asks for
// a user's tier, billing answers from its subscriptions. Billing depends on accounts (sign-in,
// roles), so the answer is wired here rather than by accounts importing billing.
@Global()
@Module({
  imports: [BillingModule],
  providers: [{ provide: TIER_READER, useExisting: BillingDirectory }],
  exports: [TIER_READER],
})
class ContextPortsModule {}

@Module({})
export class AppModule {
  static forRoot({ providerOverrides, ...options }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ProviderOverridesModule.forRoot(providerOverrides ?? {}),
        ContextPortsModule,
        InfrastructureModule.forRoot({
          ...options,
          projections: allProjections,
          socketAuthenticatorFactory: sessionSocketAuthenticator,
        }),
        AccountsModule,
        ProposalsModule,
        SystemModule,
        ReceptionistsModule,
        CallsModule,
        BillingModule,
        PipelineModule,
        ReportsModule,
      ],
    };
  }
}

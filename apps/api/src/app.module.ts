import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { AccountsModule } from './accounts/accounts.module.js';
import { sessionSocketAuthenticator } from './accounts/session-socket-authenticator.js';
import { InfrastructureModule } from './infrastructure/infrastructure.module.js';
import type { InfrastructureOptions } from './infrastructure/infrastructure.module.js';
import { BillingModule, billingProjections } from './billing/billing.module.js';
import { CallsModule, callProjections } from './calls/calls.module.js';
import { ProposalsModule, proposalProjections } from './proposals/proposals.module.js';
import { PROVIDER_OVERRIDES } from './infrastructure/provider-overrides.js';
import type { ProviderOverrides } from './infrastructure/provider-overrides.js';
import {
  ReceptionistsModule,
  receptionistProjections,
} from './receptionists/receptionists.module.js';
import { SystemModule } from './system/system.module.js';

export type AppModuleOptions = Omit<
  InfrastructureOptions,
  'projections' | 'socketAuthenticatorFactory'
> & { providerOverrides?: ProviderOverrides };

export const allProjections = [
  ...proposalProjections,
  ...receptionistProjections,
  ...callProjections,
  ...billingProjections,
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

@Module({})
export class AppModule {
  static forRoot({ providerOverrides, ...options }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ProviderOverridesModule.forRoot(providerOverrides ?? {}),
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
      ],
    };
  }
}

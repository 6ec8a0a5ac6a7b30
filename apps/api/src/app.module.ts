import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { AccountsModule } from './accounts/accounts.module.js';
import { sessionSocketAuthenticator } from './accounts/session-socket-authenticator.js';
import { InfrastructureModule } from './infrastructure/infrastructure.module.js';
import type { InfrastructureOptions } from './infrastructure/infrastructure.module.js';
import { ProposalsModule, proposalProjections } from './proposals/proposals.module.js';

export type AppModuleOptions = Omit<
  InfrastructureOptions,
  'projections' | 'socketAuthenticatorFactory'
>;

export const allProjections = [...proposalProjections];

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.forRoot({
          ...options,
          projections: allProjections,
          socketAuthenticatorFactory: sessionSocketAuthenticator,
        }),
        AccountsModule,
        ProposalsModule,
      ],
    };
  }
}

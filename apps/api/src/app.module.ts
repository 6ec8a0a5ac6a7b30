import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { InfrastructureModule } from './infrastructure/infrastructure.module.js';
import type { InfrastructureOptions } from './infrastructure/infrastructure.module.js';
import { ProposalsModule, proposalProjections } from './proposals/proposals.module.js';

export type AppModuleOptions = Omit<InfrastructureOptions, 'projections'>;

export const allProjections = [...proposalProjections];

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.forRoot({ ...options, projections: allProjections }),
        ProposalsModule,
      ],
    };
  }
}

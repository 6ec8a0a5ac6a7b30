import { Inject, Module } from '@nestjs/common';
import type { MiddlewareConsumer, NestModule, OnModuleInit } from '@nestjs/common';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';
import { runMigrations } from '../infrastructure/database/migrations.js';
import { MailModule } from '../mail/mail.module.js';
import { AccountsDirectory } from './accounts-directory.js';
import { accountsMigrations } from './accounts.migrations.js';
import { AccountsService } from './accounts.service.js';
import { AuthController } from './auth.controller.js';
import { PrincipalGuard } from './principal.js';
import { SessionMiddleware } from './session.middleware.js';
import { SessionService } from './session.service.js';
import { TeamController } from './team.controller.js';
import { TeamService } from './team.service.js';
import { TierService } from './tier.service.js';

@Module({
  imports: [MailModule],
  controllers: [AuthController, TeamController],
  providers: [
    AccountsDirectory,
    AccountsService,
    SessionService,
    TeamService,
    TierService,
    PrincipalGuard,
    SessionMiddleware,
  ],
  exports: [AccountsDirectory, SessionService, TierService, PrincipalGuard],
})
export class AccountsModule implements NestModule, OnModuleInit {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.db, accountsMigrations);
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SessionMiddleware).forRoutes('*path');
  }
}

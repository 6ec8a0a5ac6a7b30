import { Inject, Module } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';
import { runMigrations } from '../infrastructure/database/migrations.js';
import { Housekeeping } from '../infrastructure/housekeeping/housekeeping.js';
import { MailModule } from '../mail/index.js';
import { AccountsDirectory } from './accounts-directory.js';
import { pruneAccounts } from './accounts-housekeeping.js';
import { accountsMigrations } from './accounts.migrations.js';
import { AccountsService } from './accounts.service.js';
import { AuthController } from './auth.controller.js';
import { CompanyController } from './company.controller.js';
import { CompanyService } from './company.service.js';
import { PrincipalGuard } from './principal.js';
import { SessionHook } from './session-hook.js';
import { SessionService } from './session.service.js';
import { TeamController } from './team.controller.js';
import { TeamService } from './team.service.js';

@Module({
  imports: [MailModule],
  controllers: [AuthController, CompanyController, TeamController],
  providers: [
    AccountsDirectory,
    AccountsService,
    CompanyService,
    SessionService,
    TeamService,
    PrincipalGuard,
    SessionHook,
  ],
  exports: [AccountsDirectory, SessionService, PrincipalGuard],
})
export class AccountsModule implements OnModuleInit {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly adapterHost: HttpAdapterHost,
    private readonly sessionHook: SessionHook,
    private readonly housekeeping: Housekeeping,
  ) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.db, accountsMigrations);
    this.housekeeping.register('accounts', pruneAccounts);
    // Only an HTTP application has a server to hook (the CLI's context has none).
    const server = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (server) this.sessionHook.register(server);
  }
}

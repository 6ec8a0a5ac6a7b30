import { Inject, Module } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';
import { runMigrations } from '../infrastructure/database/migrations.js';
import { systemMigrations } from './system.migrations.js';
import { SystemController } from './system.controller.js';
import { TestModeService } from './test-mode.service.js';
import { WebhookSecretService } from './webhook-secret.service.js';

@Module({
  imports: [AccountsModule],
  controllers: [SystemController],
  providers: [TestModeService, WebhookSecretService],
  exports: [TestModeService, WebhookSecretService],
})
export class SystemModule implements OnModuleInit {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly secrets: WebhookSecretService,
  ) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.db, systemMigrations);
    // Made at first start (unless VAPI_WEBHOOK_SECRET is set), before any assistant needs it.
    await this.secrets.vapiSecret();
  }
}

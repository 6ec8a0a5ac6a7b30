import { Inject, Injectable } from '@nestjs/common';
import type { TestModeStatusResponse } from '@vanilla/contracts';
import type { Principal } from '../accounts/index.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';

// The product's sandbox (DESIGN §9). Without Twilio and Vapi credentials, or with TEST_MODE=true,
// the server is in test mode and nobody can leave it. With them, a manager may switch their
// company between test and production, and send a one-request override header.
@Injectable()
export class TestModeService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get providersConfigured(): boolean {
    return this.config.twilio !== null && this.config.vapi !== null;
  }

  get baseTestMode(): boolean {
    return !this.providersConfigured || (this.config.testModeSetting ?? false);
  }

  canToggle(principal: Principal | null | undefined): boolean {
    return this.providersConfigured && principal?.role === 'manager';
  }

  // In effect for a request: the override header when its sender may toggle, else the company's
  // setting, else the server's.
  async effective(principal: Principal | null | undefined, override?: string): Promise<boolean> {
    if (!this.providersConfigured) return true;
    if (this.canToggle(principal) && (override === 'true' || override === 'false')) {
      return override === 'true';
    }
    if (!principal) return this.baseTestMode;
    const { rows } = await this.db.query<{ test_mode: boolean }>(
      'SELECT test_mode FROM company_test_mode WHERE company_id = $1',
      [principal.companyId],
    );
    return rows[0]?.test_mode ?? this.baseTestMode;
  }

  async status(
    principal: Principal | null | undefined,
    override?: string,
  ): Promise<TestModeStatusResponse> {
    return {
      success: true,
      testMode: await this.effective(principal, override),
      canToggle: this.canToggle(principal),
      baseTestMode: this.baseTestMode,
    };
  }

  async set(principal: Principal, testMode: boolean): Promise<void> {
    await this.db.query(
      `INSERT INTO company_test_mode (company_id, test_mode, updated_by, updated_at)
       VALUES ($1, $2, $3, now())
       ON CONFLICT (company_id) DO UPDATE SET test_mode = EXCLUDED.test_mode,
         updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
      [principal.companyId, testMode, principal.userId],
    );
  }
}

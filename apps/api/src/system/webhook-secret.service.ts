import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';

const VAPI_SECRET = 'vapi-webhook-secret';

// The secret Vapi sends back on every webhook: VAPI_WEBHOOK_SECRET, or one made at first start and
// kept in the database (so every instance and the call simulator agree on it).
@Injectable()
export class WebhookSecretService {
  private cached: Promise<string> | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  vapiSecret(): Promise<string> {
    if (this.config.vapiWebhookSecret) return Promise.resolve(this.config.vapiWebhookSecret);
    this.cached ??= readOrCreateVapiSecret(this.db).catch((error: unknown) => {
      this.cached = null;
      throw error;
    });
    return this.cached;
  }
}

export const readOrCreateVapiSecret = async (db: Database): Promise<string> => {
  await db.query(
    `INSERT INTO system_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
    [VAPI_SECRET, randomBytes(32).toString('hex')],
  );
  const { rows } = await db.query<{ value: string }>(
    'SELECT value FROM system_secrets WHERE name = $1',
    [VAPI_SECRET],
  );
  return rows[0].value;
};

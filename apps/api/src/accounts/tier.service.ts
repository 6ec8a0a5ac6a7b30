import { Inject, Injectable } from '@nestjs/common';
import type { Tier } from '@vanilla/contracts';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';

// The plan a user is on, from the subscriptions read model (kept by Stripe's webhooks): free until
// a paid subscription is active, trialing or being retried.
@Injectable()
export class TierService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async currentTier(userId: string): Promise<Tier> {
    const { rows } = await this.db.query<{ tier: Tier }>(
      'SELECT tier FROM subscriptions WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.tier ?? 'free';
  }
}

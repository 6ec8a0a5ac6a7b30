import { Injectable } from '@nestjs/common';
import type { Tier } from '@vanilla/contracts';

// The plan a user is on. Every account is on the free plan until paid subscriptions exist
// (they arrive with the payments issue and their read model replaces this answer).
@Injectable()
export class TierService {
  async currentTier(_userId: string): Promise<Tier> {
    return 'free';
  }
}

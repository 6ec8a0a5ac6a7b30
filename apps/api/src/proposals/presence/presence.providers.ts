import type { Provider } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { openRedisConnection } from '../../infrastructure/redis-connection.js';
import { ProposalPresenceService } from './proposal-presence.service.js';
import { createMemoryPresenceStore, PRESENCE_STORE } from './presence-store.js';
import { createRedisPresenceStore } from './redis-presence-store.js';

// In Redis when there is one, shared by every instance (under the rate limits' key prefix, which
// instances of one deployment share); else in this instance's memory.
export const openPresenceStore = (config: AppConfig) =>
  config.redisUrl
    ? createRedisPresenceStore(
        openRedisConnection(config.redisUrl),
        config.rateLimitPrefix,
        config.presenceTimeoutMs,
      )
    : createMemoryPresenceStore(config.presenceTimeoutMs);

export const presenceProviders: Provider[] = [
  { provide: PRESENCE_STORE, useFactory: openPresenceStore, inject: [APP_CONFIG] },
  ProposalPresenceService,
];

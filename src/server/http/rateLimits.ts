import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { postgresRateLimitStore } from './rateLimitStore.js';

export interface SharedRateLimits {
  /** Options for @fastify/rate-limit; routes opt in with `config.rateLimit`. */
  options: RateLimitPluginOptions;
  close(): Promise<void>;
}

/**
 * Where rate-limit counters live, shared by every app instance: Redis through the plugin's own store when
 * REDIS_URL is set, otherwise the PostgreSQL the instances already share.
 */
export function sharedRateLimits(config: Config, db: Db): SharedRateLimits {
  if (!config.REDIS_URL) {
    return { options: { global: false, store: postgresRateLimitStore(db) }, close: async () => undefined };
  }
  // Settings the plugin recommends: a Redis that does not answer fails the request fast rather than holding it.
  const redis = new Redis(config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined); // reconnects by itself; a request meanwhile fails with the error
  return {
    options: { global: false, redis, nameSpace: 'gradelens-rate-limit:' },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

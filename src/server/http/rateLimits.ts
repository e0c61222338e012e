import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { Unavailable } from '../domain/errors.js';
import { postgresRateLimitStore } from './rateLimitStore.js';

export const COUNTERS_UNAVAILABLE_MESSAGE =
  'GradeLens cannot reach its rate-limit store right now. Please try again in a minute.';

export interface SharedRateLimits {
  /** Options for @fastify/rate-limit; routes opt in with `config.rateLimit`. */
  options: RateLimitPluginOptions;
  close(): Promise<void>;
}

type CountedCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type Counting = FastifyRateLimitStore & {
  incr(key: string, callback: CountedCallback, timeWindow?: number, max?: number): void;
};

/**
 * The plugin's own Redis store, whose failures (Redis down or unreachable) answer 503 with a clear message
 * instead of a 500: the request is refused, never let through uncounted.
 */
function redisRateLimitStore(redis: Redis): FastifyRateLimitStoreCtor {
  const answering503 = (store: Counting): Counting => ({
    incr: (key: string, callback: CountedCallback, timeWindow?: number, max?: number) =>
      store.incr(
        key,
        (error, result) => callback(error ? new Unavailable(COUNTERS_UNAVAILABLE_MESSAGE) : null, result),
        timeWindow,
        max,
      ),
    child: (routeOptions) => answering503(store.child(routeOptions) as Counting),
  });
  return function SharedRedisStore(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    const store = new RedisStore(
      options.continueExceeding === true,
      options.exponentialBackoff === true,
      redis,
      'gradelens-rate-limit:',
    );
    return answering503(store);
  } as unknown as FastifyRateLimitStoreCtor;
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
  redis.on('error', () => undefined); // reconnects by itself; a request meanwhile is refused with 503
  return {
    options: { global: false, store: redisRateLimitStore(redis) },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

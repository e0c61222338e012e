import { sql } from 'drizzle-orm';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
} from '@fastify/rate-limit';
import type { Db } from '../db/client.js';

export interface CounterRule {
  /** Restart the window at every hit over the limit (the plugin's continueExceeding). */
  continueExceeding: boolean;
  /** Double the window at every hit over the limit (the plugin's exponentialBackoff). */
  exponentialBackoff: boolean;
}

export interface CountedHit {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one hit on a key in the shared table, in one statement (so instances counting the same key at once
 * never lose a hit): a key whose window has ended starts again at 1. Times come from the database's clock,
 * the one clock every instance shares. Same rules as the plugin's own stores.
 */
export async function countHit(
  db: Db,
  key: string,
  timeWindowMs: number,
  max: number,
  rule: CounterRule,
): Promise<CountedHit> {
  const window = sql`(${timeWindowMs}::double precision * interval '1 millisecond')`;
  const over = sql`c.hits + 1 > ${max}::integer`;
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    insert into rate_limit_counters as c (key, hits, expires_at)
    values (${key}, 1, now() + ${window})
    on conflict (key) do update set
      hits = case when c.expires_at <= now() then 1 else c.hits + 1 end,
      expires_at = case
        when c.expires_at <= now() then excluded.expires_at
        when ${rule.continueExceeding}::boolean and ${over} then excluded.expires_at
        when ${rule.exponentialBackoff}::boolean and ${over}
          then now() + least(${timeWindowMs}::double precision * power(2, c.hits - ${max}::integer), 1e15)
            * interval '1 millisecond'
        else c.expires_at
      end
    returning hits, greatest(0, ceil(extract(epoch from c.expires_at - now()) * 1000))::bigint as ttl`);
  const row = result.rows[0];
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

/** Deletes counters whose window has ended (a periodic job); returns how many. */
export async function deleteExpiredCounters(db: Db): Promise<number> {
  const result = await db.execute(sql`delete from rate_limit_counters where expires_at <= now()`);
  return result.rowCount ?? 0;
}

type RouteRateLimit = RateLimitOptions & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * A store for @fastify/rate-limit that keeps its counters in PostgreSQL, so every app instance on the same
 * database counts together. Each limited route counts apart (its method and path prefix the key), as the
 * plugin's Redis store does.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly rule: CounterRule;

    constructor(
      options: FastifyRateLimitOptions | RouteRateLimit,
      private readonly prefix = 'rate-limit:',
    ) {
      const o = options as RouteRateLimit;
      this.rule = {
        continueExceeding: o.continueExceeding === true,
        exponentialBackoff: o.exponentialBackoff === true,
      };
    }

    // The plugin passes the route's window and limit after the callback.
    incr(
      key: string,
      callback: (error: Error | null, result?: CountedHit) => void,
      timeWindow?: number,
      max?: number,
    ): void {
      if (timeWindow === undefined || max === undefined) {
        callback(new Error('The rate limit store needs the time window and the limit.'));
        return;
      }
      countHit(db, this.prefix + key, timeWindow, max, this.rule).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    // Typed as route options; at run time the plugin passes the route's merged limits with `routeInfo`.
    child(routeOptions: object): FastifyRateLimitStore {
      const merged = routeOptions as RouteRateLimit;
      const route = merged.routeInfo;
      return new PostgresRateLimitStore(merged, `${this.prefix}${route?.method ?? ''}${route?.url ?? ''}:`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

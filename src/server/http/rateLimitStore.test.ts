import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db.js';
import { countHit, deleteExpiredCounters } from './rateLimitStore.js';

const plain = { continueExceeding: false, exponentialBackoff: false };

describe('PostgreSQL rate-limit counters', async () => {
  const { db } = await createTestDatabase();
  const endWindow = (key: string) =>
    db.execute(
      sql`update rate_limit_counters set expires_at = now() - interval '1 second' where key = ${key}`,
    );

  it('count hits within a window and say how long it has left', async () => {
    const first = await countHit(db, 'a', 60_000, 2, plain);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(59_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await countHit(db, 'a', 60_000, 2, plain)).current).toBe(2);
    const third = await countHit(db, 'a', 60_000, 2, plain);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeLessThanOrEqual(first.ttl);
    // Another key counts apart.
    expect((await countHit(db, 'b', 60_000, 2, plain)).current).toBe(1);
  });

  it('start again at 1 once the window has ended', async () => {
    for (let i = 0; i < 3; i++) await countHit(db, 'c', 60_000, 2, plain);
    await endWindow('c');
    const next = await countHit(db, 'c', 60_000, 2, plain);
    expect(next.current).toBe(1);
    expect(next.ttl).toBeGreaterThan(59_000);
  });

  it('lose no hit when many arrive at once', async () => {
    const hits = await Promise.all(Array.from({ length: 20 }, () => countHit(db, 'd', 60_000, 100, plain)));
    expect(hits.map((h) => h.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('restart the window at each hit over the limit with continueExceeding', async () => {
    const rule = { continueExceeding: true, exponentialBackoff: false };
    await countHit(db, 'e', 60_000, 1, rule);
    await db.execute(
      sql`update rate_limit_counters set expires_at = now() + interval '5 seconds' where key = 'e'`,
    );
    const over = await countHit(db, 'e', 60_000, 1, rule);
    expect(over.current).toBe(2);
    expect(over.ttl).toBeGreaterThan(59_000);
  });

  it('double the window at each hit over the limit with exponentialBackoff', async () => {
    const rule = { continueExceeding: false, exponentialBackoff: true };
    await countHit(db, 'f', 1000, 1, rule);
    expect((await countHit(db, 'f', 1000, 1, rule)).ttl).toBeGreaterThan(900); // 1 s × 2^0
    expect((await countHit(db, 'f', 1000, 1, rule)).ttl).toBeGreaterThan(1900); // 1 s × 2^1
    expect((await countHit(db, 'f', 1000, 1, rule)).ttl).toBeGreaterThan(3900); // 1 s × 2^2
  });

  it('are deleted once their window has ended', async () => {
    await countHit(db, 'g', 60_000, 2, plain);
    await countHit(db, 'h', 60_000, 2, plain);
    await endWindow('g');
    expect(await deleteExpiredCounters(db)).toBe(1);
    const { rows } = await db.execute<{ key: string }>(
      sql`select key from rate_limit_counters where key in ('g', 'h')`,
    );
    expect(rows.map((r) => r.key)).toEqual(['h']);
  });
});

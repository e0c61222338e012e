/**
 * Admin endpoints under load: seeds 20,000 users, 20,000 reports and 200,000 upload logs into a fresh
 * embedded PostgreSQL, starts the app in this process and measures the dashboard and upload-log reads
 * with an admin session. Prints p50 / p99 per endpoint (aim: p99 under 50 ms).
 *
 *   npm run bench:admin            BENCH_CONNECTIONS=10 BENCH_REQUESTS=2000 to change the load
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { createDb, runMigrations } from '../src/server/db/client.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { createSession, sessionCookieName } from '../src/server/modules/auth/sessions.js';
import { ensureConfiguredDomain } from '../src/server/modules/auth/users.js';
import { getDashboard } from '../src/server/modules/admin/dashboard.js';
import { listUploadLogs } from '../src/server/modules/admin/logs.js';
import { freePort } from '../tests/support/free-port.js';

interface AutocannonResult {
  latency: { p50: number; p99: number; max: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: {
  url: string;
  connections: number;
  amount: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;

const USERS = 20_000;
const REPORTS = 20_000;
const LOGS = 200_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  console.log(`${label.padEnd(44)} ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradelens-bench-admin-'));
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const { db, pool } = createDb(pg.url, 20);
  try {
    await runMigrations(pool);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: pg.url,
      ALLOWED_DOMAIN: 'school.edu',
      DATABASE_POOL_SIZE: '20',
    });
    await ensureConfiguredDomain(db, config);

    await timed(`seed ${USERS.toLocaleString()} users`, () =>
      db.execute(sql`
        insert into users (issuer, subject, email, name, role, is_active, created_at, last_login_at)
        select 'bench', 'bench:' || g, 'student' || g || '@school.edu', 'Student ' || g,
               case when g <= 3 then 'admin' else 'user' end, g % 10 <> 0,
               now() - (g % 700) * interval '1 day', now() - (g % 90) * interval '1 day'
        from generate_series(1, ${USERS}) g`),
    );
    await timed(`seed ${REPORTS.toLocaleString()} reports`, () =>
      db.execute(sql`
        with u as (select array_agg(id order by email) as ids from users)
        insert into reports (user_id, file_name, parsed_at, file_sha256, file_size, pdf, parser_version, transcript)
        select u.ids[1 + (g % ${USERS})], 'report-' || g || '.pdf', now() - (g % 365) * interval '1 day',
               md5(g::text), 2048, '\\x255044462d'::bytea, 'bench', '{}'::jsonb
        from generate_series(1, ${REPORTS}) g, u`),
    );
    await timed(`seed ${LOGS.toLocaleString()} upload logs`, () =>
      db.execute(sql`
        with u as (select array_agg(id order by email) as ids from users)
        insert into upload_logs (user_id, file_name, file_size, status, processing_time, assignments_found,
                                 error_message, created_at)
        select u.ids[1 + (g * 7919 % ${USERS})], 'transcript-' || g || '.pdf', 50000 + (g * 37 % 5000000),
               s.status,
               case when s.status = 'processing' then null else 0.2 + (g % 400) / 100.0 end,
               case when s.status = 'success' then g % 60 else 0 end,
               case when s.status = 'error' then 'We could not find any grades in this PDF.' end,
               now() - (g * interval '150 seconds')
        from generate_series(1, ${LOGS}) g, u,
             lateral (select case when g % 20 = 0 then 'processing' when g % 7 = 0 then 'error' else 'success' end
                      as status) s`),
    );
    await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));

    const [admin] = (await db.execute<{ id: string }>(sql`select id from users where role = 'admin' limit 1`))
      .rows;
    const cookie = `${sessionCookieName(false)}=${await createSession(db, config, admin.id)}`;
    const app = await buildApp({ config, db, parser: null, clientDir: null });
    const port = await freePort();
    await app.listen({ port, host: '127.0.0.1' });

    const targets = [
      '/api/admin/dashboard',
      '/api/admin/upload-logs?limit=100',
      '/api/admin/upload-logs?limit=100&status=error',
    ];
    const rows: string[][] = [];
    for (const target of targets) {
      const url = `http://127.0.0.1:${port}${target}`;
      const check = await fetch(url, { headers: { cookie } });
      if (!check.ok) throw new Error(`${target} answered ${check.status}: ${await check.text()}`);
      // Warm-up, then the measured run.
      await autocannon({ url, connections: CONNECTIONS, amount: 200, headers: { cookie } });
      const result = await autocannon({
        url,
        connections: CONNECTIONS,
        amount: REQUESTS,
        headers: { cookie },
      });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${target}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      rows.push([
        `GET ${target}`,
        String(result.latency.p50),
        String(result.latency.p99),
        String(result.latency.max),
        Math.round(result.requests.average).toLocaleString(),
      ]);
    }
    await app.close();

    // The same reads without HTTP, one at a time: the database's share of each request.
    const direct: Array<[string, () => Promise<unknown>]> = [
      ['getDashboard', () => getDashboard(db)],
      ['listUploadLogs limit 100', () => listUploadLogs(db, { limit: 100, status: 'all' })],
      ['listUploadLogs limit 100 status error', () => listUploadLogs(db, { limit: 100, status: 'error' })],
      ['listUploadLogs limit 500', () => listUploadLogs(db, { limit: 500, status: 'all' })],
    ];
    for (const [label, run] of direct) {
      const times: number[] = [];
      for (let i = 0; i < 300; i++) {
        const start = performance.now();
        await run();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
      rows.push([
        `service ${label} (sequential)`,
        at(0.5),
        at(0.99),
        at(1),
        Math.round(1000 / (times.reduce((a, b) => a + b, 0) / times.length)).toLocaleString(),
      ]);
    }

    const header = ['endpoint', 'p50 ms', 'p99 ms', 'max ms', 'req/s'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(
      `\n${USERS.toLocaleString()} users, ${REPORTS.toLocaleString()} reports, ${LOGS.toLocaleString()} upload logs; ` +
        `${REQUESTS} requests per endpoint over ${CONNECTIONS} connections; ` +
        `machine load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores\n`,
    );
    console.log(line(header));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    rows.forEach((r) => console.log(line(r)));
  } finally {
    await pool.end();
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

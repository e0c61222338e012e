/**
 * Upload throughput of the BUILT app (run `npm run build` first): starts dist/server/main.js on a free
 * port with a fresh embedded PostgreSQL, signs in through the development sign-in, then uploads a
 * three-page fixture at 1, 4 and 8 concurrent clients for a fixed time each. Every upload carries
 * different bytes (a unique comment after %%EOF), so each one is really parsed and stored. While the
 * 8-client load runs, one client polls GET /api/auth/me to show the event loop stays free.
 * BENCH_PARSER_POOL_SIZE (default: cores), BENCH_SECONDS (10), BENCH_LEVELS (1,4,8) and BENCH_FIXTURE
 * (a-flat-comments) adjust the run. Prints a table, then an excerpt of a GET /metrics scrape taken halfway
 * through the busiest level (the upload, parse and queue series; BENCH_METRICS=all prints the whole scrape).
 * Never asserts. Traffic goes to 127.0.0.1 only; the whole run takes about a minute.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/support/server';

const FIXTURE = process.env.BENCH_FIXTURE ?? 'a-flat-comments';
const LEVELS = (process.env.BENCH_LEVELS ?? '1,4,8').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const ME_INTERVAL_MS = 20;
const METRICS_TOKEN = crypto.randomBytes(24).toString('hex');
/** The series of a scrape the benchmark prints: uploads, parsing, the queue, the database pool, upload requests. */
const METRICS_EXCERPT =
  /^gradelens_(uploads_total|parse_|db_pool_)|^gradelens_http_request_duration_seconds_(count|sum)\{method="POST",route="\/api\/upload"/;

const root = path.resolve(import.meta.dirname, '..');
const pdf = fs.readFileSync(path.join(root, 'fixtures/pdf', `${FIXTURE}.pdf`));
const pages = (
  JSON.parse(fs.readFileSync(path.join(root, 'fixtures/pdf/manifest.json'), 'utf8')) as {
    name: string;
    pages: number;
  }[]
).find((m) => m.name === FIXTURE)?.pages;

let serial = 0;
/** The fixture with a unique trailing PDF comment: a new file to the duplicate check. */
function uniquePdf(): Blob {
  return new Blob([pdf, `\n%bench ${process.pid} ${++serial} ${Date.now()}\n`], { type: 'application/pdf' });
}

function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

interface LevelResult {
  clients: number;
  ok: number;
  errors: number;
  seconds: number;
  latencies: number[];
  firstError?: string;
}

async function runLevel(
  base: string,
  cookie: string,
  clients: number,
  seconds: number,
): Promise<LevelResult> {
  const result: LevelResult = { clients, ok: 0, errors: 0, seconds, latencies: [] };
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const form = new FormData();
      form.append('pdf', uniquePdf(), 'bench.pdf');
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}/api/upload`, {
          method: 'POST',
          headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
          body: form,
        });
        const body = (await res.json()) as { ok?: boolean; duplicate?: boolean; error?: string };
        result.latencies.push(performance.now() - t0);
        if (res.status === 200 && body.ok && !body.duplicate) result.ok++;
        else {
          result.errors++;
          result.firstError ??= `${res.status} ${body.error ?? JSON.stringify(body)}`;
        }
      } catch (err) {
        result.errors++;
        result.firstError ??= String(err);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  result.seconds = (performance.now() - started) / 1000;
  result.latencies.sort((a, b) => a - b);
  return result;
}

/** One scrape of GET /metrics, as the server's monitoring would take it. */
async function scrapeMetrics(base: string): Promise<string> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!res.ok) throw new Error(`GET /metrics answered ${res.status}`);
  return res.text();
}

/** Polls GET /api/auth/me until stopped; returns sorted latencies and error count. */
function pollMe(base: string, cookie: string) {
  const latencies: number[] = [];
  let errors = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}/api/auth/me`, { headers: { cookie } });
        const body = (await res.json()) as { email?: string } | null;
        latencies.push(performance.now() - t0);
        if (!res.ok || !body?.email) errors++;
      } catch {
        errors++;
      }
      await new Promise((r) => setTimeout(r, ME_INTERVAL_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { latencies: latencies.sort((a, b) => a - b), errors };
    },
  };
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist/server/main.js'))) {
    console.error('dist/server/main.js not found: run `npm run build` first.');
    process.exit(1);
  }
  const cores = os.availableParallelism();
  const poolSize = Number(process.env.BENCH_PARSER_POOL_SIZE ?? cores);
  const server = await startServer({
    PARSER_POOL_SIZE: String(poolSize),
    UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN,
  });
  try {
    const login = await fetch(`${server.baseUrl}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ role: 'user' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    if (!login.ok || !cookie) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);

    console.log(
      `Upload benchmark: ${FIXTURE}.pdf (${pages ?? '?'} pages, ${(pdf.length / 1024).toFixed(0)} KB), ` +
        `${cores} cores, parser pool ${poolSize}, embedded PostgreSQL, ${SECONDS} s per level after a ${WARMUP_SECONDS} s warm-up.`,
    );
    console.log(
      `Machine load average before the run: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (other processes share these cores).`,
    );
    await runLevel(server.baseUrl, cookie, 2, WARMUP_SECONDS);

    const rows: string[][] = [
      ['clients', 'uploads', 'uploads/s', 'p50 ms', 'p99 ms', 'errors', '/api/auth/me p99 ms'],
    ];
    const notes: string[] = [];
    const stored: number[] = [];
    let scrape: Promise<string> | null = null;
    for (const clients of LEVELS) {
      const busiest = clients === Math.max(...LEVELS);
      const poller = busiest ? pollMe(server.baseUrl, cookie) : null;
      if (busiest) {
        scrape = new Promise((r) => setTimeout(r, SECONDS * 500)).then(() => scrapeMetrics(server.baseUrl));
      }
      const r = await runLevel(server.baseUrl, cookie, clients, SECONDS);
      const me = await poller?.stop();
      stored.push(r.ok);
      rows.push([
        String(clients),
        String(r.ok),
        (r.ok / r.seconds).toFixed(1),
        percentile(r.latencies, 0.5).toFixed(0),
        percentile(r.latencies, 0.99).toFixed(0),
        String(r.errors),
        me
          ? `${percentile(me.latencies, 0.99).toFixed(1)} (p50 ${percentile(me.latencies, 0.5).toFixed(1)}, n=${me.latencies.length}, errors ${me.errors})`
          : '',
      ]);
      if (r.firstError) notes.push(`${clients} clients, first error: ${r.firstError}`);
    }

    const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
    for (const row of rows) console.log(row.map((c, i) => c.padStart(widths[i])).join('  '));
    for (const note of notes) console.log(note);

    const { rows: counts } = await server.db.query<{ reports: number; logs: number }>(
      `select (select count(*)::int from reports) as reports,
              (select count(*)::int from upload_logs where status = 'success') as logs`,
    );
    console.log(
      `Stored: ${counts[0].reports} reports, ${counts[0].logs} successful upload log rows ` +
        `(warm-up included; ${stored.reduce((a, b) => a + b, 0)} counted above).`,
    );
    if (scrape) {
      const lines = (await scrape).split('\n');
      const all = process.env.BENCH_METRICS === 'all';
      console.log(
        `\nGET /metrics halfway through the ${Math.max(...LEVELS)}-client level` +
          (all ? ':' : ' (excerpt; BENCH_METRICS=all for every series):'),
      );
      for (const line of lines) if (all || METRICS_EXCERPT.test(line)) console.log(line);
    }
    console.log(
      `Machine load average after the run: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}.`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

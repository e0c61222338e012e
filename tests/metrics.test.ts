/**
 * GET /metrics: off unless METRICS_TOKEN is set, then only for that bearer token; the scrape counts
 * uploads by outcome, times parsing by source and queue wait, times requests by route pattern and status,
 * and shows the database pool and the process.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createParserPool } from '../src/parser/index.js';
import { createTestApp, requestAs } from './support/app.js';
import { createUser } from './support/factories.js';
import { fixtureBytes, upload } from './support/uploads.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one sample line of a scrape, `name{labels} value`; undefined when absent. */
function sample(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', async () => {
  const t = await createTestApp();

  it('is off: 404, whoever asks', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await requestAs(t.app, admin.cookie)({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found.' });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', async () => {
  const parser = createParserPool({ size: 1 });
  afterAll(() => parser.close());
  const t = await createTestApp({ parser, env: { METRICS_TOKEN: TOKEN } });
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('refuses a missing, malformed or wrong token, and a session alone, with 401', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    for (const authorization of [
      undefined,
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      'Bearer ',
    ]) {
      const res = await requestAs(
        t.app,
        admin.cookie,
      )({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({ error: 'The metrics bearer token is missing or wrong.' });
    }
  });

  it('answers the Prometheus text format with the process, database pool and parser gauges', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `bearer  ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    for (const series of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'gradelens_db_pool_connections',
      'gradelens_db_pool_idle_connections',
      'gradelens_db_pool_waiting_requests',
    ]) {
      expect(sample(text, series), series).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'gradelens_db_pool_max_connections')).toBe(t.db.$client.options.max);
    expect(sample(text, 'gradelens_parse_queue_depth')).toBe(0);
    expect(sample(text, 'gradelens_parse_in_flight')).toBe(0);
    expect(sample(text, 'gradelens_parser_processes')).toBe(1);
  });

  it('counts uploads by outcome and times parsing (by source) and the wait for a parser', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const pdf = fixtureBytes('report-1p.pdf');
    expect((await upload(as, pdf)).statusCode).toBe(200);
    expect((await upload(as, pdf)).json()).toMatchObject({ ok: true, duplicate: true });
    expect((await upload(as, Buffer.from('not a pdf at all'))).statusCode).toBe(415);
    expect((await upload(requestAs(t.app, null), pdf)).statusCode).toBe(401);

    const text = await scrape();
    expect(sample(text, 'gradelens_uploads_total{outcome="success"}')).toBe(1);
    expect(sample(text, 'gradelens_uploads_total{outcome="duplicate"}')).toBe(1);
    expect(sample(text, 'gradelens_uploads_total{outcome="not_pdf"}')).toBe(1);
    expect(sample(text, 'gradelens_uploads_total{outcome="unauthorized"}')).toBe(1);
    // The duplicate and the refusals never reached the parser.
    expect(sample(text, 'gradelens_parse_duration_seconds_count{source="text"}')).toBe(1);
    expect(sample(text, 'gradelens_parse_duration_seconds_bucket{le="+Inf",source="text"}')).toBe(1);
    expect(sample(text, 'gradelens_parse_duration_seconds_sum{source="text"}')).toBeGreaterThan(0);
    expect(sample(text, 'gradelens_parse_duration_seconds_count{source="ocr"}')).toBeUndefined();
    expect(sample(text, 'gradelens_parse_queue_wait_seconds_count')).toBe(1);
  });

  it('times requests by method, route pattern and status, never by the raw path', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    await as({ url: '/api/history' });
    await as({ url: '/api/assignments/course/1f0c6a52-9d3e-4b7a-8c21-5e4f3a2b1c0d' });
    await as({ url: '/api/no-such-route/8c21' });
    const text = await scrape();
    const count = (labels: string) =>
      sample(text, `gradelens_http_request_duration_seconds_count{${labels}}`);
    expect(count('method="GET",route="/api/history",status_code="200"')).toBe(1);
    expect(count('method="GET",route="/api/assignments/course/:id",status_code="404"')).toBe(1);
    expect(count('method="GET",route="unmatched",status_code="404"')).toBe(1);
    expect(text).not.toContain('no-such-route');
    expect(text).not.toContain('1f0c6a52');
  });
});

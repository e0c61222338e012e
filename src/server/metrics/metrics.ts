import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ParserPool } from '../../parser/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics GET /metrics reports. */
    metrics: Metrics;
  }
}

/** Outcomes of an upload attempt, from its answer's status (see uploadOutcome). */
export type UploadOutcome =
  | 'success'
  | 'duplicate'
  | 'invalid'
  | 'unauthorized'
  | 'too_large'
  | 'not_pdf'
  | 'unreadable'
  | 'rate_limited'
  | 'unavailable'
  | 'refused'
  | 'error';

/** Parsing takes from well under a second (a page of text) to the processing timeout (OCR, bombs). */
const PARSE_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120];
const WAIT_BUCKETS = [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60];
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The server's metrics in Prometheus format: one registry per app, scraped at GET /metrics. */
export class Metrics {
  readonly registry = new Registry();

  readonly uploads = new Counter({
    name: 'gradelens_uploads_total',
    help: 'Upload attempts by outcome',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly parseDuration = new Histogram({
    name: 'gradelens_parse_duration_seconds',
    help: 'Time a parser process took to read a transcript, by how it was read (text layer or OCR)',
    labelNames: ['source'] as const,
    buckets: PARSE_BUCKETS,
    registers: [this.registry],
  });

  readonly parseQueueWait = new Histogram({
    name: 'gradelens_parse_queue_wait_seconds',
    help: 'Time a file waited for a parser process',
    buckets: WAIT_BUCKETS,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'gradelens_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Queue depth gauges and the per-job histograms of a parser pool. */
  watchParser(parser: ParserPool): void {
    new Gauge({
      name: 'gradelens_parse_queue_depth',
      help: 'Files waiting for a parser process',
      registers: [this.registry],
      collect() {
        this.set(parser.depth().queued);
      },
    });
    new Gauge({
      name: 'gradelens_parse_in_flight',
      help: 'Files a parser process is reading now',
      registers: [this.registry],
      collect() {
        this.set(parser.depth().running);
      },
    });
    new Gauge({
      name: 'gradelens_parser_processes',
      help: 'Parser processes of the pool',
      registers: [this.registry],
      collect() {
        this.set(parser.size);
      },
    });
    parser.onJobEnd((timing) => {
      this.parseQueueWait.observe(timing.waitedMs / 1000);
      if (timing.source && timing.parsedMs !== null) {
        this.parseDuration.observe({ source: timing.source }, timing.parsedMs / 1000);
      }
    });
  }

  /** The database pool's connections: open, idle, and requests waiting for one. */
  watchDatabasePool(pool: pg.Pool): void {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read());
        },
      });
    gauge('gradelens_db_pool_connections', 'Open database connections', () => pool.totalCount);
    gauge('gradelens_db_pool_idle_connections', 'Idle database connections', () => pool.idleCount);
    gauge(
      'gradelens_db_pool_waiting_requests',
      'Queries waiting for a database connection',
      () => pool.waitingCount,
    );
    gauge(
      'gradelens_db_pool_max_connections',
      'Most connections the pool opens',
      () => pool.options.max ?? 10,
    );
  }
}

const OUTCOME_BY_STATUS: Record<number, UploadOutcome> = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'unauthorized',
  408: 'invalid',
  413: 'too_large',
  415: 'not_pdf',
  422: 'unreadable',
  429: 'rate_limited',
  503: 'unavailable',
};

/** An upload answer's outcome: 200 is a new report or a duplicate; refusals by their status. */
export function uploadOutcome(statusCode: number, duplicate: boolean): UploadOutcome {
  if (statusCode >= 200 && statusCode < 300) return duplicate ? 'duplicate' : 'success';
  return OUTCOME_BY_STATUS[statusCode] ?? (statusCode < 500 ? 'refused' : 'error');
}

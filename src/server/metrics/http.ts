import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

/**
 * Every answer's duration by method, route pattern (`/api/reports/:id`, never the raw path) and status.
 * Requests no route matched share the route label "unmatched", so scanners cannot grow the label set.
 */
export function observeRequestDurations(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

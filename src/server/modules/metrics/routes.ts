import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponseSchema } from '../../../shared/api/auth.js';
import { NotFound, Unauthenticated } from '../../domain/errors.js';

const digest = (s: string) => crypto.createHash('sha256').update(s).digest();

/** Whether `Authorization: Bearer <token>` carries the token, compared in constant time. */
export function bearerTokenMatches(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer +(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && crypto.timingSafeEqual(digest(presented), digest(token));
}

/**
 * GET /metrics for Prometheus. Off (404) unless METRICS_TOKEN is set; then only a caller presenting that
 * bearer token is answered (401 otherwise). It never reads the session.
 */
export function metricsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/metrics',
      {
        config: { access: 'public', session: false },
        schema: {
          response: {
            200: {
              description: 'Prometheus text exposition format',
              content: { 'text/plain': { schema: z.string() } },
            },
            401: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const token = ctx.config.METRICS_TOKEN;
        if (!token) throw new NotFound();
        if (!bearerTokenMatches(request.headers.authorization, token)) {
          reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
          throw new Unauthenticated('The metrics bearer token is missing or wrong.');
        }
        const { registry } = app.metrics;
        return reply
          .type(registry.contentType)
          .header('Cache-Control', 'no-store')
          .send(await registry.metrics());
      },
    );
  };
}

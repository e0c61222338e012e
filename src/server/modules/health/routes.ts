import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponseSchema } from '../../../shared/api/auth.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../http/errors.js';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Probes never read the session: a cookie sent while the database is down must not fail them.
    app.get(
      '/healthz',
      {
        config: { access: 'public', session: false },
        schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
      },
      async () => ({ status: 'ok' as const }),
    );
    app.get(
      '/readyz',
      {
        config: { access: 'public', session: false },
        schema: { response: { 200: z.object({ status: z.literal('ready') }), 503: errorResponseSchema } },
      },
      async (_request, reply) => {
        try {
          await ctx.db.execute(sql`select 1`);
          return { status: 'ready' as const };
        } catch {
          return reply.code(503).send({ error: DATABASE_UNAVAILABLE_MESSAGE });
        }
      },
    );
  };
}

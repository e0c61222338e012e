import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponseSchema } from '../../../shared/api/auth.js';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
    app.get(
      '/readyz',
      {
        config: { access: 'public' },
        schema: { response: { 200: z.object({ status: z.literal('ready') }), 503: errorResponseSchema } },
      },
      async (_request, reply) => {
        try {
          await ctx.db.execute(sql`select 1`);
          return { status: 'ready' as const };
        } catch {
          return reply.code(503).send({ error: 'The database is not reachable.' });
        }
      },
    );
  };
}

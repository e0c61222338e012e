import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { attachmentDisposition } from '../../http/download.js';
import { NotFound } from '../../domain/errors.js';
import { accountExportSchema, deleteResponseSchema } from '../../../shared/api/student.js';
import { clearSessionCookie } from '../auth/index.js';
import { deleteOwnAccount, exportAccount } from './service.js';

export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/me/export',
      { config: { access: 'user' }, schema: { response: { 200: accountExportSchema } } },
      async (request, reply) => {
        const data = await exportAccount(ctx.db, currentUser(request).id);
        if (!data) throw new NotFound();
        reply
          .header(
            'Content-Disposition',
            attachmentDisposition(`gradelens-export-${data.exportedAt.slice(0, 10)}.json`),
          )
          .header('Cache-Control', 'private, no-store');
        return data;
      },
    );

    app.delete(
      '/api/me',
      { config: { access: 'user' }, schema: { response: { 200: deleteResponseSchema } } },
      async (request, reply) => {
        await deleteOwnAccount(ctx.db, request, currentUser(request).id);
        clearSessionCookie(request, reply, ctx.config);
        reply.header('Clear-Site-Data', '"cookies", "storage"');
        return { ok: true };
      },
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { getUploadSettings } from '../settings/index.js';
import {
  uploadConfigSchema,
  uploadProgressParamsSchema,
  uploadProgressSchema,
  uploadResponseSchema,
} from '../../../shared/api/student.js';
import { NotFound } from '../../domain/errors.js';
import { findUploadProgress } from './log.js';

/** The id is another user's upload's. */
export const UPLOAD_PROGRESS_NOT_FOUND = 'No upload with this id is in progress.';
import { incomingFile, receiveFile } from './receive.js';
import { logRefusedAttempt, uploadLogRowWritten } from './refusals.js';
import { processUpload, uploadConfig } from './service.js';
import { uploadOutcome } from '../../metrics/metrics.js';

export function uploadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/upload/config',
      { config: { access: 'user' }, schema: { response: { 200: uploadConfigSchema } } },
      async () => uploadConfig(ctx.db),
    );

    app.get(
      '/api/upload/progress/:uploadId',
      {
        config: { access: 'user' },
        schema: { params: uploadProgressParamsSchema, response: { 200: uploadProgressSchema } },
      },
      async (request) => {
        const progress = await findUploadProgress(ctx.db, currentUser(request).id, request.params.uploadId);
        if (!progress) throw new NotFound(UPLOAD_PROGRESS_NOT_FOUND);
        return progress;
      },
    );

    // The upload answers the spec's {ok, report, error} on failure too, whatever refused it
    // (sign-in, cross-site check, rate limit, limits, parser): the app's {error} gains ok: false.
    await app.register(async (scoped) => {
      scoped.addHook('preSerialization', async (_request, reply, payload) => {
        if (reply.statusCode < 400 || !payload || typeof payload !== 'object') return payload;
        return 'ok' in payload ? payload : { ok: false, ...payload };
      });
      scoped.addHook('onError', (request, reply, error) => logRefusedAttempt(ctx.db, request, reply, error));
      // Every attempt is counted by its outcome, whatever answered it.
      const duplicates = new WeakSet<object>();
      scoped.addHook('onResponse', async (request, reply) => {
        scoped.metrics.uploads.inc({ outcome: uploadOutcome(reply.statusCode, duplicates.has(request)) });
      });

      scoped.post(
        '/api/upload',
        {
          config: {
            access: 'user',
            rateLimit: {
              max: ctx.config.UPLOAD_RATE_LIMIT_PER_MINUTE,
              timeWindow: 60_000,
              hook: 'preHandler',
              keyGenerator: (request) => `upload:${request.user?.id ?? request.ip}`,
            },
          },
          schema: {
            response: { 200: uploadResponseSchema, '4xx': uploadResponseSchema, '5xx': uploadResponseSchema },
          },
        },
        async (request) => {
          const user = currentUser(request);
          const settings = await getUploadSettings(ctx.db);
          const part = await receiveFile(request, settings);
          uploadLogRowWritten(request); // the pipeline's first step
          try {
            const answer = await processUpload(
              { db: ctx.db, parser: ctx.parser, settings },
              user.id,
              incomingFile(request, part, settings),
            );
            if (answer.duplicate) duplicates.add(request);
            return answer;
          } finally {
            // A refusal before the file was read (maintenance) still drains the request.
            if (!part.file.readableEnded) part.file.resume();
          }
        },
      );
    });
  };
}

import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { safeFileName } from '../../http/download.js';
import { BadRequestError, PayloadTooLargeError } from '../../http/errors.js';
import { getUploadSettings } from '../settings/settings.js';
import { uploadConfigSchema, uploadResponseSchema } from '../../../shared/api/student.js';
import {
  MAINTENANCE_MESSAGE,
  processUpload,
  tooLargeMessage,
  type IncomingFile,
  type UploadSettings,
} from './service.js';

export const UPLOAD_FIELD = 'pdf';
const MISSING_FILE_MESSAGE = 'Choose a PDF file to upload (form field "pdf").';

/** Reads the file part while counting: beyond the limit the stream is cut off and the answer is 413. */
function incomingFile(part: MultipartFile, settings: UploadSettings): IncomingFile {
  let received = 0;
  return {
    fileName: safeFileName(part.filename, 'transcript.pdf'),
    received: () => received,
    async read() {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) {
        chunks.push(chunk as Buffer);
        received += (chunk as Buffer).length;
      }
      if (part.file.truncated) throw new PayloadTooLargeError(tooLargeMessage(settings.maxFileSizeMb));
      return Buffer.concat(chunks);
    },
  };
}

async function receiveFile(request: FastifyRequest, settings: UploadSettings): Promise<MultipartFile> {
  if (!request.isMultipart()) throw new BadRequestError(MISSING_FILE_MESSAGE);
  const part = await request.file({
    limits: { fileSize: settings.maxFileBytes, files: 1 },
    throwFileSizeLimit: false,
  });
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw new BadRequestError(MISSING_FILE_MESSAGE);
  }
  return part;
}

export function uploadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/upload/config',
      { config: { access: 'user' }, schema: { response: { 200: uploadConfigSchema } } },
      async () => {
        const s = await getUploadSettings(ctx.db);
        return {
          maxFileSizeMb: s.maxFileSizeMb,
          allowedFileTypes: s.allowedFileTypes,
          maintenanceMode: s.maintenanceMode,
          processingTimeoutSeconds: s.processingTimeoutSeconds,
          maintenanceMessage: s.maintenanceMode ? MAINTENANCE_MESSAGE : null,
        };
      },
    );

    // The upload answers the spec's {ok, report, error} on failure too, whatever refused it
    // (sign-in, cross-site check, rate limit, limits, parser): the app's {error} gains ok: false.
    await app.register(async (scoped) => {
      scoped.addHook('preSerialization', async (_request, reply, payload) => {
        if (reply.statusCode < 400 || !payload || typeof payload !== 'object') return payload;
        return 'ok' in payload ? payload : { ok: false, ...payload };
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
          try {
            return await processUpload(
              { db: ctx.db, parser: ctx.parser, settings },
              user.id,
              incomingFile(part, settings),
            );
          } finally {
            // A refusal before the file was read (maintenance) still drains the request.
            if (!part.file.readableEnded) part.file.resume();
          }
        },
      );
    });
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { publicError } from '../../http/errors.js';
import { recordRefusedUpload } from './log.js';
import { UploadRefusedError } from './receive.js';

/** Requests whose attempt already has its upload log row (the pipeline writes one as soon as it starts). */
const withLogRow = new WeakSet<FastifyRequest>();

export function uploadLogRowWritten(request: FastifyRequest): void {
  withLogRow.add(request);
}

/** Refusals of the caller rather than of an upload: no sign-in, the cross-site check, the rate limit. */
const NOT_AN_ATTEMPT = new Set([401, 403, 429]);

/**
 * Every upload attempt writes one log row: one refused before the pipeline started (the form, its fields,
 * a body that is no form) gets an error row with the message the student was shown.
 */
export async function logRefusedAttempt(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): Promise<void> {
  const user = request.user;
  if (!user || withLogRow.has(request)) return;
  const answer = publicError(error);
  if (NOT_AN_ATTEMPT.has(answer.statusCode)) return;
  withLogRow.add(request);
  try {
    await recordRefusedUpload(db, {
      userId: user.id,
      fileName: error instanceof UploadRefusedError ? error.fileName : undefined,
      processingTime: Math.round(reply.elapsedTime) / 1000,
      errorMessage: answer.message,
    });
  } catch (err) {
    request.log.error({ err }, 'could not log a refused upload');
  }
}

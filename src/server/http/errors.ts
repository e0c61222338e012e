import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { DomainError, type DomainErrorKind } from '../domain/errors.js';
import { closeAfterAnswer } from './earlyAnswer.js';

/** The status code of each kind of domain error: the one place a refusal becomes HTTP. */
export const STATUS_OF_KIND = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  unreadable: 422,
  throttled: 429,
  unavailable: 503,
} as const satisfies Record<DomainErrorKind, number>;

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait and try again.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'GradeLens cannot reach its database right now. Your data is safe; please try again in a minute.';

/** What the client is told about an error: its status and a message safe to show. */
export interface PublicError {
  statusCode: number;
  message: string;
  /** Not the client's doing: worth a log line. */
  internal: boolean;
  /** Sent as `Retry-After` when the refusal says when to try again. */
  retryAfterSeconds?: number;
}

type ErrorShape = Error & { statusCode?: number };

/**
 * The one mapping from an error thrown anywhere in a request to its answer (the error handler and the upload
 * log use it): request validation is 400 naming the field, a DomainError says its own message under its
 * kind's status (STATUS_OF_KIND), other 4xx errors (body parsing, limits) keep theirs, a database that
 * cannot be reached is 503, anything else is a generic 500 whose details stay in the log.
 */
export function publicError(error: unknown): PublicError {
  const e = (error instanceof Error ? error : new Error(String(error))) as ErrorShape;
  if (hasZodFastifySchemaValidationErrors(e)) {
    const issue = e.validation?.[0];
    const field = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || e.validationContext;
    return {
      statusCode: 400,
      message: `Invalid ${field}: ${issue?.message ?? 'bad value'}`,
      internal: false,
    };
  }
  if (e instanceof DomainError) {
    const answer: PublicError = { statusCode: STATUS_OF_KIND[e.kind], message: e.message, internal: false };
    if (e.retryAfterSeconds !== undefined) answer.retryAfterSeconds = e.retryAfterSeconds;
    return answer;
  }
  const status = e.statusCode ?? 500;
  if (status === 429) return { statusCode: 429, message: RATE_LIMITED_MESSAGE, internal: false };
  if (status >= 400 && status < 500) return { statusCode: status, message: e.message, internal: false };
  if (isDatabaseUnavailable(e))
    return { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE, internal: true };
  return { statusCode: 500, message: INTERNAL_ERROR_MESSAGE, internal: true };
}

/**
 * The app's error handler: every error a request ends in is answered here as `{error}` under the status
 * publicError gives it, with `Retry-After` when the refusal says when to try again. Unexpected errors are
 * logged; their details never reach the client.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  closeAfterAnswer(request, reply);
  const answer = publicError(error);
  if (answer.retryAfterSeconds !== undefined) reply.header('retry-after', String(answer.retryAfterSeconds));
  if (answer.internal) request.log.error({ err: error }, 'request failed');
  return reply.code(answer.statusCode).send({ error: answer.message });
}

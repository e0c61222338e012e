import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';

/** An error whose message is safe to show the user, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message = 'The request is not valid.') {
    super(400, message);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in.') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do that.') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}
export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string) {
    super(415, message);
  }
}
export class UnprocessableError extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}
export class ServiceUnavailableError extends HttpError {
  constructor(message: string) {
    super(503, message);
  }
}

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
}

type ErrorShape = Error & { statusCode?: number };

/**
 * The one mapping from an error thrown anywhere in a request to its answer (the error handler and the upload
 * log use it): request validation is 400 naming the field, an
 * HttpError says its own message, other 4xx errors (body parsing, limits) keep theirs, a database that
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
  if (e instanceof HttpError) return { statusCode: e.statusCode, message: e.message, internal: false };
  const status = e.statusCode ?? 500;
  if (status === 429) return { statusCode: 429, message: RATE_LIMITED_MESSAGE, internal: false };
  if (status >= 400 && status < 500) return { statusCode: status, message: e.message, internal: false };
  if (isDatabaseUnavailable(e))
    return { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE, internal: true };
  return { statusCode: 500, message: INTERNAL_ERROR_MESSAGE, internal: true };
}

/** Refused for now: the answer carries `Retry-After` (429 or 503). */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
  }
}

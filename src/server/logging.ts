import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

/** Where log lines go (standard output unless given). */
export interface LogStream {
  write(line: string): void;
}

/** How an error appears in a log line: its kind, a message and stack that hold no user data. */
export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  /** PostgreSQL's names for what failed (no values). */
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  /** The message and the stack's frames. */
  stack: string;
  cause?: LoggedError;
};

const MAX_MESSAGE = 300;
const MAX_CAUSES = 4;
const SQLSTATE = /^[0-9A-Z]{5}$/;

type ErrorLike = Error & Record<string, unknown>;

/** An error PostgreSQL sent back: it carries a SQLSTATE code and a severity. */
function isDatabaseError(e: ErrorLike): boolean {
  return typeof e.code === 'string' && SQLSTATE.test(e.code) && typeof e.severity === 'string';
}

/** A failed query as the ORM reports it: its message repeats every parameter (a whole PDF, a transcript). */
function isFailedQuery(e: ErrorLike): boolean {
  return 'params' in e && 'query' in e;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function safeMessage(e: ErrorLike): string {
  // A database error's text may quote the values it refused; its code and the names below say what failed.
  if (isDatabaseError(e)) return `PostgreSQL error ${String(e.code)}`;
  if (isFailedQuery(e)) return 'Failed query';
  const message = typeof e.message === 'string' ? e.message : '';
  // Any other message quoting a failed query stops before its parameters.
  const cut = message.split(/\nparams: /)[0];
  return cut.length > MAX_MESSAGE ? `${cut.slice(0, MAX_MESSAGE)}…` : cut;
}

/** Only the stack's frames: its first lines repeat the message. */
function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const lines = stack.split('\n').filter((l) => /^\s+at /.test(l));
  return lines.length ? lines.join('\n') : undefined;
}

/**
 * The pino serializer for `err`: what went wrong without the data it went wrong on. It keeps a fixed set
 * of fields, so query parameters, PostgreSQL's detail and where, buffers and transcripts never reach a
 * log line whatever else the error carries.
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) {
    const message = 'A non-error value was thrown.';
    return { type: typeof err, message, stack: message };
  }
  const e = err as ErrorLike;
  const type = e.constructor?.name && e.constructor.name !== 'Object' ? e.constructor.name : e.name;
  const database = isDatabaseError(e);
  const message = safeMessage(e);
  const out: LoggedError = { type, message, stack: `${type}: ${message}` };
  const code = text(e.code);
  if (code) out.code = code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (database) {
    for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
      const value = text(e[key]);
      if (value) out[key] = value;
    }
  }
  const stack = frames(e.stack);
  if (stack) out.stack += `\n${stack}`;
  if (e.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** Fastify's logger: off when LOG_LEVEL is silent; secrets redacted; errors through serializeError. */
export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      remove: true,
    },
    serializers: { err: serializeError },
    ...(stream ? { stream } : {}),
  };
}

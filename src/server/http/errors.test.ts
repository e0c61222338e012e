import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  Conflict,
  DomainError,
  Forbidden,
  Invalid,
  NotFound,
  Throttled,
  TooLarge,
  Unauthenticated,
  Unavailable,
  Unreadable,
  UnsupportedType,
} from '../domain/errors.js';
import { answerError, INTERNAL_ERROR_MESSAGE, publicError, STATUS_OF_KIND } from './errors.js';

const cases: Array<[DomainError, number]> = [
  [new Invalid('Please enter a domain name.'), 400],
  [new Unauthenticated(), 401],
  [new Forbidden('Administrator privileges are required.'), 403],
  [new NotFound('Course not found.'), 404],
  [new Conflict('The last active administrator cannot be deactivated.'), 409],
  [new TooLarge('This file is larger than the 10 MB limit. Upload a smaller PDF.'), 413],
  [new UnsupportedType('This file is not a PDF.'), 415],
  [new Unreadable('This PDF is damaged and cannot be read.'), 422],
  [new Throttled('Your earlier files are still being read.', 7), 429],
  [new Unavailable('Uploads are paused for scheduled maintenance.'), 503],
];

describe('the mapping of domain errors to answers', () => {
  it.each(cases)('%o is answered with its status and its own message', (error, status) => {
    expect(publicError(error)).toEqual({
      statusCode: status,
      message: error.message,
      internal: false,
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    });
  });

  it('gives every kind a status', () => {
    const kinds = new Set(cases.map(([error]) => error.kind));
    expect(Object.keys(STATUS_OF_KIND).sort()).toEqual([...kinds].sort());
  });

  it('keeps the default messages of the errors that have one', () => {
    expect(new NotFound().message).toBe('Not found.');
    expect(new Unauthenticated().message).toBe('Please sign in.');
    expect(new Forbidden().message).toBe('You are not allowed to do that.');
    expect(new Invalid().message).toBe('The request is not valid.');
  });

  it('maps a refusal of its own class by its kind', () => {
    class Refused extends DomainError {}
    expect(publicError(new Refused('too-large', 'Too many parts.')).statusCode).toBe(413);
    expect(publicError(new Refused('unauthenticated', 'Sign-in failed')).statusCode).toBe(401);
  });

  it('answers anything else as a generic 500, worth a log line', () => {
    expect(publicError(new Error('connection string postgres://secret'))).toEqual({
      statusCode: 500,
      message: INTERNAL_ERROR_MESSAGE,
      internal: true,
    });
  });
});

describe('the error handler', async () => {
  const app = Fastify();
  app.setErrorHandler(answerError);
  app.get<{ Params: { index: string } }>('/fail/:index', async (request) => {
    throw cases[Number(request.params.index)][0];
  });
  await app.ready();
  afterAll(() => app.close());

  it.each(cases.map(([error, status], index) => [error.kind, status, index, error] as const))(
    '%s: answers %i with {error: message}',
    async (_kind, status, index, error) => {
      const res = await app.inject({ url: `/fail/${index}` });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error: error.message });
      expect(res.headers['retry-after']).toBe(
        error.retryAfterSeconds === undefined ? undefined : String(error.retryAfterSeconds),
      );
    },
  );

  it('sends Retry-After for an unavailable service that says when to retry', async () => {
    const busy = Fastify();
    busy.setErrorHandler(answerError);
    busy.get('/', async () => {
      throw new Unavailable('Many transcripts are being read right now.', 30);
    });
    const res = await busy.inject({ url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({ error: 'Many transcripts are being read right now.' });
    await busy.close();
  });
});

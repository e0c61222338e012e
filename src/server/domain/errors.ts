/**
 * What went wrong, in the product's terms. Services and route handlers throw these with a message the user
 * can act on; they never name an HTTP status. The one error handler (http/errors.ts) maps each kind to its
 * status code.
 */
export type DomainErrorKind =
  /** The request breaks a rule of the product (a domain name that is none, weights that do not add up). */
  | 'invalid'
  /** Who is asking could not be established (no session, a sign-in token that does not verify). */
  | 'unauthenticated'
  /** Known, but not allowed to do this. */
  | 'forbidden'
  /** No such record among the caller's own. */
  | 'not-found'
  /** The current state does not allow it (the last administrator, a name already taken). */
  | 'conflict'
  /** Beyond a size or count limit. */
  | 'too-large'
  /** Not a kind of file the product reads. */
  | 'unsupported-type'
  /** The right kind of file, but its content cannot be read. */
  | 'unreadable'
  /** The caller has too much under way already: retry later. */
  | 'throttled'
  /** Not possible right now for anyone (maintenance, a dependency down, everyone's queue full). */
  | 'unavailable';

export interface DomainErrorOptions {
  /** When a retry has a chance (throttled, unavailable). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** A refusal whose message is safe to show the user. */
export class DomainError extends Error {
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export class Invalid extends DomainError {
  constructor(message = 'The request is not valid.') {
    super('invalid', message);
  }
}

export class Unauthenticated extends DomainError {
  constructor(message = 'Please sign in.') {
    super('unauthenticated', message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'You are not allowed to do that.') {
    super('forbidden', message);
  }
}

export class NotFound extends DomainError {
  constructor(message = 'Not found.') {
    super('not-found', message);
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}

export class TooLarge extends DomainError {
  constructor(message: string) {
    super('too-large', message);
  }
}

export class UnsupportedType extends DomainError {
  constructor(message: string) {
    super('unsupported-type', message);
  }
}

export class Unreadable extends DomainError {
  constructor(message: string) {
    super('unreadable', message);
  }
}

export class Throttled extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super('throttled', message, { retryAfterSeconds });
  }
}

export class Unavailable extends DomainError {
  constructor(message: string, retryAfterSeconds?: number) {
    super('unavailable', message, { retryAfterSeconds });
  }
}

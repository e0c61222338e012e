import { describe, expect, it } from 'vitest';
import { publicError } from '../../http/errors.js';
import { SignInRefusedError } from './sign-in.js';

describe('a refused sign-in', () => {
  it('is answered by the kind of refusal: 401, 403, 403, 409, 503', () => {
    const status = (refusal: SignInRefusedError['refusal']) =>
      publicError(new SignInRefusedError(refusal, 'message', 'reason')).statusCode;
    expect((['invalid', 'domain', 'deactivated', 'email-taken', 'unavailable'] as const).map(status)).toEqual(
      [401, 403, 403, 409, 503],
    );
  });

  it('says its own message to the user, never the reason kept for the audit log', () => {
    const answer = publicError(
      new SignInRefusedError('domain', 'Use your @school.edu account', 'hd mismatch'),
    );
    expect(answer).toEqual({ statusCode: 403, message: 'Use your @school.edu account', internal: false });
  });
});

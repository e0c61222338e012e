import { describe, expect, it } from 'vitest';
import { uploadOutcome } from './metrics.js';
import { bearerTokenMatches } from '../modules/metrics/index.js';

describe('uploadOutcome', () => {
  it.each([
    [200, false, 'success'],
    [200, true, 'duplicate'],
    [400, false, 'invalid'],
    [401, false, 'unauthorized'],
    [403, false, 'unauthorized'],
    [413, false, 'too_large'],
    [415, false, 'not_pdf'],
    [422, false, 'unreadable'],
    [429, false, 'rate_limited'],
    [503, false, 'unavailable'],
    [409, false, 'refused'],
    [500, false, 'error'],
  ] as const)('%i (duplicate: %s) is %s', (status, duplicate, outcome) => {
    expect(uploadOutcome(status, duplicate)).toBe(outcome);
  });
});

describe('bearerTokenMatches', () => {
  const token = 's3cret-token-0123456789';
  it.each([
    [`Bearer ${token}`, true],
    [`bearer ${token}`, true],
    [`Bearer   ${token}  `, true],
    [undefined, false],
    ['', false],
    [token, false],
    [`Bearer ${token}0`, false],
    [`Bearer ${token.toUpperCase()}`, false],
    [`Bearer ${token} extra`, false],
    [`Basic ${token}`, false],
  ])('%s: %s', (header, expected) => {
    expect(bearerTokenMatches(header, token)).toBe(expected);
  });
});

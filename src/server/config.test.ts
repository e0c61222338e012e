import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has embedded defaults for a local try', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.ALLOWED_DOMAIN).toBe('example.edu');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.devLoginEnabled).toBe(true);
  });

  it('names the variable of a bad value in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid environment variable PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAILS: 'a@x.edu, not-an-email' })).toThrow(/ADMIN_EMAILS/);
    expect(() => loadConfig({ ALLOWED_DOMAIN: 'not a domain' })).toThrow(/ALLOWED_DOMAIN/);
  });

  it('turns dev sign-in off in production with Google configured, whatever DEV_LOGIN says', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', DEV_LOGIN: 'true' }).devLoginEnabled,
    ).toBe(false);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).devLoginEnabled).toBe(false);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', DEV_LOGIN: 'true' }).devLoginEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devLoginEnabled).toBe(false);
  });

  it('normalises lists', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Boss@School.edu ,x@school.edu',
      ALLOWED_DOMAIN: 'School.EDU',
    });
    expect(config.ADMIN_EMAILS).toEqual(['boss@school.edu', 'x@school.edu']);
    expect(config.ALLOWED_DOMAIN).toBe('school.edu');
  });

  it('limits sign-in attempts to 20 a minute per address unless SIGN_IN_RATE_LIMIT says otherwise', () => {
    expect(loadConfig({}).signInAttemptsPerMinute).toBe(20);
    expect(loadConfig({ NODE_ENV: 'test' }).signInAttemptsPerMinute).toBe(1000);
    expect(loadConfig({ SIGN_IN_RATE_LIMIT: '5' }).signInAttemptsPerMinute).toBe(5);
    expect(() => loadConfig({ SIGN_IN_RATE_LIMIT: '0' })).toThrow(/SIGN_IN_RATE_LIMIT/);
  });
});

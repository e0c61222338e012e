import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_LOGIN_WARNING, isLoopbackHost, loadConfig, startupWarnings } from './config.js';

describe('loadConfig', () => {
  it('takes OpenID Connect sign-in as a real sign-in, and refuses settings that do not go together', () => {
    const oidc = { OIDC_ISSUER: 'https://login.microsoftonline.com/abc/v2.0', OIDC_CLIENT_ID: 'app' };
    expect(loadConfig(oidc).devLoginEnabled).toBe(false);
    expect(loadConfig({ ...oidc, HOST: '0.0.0.0' }).OIDC_DISPLAY_NAME).toBe('your school account');
    expect(() => loadConfig({ OIDC_ISSUER: oidc.OIDC_ISSUER })).toThrow(
      /^Invalid environment variable OIDC_CLIENT_ID/,
    );
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'app' })).toThrow(/^Invalid environment variable OIDC_ISSUER/);
    expect(() => loadConfig({ ...oidc, OIDC_ISSUER: 'http://id.school.edu' })).toThrow(
      /OIDC_ISSUER: must be an https/,
    );
    expect(loadConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:8080' }).OIDC_ISSUER).toBe(
      'http://127.0.0.1:8080',
    );
    // Microsoft's multi-tenant endpoints accept any tenant's accounts: the school's tenant must be named.
    for (const tenant of ['common', 'organizations']) {
      const issuer = `https://login.microsoftonline.com/${tenant}/v2.0`;
      expect(() => loadConfig({ ...oidc, OIDC_ISSUER: issuer })).toThrow(
        /^Invalid environment variable OIDC_TENANT_ID/,
      );
      expect(loadConfig({ ...oidc, OIDC_ISSUER: issuer, OIDC_TENANT_ID: 'abc' }).OIDC_TENANT_ID).toBe('abc');
    }
  });

  it('takes REDIS_URL only as a redis:// URL', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/^Invalid environment variable REDIS_URL/);
  });

  it('has embedded defaults for a local try', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.ALLOWED_DOMAIN).toBe('example.edu');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.devLoginEnabled).toBe(true);
  });

  it('bounds slow requests and parser processes by default, and takes other values from the environment', () => {
    const defaults = loadConfig({});
    expect(defaults.REQUEST_TIMEOUT_SECONDS).toBe(120);
    // Above the longest processing timeout an administrator can set (600 s).
    expect(defaults.CONNECTION_TIMEOUT_SECONDS).toBeGreaterThan(600);
    expect(defaults.PARSER_MAX_MEMORY_MB).toBe(1024);
    expect(defaults.PARSER_QUEUE_PER_USER).toBe(2);
    expect(defaults.PARSER_QUEUE_LIMIT).toBeUndefined();
    const set = loadConfig({
      REQUEST_TIMEOUT_SECONDS: '30',
      PARSER_MAX_MEMORY_MB: '2048',
      PARSER_QUEUE_LIMIT: '40',
    });
    expect([set.REQUEST_TIMEOUT_SECONDS, set.PARSER_MAX_MEMORY_MB, set.PARSER_QUEUE_LIMIT]).toEqual([
      30, 2048, 40,
    ]);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ PARSER_MAX_MEMORY_MB: '100' })).toThrow(/PARSER_MAX_MEMORY_MB/);
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

  it('refuses a non-loopback HOST while development sign-in is on, unless DEV_LOGIN=true says so', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'gradelens.school.edu', '[::]']) {
      expect(() => loadConfig({ HOST: host })).toThrow(ConfigError);
      expect(() => loadConfig({ HOST: host })).toThrow(
        /^Invalid environment variable HOST: .*DEV_LOGIN=true/,
      );
      expect(() => loadConfig({ HOST: host, NODE_ENV: 'test' })).toThrow(ConfigError);
      expect(loadConfig({ HOST: host, DEV_LOGIN: 'true' }).devLoginEnabled).toBe(true);
      // Without development sign-in any HOST is fine.
      expect(loadConfig({ HOST: host, GOOGLE_CLIENT_ID: 'id' }).devLoginEnabled).toBe(false);
      expect(loadConfig({ HOST: host, NODE_ENV: 'production' }).devLoginEnabled).toBe(false);
      expect(loadConfig({ HOST: host, DEV_LOGIN: 'false' }).devLoginEnabled).toBe(false);
    }
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(loadConfig({ HOST: host }).devLoginEnabled).toBe(true);
    }
  });

  it('tells loopback addresses from the others', () => {
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('LOCALHOST')).toBe(true);
    expect(isLoopbackHost('::1')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(isLoopbackHost('::')).toBe(false);
    expect(isLoopbackHost('::ffff:10.0.0.1')).toBe(false);
    expect(isLoopbackHost('127.0.0.1.example.com')).toBe(false);
    expect(isLoopbackHost('10.0.0.1')).toBe(false);
  });

  it('warns at start while development sign-in is on, and only then', () => {
    expect(startupWarnings(loadConfig({}))).toEqual([DEV_LOGIN_WARNING]);
    expect(startupWarnings(loadConfig({ HOST: '0.0.0.0', DEV_LOGIN: 'true' }))).toEqual([DEV_LOGIN_WARNING]);
    expect(startupWarnings(loadConfig({ GOOGLE_CLIENT_ID: 'id' }))).toEqual([]);
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

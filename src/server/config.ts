import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_ALLOWED_DOMAIN, DOMAIN_PATTERN } from '../shared/domains.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emailList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const domain = z.string().trim().toLowerCase().regex(DOMAIN_PATTERN, 'must be a domain such as school.edu');

/** Every environment variable the server reads, with its default. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z
    .string()
    .default('accounts.google.com,https://accounts.google.com')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_DISPLAY_NAME: z.string().trim().min(1).max(60).default('your school account'),
  OIDC_TENANT_ID: z.string().trim().min(1).optional(),
  ALLOWED_DOMAIN: domain.default(DEFAULT_ALLOWED_DOMAIN),
  ADMIN_EMAILS: emailList.default([]),
  DEV_LOGIN: bool.optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => {
      if (v === undefined || v === '' || v === 'false') return false;
      if (v === 'true') return true;
      const n = Number(v);
      return Number.isInteger(n) ? n : v;
    }),
  PARSER_POOL_SIZE: z.coerce.number().int().min(1).max(64).default(Math.max(1, os.availableParallelism())),
  PARSER_MAX_PAGES: z.coerce.number().int().min(1).max(10_000).default(100),
  PARSER_MAX_HEAP_MB: z.coerce.number().int().min(64).max(8192).default(512),
  PARSER_MAX_MEMORY_MB: z.coerce.number().int().min(512).max(65_536).default(1024),
  PARSER_RECYCLE_GROWTH_MB: z.coerce.number().int().min(16).max(65_536).default(256),
  PARSER_QUEUE_PER_USER: z.coerce.number().int().min(0).max(100).default(2),
  PARSER_QUEUE_LIMIT: z.coerce.number().int().min(1).max(100_000).optional(),
  OCR_THREADS: z.coerce.number().int().min(0).max(64).default(os.availableParallelism()),
  OCR_MAX_PAGES: z.coerce.number().int().min(1).max(1000).default(10),
  OCR_PAGE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  OCR_MAX_MEMORY_MB: z.coerce.number().int().min(256).max(65536).default(6144),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(660),
  STALE_UPLOAD_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  /** Dev sign-in: on when asked for or when no Google or OpenID Connect sign-in is configured; never in production with either. */
  devLoginEnabled: boolean;
  isProduction: boolean;
  /** Sign-in attempts allowed per client address per minute (SIGN_IN_RATE_LIMIT; 20, or 1000 in tests). */
  signInAttemptsPerMinute: number;
}

export class ConfigError extends Error {}

/** Whether HOST only accepts connections from this machine (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (net.isIPv4(h)) return h.startsWith('127.');
  if (net.isIPv6(h)) {
    if (h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
    return mapped ? mapped[1].startsWith('127.') : false;
  }
  return false;
}

export const DEV_LOGIN_WARNING =
  'Development sign-in is on: anyone who can reach this server can sign in as a student or an administrator ' +
  'without a password. Configure GOOGLE_CLIENT_ID or OIDC_ISSUER (or set DEV_LOGIN=false) before real use.';

/** Warnings to log when the server starts. */
export function startupWarnings(config: Config): string[] {
  return config.devLoginEnabled ? [DEV_LOGIN_WARNING] : [];
}

/** Microsoft Entra ID's multi-tenant endpoints: any tenant's accounts get tokens there. */
export function isEntraMultiTenantIssuer(issuer: string): boolean {
  const u = new URL(issuer);
  return (
    u.hostname === 'login.microsoftonline.com' && /^\/(common|organizations|consumers)(\/|$)/.test(u.pathname)
  );
}

/** OpenID Connect settings that only make sense together. */
function checkOidc(e: Env): void {
  const fail = (name: string, message: string) => {
    throw new ConfigError(`Invalid environment variable ${name}: ${message}`);
  };
  if (!e.OIDC_ISSUER) {
    if (e.OIDC_CLIENT_ID) fail('OIDC_ISSUER', 'is needed when OIDC_CLIENT_ID is set');
    return;
  }
  const issuer = new URL(e.OIDC_ISSUER);
  if (issuer.protocol !== 'https:' && !isLoopbackHost(issuer.hostname)) {
    fail('OIDC_ISSUER', 'must be an https:// URL (http:// only on this machine)');
  }
  if (!e.OIDC_CLIENT_ID) fail('OIDC_CLIENT_ID', 'is needed when OIDC_ISSUER is set');
  if (isEntraMultiTenantIssuer(e.OIDC_ISSUER) && !e.OIDC_TENANT_ID) {
    fail(
      'OIDC_TENANT_ID',
      "is needed with a multi-tenant Microsoft issuer (common, organizations): the school's tenant id, " +
        'or use https://login.microsoftonline.com/<tenant id>/v2.0 as OIDC_ISSUER',
    );
  }
}

/** Parses the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  checkOidc(e);
  const realSignIn = Boolean(e.GOOGLE_CLIENT_ID || e.OIDC_ISSUER);
  const devLoginEnabled =
    isProduction && realSignIn ? false : (e.DEV_LOGIN ?? (!realSignIn && !isProduction));
  // Sign-in without a password is for a local try: other machines get it only when asked for by name.
  if (devLoginEnabled && e.DEV_LOGIN !== true && !isLoopbackHost(e.HOST)) {
    throw new ConfigError(
      `Invalid environment variable HOST: development sign-in is on (no GOOGLE_CLIENT_ID or OIDC_ISSUER), so the server ` +
        `listens only on this machine (127.0.0.1, ::1 or localhost), not on ${e.HOST}. Configure ` +
        `GOOGLE_CLIENT_ID or OIDC_ISSUER, or set DEV_LOGIN=true to open development sign-in to the network on purpose.`,
    );
  }
  return {
    ...e,
    dataDir: path.resolve(e.DATA_DIR),
    isProduction,
    signInAttemptsPerMinute: e.SIGN_IN_RATE_LIMIT ?? (e.NODE_ENV === 'test' ? 1000 : 20),
    devLoginEnabled,
  };
}

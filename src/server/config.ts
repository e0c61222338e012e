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
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  /** Dev sign-in: on when asked for or when no Google client is configured; never in production with Google. */
  devLoginEnabled: boolean;
  isProduction: boolean;
  /** Sign-in attempts allowed per client address per minute (SIGN_IN_RATE_LIMIT; 20, or 1000 in tests). */
  signInAttemptsPerMinute: number;
}

export class ConfigError extends Error {}

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
  return {
    ...e,
    dataDir: path.resolve(e.DATA_DIR),
    isProduction,
    signInAttemptsPerMinute: e.SIGN_IN_RATE_LIMIT ?? (e.NODE_ENV === 'test' ? 1000 : 20),
    devLoginEnabled:
      isProduction && e.GOOGLE_CLIENT_ID ? false : (e.DEV_LOGIN ?? (!e.GOOGLE_CLIENT_ID && !isProduction)),
  };
}

import { z } from 'zod';
import { ROLES } from '../enums.js';

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: roleSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const meResponseSchema = currentUserSchema.nullable();

export const authConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  allowedDomain: z.string(),
  devLoginEnabled: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

export const googleSignInRequestSchema = z.object({ credential: z.string().min(1).max(10_000) });
export const devLoginRequestSchema = z.object({ role: roleSchema.default('user') }).default({ role: 'user' });

export const okResponseSchema = z.object({ ok: z.boolean(), error: z.string().optional() });
/** A refused sign-in: `{ok: false, error}`; refusals made before the handler (cross-site, rate limit) carry only `error`. */
export const signInRefusedSchema = z.object({ ok: z.literal(false).optional(), error: z.string() });
export type OkResponse = z.infer<typeof okResponseSchema>;

export const errorResponseSchema = z.object({ error: z.string() });

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
  /** OpenID Connect sign-in (a school's Microsoft 365 or other provider), when configured. */
  oidc: z.object({ displayName: z.string(), startUrl: z.string() }).nullable(),
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

/** Where the browser starts an OpenID Connect sign-in (a page navigation, not a call). */
export const OIDC_START_PATH = '/api/auth/oidc/start';

/** Why a sign-in was refused; a redirect-based sign-in comes back to /signin?signInError=<kind>. */
export const signInRefusalSchema = z.enum(['invalid', 'domain', 'deactivated', 'email-taken', 'unavailable']);
export type SignInRefusal = z.infer<typeof signInRefusalSchema>;

/** What a refused redirect-based sign-in tells the user (the same words the sign-in calls answer with). */
export function signInRefusalMessage(
  kind: SignInRefusal,
  context: { allowedDomain: string; providerName: string },
): string {
  switch (kind) {
    case 'invalid':
      return 'Sign-in failed: the answer from the sign-in page could not be verified. Please try again.';
    case 'domain':
      return `Use your @${context.allowedDomain} account`;
    case 'deactivated':
      return 'Your account has been deactivated';
    case 'email-taken':
      return 'This e-mail address is linked to another account. Ask an administrator for help.';
    case 'unavailable':
      return `Sign-in with ${context.providerName} is unavailable right now. Please try again.`;
  }
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authConfigSchema,
  devLoginRequestSchema,
  googleSignInRequestSchema,
  meResponseSchema,
  OIDC_START_PATH,
  okResponseSchema,
  signInRefusedSchema,
} from '../../../shared/api/auth.js';
import { NotFoundError } from '../../http/errors.js';
import { recordAudit } from '../audit/index.js';
import { clearSessionCookie, createSession, deleteSession, setSessionCookie } from './sessions.js';
import { signInUser } from './users.js';
import { createGoogleTokenVerifier } from './google.js';
import { SignInRefusedError, signInWithGoogle } from './google-signin.js';
import type { AppContext } from '../../context.js';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Starts a fresh session (a new id, never the one the browser came with) for a user who has just proved who they are. */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  if (request.user) await deleteSession(ctx.db, request.user.sessionHash);
  const token = await createSession(ctx.db, ctx.config, userId);
  setSessionCookie(request, reply, ctx.config, token);
}

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // One verifier per server: it keeps Google's keys cached between sign-ins.
  const verifyGoogleToken = createGoogleTokenVerifier(ctx.config);

  return async (app) => {
    app.get(
      '/api/auth/me',
      { config: { access: 'public' }, schema: { response: { 200: meResponseSchema } } },
      async (request) => {
        const user = request.user;
        return user ? { id: user.id, email: user.email, name: user.name, role: user.role } : null;
      },
    );

    app.get(
      '/api/auth/config',
      { config: { access: 'public' }, schema: { response: { 200: authConfigSchema } } },
      async () => ({
        googleClientId: ctx.config.GOOGLE_CLIENT_ID ?? null,
        oidc: ctx.config.OIDC_ISSUER
          ? { displayName: ctx.config.OIDC_DISPLAY_NAME, startUrl: OIDC_START_PATH }
          : null,
        allowedDomain: ctx.config.ALLOWED_DOMAIN,
        devLoginEnabled: ctx.config.devLoginEnabled,
      }),
    );

    app.post(
      '/api/auth/logout',
      { config: { access: 'public' }, schema: { response: { 200: okResponseSchema } } },
      async (request, reply) => {
        if (request.user) await deleteSession(ctx.db, request.user.sessionHash);
        clearSessionCookie(request, reply, ctx.config);
        reply.header('Clear-Site-Data', '"cookies", "storage"');
        return { ok: true };
      },
    );

    app.post(
      '/api/auth/google',
      {
        config: { access: 'public', rateLimit: ctx.signInRateLimit },
        schema: {
          body: googleSignInRequestSchema,
          response: {
            200: okResponseSchema,
            '4xx': signInRefusedSchema,
            503: signInRefusedSchema,
          },
        },
      },
      async (request, reply) => {
        if (!ctx.config.GOOGLE_CLIENT_ID) {
          return reply.code(404).send({ ok: false, error: 'Google sign-in is not configured.' });
        }
        try {
          const user = await signInWithGoogle(ctx.db, ctx.config, verifyGoogleToken, request.body.credential);
          await startSession(ctx, request, reply, user.id);
          await recordAudit(ctx.db, request, {
            action: 'auth.google',
            outcome: 'success',
            actor: { id: user.id, email: user.email },
            targetType: 'user',
            targetId: user.id,
          });
          return { ok: true };
        } catch (error) {
          if (!(error instanceof SignInRefusedError)) throw error;
          await recordAudit(ctx.db, request, {
            action: 'auth.google',
            outcome: 'failure',
            actor: error.actor,
            targetType: error.actor?.id ? 'user' : undefined,
            targetId: error.actor?.id ?? undefined,
            detail: error.reason,
          });
          request.log.info({ reason: error.reason }, 'Google sign-in refused');
          return reply.code(error.statusCode).send({ ok: false, error: error.message });
        }
      },
    );

    app.post(
      '/api/auth/dev-login',
      {
        config: { access: 'public', rateLimit: ctx.signInRateLimit },
        schema: { body: devLoginRequestSchema, response: { 200: okResponseSchema } },
      },
      async (request, reply) => {
        if (!ctx.config.devLoginEnabled) throw new NotFoundError();
        const role = request.body.role;
        const email = `dev-${role === 'admin' ? 'admin' : 'student'}@${ctx.config.ALLOWED_DOMAIN}`;
        const user = await signInUser(
          ctx.db,
          ctx.config,
          { issuer: 'dev', subject: email, email, name: role === 'admin' ? 'Dev Admin' : 'Dev Student' },
          { admin: role === 'admin' },
        );
        await startSession(ctx, request, reply, user.id);
        await recordAudit(ctx.db, request, {
          action: 'auth.dev-login',
          outcome: 'success',
          actor: { id: user.id, email: user.email },
          targetType: 'user',
          targetId: user.id,
        });
        return { ok: true };
      },
    );
  };
}

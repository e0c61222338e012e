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
import { NotFound } from '../../domain/errors.js';
import { publicError } from '../../http/errors.js';
import { clearSessionCookie, deleteSession, setSessionCookie } from './sessions.js';
import { createGoogleTokenVerifier } from './google.js';
import { googleSignIn, SignInRefusedError } from './google-signin.js';
import { signInAsDeveloper } from './sign-in.js';
import type { AppContext } from '../../context.js';

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
          const token = await googleSignIn(
            ctx.db,
            ctx.config,
            verifyGoogleToken,
            request,
            request.body.credential,
          );
          setSessionCookie(request, reply, ctx.config, token);
          return { ok: true };
        } catch (error) {
          if (!(error instanceof SignInRefusedError)) throw error;
          request.log.info({ reason: error.reason }, 'Google sign-in refused');
          // The sign-in screen's answer: {ok: false, error} under the refusal's status.
          const answer = publicError(error);
          return reply.code(answer.statusCode).send({ ok: false, error: answer.message });
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
        if (!ctx.config.devLoginEnabled) throw new NotFound();
        const token = await signInAsDeveloper(ctx.db, ctx.config, request, request.body.role);
        setSessionCookie(request, reply, ctx.config, token);
        return { ok: true };
      },
    );
  };
}

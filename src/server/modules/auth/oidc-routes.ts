import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OIDC_START_PATH, type SignInRefusal } from '../../../shared/api/auth.js';
import type { AppContext } from '../../context.js';
import { NotFound } from '../../domain/errors.js';
import { createOidcClient, OidcUnavailableError } from './oidc.js';
import { setStateCookie, takeStateCookie } from './oidc-pending.js';
import { finishOidcSignIn, startOidcSignIn } from './oidc-signin.js';
import { setSessionCookie } from './sessions.js';
import { SignInRefusedError } from './sign-in.js';

const CALLBACK_PATH = '/api/auth/oidc/callback';
const SIGNED_IN_PAGE = '/upload';

/** A redirect answer (no body), described for the API reference. */
const redirect = (description: string) => ({ 303: z.null().describe(description) });

/** Where the provider sends the browser back: under PUBLIC_URL, or the address this request came to. */
function callbackUrl(ctx: AppContext, request: FastifyRequest): string {
  const origin = ctx.config.PUBLIC_URL
    ? new URL(ctx.config.PUBLIC_URL).origin
    : `${request.protocol}://${request.host}`;
  return `${origin}${CALLBACK_PATH}`;
}

/** Back to the sign-in page, which tells the user why (see signInRefusalMessage). */
function backToSignIn(reply: FastifyReply, kind: SignInRefusal) {
  return reply.redirect(`/signin?signInError=${kind}`, 303);
}

/**
 * OpenID Connect sign-in: the browser goes to the provider with a fresh state, nonce and PKCE challenge, and
 * comes back to the callback, where all three are checked before the account is signed in with the same
 * rules as Google sign-in. Both answer 404 when OIDC_ISSUER is not configured.
 */
export function oidcRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const oidc = createOidcClient(ctx.config);
  const signInRoute = { access: 'public' as const, rateLimit: ctx.signInRateLimit };

  return async (app) => {
    app.get(
      OIDC_START_PATH,
      { config: signInRoute, schema: { response: redirect("To the provider's sign-in page") } },
      async (request, reply) => {
        if (!oidc) throw new NotFound('OpenID Connect sign-in is not configured.');
        try {
          const { url, state } = await startOidcSignIn(ctx.db, oidc, callbackUrl(ctx, request));
          setStateCookie(request, reply, ctx.config, state);
          return reply.redirect(url.href, 303);
        } catch (error) {
          if (!(error instanceof OidcUnavailableError)) throw error;
          request.log.warn({ reason: error.message }, 'OpenID Connect provider unavailable');
          return backToSignIn(reply, 'unavailable');
        }
      },
    );

    app.get(
      CALLBACK_PATH,
      {
        config: signInRoute,
        // The provider's answer: code and state, or error; other parameters (iss, session_state) pass.
        schema: {
          querystring: z.looseObject({ state: z.string().max(1000).optional() }),
          response: redirect('To the app once signed in, or to the sign-in page with the reason'),
        },
      },
      async (request, reply) => {
        if (!oidc) throw new NotFound('OpenID Connect sign-in is not configured.');
        const cookieState = takeStateCookie(request, reply, ctx.config);
        try {
          const token = await finishOidcSignIn(ctx.db, ctx.config, oidc, request, {
            url: new URL(request.url, 'http://callback'),
            state: request.query.state,
            cookieState,
          });
          setSessionCookie(request, reply, ctx.config, token);
          return reply.redirect(SIGNED_IN_PAGE, 303);
        } catch (error) {
          if (!(error instanceof SignInRefusedError)) throw error;
          request.log.info({ reason: error.reason }, 'OpenID Connect sign-in refused');
          return backToSignIn(reply, error.refusal);
        }
      },
    );
  };
}

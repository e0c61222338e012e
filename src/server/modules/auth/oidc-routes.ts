import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OIDC_START_PATH, signInRefusalMessage, type SignInRefusal } from '../../../shared/api/auth.js';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../http/errors.js';
import { recordAudit } from '../audit/index.js';
import { createOidcClient, OidcRejectedError, OidcUnavailableError } from './oidc.js';
import { savePendingSignIn, setStateCookie, takePendingSignIn, takeStateCookie } from './oidc-pending.js';
import { signInWithOidc } from './oidc-signin.js';
import { startSession } from './routes.js';
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
  const refused = (kind: SignInRefusal, reason: string) =>
    new SignInRefusedError(
      kind,
      signInRefusalMessage(kind, {
        allowedDomain: ctx.config.ALLOWED_DOMAIN,
        providerName: ctx.config.OIDC_DISPLAY_NAME,
      }),
      reason,
    );

  return async (app) => {
    app.get(
      OIDC_START_PATH,
      { config: signInRoute, schema: { response: redirect("To the provider's sign-in page") } },
      async (request, reply) => {
        if (!oidc) throw new NotFoundError('OpenID Connect sign-in is not configured.');
        const redirectUri = callbackUrl(ctx, request);
        try {
          const { url, ...expected } = await oidc.authorizationRequest(redirectUri);
          await savePendingSignIn(ctx.db, { ...expected, redirectUri });
          setStateCookie(request, reply, ctx.config, expected.state);
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
        if (!oidc) throw new NotFoundError('OpenID Connect sign-in is not configured.');
        const cookieState = takeStateCookie(request, reply, ctx.config);
        try {
          const { state } = request.query;
          if (!state || state !== cookieState) {
            throw refused('invalid', 'state does not match this browser');
          }
          const expected = await takePendingSignIn(ctx.db, state);
          if (!expected) throw refused('invalid', 'state unknown, used or expired');
          const claims = await oidc
            .finish(new URL(request.url, 'http://callback'), expected)
            .catch((error) => {
              if (error instanceof OidcRejectedError) {
                throw refused('invalid', `answer rejected: ${error.message}`);
              }
              if (error instanceof OidcUnavailableError) {
                throw refused('unavailable', error.message);
              }
              throw error;
            });
          const user = await signInWithOidc(ctx.db, ctx.config, claims);
          await startSession(ctx, request, reply, user.id);
          await recordAudit(ctx.db, request, {
            action: 'auth.oidc',
            outcome: 'success',
            actor: { id: user.id, email: user.email },
            targetType: 'user',
            targetId: user.id,
          });
          return reply.redirect(SIGNED_IN_PAGE, 303);
        } catch (error) {
          if (!(error instanceof SignInRefusedError)) throw error;
          await recordAudit(ctx.db, request, {
            action: 'auth.oidc',
            outcome: 'failure',
            actor: error.actor,
            targetType: error.actor?.id ? 'user' : undefined,
            targetId: error.actor?.id ?? undefined,
            detail: error.reason,
          });
          request.log.info({ reason: error.reason }, 'OpenID Connect sign-in refused');
          return backToSignIn(reply, error.kind);
        }
      },
    );
  };
}

import { eq, lte, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { oidcSignIns } from '../../db/schema.js';
import type { ExpectedAnswer } from './oidc.js';
import { hashToken, isSecureRequest } from './sessions.js';

/** How long the provider's sign-in page may take before the answer is refused. */
const PENDING_MINUTES = 10;
const COOKIE_PATH = '/api/auth/oidc/';

/** Remembers a sign-in sent to the provider; only the state's hash is the key. */
export async function savePendingSignIn(db: Db, pending: ExpectedAnswer): Promise<void> {
  await db.insert(oidcSignIns).values({
    stateHash: hashToken(pending.state),
    nonce: pending.nonce,
    codeVerifier: pending.codeVerifier,
    redirectUri: pending.redirectUri,
    expiresAt: sql`now() + ${PENDING_MINUTES} * interval '1 minute'`,
  });
}

/** The sign-in a state belongs to, used up by this call: a second answer with the same state finds none. */
export async function takePendingSignIn(db: Db, state: string): Promise<ExpectedAnswer | null> {
  const [row] = await db
    .delete(oidcSignIns)
    .where(eq(oidcSignIns.stateHash, hashToken(state)))
    .returning({
      nonce: oidcSignIns.nonce,
      codeVerifier: oidcSignIns.codeVerifier,
      redirectUri: oidcSignIns.redirectUri,
      live: sql<boolean>`${oidcSignIns.expiresAt} > now()`,
    });
  return row?.live
    ? { state, nonce: row.nonce, codeVerifier: row.codeVerifier, redirectUri: row.redirectUri }
    : null;
}

export async function deleteExpiredPendingSignIns(db: Db): Promise<number> {
  const result = await db.delete(oidcSignIns).where(lte(oidcSignIns.expiresAt, sql`now()`));
  return result.rowCount ?? 0;
}

/** The state also goes to the browser that started the sign-in: the answer must come back to that browser. */
function stateCookieName(secure: boolean): string {
  return secure ? '__Secure-gradelens_oidc_state' : 'gradelens_oidc_state';
}

export function setStateCookie(request: FastifyRequest, reply: FastifyReply, config: Config, state: string) {
  const secure = isSecureRequest(request, config);
  reply.setCookie(stateCookieName(secure), state, {
    httpOnly: true,
    sameSite: 'lax', // sent on the provider's redirect back, a top-level GET
    secure,
    path: COOKIE_PATH,
    maxAge: PENDING_MINUTES * 60,
  });
}

/** The state cookie's value, cleared at once: it serves one answer. */
export function takeStateCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
): string | undefined {
  const secure = isSecureRequest(request, config);
  const value = request.cookies[stateCookieName(secure)];
  reply.clearCookie(stateCookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: COOKIE_PATH });
  return value;
}

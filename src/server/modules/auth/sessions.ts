import crypto from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { ownedBy } from '../../db/owned.js';
import type { Config } from '../../config.js';
import type { Role } from '../../../shared/api/auth.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  sessionHash: string;
}

const HOUR = 3600_000;
/** lastSeenAt is written at most this often, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function isSecureRequest(request: FastifyRequest, config: Config): boolean {
  return request.protocol === 'https' || (config.PUBLIC_URL?.startsWith('https://') ?? false);
}

/** `__Host-` cookies must be Secure, so the prefix is used only over https. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-gradelens_session' : 'gradelens_session';
}

export async function createSession(db: Db, config: Config, userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + config.SESSION_MAX_DAYS * 24 * HOUR),
  });
  return token;
}

/** The active user behind a session token; expired sessions and inactive users yield null. */
export async function loadSessionUser(db: Db, config: Config, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      isActive: users.isActive,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const now = Date.now();
  const idleExpired = now - row.lastSeenAt.getTime() > config.SESSION_IDLE_HOURS * HOUR;
  if (!row.isActive || idleExpired || row.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role, sessionHash: tokenHash };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(ownedBy(sessions, userId));
}

export async function deleteExpiredSessions(db: Db, config: Config): Promise<void> {
  const idleCutoff = new Date(Date.now() - config.SESSION_IDLE_HOURS * HOUR);
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date()), and(lt(sessions.lastSeenAt, idleCutoff))));
}

export function readSessionToken(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[sessionCookieName(isSecureRequest(request, config))];
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  token: string,
): void {
  const secure = isSecureRequest(request, config);
  reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: config.SESSION_MAX_DAYS * 24 * 3600,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  const secure = isSecureRequest(request, config);
  reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

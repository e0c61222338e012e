import crypto from 'node:crypto';
import type { Db } from '../../src/server/db/client.js';
import type { Config } from '../../src/server/config.js';
import { users } from '../../src/server/db/schema.js';
import { createSession, sessionCookieName } from '../../src/server/modules/auth/sessions.js';

export interface TestUser {
  id: string;
  email: string;
  role: 'user' | 'admin';
  /** A Cookie header value that signs this user in. */
  cookie: string;
}

/** Creates a user (and a signed-in session for them). */
export async function createUser(
  db: Db,
  config: Config,
  opts: { role?: 'user' | 'admin'; isActive?: boolean; email?: string; name?: string } = {},
): Promise<TestUser> {
  const tag = crypto.randomBytes(4).toString('hex');
  const email = opts.email ?? `student-${tag}@${config.ALLOWED_DOMAIN}`;
  const [user] = await db
    .insert(users)
    .values({
      issuer: 'test',
      subject: `test-${tag}`,
      email,
      name: opts.name ?? `Test ${tag}`,
      role: opts.role ?? 'user',
      isActive: opts.isActive ?? true,
    })
    .returning();
  const token = await createSession(db, config, user.id);
  return { id: user.id, email, role: user.role, cookie: `${sessionCookieName(false)}=${token}` };
}

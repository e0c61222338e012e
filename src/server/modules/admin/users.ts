import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inLockedTransaction, type Tx } from '../../db/locks.js';
import { users } from '../../db/schema.js';
import { Conflict, NotFound } from '../../domain/errors.js';
import { deleteUserSessions } from '../auth/index.js';
import type { AdminUser, ActiveFlag } from '../../../shared/api/admin.js';
import type { Role } from '../../../shared/api/auth.js';
import type { Change } from './audited.js';
import { presentUser, type UserRow } from './present.js';

/** Every user (newest first), or one, with their report count and latest upload attempt. */
export async function listUsers(db: Db, onlyUserId?: string): Promise<AdminUser[]> {
  const filter = onlyUserId ? sql`where u.id = ${onlyUserId}` : sql``;
  const result = await db.execute<UserRow>(sql`
    select u.id, u.email, u.name, u.role, u.is_active, u.created_at, u.last_login_at,
           (select count(*) from reports r where r.user_id = u.id) as report_count,
           (select max(l.created_at) from upload_logs l where l.user_id = u.id) as last_upload
    from users u
    ${filter}
    order by u.created_at desc, u.email`);
  return result.rows.map(presentUser);
}

async function getUser(db: Db, userId: string): Promise<AdminUser> {
  const [user] = await listUsers(db, userId);
  if (!user) throw new NotFound('User not found.');
  return user;
}

/** Run under the admins lock, so two admins cannot remove the last admin between them. */
async function lockedTarget(tx: Tx, userId: string) {
  const [target] = await tx.select().from(users).where(eq(users.id, userId));
  if (!target) throw new NotFound('User not found.');
  const [{ admins }] = await tx
    .select({ admins: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  return { target, activeAdmins: admins };
}

export async function setUserRole(db: Db, userId: string, role: Role): Promise<Change<AdminUser>> {
  const before = await inLockedTransaction(db, 'admins', async (tx) => {
    const { target, activeAdmins } = await lockedTarget(tx, userId);
    if (target.role === 'admin' && role !== 'admin' && target.isActive && activeAdmins <= 1) {
      throw new Conflict(
        'The last active administrator cannot be demoted. Make another user an administrator first.',
      );
    }
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    return { role: target.role };
  });
  return { result: await getUser(db, userId), before, after: { role } };
}

export async function setUserStatus(
  db: Db,
  actorId: string,
  userId: string,
  isActive: ActiveFlag,
): Promise<Change<AdminUser>> {
  const active = isActive === 'true';
  if (!active && userId === actorId) {
    throw new Conflict('You cannot deactivate your own account.');
  }
  const before = await inLockedTransaction(db, 'admins', async (tx) => {
    const { target, activeAdmins } = await lockedTarget(tx, userId);
    if (!active && target.role === 'admin' && target.isActive && activeAdmins <= 1) {
      throw new Conflict('The last active administrator cannot be deactivated.');
    }
    await tx.update(users).set({ isActive: active }).where(eq(users.id, userId));
    return { isActive: target.isActive ? 'true' : 'false' };
  });
  // A deactivated user is signed out everywhere at once.
  if (!active) await deleteUserSessions(db, userId);
  return { result: await getUser(db, userId), before, after: { isActive } };
}

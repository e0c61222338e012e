import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { ActiveFlag } from '../../../shared/api/admin.js';
import type { Role } from '../../../shared/api/auth.js';
import type { AuditSource } from '../audit/index.js';
import { audited, type Actor } from './audited.js';
import { addDomain, deleteDomain, setDomainStatus } from './domains.js';
import { createDefaultSettings, putSetting } from './settings.js';
import { setUserRole, setUserStatus } from './users.js';

/** The admin area's changes, each audited under its action and target (who acted, from where, how it ended). */

export function changeUserRole(db: Db, source: AuditSource, actor: Actor, userId: string, role: Role) {
  return audited(db, source, actor, { action: 'admin.user.role', targetType: 'user', targetId: userId }, () =>
    setUserRole(db, userId, role),
  );
}

export function changeUserStatus(
  db: Db,
  source: AuditSource,
  actor: Actor,
  userId: string,
  isActive: ActiveFlag,
) {
  return audited(
    db,
    source,
    actor,
    { action: 'admin.user.status', targetType: 'user', targetId: userId },
    () => setUserStatus(db, actor.id, userId, isActive),
  );
}

export function restoreDefaultSettings(db: Db, source: AuditSource, actor: Actor) {
  return audited(
    db,
    source,
    actor,
    { action: 'admin.settings.defaults', targetType: 'setting', targetId: '*' },
    () => createDefaultSettings(db, actor.id),
  );
}

export function changeSetting(db: Db, source: AuditSource, actor: Actor, key: string, value: string) {
  return audited(
    db,
    source,
    actor,
    { action: 'admin.setting.update', targetType: 'setting', targetId: key },
    () => putSetting(db, actor.id, key, value),
  );
}

export function addAllowedDomain(db: Db, source: AuditSource, actor: Actor, input: string) {
  return audited(
    db,
    source,
    actor,
    { action: 'admin.domain.add', targetType: 'domain', targetId: input.trim().toLowerCase() },
    () => addDomain(db, actor.id, input),
  );
}

export function changeDomainStatus(
  db: Db,
  source: AuditSource,
  actor: Actor,
  domainId: string,
  isActive: ActiveFlag,
) {
  return audited(
    db,
    source,
    actor,
    { action: 'admin.domain.status', targetType: 'domain', targetId: domainId },
    () => setDomainStatus(db, domainId, isActive),
  );
}

export function removeDomain(db: Db, config: Config, source: AuditSource, actor: Actor, domainId: string) {
  return audited(
    db,
    source,
    actor,
    { action: 'admin.domain.delete', targetType: 'domain', targetId: domainId },
    () => deleteDomain(db, config, domainId),
  );
}

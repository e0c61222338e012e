/** The API shapes of the admin screens (src/shared/api/admin.ts), made from stored rows. */
import type { AdminUser, AllowedDomain, SystemSetting, UploadLog } from '../../../shared/api/admin.js';
import type { Role } from '../../../shared/api/auth.js';
import type { allowedDomains, systemSettings } from '../../db/schema.js';

/** A user as the admin list reads them, in raw SQL. */
export type UserRow = {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  is_active: boolean;
  created_at: string | Date;
  last_login_at: string | Date | null;
  report_count: number;
  last_upload: string | Date | null;
};

/** Raw SQL answers carry timestamps as text; the API speaks ISO 8601. */
function iso(v: string | Date): string;
function iso(v: string | Date | null): string | null;
function iso(v: string | Date | null): string | null {
  return v === null ? null : new Date(v).toISOString();
}

export function presentUser(r: UserRow): AdminUser {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    isActive: r.is_active ? 'true' : 'false',
    createdAt: iso(r.created_at),
    lastLoginAt: iso(r.last_login_at),
    reportCount: Number(r.report_count),
    lastUpload: iso(r.last_upload),
  };
}

export function presentSetting(r: typeof systemSettings.$inferSelect): SystemSetting {
  return {
    id: r.id,
    settingKey: r.settingKey,
    settingValue: r.settingValue,
    description: r.description,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function presentDomain(r: typeof allowedDomains.$inferSelect): AllowedDomain {
  return {
    id: r.id,
    domain: r.domain,
    isActive: r.isActive ? 'true' : 'false',
    addedAt: r.addedAt.toISOString(),
  };
}

/** An upload log row with its uploader's e-mail. */
export function presentUploadLog(r: Omit<UploadLog, 'createdAt'> & { createdAt: Date }): UploadLog {
  return { ...r, createdAt: r.createdAt.toISOString() };
}

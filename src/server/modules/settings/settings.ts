import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { systemSettings } from '../../db/schema.js';
import { LEGACY_MAINTENANCE_KEY, SETTING_DEFAULTS, type SettingKey } from '../../../shared/settings.js';
import { checkSettingValue, parseFileTypes } from '../../../shared/settingRules.js';
import type { UploadConfig } from '../../../shared/api/student.js';

/**
 * Reads system settings straight from the database on every call, so an admin's change applies to the
 * very next request. A missing or unusable stored value falls back to the setting's default.
 */
export async function getSetting(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: systemSettings.settingValue })
    .from(systemSettings)
    .where(eq(systemSettings.settingKey, key));
  return row?.value ?? null;
}

function valueOrDefault(stored: Map<string, string>, key: SettingKey): string {
  const raw = stored.get(key);
  const check = raw === undefined ? null : checkSettingValue(key, raw);
  return check?.ok ? check.value : SETTING_DEFAULTS[key].value;
}

/** What the upload route enforces, and what GET /api/upload/config tells the upload screen. */
export async function getUploadSettings(db: Db): Promise<UploadConfig & { maxFileBytes: number }> {
  const keys = [
    'MAX_FILE_SIZE_MB',
    'ALLOWED_FILE_TYPES',
    'SYSTEM_MAINTENANCE_MODE',
    'PROCESSING_TIMEOUT_SECONDS',
    LEGACY_MAINTENANCE_KEY,
  ];
  const rows = await db
    .select({ key: systemSettings.settingKey, value: systemSettings.settingValue })
    .from(systemSettings)
    .where(inArray(systemSettings.settingKey, keys));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const maxFileSizeMb = Number(valueOrDefault(stored, 'MAX_FILE_SIZE_MB'));
  const legacy = stored.get(LEGACY_MAINTENANCE_KEY)?.trim().toLowerCase() === 'true';
  return {
    maxFileSizeMb,
    maxFileBytes: Math.floor(maxFileSizeMb * 1024 * 1024),
    allowedFileTypes: parseFileTypes(valueOrDefault(stored, 'ALLOWED_FILE_TYPES')),
    maintenanceMode: valueOrDefault(stored, 'SYSTEM_MAINTENANCE_MODE') === 'true' || legacy,
    processingTimeoutSeconds: Number(valueOrDefault(stored, 'PROCESSING_TIMEOUT_SECONDS')),
  };
}

/** Days after which reports are deleted by the periodic job. */
export async function getAutoDeleteDays(db: Db): Promise<number> {
  const raw = await getSetting(db, 'AUTO_DELETE_DAYS');
  const check = raw === null ? null : checkSettingValue('AUTO_DELETE_DAYS', raw);
  return Number(check?.ok ? check.value : SETTING_DEFAULTS.AUTO_DELETE_DAYS.value);
}

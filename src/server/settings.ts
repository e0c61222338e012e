import { inArray } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { systemSettings } from './db/schema.js';
import { LEGACY_MAINTENANCE_KEY, SETTING_DEFAULTS, type SettingKey } from '../shared/settings.js';

/** The settings as the server uses them: parsed, with the default wherever a value is missing or unusable. */
export interface EffectiveSettings {
  maxFileSizeMb: number;
  /** MAX_FILE_SIZE_MB in bytes (rounded down): a file of exactly this size is accepted. */
  maxFileSizeBytes: number;
  allowedFileTypes: string[];
  maintenanceMode: boolean;
  autoDeleteDays: number;
  processingTimeoutSeconds: number;
}

const KEYS = [...(Object.keys(SETTING_DEFAULTS) as SettingKey[]), LEGACY_MAINTENANCE_KEY];

function positiveNumber(value: string | undefined, fallback: string): number {
  const n = Number(value?.trim());
  return Number.isFinite(n) && n > 0 ? n : Number(fallback);
}

function isTrue(value: string | undefined): boolean {
  return value?.trim().toLowerCase() === 'true';
}

/** Turns stored key/value rows into effective settings. Pure, so every rule is unit-tested. */
export function interpretSettings(stored: Record<string, string>): EffectiveSettings {
  const maxFileSizeMb = positiveNumber(stored.MAX_FILE_SIZE_MB, SETTING_DEFAULTS.MAX_FILE_SIZE_MB.value);
  const types = (stored.ALLOWED_FILE_TYPES ?? SETTING_DEFAULTS.ALLOWED_FILE_TYPES.value)
    .split(',')
    .map((t) => t.trim().toLowerCase().replace(/^\./, ''))
    .filter(Boolean);
  return {
    maxFileSizeMb,
    maxFileSizeBytes: Math.floor(maxFileSizeMb * 1024 * 1024),
    allowedFileTypes: types.length ? types : [SETTING_DEFAULTS.ALLOWED_FILE_TYPES.value],
    maintenanceMode: isTrue(stored.SYSTEM_MAINTENANCE_MODE) || isTrue(stored[LEGACY_MAINTENANCE_KEY]),
    autoDeleteDays: Math.floor(
      positiveNumber(stored.AUTO_DELETE_DAYS, SETTING_DEFAULTS.AUTO_DELETE_DAYS.value),
    ),
    processingTimeoutSeconds: positiveNumber(
      stored.PROCESSING_TIMEOUT_SECONDS,
      SETTING_DEFAULTS.PROCESSING_TIMEOUT_SECONDS.value,
    ),
  };
}

/** Reads the system settings rows the server acts on (one small query). */
export async function loadSettings(db: Db): Promise<EffectiveSettings> {
  const rows = await db
    .select({ key: systemSettings.settingKey, value: systemSettings.settingValue })
    .from(systemSettings)
    .where(inArray(systemSettings.settingKey, KEYS));
  return interpretSettings(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

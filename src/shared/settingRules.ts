import { MAX_UPLOAD_MB } from './limits.js';
import { LEGACY_MAINTENANCE_KEY } from './settings.js';

/** Ceilings of the numeric settings: the server cannot honour more than these. */
export const SETTING_LIMITS = {
  /** The upload route never accepts more than the product's 10 MB; the setting can only lower it. */
  MAX_FILE_SIZE_MB: MAX_UPLOAD_MB,
  PROCESSING_TIMEOUT_SECONDS: 600,
  AUTO_DELETE_DAYS: 36_500,
} as const;

/** Longest value any setting may hold. */
export const SETTING_VALUE_MAX_LENGTH = 500;

export type SettingCheck = { ok: true; value: string } | { ok: false; message: string };

function positiveInteger(raw: string, label: string, max: number): SettingCheck {
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    return { ok: false, message: `${label} must be a whole number from 1 to ${max}.` };
  }
  return { ok: true, value: String(Number(raw)) };
}

function trueOrFalse(raw: string, label: string): SettingCheck {
  const v = raw.toLowerCase();
  return v === 'true' || v === 'false'
    ? { ok: true, value: v }
    : { ok: false, message: `${label} must be true or false.` };
}

/** File extensions, comma separated: 'pdf' or '.PDF, pdf' both store as 'pdf'. */
export function parseFileTypes(raw: string): string[] {
  const types = raw
    .split(',')
    .map((t) => t.trim().toLowerCase().replace(/^\./, ''))
    .filter(Boolean);
  return [...new Set(types)];
}

/**
 * The value to store for a setting, or why it cannot be stored. Known keys have their own rule; any
 * other key takes any non-empty text.
 */
export function checkSettingValue(key: string, input: string): SettingCheck {
  const raw = input.trim();
  if (!raw) return { ok: false, message: 'Please enter a value.' };
  if (raw.length > SETTING_VALUE_MAX_LENGTH) {
    return { ok: false, message: `A setting value can be at most ${SETTING_VALUE_MAX_LENGTH} characters.` };
  }
  switch (key) {
    case 'MAX_FILE_SIZE_MB': {
      const max = SETTING_LIMITS.MAX_FILE_SIZE_MB;
      const n = Number(raw);
      if (!/^\d+(\.\d+)?$/.test(raw) || !(n > 0) || n > max) {
        return {
          ok: false,
          message: `The file size limit must be a number of megabytes above 0 and at most ${max}.`,
        };
      }
      return { ok: true, value: String(n) };
    }
    case 'PROCESSING_TIMEOUT_SECONDS':
      return positiveInteger(raw, 'The processing timeout', SETTING_LIMITS.PROCESSING_TIMEOUT_SECONDS);
    case 'AUTO_DELETE_DAYS':
      return positiveInteger(raw, 'The auto-delete period', SETTING_LIMITS.AUTO_DELETE_DAYS);
    case 'SYSTEM_MAINTENANCE_MODE':
    case LEGACY_MAINTENANCE_KEY:
      return trueOrFalse(raw, 'Maintenance mode');
    case 'ALLOWED_FILE_TYPES': {
      const types = parseFileTypes(raw);
      if (types.length === 0 || types.some((t) => !/^[a-z0-9]{1,10}$/.test(t))) {
        return {
          ok: false,
          message: 'Allowed file types must be file extensions separated by commas, such as pdf.',
        };
      }
      return { ok: true, value: types.join(',') };
    }
    default:
      return { ok: true, value: raw };
  }
}

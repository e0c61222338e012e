import { AUTO_DELETE_DAYS, MAX_UPLOAD_MB, PROCESSING_TIMEOUT_SECONDS } from './limits.js';

/** The system settings the server reads, with the value used while a setting has not been created. */
export const SETTING_DEFAULTS = {
  MAX_FILE_SIZE_MB: {
    value: String(MAX_UPLOAD_MB),
    description: 'Largest transcript PDF accepted, in megabytes',
  },
  ALLOWED_FILE_TYPES: { value: 'pdf', description: 'File types accepted for upload (comma separated)' },
  SYSTEM_MAINTENANCE_MODE: { value: 'false', description: 'While true, uploads are paused' },
  AUTO_DELETE_DAYS: {
    value: String(AUTO_DELETE_DAYS),
    description: 'Reports older than this many days are deleted',
  },
  PROCESSING_TIMEOUT_SECONDS: {
    value: String(PROCESSING_TIMEOUT_SECONDS),
    description: 'Longest time one transcript may take to process, in seconds',
  },
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];
/** Older name of the maintenance switch, honoured as well. */
export const LEGACY_MAINTENANCE_KEY = 'MAINTENANCE_MODE';

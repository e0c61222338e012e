import { describe, expect, it } from 'vitest';
import { interpretSettings } from './settings.js';

describe('effective settings', () => {
  it('uses the defaults when nothing is stored', () => {
    expect(interpretSettings({})).toEqual({
      maxFileSizeMb: 10,
      maxFileSizeBytes: 10 * 1024 * 1024,
      allowedFileTypes: ['pdf'],
      maintenanceMode: false,
      autoDeleteDays: 365,
      processingTimeoutSeconds: 120,
    });
  });

  it('reads stored values and rounds the byte limit down', () => {
    const s = interpretSettings({
      MAX_FILE_SIZE_MB: '0.01',
      ALLOWED_FILE_TYPES: ' PDF, .docx ',
      AUTO_DELETE_DAYS: '30',
      PROCESSING_TIMEOUT_SECONDS: '5',
    });
    expect(s.maxFileSizeBytes).toBe(10485); // 0.01 * 1048576 = 10485.76
    expect(s.allowedFileTypes).toEqual(['pdf', 'docx']);
    expect(s.autoDeleteDays).toBe(30);
    expect(s.processingTimeoutSeconds).toBe(5);
  });

  it('falls back to the default for unusable values', () => {
    const s = interpretSettings({
      MAX_FILE_SIZE_MB: 'ten',
      PROCESSING_TIMEOUT_SECONDS: '-1',
      AUTO_DELETE_DAYS: '0',
    });
    expect(s.maxFileSizeMb).toBe(10);
    expect(s.processingTimeoutSeconds).toBe(120);
    expect(s.autoDeleteDays).toBe(365);
  });

  it('honours both maintenance switches', () => {
    expect(interpretSettings({ SYSTEM_MAINTENANCE_MODE: 'true' }).maintenanceMode).toBe(true);
    expect(interpretSettings({ MAINTENANCE_MODE: ' TRUE ' }).maintenanceMode).toBe(true);
    expect(
      interpretSettings({ SYSTEM_MAINTENANCE_MODE: 'false', MAINTENANCE_MODE: 'no' }).maintenanceMode,
    ).toBe(false);
  });
});

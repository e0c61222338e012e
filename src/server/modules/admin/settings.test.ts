import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, requestAs } from '../../../../tests/support/app.js';
import { createUser } from '../../../../tests/support/factories.js';
import { fixtureBytes, upload } from '../../../../tests/support/uploads.js';
import { auditLog, systemSettings } from '../../db/schema.js';
import { getAutoDeleteDays, getUploadSettings } from '../settings/index.js';
import type { SystemSetting } from '../../../shared/api/admin.js';

describe('admin system settings', async () => {
  const t = await createTestApp();
  const admin = await createUser(t.db, t.config, { role: 'admin' });
  const as = requestAs(t.app, admin.cookie);
  const put = (key: string, value: unknown) =>
    as({ method: 'PUT', url: `/api/admin/settings/${key}`, payload: { value } });

  // Every test starts with no stored settings and no audit entries, whatever ran before it.
  beforeEach(async () => {
    await t.db.delete(systemSettings);
    await t.db.delete(auditLog);
  });

  it('starts empty; the upload reader then uses the defaults', async () => {
    expect((await as({ url: '/api/admin/settings' })).json()).toEqual([]);
    expect(await getUploadSettings(t.db)).toEqual({
      maxFileSizeMb: 10,
      maxFileBytes: 10 * 1024 * 1024,
      allowedFileTypes: ['pdf'],
      maintenanceMode: false,
      processingTimeoutSeconds: 120,
    });
    expect(await getAutoDeleteDays(t.db)).toBe(365);
  });

  it('creates the suggested defaults once', async () => {
    const res = await as({ method: 'POST', url: '/api/admin/settings/defaults' });
    expect(res.statusCode).toBe(200);
    const values = Object.fromEntries(res.json<SystemSetting[]>().map((s) => [s.settingKey, s.settingValue]));
    expect(values).toEqual({
      MAX_FILE_SIZE_MB: '10',
      ALLOWED_FILE_TYPES: 'pdf',
      SYSTEM_MAINTENANCE_MODE: 'false',
      AUTO_DELETE_DAYS: '365',
      PROCESSING_TIMEOUT_SECONDS: '120',
    });
    await put('AUTO_DELETE_DAYS', '30');
    const again = await as({ method: 'POST', url: '/api/admin/settings/defaults' });
    expect(again.json<SystemSetting[]>().find((s) => s.settingKey === 'AUTO_DELETE_DAYS')?.settingValue).toBe(
      '30',
    );
    expect(again.json<SystemSetting[]>()).toHaveLength(5);
  });

  it('applies a change to the very next read: size limit, maintenance, timeout, types', async () => {
    await put('AUTO_DELETE_DAYS', '30');
    expect((await put('MAX_FILE_SIZE_MB', ' 1.5 ')).json()).toMatchObject({
      settingKey: 'MAX_FILE_SIZE_MB',
      settingValue: '1.5',
      description: expect.stringContaining('megabytes'),
    });
    await put('SYSTEM_MAINTENANCE_MODE', 'TRUE');
    await put('PROCESSING_TIMEOUT_SECONDS', '45');
    await put('ALLOWED_FILE_TYPES', '.PDF, pdf');
    expect(await getUploadSettings(t.db)).toEqual({
      maxFileSizeMb: 1.5,
      maxFileBytes: 1_572_864,
      allowedFileTypes: ['pdf'],
      maintenanceMode: true,
      processingTimeoutSeconds: 45,
    });
    expect(await getAutoDeleteDays(t.db)).toBe(30);
    await put('SYSTEM_MAINTENANCE_MODE', 'false');
    expect((await getUploadSettings(t.db)).maintenanceMode).toBe(false);
  });

  it('a lower size limit refuses the next larger upload; maintenance mode refuses uploads with 503', async () => {
    const student = await createUser(t.db, t.config);
    const asStudent = requestAs(t.app, student.cookie);
    const pdf = fixtureBytes('report-1p.pdf');
    const big = Buffer.concat([pdf, Buffer.alloc(1_100_000, 0x20)]);
    await put('MAX_FILE_SIZE_MB', '1');
    const tooLarge = await upload(asStudent, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      ok: false,
      error: 'This file is larger than the 1 MB limit. Upload a smaller PDF.',
    });
    await put('SYSTEM_MAINTENANCE_MODE', 'true');
    const paused = await upload(asStudent, pdf);
    expect(paused.statusCode).toBe(503);
    expect(paused.json().error).toMatch(/^Uploads are paused for scheduled maintenance/);
    await put('SYSTEM_MAINTENANCE_MODE', 'false');
    await put('MAX_FILE_SIZE_MB', '10');
  });

  it('honours the older MAINTENANCE_MODE key as well', async () => {
    await put('maintenance_mode', 'true');
    expect((await getUploadSettings(t.db)).maintenanceMode).toBe(true);
    await put('MAINTENANCE_MODE', 'false');
    expect((await getUploadSettings(t.db)).maintenanceMode).toBe(false);
  });

  it('refuses values outside each key’s rule with a clear 400, and audits changes', async () => {
    await as({ method: 'POST', url: '/api/admin/settings/defaults' });
    for (const value of ['1.5', '1', '10'])
      expect((await put('MAX_FILE_SIZE_MB', value)).statusCode).toBe(200);
    const cases: Array<[string, string, string]> = [
      ['MAX_FILE_SIZE_MB', '0', 'The file size limit must be a number of megabytes above 0 and at most 10.'],
      ['MAX_FILE_SIZE_MB', '11', 'The file size limit must be a number of megabytes above 0 and at most 10.'],
      [
        'MAX_FILE_SIZE_MB',
        'ten',
        'The file size limit must be a number of megabytes above 0 and at most 10.',
      ],
      ['PROCESSING_TIMEOUT_SECONDS', '1.5', 'The processing timeout must be a whole number from 1 to 600.'],
      ['PROCESSING_TIMEOUT_SECONDS', '0', 'The processing timeout must be a whole number from 1 to 600.'],
      ['AUTO_DELETE_DAYS', '-3', 'The auto-delete period must be a whole number from 1 to 36500.'],
      ['SYSTEM_MAINTENANCE_MODE', 'yes', 'Maintenance mode must be true or false.'],
      [
        'ALLOWED_FILE_TYPES',
        ' , ',
        'Allowed file types must be file extensions separated by commas, such as pdf.',
      ],
      ['ANY_OTHER_KEY', '   ', 'Please enter a value.'],
    ];
    for (const [key, value, error] of cases) {
      const res = await put(key, value);
      expect(res.statusCode, `${key}=${value}`).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect((await put('MAX_FILE_SIZE_MB', 5)).statusCode).toBe(400); // the value travels as text
    expect((await put('bad-key!', 'x')).statusCode).toBe(400);
    const custom = await put('welcome_note', '  Hello  ');
    expect(custom.json()).toMatchObject({
      settingKey: 'WELCOME_NOTE',
      settingValue: 'Hello',
      description: null,
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.setting.update'), eq(auditLog.targetId, 'MAX_FILE_SIZE_MB')))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.outcome, e.before, e.after])).toEqual([
      ['success', { settingValue: '10' }, { settingValue: '1.5' }],
      ['success', { settingValue: '1.5' }, { settingValue: '1' }],
      ['success', { settingValue: '1' }, { settingValue: '10' }],
      ['failure', null, null],
      ['failure', null, null],
      ['failure', null, null],
    ]);
  });
});

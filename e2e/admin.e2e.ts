import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startFakeGoogle } from '../tests/support/google.js';
import { useJourney, useService } from './support/journey.js';
import { formatFixed } from '../src/shared/numbers.js';
import {
  PHONE,
  devSignIn,
  expectNoSeriousA11yViolations,
  screenshot,
  apiRefusal,
  DESKTOP,
  expectConsoleErrors,
  GOOGLE_SCRIPT_OFFLINE,
} from './support/browser.js';

const STUDENT = 'dev-student@school.edu';
const ADMIN = 'dev-admin@school.edu';
const XRW = { 'X-Requested-With': 'XMLHttpRequest' };

/** Uploads a file through the API with the context's session, as the upload screen would. */
async function apiUpload(context: BrowserContext, name: string, buffer: Buffer) {
  const res = await context.request.post('/api/upload', {
    headers: XRW,
    multipart: { pdf: { name, mimeType: 'application/pdf', buffer } },
  });
  return { status: res.status(), body: (await res.json()) as { ok: boolean; error?: string } };
}

const fixture = (name: string) => fs.readFileSync(`fixtures/pdf/${name}`);

async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.first().waitFor();
  return (await toast.first().innerText()).replace(/\s+/g, ' ').trim();
}

async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
}

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('admin journey', () => {
  const offline = { expectedErrors: [GOOGLE_SCRIPT_OFFLINE] };
  let admin: { page: Page; context: BrowserContext };
  let student: { page: Page; context: BrowserContext };

  const google = useService(startFakeGoogle);
  const journey = useJourney({ serverEnv: () => google().env });
  beforeAll(async () => {
    // Google sign-in is configured (a fake one), so the sign-in page asks for Google's script: offline here.
    student = await journey.newPage(DESKTOP, { ...offline, signInAs: 'student' });
    admin = await journey.newPage(DESKTOP, { ...offline, signInAs: 'admin' });
  });

  it('keeps students out of the admin area and its API', async () => {
    await student.page.goto('/admin/users');
    await student.page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    expect(await student.page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect((await student.context.request.get('/api/admin/users')).status()).toBe(403);
  });

  it('shows dashboard figures that match the uploads made here', async () => {
    expect((await apiUpload(student.context, 'first.pdf', fixture('report-1p.pdf'))).status).toBe(200);
    expect((await apiUpload(student.context, 'second.pdf', fixture('a-course-terms.pdf'))).status).toBe(200);
    const failed = await apiUpload(student.context, 'broken.pdf', fixture('malformed/truncated.pdf'));
    expect(failed.body.ok).toBe(false);
    const { rows } = await journey.server.db.query<{ status: string; n: number; avg: number }>(
      `select status, count(*)::int as n, avg(processing_time)::float as avg from upload_logs group by status`,
    );
    const count = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
    expect(count('success')).toBe(2);
    expect(count('error')).toBe(1);
    const { rows: avgRows } = await journey.server.db.query<{ avg: number }>(
      `select avg(processing_time)::float as avg from upload_logs where processing_time is not null`,
    );

    const { page } = admin;
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const stat = (label: string) => page.getByTestId(`stat-${label}`).innerText();
    expect(await stat('Total Users')).toBe('2');
    await page.getByText('2 active users').waitFor();
    expect(await stat('Total Reports')).toBe('2');
    expect(await stat('Success Rate')).toBe('66.7%'); // 2 / (2 + 1)
    expect(await stat('Failed Uploads')).toBe('1');
    for (const name of ['first.pdf', 'second.pdf', 'broken.pdf']) {
      await page.getByRole('tabpanel').getByText(name, { exact: true }).waitFor();
    }
    await screenshot(page, 'admin-dashboard');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'System Health' }).click();
    expect(await page.getByTestId('avg-processing-time').innerText()).toBe(
      `${formatFixed(avgRows[0].avg, 2)}s`,
    );
    await page.getByRole('progressbar', { name: 'Upload Success Rate' }).waitFor();
    await screenshot(page, 'admin-dashboard-health');

    // Refresh picks up a new upload; quick actions lead to the other sections.
    expect((await apiUpload(student.context, 'third.pdf', fixture('b-grouped-codes.pdf'))).status).toBe(200);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => stat('Success Rate')).toBe('75.0%');
    await page.getByRole('link', { name: 'View Upload Logs' }).click();
    await page.waitForURL('**/admin/logs');
    await page.getByRole('link', { name: 'System Settings' }).first().click();
    await page.waitForURL('**/admin/settings');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('link', { name: 'Manage Users' }).click();
    await page.waitForURL('**/admin/users');
  });

  it('promotes a user, who then sees Admin, and keeps the last admin', async () => {
    expectConsoleErrors(apiRefusal(409, /\/api\/admin\/users\/[\w-]+\/role/));
    const { page } = admin;
    await page.goto('/admin/users');
    await page.getByTestId(`user-${STUDENT}`).waitFor();
    const stat = (label: string) => page.getByTestId(`stat-${label}`).innerText();
    expect([await stat('Active Users'), await stat('Administrators'), await stat('Regular Users')]).toEqual([
      '2',
      '1',
      '1',
    ]);
    await screenshot(page, 'admin-users');
    await expectNoSeriousA11yViolations(page);

    // The only admin cannot step down: the server's reason is shown.
    await choose(page, `Role for ${ADMIN}`, 'User');
    expect(await toastText(page, 'Error')).toContain(
      'Failed to update user role. The last active administrator cannot be demoted.',
    );

    await choose(page, `Role for ${STUDENT}`, 'Admin');
    expect(await toastText(page, 'Role updated')).toContain(`${STUDENT} is now an administrator.`);
    await expect.poll(() => stat('Administrators')).toBe('2');
    await student.page.goto('/upload');
    await student.page.reload();
    await student.page.getByRole('link', { name: 'Admin' }).waitFor();
    await student.page.getByRole('link', { name: 'Admin' }).click();
    await student.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    await choose(page, `Role for ${STUDENT}`, 'User');
    await toastText(page, 'Role updated');
    await expect.poll(() => stat('Regular Users')).toBe('1');
    await student.page.reload();
    await student.page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    expect(await student.page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
  });

  it('deactivates a user, whose session ends, and reactivates them', async () => {
    expectConsoleErrors(
      apiRefusal(409, /\/api\/admin\/users\/[\w-]+\/status/),
      apiRefusal(403, /\/api\/auth\/dev-login/),
    );
    const { page } = admin;
    await page.goto('/admin/users');
    const active = page.getByRole('switch', { name: `Active: ${STUDENT}` });
    expect(await active.getAttribute('aria-checked')).toBe('true');
    await active.click();
    expect(await toastText(page, 'Status updated')).toContain(`${STUDENT} is now inactive.`);
    await expect.poll(() => active.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('stat-Active Users').innerText()).toBe('1');
    await screenshot(page, 'admin-users-deactivated');

    await student.page.goto('/history');
    await student.page.waitForURL('**/signin');
    // Signing in again is refused while the account is inactive.
    await student.page.getByRole('button', { name: 'Continue as student' }).click();
    await student.page.getByTestId('toast').first().waitFor();
    expect(student.page.url()).toContain('/signin');

    // An admin cannot switch themselves off.
    await page.getByRole('switch', { name: `Active: ${ADMIN}` }).click();
    expect(await toastText(page, 'Error')).toContain(
      'Failed to update user status. You cannot deactivate your own account.',
    );

    await active.click();
    await toastText(page, 'Status updated');
    await expect.poll(() => active.getAttribute('aria-checked')).toBe('true');
    await devSignIn(student.page, 'student');
  });

  it('creates default settings, manages domains, and changes the upload rules at once', async () => {
    expectConsoleErrors(apiRefusal(400, /\/api\/admin\/domains/));
    const { page } = admin;
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Create Default Settings' }).click();
    await toastText(page, 'Setting updated');
    await page.getByLabel('AUTO_DELETE_DAYS').waitFor();
    expect(await page.getByLabel('AUTO_DELETE_DAYS').inputValue()).toBe('365');
    await page.getByLabel('AUTO_DELETE_DAYS').fill('  ');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByLabel('AUTO_DELETE_DAYS') })
      .getByRole('button', { name: 'Update' })
      .click();
    expect(await toastText(page, 'Error')).toContain('Please enter a value.');
    await page.getByLabel('AUTO_DELETE_DAYS').fill('200');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByLabel('AUTO_DELETE_DAYS') })
      .getByRole('button', { name: 'Update' })
      .click();
    expect(await toastText(page, 'Setting updated')).toContain('AUTO_DELETE_DAYS is now 200.');

    // Domains: empty, add, deactivate (Google sign-in there is refused), delete with confirmation.
    await page.getByRole('button', { name: 'Add Domain' }).click();
    expect(await toastText(page, 'Error')).toContain('Please enter a domain name.');
    await page.getByLabel('New domain').fill('College.ORG');
    await page.getByRole('button', { name: 'Add Domain' }).click();
    expect(await toastText(page, 'Domain added')).toContain('@college.org');
    await page.getByTestId('domain-college.org').waitFor();
    await page.getByLabel('New domain').fill('not a domain');
    await page.getByRole('button', { name: 'Add Domain' }).click();
    expect(await toastText(page, 'Error')).toContain(
      'Failed to add domain. "not a domain" is not a valid domain name.',
    );
    await page.getByRole('switch', { name: 'Active: college.org' }).click();
    expect(await toastText(page, 'Domain updated')).toContain('college.org is now inactive.');
    const domains = (await (await admin.context.request.get('/api/admin/domains')).json()) as Array<{
      domain: string;
      isActive: string;
    }>;
    expect(domains.find((d) => d.domain === 'college.org')?.isActive).toBe('false');
    const signIn = await fetch(`${journey.server.baseUrl}/api/auth/google`, {
      method: 'POST',
      headers: { ...XRW, 'content-type': 'application/json' },
      body: JSON.stringify({ credential: await google().token({ sub: 'kim', email: 'kim@college.org' }) }),
    });
    expect(signIn.status).toBe(403);
    await screenshot(page, 'admin-settings');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Delete college.org' }).click();
    await page.getByRole('alertdialog').getByText('Are you sure you want to delete @college.org?').waitFor();
    await screenshot(page, 'admin-settings-delete-domain');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    expect(await toastText(page, 'Domain deleted')).toContain('college.org was removed.');
    await expect.poll(() => page.getByTestId('domain-college.org').count()).toBe(0);

    // A lower size limit refuses the next larger upload.
    const size = page.getByLabel('Maximum file size (MB)');
    await size.fill('');
    await page.getByRole('button', { name: 'Save' }).first().click();
    expect(await toastText(page, 'Error')).toContain('Please enter a file size limit.');
    await size.fill('1');
    await page.getByRole('button', { name: 'Save' }).first().click();
    expect(await toastText(page, 'Setting updated')).toContain('MAX_FILE_SIZE_MB is now 1.');
    const big = Buffer.concat([fixture('report-1p.pdf'), Buffer.alloc(1_100_000, 0x20)]);
    const refused = await apiUpload(student.context, 'big.pdf', big);
    expect(refused).toEqual({
      status: 413,
      body: { ok: false, error: 'This file is larger than the 1 MB limit. Upload a smaller PDF.' },
    });
    await page.getByLabel('Maximum file size (MB)').fill('10');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await toastText(page, 'Setting updated');

    // The other cards' buttons are wired too.
    await page.getByLabel('File extensions (comma separated)').fill('');
    await page.getByRole('button', { name: 'Save' }).nth(1).click();
    expect(await toastText(page, 'Error')).toContain('Please enter allowed file types.');
    await page.getByLabel('File extensions (comma separated)').fill('.PDF');
    await page.getByRole('button', { name: 'Save' }).nth(1).click();
    expect(await toastText(page, 'Setting updated')).toContain('ALLOWED_FILE_TYPES is now pdf.');
    await page.getByLabel('Timeout (seconds)').fill('');
    await page.getByRole('button', { name: 'Save' }).nth(2).click();
    expect(await toastText(page, 'Error')).toContain('Please enter a timeout value.');
    await page.getByLabel('Timeout (seconds)').fill('90');
    await page.getByRole('button', { name: 'Save' }).nth(2).click();
    expect(await toastText(page, 'Setting updated')).toContain('PROCESSING_TIMEOUT_SECONDS is now 90.');

    // Maintenance on: uploads are refused and the upload screen says so; off again: uploads work.
    await page.getByRole('button', { name: 'Enable Maintenance Mode' }).click();
    await toastText(page, 'Setting updated');
    await page.getByText('Maintenance mode is on: uploads are paused.').first().waitFor();
    expect((await apiUpload(student.context, 'paused.pdf', fixture('report-1p.pdf'))).status).toBe(503);
    await student.page.goto('/upload');
    await student.page.getByTestId('maintenance-notice').waitFor();
    await screenshot(student.page, 'admin-maintenance-upload-screen');
    await page.getByRole('button', { name: 'Disable Maintenance Mode' }).click();
    await page.getByRole('button', { name: 'Enable Maintenance Mode' }).waitFor();
    await student.page.reload();
    await student.page.getByRole('heading', { name: 'Upload Your Transcript' }).waitFor();
    expect(await student.page.getByTestId('maintenance-notice').count()).toBe(0);
  });

  it('filters upload logs and exports exactly the listed rows as CSV', async () => {
    const { page } = admin;
    await page.goto('/admin/logs');
    const { rows: all } = await journey.server.db.query<{ id: string; status: string }>(
      `select id, status from upload_logs order by created_at desc`,
    );
    await expect.poll(() => page.getByTestId('log-row').count()).toBe(all.length);
    expect(await page.getByTestId('stat-Logs Shown').innerText()).toBe(String(all.length));
    await screenshot(page, 'admin-logs');
    await expectNoSeriousA11yViolations(page);

    await choose(page, 'Status filter', 'Error');
    const errors = all.filter((r) => r.status === 'error');
    await expect.poll(() => page.getByTestId('log-row').count()).toBe(errors.length);
    expect(errors.length).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^upload-logs-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await file.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true); // a byte order mark, so spreadsheets read UTF-8
    const csv = text.slice(1).trimEnd().split('\r\n');
    expect(csv[0]).toBe('ID,User,File Name,Status,Processing Time,Assignments Found,Created At');
    expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual(errors.map((r) => r.id));
    expect(csv.slice(1).every((line) => line.split(',')[3] === 'error')).toBe(true);

    await choose(page, 'Record limit', '50 records');
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => page.getByTestId('log-row').count()).toBe(all.length);
    expect(await page.getByRole('combobox', { name: 'Record limit' }).innerText()).toBe('100 records');

    await choose(page, 'Status filter', 'Processing');
    await page.getByText('No upload logs match these filters').waitFor();
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect.poll(() => alerts).toEqual(['No logs to export']);
  });

  it('fits a 375 px phone on every admin screen', async () => {
    const phone = await journey.newPage(PHONE, offline);
    await devSignIn(phone.page, 'admin');
    for (const [path, heading] of [
      ['/admin', 'Admin Dashboard'],
      ['/admin/users', 'User Management'],
      ['/admin/settings', 'System Settings'],
      ['/admin/logs', 'Upload Logs'],
    ] as const) {
      await phone.page.goto(path);
      await phone.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await phone.page.waitForLoadState('networkidle');
      await noHorizontalOverflow(phone.page);
      await screenshot(phone.page, `admin-phone-${path.split('/').pop()}`);
    }
    await expectNoSeriousA11yViolations(phone.page);
    await phone.context.close();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.js';
import {
  expectNoSeriousA11yViolations,
  screenshot,
  apiRefusal,
  expectConsoleErrors,
} from './support/browser.js';
import { toastText } from './support/transcripts.js';

describe('student upload failures', () => {
  const journey = useJourney({ signInAs: 'student' });

  beforeAll(async () => {
    await journey.page.getByRole('heading', { name: 'Upload Your Transcript' }).waitFor();
  });

  it('refuses a file that is not a PDF in the browser', async () => {
    await journey.page.getByTestId('file-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('just some text'),
    });
    expect(await toastText(journey.page, 'Invalid file type')).toBe(
      'Invalid file type Please select a PDF file',
    );
    expect(await journey.page.getByTestId('toast').last().getAttribute('data-variant')).toBe('destructive');
    expect(await journey.page.getByTestId('selected-file').count()).toBe(0);
    await screenshot(journey.page, 'student-fail-not-pdf');
  });

  it('refuses an 11 MB PDF in the browser', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
    big.write('%PDF-1.7\n', 0);
    await journey.page
      .getByTestId('file-input')
      .setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: big });
    expect(await toastText(journey.page, 'File too large')).toBe(
      'File too large Please select a file smaller than 10MB',
    );
    expect(await journey.page.getByTestId('selected-file').count()).toBe(0);
  });

  it("shows the server's message for an encrypted PDF and keeps no file", async () => {
    expectConsoleErrors(apiRefusal(422, /\/api\/upload/));
    await journey.page.getByTestId('file-input').setInputFiles('fixtures/pdf/malformed/encrypted.pdf');
    await journey.page.getByRole('button', { name: 'Process Transcript' }).click();
    const text = await toastText(journey.page, 'Upload failed');
    expect(text.startsWith('Upload failed ')).toBe(true);
    expect(text).toMatch(/password|encrypt/i);
    expect(text).not.toContain('An error occurred while uploading your file');
    expect(await journey.page.getByTestId('selected-file').count()).toBe(0);
    expect(await journey.page.getByTestId('grade-results').count()).toBe(0);
    await screenshot(journey.page, 'student-fail-encrypted');
  });

  it('shows the maintenance notice and the server refusal while maintenance mode is on', async () => {
    expectConsoleErrors(apiRefusal(503, /\/api\/upload/));
    await journey.server.db.query(
      `insert into system_settings (setting_key, setting_value, description) values ('SYSTEM_MAINTENANCE_MODE', 'true', 'While true, uploads are paused')
       on conflict (setting_key) do update set setting_value = 'true'`,
    );
    await journey.page.reload();
    const notice = journey.page.getByTestId('maintenance-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('Uploads are paused for maintenance');
    await journey.page.getByTestId('file-input').setInputFiles('fixtures/pdf/a-course-terms.pdf');
    expect(await journey.page.getByRole('button', { name: 'Process Transcript' }).isDisabled()).toBe(true);
    await screenshot(journey.page, 'student-fail-maintenance');
    await expectNoSeriousA11yViolations(journey.page);

    // The server refuses too (a screen opened before maintenance began would send the file).
    const res = await journey.page.evaluate(async () => {
      const form = new FormData();
      form.append('pdf', new File(['%PDF-1.4'], 'x.pdf', { type: 'application/pdf' }));
      const r = await fetch('/api/upload', {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      return { status: r.status, body: (await r.json()) as { ok: boolean; error?: string } };
    });
    expect(res.status).toBe(503);
    expect(res.body.ok).toBe(false);

    await journey.server.db.query(
      `update system_settings set setting_value = 'false' where setting_key = 'SYSTEM_MAINTENANCE_MODE'`,
    );
    await journey.page.reload();
    await journey.page.getByRole('heading', { name: 'Upload Your Transcript' }).waitFor();
    await journey.page.getByTestId('file-input').setInputFiles('fixtures/pdf/a-course-terms.pdf');
    expect(await journey.page.getByRole('button', { name: 'Process Transcript' }).isDisabled()).toBe(false);
    expect(await journey.page.getByTestId('maintenance-notice').count()).toBe(0);
  });
});

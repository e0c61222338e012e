/**
 * A scanned report on the upload screen: the student sees which scanned page is being read, then the
 * results, which say the report was read from a scan and which courses match their printed totals.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedScan, OFFICE_SCAN, pdfPages } from '../fixtures/layouts/scan';
import { useJourney } from './support/journey.js';
import { PHONE, devSignIn, expectNoSeriousA11yViolations, screenshot } from './support/browser.js';
import { overflowsX, toastText } from './support/transcripts.js';

// OCR runs in the idle scheduling class: on a busy machine (other journeys at once) a page takes longer.
describe('student journey: a scanned report', () => {
  let scanFile: string;
  let otherScanFile: string;
  let dir: string;

  beforeAll(async () => {
    // Two pages of a text report, scanned: 150 dpi grey, skewed, noisy, JPEG, no text layer.
    const two = pdfPages(new Uint8Array(fs.readFileSync('fixtures/pdf/report-10p.pdf')), '1-2');
    const scan = await cachedScan(two, { ...OFFICE_SCAN, dpi: 150 });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradelens-scan-e2e-'));
    scanFile = path.join(dir, 'scanned-report.pdf');
    fs.writeFileSync(scanFile, scan);
    // The same scan as another file (a comment after its end): read again, not answered as a duplicate.
    otherScanFile = path.join(dir, 'scanned-report-again.pdf');
    fs.writeFileSync(otherScanFile, Buffer.concat([scan, Buffer.from('\n% sent again\n')]));
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  const journey = useJourney({
    // The server's own OCR threads (the cores): the scan's two pages are read side by side.
    serverEnv: { OCR_PAGE_TIMEOUT_SECONDS: '90' },
    signInAs: 'student',
  });

  it('shows the scanned page being read, then results read from a scan', async () => {
    await journey.page.getByTestId('file-input').setInputFiles(scanFile);
    await journey.page.getByRole('button', { name: 'Process Transcript' }).click();
    const progress = journey.page.getByTestId('scan-progress');
    await progress.waitFor({ timeout: 30_000 });
    expect(await progress.innerText()).toMatch(/^Reading page [12] of 2 \(scanned\)$/);
    expect(await journey.page.getByRole('progressbar', { name: 'Pages read' }).count()).toBe(1);
    await screenshot(journey.page, 'scanned-upload-progress');
    await expectNoSeriousA11yViolations(journey.page);

    await journey.page.getByRole('heading', { name: 'Grade Results' }).waitFor({ timeout: 150_000 });
    expect(await toastText(journey.page, 'Upload successful')).toContain(
      'Your transcript has been processed',
    );
    const notice = journey.page.getByTestId('scan-notice');
    expect(await notice.innerText()).toContain('This report was read from a scan');
    const checks = await journey.page.getByTestId('course-check-row').count();
    expect(checks).toBeGreaterThan(0);
    await screenshot(journey.page, 'scanned-upload-results');
    await expectNoSeriousA11yViolations(journey.page);
  }, 200_000);

  it('reads well at 375 px', async () => {
    const { context: phone, page: p } = await journey.newPage(PHONE);
    try {
      await devSignIn(p, 'student');
      await p.getByTestId('file-input').setInputFiles(otherScanFile);
      await p.getByRole('button', { name: 'Process Transcript' }).click();
      await p.getByTestId('scan-progress').waitFor({ timeout: 30_000 });
      expect(await overflowsX(p)).toBe(false);
      await screenshot(p, 'scanned-phone-progress');
      await p.getByRole('heading', { name: 'Grade Results' }).waitFor({ timeout: 150_000 });
      await p.getByTestId('scan-notice').waitFor();
      expect(await overflowsX(p)).toBe(false);
      await screenshot(p, 'scanned-phone-results');
    } finally {
      await phone.close();
    }
  }, 200_000);
});

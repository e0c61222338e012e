import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.js';
import {
  DESKTOP,
  PHONE,
  devSignIn,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newPage,
  screenshot,
} from './support/browser.js';
import {
  dragFileOver,
  dropFiles,
  expectedGrades,
  expectedChecks,
  fixtureFile,
  toastText,
  letterOf,
  overflowsX,
} from './support/transcripts.js';

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
/** A report's trend value: mean percentage rounded to 2 decimals (computed here by hand). */
const reportValue = (name: string) =>
  Math.round(mean(expectedGrades(name).map((g) => g.percentage)) * 100) / 100;
const signed = (n: number) => (n > 0 ? `+${n.toFixed(2)}` : n.toFixed(2));

async function uploadThroughPicker(page: Page, name: string) {
  await page.getByTestId('file-input').setInputFiles(`fixtures/pdf/${name}.pdf`);
  await page.getByRole('button', { name: 'Process Transcript' }).click();
  await page.getByRole('heading', { name: 'Grade Results' }).waitFor();
  expect(await toastText(page, 'Upload successful')).toContain(
    'Your transcript has been processed and grades calculated.',
  );
}

async function tableRows(page: Page, scope: string) {
  return page
    .locator(`${scope} tbody tr`)
    .evaluateAll((rows) =>
      rows.map((r) =>
        Array.from(r.querySelectorAll('th,td')).map((c) => (c as HTMLElement).innerText.trim()),
      ),
    );
}

describe('student journey: upload, history, courses', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ({ context, page } = await newPage(browser, server.baseUrl, DESKTOP));
    await devSignIn(page, 'student');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('shows the upload screen with its texts, overlay and outside-drop toast', async () => {
    await page.getByRole('heading', { name: 'Upload Your Transcript' }).waitFor();
    await page.getByText('Upload a PDF transcript to automatically calculate your grades').waitFor();
    await page.getByText("Total Points Rec'd: X.XX (Y.YY)").waitFor();
    await page.getByText(/scanned documents may work less well/i).waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'student-upload-empty');

    // Dragging anywhere shows the overlay; over the area, the area's own texts.
    await dragFileOver(page, 'h1', 'dragenter');
    await page.getByText('Drop your PDF here!').waitFor();
    await page.getByText('Release your file anywhere on the page to upload').waitFor();
    await dragFileOver(page, '[data-testid=drop-area]', 'dragenter');
    await page.getByText('Drop your PDF file now!').waitFor();
    await page.getByText('Release to upload').waitFor();
    await screenshot(page, 'student-upload-dragging');

    // Dropping outside the area keeps the file out and says where to drop it.
    await dropFiles(page, 'h1', [fixtureFile('a-flat-comments')]);
    expect(await toastText(page, 'Drop files in the upload area')).toContain(
      'Drop files in the upload area Please drag and drop your PDF file into the designated upload area above.',
    );
    expect(await page.getByTestId('drag-overlay').count()).toBe(0);
    expect(await page.getByTestId('selected-file').count()).toBe(0);
  });

  it('takes the first dropped PDF and shows results equal to the fixture truth', async () => {
    const file = fixtureFile('a-flat-comments');
    await dropFiles(page, '[data-testid=drop-area]', [file, fixtureFile('a-course-terms')]);
    const panel = page.getByTestId('selected-file');
    await panel.waitFor();
    expect(await panel.innerText()).toContain('a-flat-comments.pdf');
    expect(await panel.innerText()).toContain(`${(file.bytes.length / 1048576).toFixed(1)} MB`);
    await screenshot(page, 'student-upload-selected');

    // Clearing returns to empty.
    await page.getByRole('button', { name: 'Clear a-flat-comments.pdf' }).click();
    expect(await panel.count()).toBe(0);
    await dropFiles(page, '[data-testid=drop-area]', [file]);
    await page.getByRole('button', { name: 'Process Transcript' }).click();
    await page.getByRole('heading', { name: 'Grade Results' }).waitFor();
    expect(await toastText(page, 'Upload successful')).toBe(
      'Upload successful Your transcript has been processed and grades calculated.',
    );
    expect(await page.getByTestId('selected-file').count()).toBe(0);

    const truth = expectedGrades('a-flat-comments');
    const rows = await tableRows(page, '[data-testid=grade-results]');
    expect(rows).toEqual(
      truth.map((g) => [
        g.subject,
        `${g.pointsReceived.toFixed(2)} / ${g.maxPoints.toFixed(2)}`,
        `${g.percentage.toFixed(2)}%`,
        letterOf(g.percentage),
      ]),
    );
    const pcts = truth.map((g) => g.percentage);
    const avg = mean(pcts);
    const results = await page.getByTestId('grade-results').innerText();
    expect(results).toContain(`Processed on ${new Date().toLocaleDateString('en-US')}`);
    expect(results).toMatch(new RegExp(`Overall GPA\\s*${((avg / 100) * 4).toFixed(2)}`, 'i'));
    expect(results).toMatch(new RegExp(`Total Courses\\s*${truth.length}`, 'i'));
    expect(results).toMatch(new RegExp(`Highest Grade\\s*${Math.max(...pcts).toFixed(1)}%`, 'i'));
    expect(results).toMatch(new RegExp(`Average Grade\\s*${avg.toFixed(1)}%`, 'i'));
    // How far to trust the numbers: each course checked against the total the report prints.
    const checks = expectedChecks('a-flat-comments');
    expect(checks.warnings.length).toBeGreaterThan(0);
    const checkText = await page.getByTestId('reading-checks').innerText();
    expect(checkText).toContain(
      `${checks.matching} of ${checks.checked} courses add up to the totals the report prints.`,
    );
    for (const message of checks.warnings) expect(checkText).toContain(message);
    await screenshot(page, 'student-upload-results');
    await expectNoSeriousA11yViolations(page);

    // Save Report: the shown results as CSV.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('a-flat-comments-results.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFSubject,Points Received,Max Points,Percentage,Letter Grade');
    for (const g of truth) {
      expect(csv).toContain(
        `${g.pointsReceived.toFixed(2)},${g.maxPoints.toFixed(2)},${g.percentage.toFixed(2)},${letterOf(g.percentage)}`,
      );
    }
  });

  it('lists the report in History: search, view, download the PDF, delete', async () => {
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { name: 'Grade History' }).waitFor();
    const rows = page.getByTestId('history-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    const truth = expectedGrades('a-flat-comments');
    const avg = mean(truth.map((g) => g.percentage));
    expect(await rows.first().innerText()).toContain(`${avg.toFixed(2)}%`);
    const stats = await page.getByTestId('quick-stats').innerText();
    expect(stats).toMatch(new RegExp(`Current GPA\\s*${((avg / 100) * 4).toFixed(2)}`));
    const best = [...truth].sort((a, b) => b.percentage - a.percentage)[0].subject;
    expect(stats).toContain(best);
    expect(await page.getByTestId('improvement').innerText()).toBe('0.00');
    expect(await page.getByTestId('recent-activity').innerText()).toContain('a-flat-comments.pdf');
    await page.locator('.recharts-line').waitFor({ state: 'attached' });
    await screenshot(page, 'student-history-one');
    await expectNoSeriousA11yViolations(page);

    const search = page.getByPlaceholder('Search reports...');
    await search.fill('nothing-like-this');
    await page.getByText('No reports match your search').waitFor();
    await search.fill('FLAT-COMM');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);

    await page.getByRole('button', { name: 'View a-flat-comments.pdf' }).click();
    const detail = page.getByTestId('report-detail');
    await detail.waitFor();
    expect(await detail.getByRole('heading', { name: 'a-flat-comments.pdf' }).count()).toBe(1);
    expect((await tableRows(page, '[data-testid=report-detail]')).map((r) => r[0])).toEqual(
      truth.map((g) => g.subject),
    );
    await screenshot(page, 'student-history-detail');
    await page.getByRole('button', { name: 'Close report details' }).click();
    expect(await detail.count()).toBe(0);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download a-flat-comments.pdf' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('a-flat-comments.pdf');
    expect(fs.readFileSync((await pdf.path())!).equals(fixtureFile('a-flat-comments').bytes)).toBe(true);

    const [all] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export all reports as CSV' }).click(),
    ]);
    expect(fs.readFileSync((await all.path())!, 'utf8')).toContain(truth[0].subject);

    await page.getByRole('button', { name: 'View a-flat-comments.pdf' }).click();
    await detail.waitFor();
    let confirmText = '';
    page.once('dialog', (d) => {
      confirmText = d.message();
      void d.accept();
    });
    await page.getByRole('button', { name: 'Delete a-flat-comments.pdf' }).click();
    expect(await toastText(page, 'Report deleted')).toBe(
      'Report deleted The report has been successfully deleted.',
    );
    expect(confirmText).toBe('Are you sure you want to delete this report?');
    await search.fill('');
    await page.getByText('No reports uploaded yet').waitFor();
    expect(await detail.count()).toBe(0);
    await page.getByText('No reports yet').waitFor();
    await page.getByText('No data available').waitFor();
    await page.getByText('Upload some transcripts to see trends').waitFor();
    expect(await page.getByTestId('quick-stats').innerText()).toMatch(
      /Current GPA\s*0\.00[\s\S]*N\/A[\s\S]*0\.00/,
    );
  });

  it('moves the trend and Improvement with a second and third upload, and filters by period', async () => {
    const order = ['a-course-terms', 'd-combined-score', 'c-subject-landscape'];
    await page.getByRole('link', { name: 'Upload' }).click();
    await uploadThroughPicker(page, order[0]);
    await page.getByRole('link', { name: 'History' }).click();
    await page.locator('[data-points="1"]').waitFor();
    expect(await page.getByTestId('improvement').innerText()).toBe('0.00');

    await page.getByRole('link', { name: 'Upload' }).click();
    await uploadThroughPicker(page, order[1]);
    await page.getByRole('link', { name: 'History' }).click();
    await page.locator('[data-points="2"]').waitFor();
    const second = signed(
      Math.round(((reportValue(order[1]) - reportValue(order[0])) / 100) * 4 * 100) / 100,
    );
    expect(await page.getByTestId('improvement').innerText()).toBe(second);

    await page.getByRole('link', { name: 'Upload' }).click();
    await uploadThroughPicker(page, order[2]);
    await page.getByRole('link', { name: 'History' }).click();
    await page.locator('[data-points="3"]').waitFor();
    const third = signed(Math.round(((reportValue(order[2]) - reportValue(order[0])) / 100) * 4 * 100) / 100);
    expect(await page.getByTestId('improvement').innerText()).toBe(third);
    expect(third).not.toBe(second);
    expect(await page.locator('.recharts-line-dot').count()).toBe(3);
    // Recent Activity: the three newest, newest first.
    const recent = await page.getByTestId('recent-activity').locator('li').allInnerTexts();
    expect(recent.map((t) => t.split('\n')[0])).toEqual([...order].reverse().map((n) => `${n}.pdf`));
    await screenshot(page, 'student-history-three');

    // Reports stand at the dates they print: two printed today, the oldest 400 days ago (the previous
    // academic year). This Year and This Semester drop the oldest.
    await server.db.query(`update reports set report_date = current_date where file_name = any($1)`, [
      [`${order[1]}.pdf`, `${order[2]}.pdf`],
    ]);
    await server.db.query(`update reports set report_date = current_date - 400 where file_name = $1`, [
      `${order[0]}.pdf`,
    ]);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.locator('[data-points="3"]').waitFor();
    await page.getByRole('button', { name: 'This Year' }).click();
    await page.locator('[data-points="2"]').waitFor();
    expect(await page.getByRole('button', { name: 'This Year' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'This Semester' }).click();
    await page.locator('[data-points="2"]').waitFor();
    await page.getByRole('button', { name: 'All Time' }).click();
    await page.locator('[data-points="3"]').waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('shows Courses: cards, filters, the dialog with each tab', async () => {
    await page.getByRole('link', { name: 'Courses' }).click();
    await page.getByRole('heading', { name: 'Course Tracking' }).waitFor();
    const cards = page.getByTestId('course-card');
    await cards.first().waitFor();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(5);
    const overall = await page.getByTestId('overall-average').innerText();
    expect(overall).toMatch(/Across \d+ courses/);
    await screenshot(page, 'student-courses');
    await expectNoSeriousA11yViolations(page);

    // No course is of the current year yet: the filtered empty state leads back to all.
    const filter = page.getByLabel('Show courses');
    await filter.selectOption('this-year');
    await page.getByRole('heading', { name: 'No Courses Found' }).waitFor();
    await page.getByTestId('applied-filters').waitFor();
    await screenshot(page, 'student-courses-empty-filter');
    await page.getByRole('button', { name: 'View All Courses' }).click();
    await cards.first().waitFor();
    expect(await filter.inputValue()).toBe('all');

    // Move one course into the current term: both filters now show it, with their badges.
    const now = new Date();
    const start = now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1;
    const year = `${start}-${start + 1}`;
    const semester = now.getMonth() >= 7 ? 'Semester 1' : 'Semester 2';
    await server.db.query(
      `update courses set academic_year = $1, semester = $2 where course_name = 'Spanish I' and semester = 'Q2'`,
      [year, semester],
    );
    await filter.selectOption('this-semester');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(1);
    const badges = await page.getByTestId('applied-filters').innerText();
    expect(badges).toContain(semester);
    expect(badges).toContain(year);
    // This Year was read before the change (reads stay cached until Refresh, spec section 9).
    await filter.selectOption('this-year');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await cards.first().waitFor();
    expect(await cards.count()).toBe(1);
    expect(await cards.first().innerText()).toContain('Spanish I');
    await filter.selectOption('all');
    await cards.first().waitFor();

    // The dialog of a course with assignments.
    await cards.filter({ hasText: 'U.S. History' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (const label of ['Current Grade', 'Total Assignments', 'Categories', 'Improvement Areas']) {
      await dialog.getByText(label, { exact: true }).first().waitFor();
    }
    await dialog.getByRole('tab', { name: 'All' }).waitFor();
    await dialog.locator('tbody tr').first().waitFor();
    await screenshot(page, 'student-course-dialog-all');
    await expectNoSeriousA11yViolations(page);
    for (const [tab, shot] of [
      ['Categories', 'categories'],
      ['High Impact', 'high-impact'],
      ['Improvement', 'improvement'],
    ] as const) {
      await dialog.getByRole('tab', { name: tab }).click();
      expect(await dialog.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      if (tab === 'Categories')
        expect(await dialog.getByTestId('category-summary').count()).toBeGreaterThan(0);
      if (tab === 'Improvement')
        expect(await dialog.getByTestId('improvement-row').count()).toBeGreaterThan(0);
      await screenshot(page, `student-course-dialog-${shot}`);
    }
    // Focus stays inside; Escape closes.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A course without assignment detail shows the empty state; Close closes.
    await cards.filter({ hasText: 'Physical Education' }).first().click();
    await dialog.waitFor();
    const emptyOrTabs = await dialog.getByText('No assignments found for this course.').count();
    if (emptyOrTabs === 0) await dialog.getByRole('tab', { name: 'All' }).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('works at 375 px wide', async () => {
    const phone = await newPage(browser, server.baseUrl, PHONE);
    const p = phone.page;
    await devSignIn(p, 'student');
    await p.getByRole('heading', { name: 'Upload Your Transcript' }).waitFor();
    expect(await overflowsX(p)).toBe(false);
    await uploadThroughPicker(p, 'b-grouped-codes');
    expect(await overflowsX(p)).toBe(false);
    await screenshot(p, 'student-phone-upload-results');
    await expectNoSeriousA11yViolations(p);

    await p.goto('/history');
    await p.getByTestId('history-row').first().waitFor();
    expect(await p.getByRole('columnheader', { name: 'Upload Date' }).isVisible()).toBe(false);
    expect(await p.getByRole('columnheader', { name: 'Average Grade' }).isVisible()).toBe(false);
    expect(await p.getByTestId('history-row').first().innerText()).toMatch(/\d+\.\d%/);
    await p.locator('.recharts-line').waitFor({ state: 'attached' });
    expect(await overflowsX(p)).toBe(false);
    await screenshot(p, 'student-phone-history');
    await expectNoSeriousA11yViolations(p);

    await p.goto('/courses');
    await p.getByTestId('course-card').first().waitFor();
    expect(await overflowsX(p)).toBe(false);
    await screenshot(p, 'student-phone-courses');
    await p.getByTestId('course-card').filter({ hasText: 'Life Science' }).first().click();
    await p.getByRole('dialog').waitFor();
    await p.getByRole('dialog').locator('tbody tr').first().waitFor();
    await screenshot(p, 'student-phone-course-dialog');
    await p.getByRole('dialog').getByRole('tab', { name: 'Improvement' }).click();
    await screenshot(p, 'student-phone-course-dialog-improvement');
    await expectNoSeriousA11yViolations(p);
    await p.keyboard.press('Escape');
    await phone.context.close();
  });

  it('clears all course data after confirmation', async () => {
    await page.goto('/courses');
    await page.getByTestId('course-card').first().waitFor();
    await page.getByRole('button', { name: 'Clear All Data' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await screenshot(page, 'student-courses-clear-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByTestId('course-card').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Clear All Data' }).click();
    await Promise.all([
      page.waitForEvent('load'),
      confirm.getByRole('button', { name: 'Clear All Data' }).click(),
    ]);
    await page.getByRole('heading', { name: 'No Courses Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Upload a Transcript' }).count()).toBe(1);
  });
});

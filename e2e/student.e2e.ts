import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney } from './support/journey.js';
import { PHONE, devSignIn, expectNoSeriousA11yViolations, screenshot } from './support/browser.js';
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
  const journey = useJourney({ signInAs: 'student' });

  it('shows the upload screen with its texts, overlay and outside-drop toast', async () => {
    await journey.page.getByRole('heading', { name: 'Upload Your Transcript' }).waitFor();
    await journey.page.getByText('Upload a PDF transcript to automatically calculate your grades').waitFor();
    await journey.page.getByText("Total Points Rec'd: X.XX (Y.YY)").waitFor();
    await journey.page.getByText(/scanned documents may work less well/i).waitFor();
    await expectNoSeriousA11yViolations(journey.page);
    await screenshot(journey.page, 'student-upload-empty');

    // Dragging anywhere shows the overlay; over the area, the area's own texts.
    await dragFileOver(journey.page, 'h1', 'dragenter');
    await journey.page.getByText('Drop your PDF here!').waitFor();
    await journey.page.getByText('Release your file anywhere on the page to upload').waitFor();
    await dragFileOver(journey.page, '[data-testid=drop-area]', 'dragenter');
    await journey.page.getByText('Drop your PDF file now!').waitFor();
    await journey.page.getByText('Release to upload').waitFor();
    await screenshot(journey.page, 'student-upload-dragging');

    // Dropping outside the area keeps the file out and says where to drop it.
    await dropFiles(journey.page, 'h1', [fixtureFile('a-flat-comments')]);
    expect(await toastText(journey.page, 'Drop files in the upload area')).toContain(
      'Drop files in the upload area Please drag and drop your PDF file into the designated upload area above.',
    );
    expect(await journey.page.getByTestId('drag-overlay').count()).toBe(0);
    expect(await journey.page.getByTestId('selected-file').count()).toBe(0);
  });

  it('takes the first dropped PDF and shows results equal to the fixture truth', async () => {
    const file = fixtureFile('a-flat-comments');
    await dropFiles(journey.page, '[data-testid=drop-area]', [file, fixtureFile('a-course-terms')]);
    const panel = journey.page.getByTestId('selected-file');
    await panel.waitFor();
    expect(await panel.innerText()).toContain('a-flat-comments.pdf');
    expect(await panel.innerText()).toContain(`${(file.bytes.length / 1048576).toFixed(1)} MB`);
    await screenshot(journey.page, 'student-upload-selected');

    // Clearing returns to empty.
    await journey.page.getByRole('button', { name: 'Clear a-flat-comments.pdf' }).click();
    expect(await panel.count()).toBe(0);
    await dropFiles(journey.page, '[data-testid=drop-area]', [file]);
    await journey.page.getByRole('button', { name: 'Process Transcript' }).click();
    await journey.page.getByRole('heading', { name: 'Grade Results' }).waitFor();
    expect(await toastText(journey.page, 'Upload successful')).toBe(
      'Upload successful Your transcript has been processed and grades calculated.',
    );
    expect(await journey.page.getByTestId('selected-file').count()).toBe(0);

    const truth = expectedGrades('a-flat-comments');
    const rows = await tableRows(journey.page, '[data-testid=grade-results]');
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
    const results = await journey.page.getByTestId('grade-results').innerText();
    expect(results).toContain(`Processed on ${new Date().toLocaleDateString('en-US')}`);
    expect(results).toMatch(new RegExp(`Overall GPA\\s*${((avg / 100) * 4).toFixed(2)}`, 'i'));
    expect(results).toMatch(new RegExp(`Total Courses\\s*${truth.length}`, 'i'));
    expect(results).toMatch(new RegExp(`Highest Grade\\s*${Math.max(...pcts).toFixed(1)}%`, 'i'));
    expect(results).toMatch(new RegExp(`Average Grade\\s*${avg.toFixed(1)}%`, 'i'));
    // How far to trust the numbers: each course checked against the total the report prints.
    const checks = expectedChecks('a-flat-comments');
    expect(checks.warnings.length).toBeGreaterThan(0);
    const checkText = await journey.page.getByTestId('reading-checks').innerText();
    expect(checkText).toContain(
      `${checks.matching} of ${checks.checked} courses add up to the totals the report prints.`,
    );
    for (const message of checks.warnings) expect(checkText).toContain(message);
    await screenshot(journey.page, 'student-upload-results');
    await expectNoSeriousA11yViolations(journey.page);

    // Save Report: the shown results as CSV.
    const [download] = await Promise.all([
      journey.page.waitForEvent('download'),
      journey.page.getByRole('button', { name: 'Save Report' }).click(),
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
    await journey.page.getByRole('link', { name: 'History' }).click();
    await journey.page.getByRole('heading', { name: 'Grade History' }).waitFor();
    const rows = journey.page.getByTestId('history-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    const truth = expectedGrades('a-flat-comments');
    const avg = mean(truth.map((g) => g.percentage));
    expect(await rows.first().innerText()).toContain(`${avg.toFixed(2)}%`);
    const stats = await journey.page.getByTestId('quick-stats').innerText();
    expect(stats).toMatch(new RegExp(`Current GPA\\s*${((avg / 100) * 4).toFixed(2)}`));
    const best = [...truth].sort((a, b) => b.percentage - a.percentage)[0].subject;
    expect(stats).toContain(best);
    expect(await journey.page.getByTestId('improvement').innerText()).toBe('0.00');
    expect(await journey.page.getByTestId('recent-activity').innerText()).toContain('a-flat-comments.pdf');
    await journey.page.locator('.recharts-line').waitFor({ state: 'attached' });
    await screenshot(journey.page, 'student-history-one');
    await expectNoSeriousA11yViolations(journey.page);

    const search = journey.page.getByPlaceholder('Search reports...');
    await search.fill('nothing-like-this');
    await journey.page.getByText('No reports match your search').waitFor();
    await search.fill('FLAT-COMM');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);

    await journey.page.getByRole('button', { name: 'View a-flat-comments.pdf' }).click();
    const detail = journey.page.getByTestId('report-detail');
    await detail.waitFor();
    expect(await detail.getByRole('heading', { name: 'a-flat-comments.pdf' }).count()).toBe(1);
    expect((await tableRows(journey.page, '[data-testid=report-detail]')).map((r) => r[0])).toEqual(
      truth.map((g) => g.subject),
    );
    await screenshot(journey.page, 'student-history-detail');
    await journey.page.getByRole('button', { name: 'Close report details' }).click();
    expect(await detail.count()).toBe(0);

    const [pdf] = await Promise.all([
      journey.page.waitForEvent('download'),
      journey.page.getByRole('button', { name: 'Download a-flat-comments.pdf' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('a-flat-comments.pdf');
    expect(fs.readFileSync((await pdf.path())!).equals(fixtureFile('a-flat-comments').bytes)).toBe(true);

    const [all] = await Promise.all([
      journey.page.waitForEvent('download'),
      journey.page.getByRole('button', { name: 'Export all reports as CSV' }).click(),
    ]);
    expect(fs.readFileSync((await all.path())!, 'utf8')).toContain(truth[0].subject);

    await journey.page.getByRole('button', { name: 'View a-flat-comments.pdf' }).click();
    await detail.waitFor();
    let confirmText = '';
    journey.page.once('dialog', (d) => {
      confirmText = d.message();
      void d.accept();
    });
    await journey.page.getByRole('button', { name: 'Delete a-flat-comments.pdf' }).click();
    expect(await toastText(journey.page, 'Report deleted')).toBe(
      'Report deleted The report has been successfully deleted.',
    );
    expect(confirmText).toBe('Are you sure you want to delete this report?');
    await search.fill('');
    await journey.page.getByText('No reports uploaded yet').waitFor();
    expect(await detail.count()).toBe(0);
    await journey.page.getByText('No reports yet').waitFor();
    await journey.page.getByText('No data available').waitFor();
    await journey.page.getByText('Upload some transcripts to see trends').waitFor();
    expect(await journey.page.getByTestId('quick-stats').innerText()).toMatch(
      /Current GPA\s*0\.00[\s\S]*N\/A[\s\S]*0\.00/,
    );
  });

  it('moves the trend and Improvement with a second and third upload, and filters by period', async () => {
    const order = ['a-course-terms', 'd-combined-score', 'c-subject-landscape'];
    await journey.page.getByRole('link', { name: 'Upload' }).click();
    await uploadThroughPicker(journey.page, order[0]);
    await journey.page.getByRole('link', { name: 'History' }).click();
    await journey.page.locator('[data-points="1"]').waitFor();
    expect(await journey.page.getByTestId('improvement').innerText()).toBe('0.00');

    await journey.page.getByRole('link', { name: 'Upload' }).click();
    await uploadThroughPicker(journey.page, order[1]);
    await journey.page.getByRole('link', { name: 'History' }).click();
    await journey.page.locator('[data-points="2"]').waitFor();
    const second = signed(
      Math.round(((reportValue(order[1]) - reportValue(order[0])) / 100) * 4 * 100) / 100,
    );
    expect(await journey.page.getByTestId('improvement').innerText()).toBe(second);

    await journey.page.getByRole('link', { name: 'Upload' }).click();
    await uploadThroughPicker(journey.page, order[2]);
    await journey.page.getByRole('link', { name: 'History' }).click();
    await journey.page.locator('[data-points="3"]').waitFor();
    const third = signed(Math.round(((reportValue(order[2]) - reportValue(order[0])) / 100) * 4 * 100) / 100);
    expect(await journey.page.getByTestId('improvement').innerText()).toBe(third);
    expect(third).not.toBe(second);
    expect(await journey.page.locator('.recharts-line-dot').count()).toBe(3);
    // Recent Activity: the three newest, newest first.
    const recent = await journey.page.getByTestId('recent-activity').locator('li').allInnerTexts();
    expect(recent.map((t) => t.split('\n')[0])).toEqual([...order].reverse().map((n) => `${n}.pdf`));
    await screenshot(journey.page, 'student-history-three');

    // Reports stand at the dates they print: two printed today, the oldest 400 days ago (the previous
    // academic year). This Year and This Semester drop the oldest.
    await journey.server.db.query(`update reports set report_date = current_date where file_name = any($1)`, [
      [`${order[1]}.pdf`, `${order[2]}.pdf`],
    ]);
    await journey.server.db.query(
      `update reports set report_date = current_date - 400 where file_name = $1`,
      [`${order[0]}.pdf`],
    );
    await journey.page.getByRole('button', { name: 'Refresh' }).click();
    await journey.page.locator('[data-points="3"]').waitFor();
    await journey.page.getByRole('button', { name: 'This Year' }).click();
    await journey.page.locator('[data-points="2"]').waitFor();
    expect(await journey.page.getByRole('button', { name: 'This Year' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await journey.page.getByRole('button', { name: 'This Semester' }).click();
    await journey.page.locator('[data-points="2"]').waitFor();
    await journey.page.getByRole('button', { name: 'All Time' }).click();
    await journey.page.locator('[data-points="3"]').waitFor();
    await expectNoSeriousA11yViolations(journey.page);
  });

  it('shows Courses: cards, filters, the dialog with each tab', async () => {
    await journey.page.getByRole('link', { name: 'Courses' }).click();
    await journey.page.getByRole('heading', { name: 'Course Tracking' }).waitFor();
    const cards = journey.page.getByTestId('course-card');
    await cards.first().waitFor();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(5);
    const overall = await journey.page.getByTestId('overall-average').innerText();
    expect(overall).toMatch(/Across \d+ courses/);
    await screenshot(journey.page, 'student-courses');
    await expectNoSeriousA11yViolations(journey.page);

    // No course is of the current year yet: the filtered empty state leads back to all.
    const filter = journey.page.getByLabel('Show courses');
    await filter.selectOption('this-year');
    await journey.page.getByRole('heading', { name: 'No Courses Found' }).waitFor();
    await journey.page.getByTestId('applied-filters').waitFor();
    await screenshot(journey.page, 'student-courses-empty-filter');
    await journey.page.getByRole('button', { name: 'View All Courses' }).click();
    await cards.first().waitFor();
    expect(await filter.inputValue()).toBe('all');

    // Move one course into the current term: both filters now show it, with their badges.
    const now = new Date();
    const start = now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1;
    const year = `${start}-${start + 1}`;
    const semester = now.getMonth() >= 7 ? 'Semester 1' : 'Semester 2';
    await journey.server.db.query(
      `update courses set academic_year = $1, semester = $2 where course_name = 'Spanish I' and semester = 'Q2'`,
      [year, semester],
    );
    await filter.selectOption('this-semester');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(1);
    const badges = await journey.page.getByTestId('applied-filters').innerText();
    expect(badges).toContain(semester);
    expect(badges).toContain(year);
    // This Year was read before the change (reads stay cached until Refresh, spec section 9).
    await filter.selectOption('this-year');
    await journey.page.getByRole('button', { name: 'Refresh' }).click();
    await cards.first().waitFor();
    expect(await cards.count()).toBe(1);
    expect(await cards.first().innerText()).toContain('Spanish I');
    await filter.selectOption('all');
    await cards.first().waitFor();

    // The dialog of a course with assignments.
    await cards.filter({ hasText: 'U.S. History' }).first().click();
    const dialog = journey.page.getByRole('dialog');
    await dialog.waitFor();
    for (const label of ['Current Grade', 'Total Assignments', 'Categories', 'Improvement Areas']) {
      await dialog.getByText(label, { exact: true }).first().waitFor();
    }
    await dialog.getByRole('tab', { name: 'All' }).waitFor();
    await dialog.locator('tbody tr').first().waitFor();
    await screenshot(journey.page, 'student-course-dialog-all');
    await expectNoSeriousA11yViolations(journey.page);
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
      await screenshot(journey.page, `student-course-dialog-${shot}`);
    }
    // Focus stays inside; Escape closes.
    for (let i = 0; i < 12; i++) await journey.page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await journey.page.keyboard.press('Escape');
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
    const phone = await journey.newPage(PHONE);
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
    await journey.page.goto('/courses');
    await journey.page.getByTestId('course-card').first().waitFor();
    await journey.page.getByRole('button', { name: 'Clear All Data' }).click();
    const confirm = journey.page.getByRole('alertdialog');
    await confirm.waitFor();
    await screenshot(journey.page, 'student-courses-clear-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await journey.page.getByTestId('course-card').count()).toBeGreaterThan(0);

    await journey.page.getByRole('button', { name: 'Clear All Data' }).click();
    await Promise.all([
      journey.page.waitForEvent('load'),
      confirm.getByRole('button', { name: 'Clear All Data' }).click(),
    ]);
    await journey.page.getByRole('heading', { name: 'No Courses Found' }).waitFor();
    expect(await journey.page.getByRole('link', { name: 'Upload a Transcript' }).count()).toBe(1);
  });
});

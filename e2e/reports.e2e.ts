import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney } from './support/journey.js';
import {
  DESKTOP,
  PHONE,
  apiRefusal,
  expectConsoleErrors,
  expectNoSeriousA11yViolations,
  screenshot,
} from './support/browser.js';
import { overflowsX, toastText } from './support/transcripts.js';
import {
  expectedCheckText,
  isoDay,
  makeReportPdf,
  termOfDay,
  trendValue,
  uploadInPage,
  uploadThroughPicker,
  type MadeReport,
} from './support/reports.js';

const TEACHERS = [
  'Mrs. K. Thompson',
  'Mr. D. Okafor',
  'Dr. Ana Ortiz',
  'Ms. Jordan Lee',
  'Sra. María Muñoz',
  'Coach R. Brennan',
  'Mr. Théo Lefèvre',
];
const SUBJECTS = [
  'Algebra',
  'eSports Strategy',
  'Biology',
  'Chemistry of Everyday Materials and Their Reactions in the Modern Kitchen',
  'World History',
  'Spanish',
  'Art & Design',
  'Physics',
  'English Literature',
  'Music Theory',
  'Computer Science',
  'Physical Education',
  'Economics',
  'Drama',
];
const LEVELS = ['I', 'II', 'III', 'IV', 'V'];

/** `count` courses of one level: "Algebra III", taught by the teachers in turn, periods 1 to 8. */
const coursesOf = (level: number, count: number) =>
  SUBJECTS.slice(0, count).map((s, i) => ({
    name: `${s} ${LEVELS[level]}`,
    teacher: TEACHERS[(i + level) % TEACHERS.length],
    period: String(((i + level) % 8) + 1),
  }));

/** "Dec 17, 2021", as the screens write a report's date (en-US, as the browser here runs). */
const medium = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d).toLocaleDateString('en-US', { dateStyle: 'medium' });
};
const signed = (n: number) => (n > 0 ? `+${n.toFixed(2)}` : n.toFixed(2));
const cardNames = (scope: Page | ReturnType<Page['locator']>) =>
  scope.getByTestId('course-name').allInnerTexts();

/** The course card whose name is exactly `name` ("Algebra I" is not "Algebra II"). */
const cardOf = (page: Page, name: string) =>
  page
    .getByTestId('course-card')
    .filter({ has: page.getByTestId('course-name').getByText(name, { exact: true }) });

describe('student journey: report dates, checks, comments, and many courses', () => {
  const today = isoDay(new Date());
  let y2021: MadeReport;
  let y2023: MadeReport;
  let current: MadeReport;

  const journey = useJourney({ signInAs: 'student' });

  beforeAll(async () => {
    const now = termOfDay(new Date());
    [y2021, y2023, current] = await Promise.all([
      makeReportPdf({
        name: 'report-2021',
        seed: 101,
        reportDate: '2021-12-17',
        term: 'Semester 1',
        year: '2021-2022',
        rowsPerCourse: [4, 7],
        comments: 0.3,
        courses: coursesOf(0, 5),
      }),
      makeReportPdf({
        name: 'report-2023',
        seed: 102,
        reportDate: '2023-05-02',
        term: 'Semester 2',
        year: '2022-2023',
        rowsPerCourse: [4, 7],
        comments: 0.3,
        courses: coursesOf(1, 5),
      }),
      makeReportPdf({
        name: 'report-now',
        seed: 103,
        reportDate: today,
        term: now.term,
        year: now.year,
        rowsPerCourse: [5, 8],
        comments: 0.5,
        mismatchCourses: [1],
        courses: coursesOf(2, 5),
      }),
    ]);
  });

  it('orders reports of three years by the dates they print, though uploaded newest first', async () => {
    // Uploaded in reverse: this year's first, 2021's last.
    for (const report of [current, y2023, y2021]) await uploadThroughPicker(journey.page, report);

    await journey.page.getByRole('link', { name: 'History' }).click();
    await journey.page.locator('[data-points="3"]').waitFor();
    const [v2021, v2023, vNow] = [y2021, y2023, current].map((r) => trendValue(r.truth));
    expect(await journey.page.getByTestId('trend-points').textContent()).toBe(
      `Dec 17, 2021: ${v2021.toFixed(2)}%; May 2, 2023: ${v2023.toFixed(2)}%; ${medium(today)}: ${vNow.toFixed(2)}%`,
    );
    // The axis names each point with its year, so no two read alike.
    await journey.page.locator('.recharts-line').waitFor({ state: 'attached' });
    await journey.page
      .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
      .first()
      .waitFor();
    const ticks = await journey.page
      .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
      .allTextContents();
    expect(ticks).toEqual(['Dec 17, 2021', 'May 2, 2023', medium(today)]);
    // Improvement by report date: 2021 to now, not the upload order's now to 2021.
    const improvement = signed(Math.round(((vNow - v2021) / 100) * 4 * 100) / 100);
    expect(await journey.page.getByTestId('improvement').innerText()).toBe(improvement);

    // The table: newest report date first, each with its upload date and time.
    const rows = journey.page.getByTestId('history-row');
    expect(await journey.page.getByTestId('report-date').allInnerTexts()).toEqual([
      medium(today),
      'May 2, 2023',
      'Dec 17, 2021',
    ]);
    expect((await rows.allInnerTexts()).map((t) => t.split('\n')[0])).toEqual([
      'report-now.pdf',
      'report-2023.pdf',
      'report-2021.pdf',
    ]);
    for (const uploaded of await journey.page.getByTestId('upload-date').allInnerTexts()) {
      expect(uploaded).toMatch(new RegExp(`^${medium(today)}, \\d{1,2}:\\d{2}\\s?[AP]M$`));
    }
    await screenshot(journey.page, 'reports-history-three-years');
    await expectNoSeriousA11yViolations(journey.page);

    // This Year and This Semester keep only the report printed this term.
    await journey.page.getByRole('button', { name: 'This Year' }).click();
    await journey.page.locator('[data-points="1"]').waitFor();
    await journey.page.getByRole('button', { name: 'This Semester' }).click();
    await journey.page.locator('[data-points="1"]').waitFor();
    expect(await journey.page.getByTestId('trend-points').textContent()).toBe(
      `${medium(today)}: ${vNow.toFixed(2)}%`,
    );
    await journey.page.getByRole('button', { name: 'All Time' }).click();
    await journey.page.locator('[data-points="3"]').waitFor();
  });

  it('shows every course check and a notice on the results, in the History detail and in the course dialog', async () => {
    const truth = current.truth;
    const expected = truth.courses.map((c) => [c.courseName, expectedCheckText(c)]);
    expect(truth.courses.filter((c) => c.reconciliation.status === 'differs').length).toBe(1);
    expect(expected.map((e) => e[1])).toContain("Matches the report's total");
    const readChecks = (scope: string) =>
      journey.page
        .locator(`${scope} [data-testid=course-check-row]`)
        .evaluateAll((rows) =>
          rows.map((r) => Array.from(r.children).map((c) => (c as HTMLElement).innerText.trim())),
        );

    await journey.page.getByRole('button', { name: 'View report-now.pdf' }).click();
    const detail = journey.page.getByTestId('report-detail');
    await detail.getByTestId('reading-checks').waitFor();
    expect(await detail.getByTestId('report-dates').innerText()).toMatch(
      new RegExp(`^Report of ${medium(today)} · Uploaded ${medium(today)}, \\d{1,2}:\\d{2}\\s?[AP]M$`),
    );
    expect(await readChecks('[data-testid=report-detail]')).toEqual(expected);
    expect(await detail.getByTestId('mismatch-notice').innerText()).toContain(
      '1 course does not add up to the totals the report prints.',
    );
    for (const w of truth.warnings)
      expect(await detail.getByTestId('reading-warnings').innerText()).toContain(w.message);
    await screenshot(journey.page, 'reports-history-detail-checks');
    await expectNoSeriousA11yViolations(journey.page);

    // The course dialog of the course that does not add up.
    const differing = truth.courses.find((c) => c.reconciliation.status === 'differs')!;
    await journey.page.getByRole('link', { name: 'Courses' }).click();
    await journey.page.getByTestId('course-card').first().waitFor();
    // Its card says so before it is opened; it is the only one.
    expect(await journey.page.getByTestId('card-mismatch').count()).toBe(1);
    expect(await cardOf(journey.page, differing.courseName).getByTestId('card-mismatch').innerText()).toBe(
      'Does not add up',
    );
    await cardOf(journey.page, differing.courseName).click();
    const dialog = journey.page.getByRole('dialog');
    await dialog.getByTestId('course-checks').waitFor();
    expect(await dialog.getByTestId('mismatch-notice').innerText()).toContain(
      "This course's assignments do not add up to the total the report prints.",
    );
    expect(await dialog.getByTestId('course-check').innerText()).toBe(expectedCheckText(differing));
    expect(await dialog.getByTestId('reading-warnings').innerText()).toContain(
      truth.warnings.find((w) => w.message.startsWith(`${differing.courseName}: `))!.message,
    );
    await dialog.locator('tbody tr').first().waitFor();
    await screenshot(journey.page, 'reports-course-dialog-mismatch');
    await journey.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A course that matches says so, with no notice.
    const matching = truth.courses.find((c) => c.reconciliation.status === 'matches')!;
    await cardOf(journey.page, matching.courseName).click();
    await dialog.getByTestId('course-checks').waitFor();
    expect(await dialog.getByTestId('course-check').innerText()).toBe("Matches the report's total");
    expect(await dialog.getByTestId('mismatch-notice').count()).toBe(0);
    await journey.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it("shows the teachers' comments under their assignments, at 1280 and 375 px", async () => {
    const withComments = [...current.truth.courses].sort(
      (a, b) => b.assignments.filter((x) => x.comment).length - a.assignments.filter((x) => x.comment).length,
    )[0];
    const comments = withComments.assignments.filter((a) => a.comment).map((a) => a.comment!);
    expect(comments.length).toBeGreaterThan(1);

    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      await journey.page.setViewportSize(viewport);
      await journey.page.goto('/courses');
      await cardOf(journey.page, withComments.courseName).click();
      const dialog = journey.page.getByRole('dialog');
      await dialog.locator('tbody tr').first().waitFor();
      const shown = dialog.getByTestId('assignment-comment');
      const spoken = /^Teacher comment:\s*/;
      expect((await shown.allInnerTexts()).map((t) => t.replace(spoken, ''))).toEqual(comments);
      // Each comment sits in its assignment's row, under the assignment's name.
      const first = withComments.assignments.find((a) => a.comment)!;
      const row = dialog.locator('tbody tr').filter({ hasText: first.assignmentName });
      expect((await row.getByTestId('assignment-comment').innerText()).replace(spoken, '')).toBe(
        first.comment,
      );
      expect(await shown.first().isVisible()).toBe(true);
      expect(await overflowsX(journey.page)).toBe(false);
      await screenshot(journey.page, `reports-course-comments-${name}`);
      await expectNoSeriousA11yViolations(journey.page);
      await journey.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await journey.page.setViewportSize(DESKTOP);
  });

  it('answers a re-upload with "Already uploaded on <date>" in the toast and the results alike', async () => {
    await journey.page.goto('/upload');
    await journey.page.getByRole('heading', { name: 'Upload Your Transcript' }).waitFor();
    await uploadThroughPicker(journey.page, y2021);
    const text = `Already uploaded on ${medium(today)}`;
    expect(await toastText(journey.page, text)).toBe(
      `${text} This file was read then; these are its saved results.`,
    );
    expect(await journey.page.getByTestId('already-uploaded').innerText()).toBe(
      `${text}: these are its saved results.`,
    );
    expect(await journey.page.getByText('Upload successful').count()).toBe(0);
    expect(await journey.page.getByTestId('grade-results').innerText()).toContain('Report of Dec 17, 2021');
    // The checks of the stored report come with it.
    expect(await journey.page.getByTestId('course-check-row').count()).toBe(y2021.truth.courses.length);
    await screenshot(journey.page, 'reports-reupload');
  });

  it('keeps an upload error beside the drop area until the next action', async () => {
    expectConsoleErrors(apiRefusal(422, /\/api\/upload/));
    await journey.page.getByTestId('file-input').setInputFiles('fixtures/pdf/malformed/truncated.pdf');
    await journey.page.getByRole('button', { name: 'Process Transcript' }).click();
    const notice = journey.page.getByTestId('upload-error');
    await notice.waitFor();
    const said = await toastText(journey.page, 'Upload failed');
    const words = async () => (await notice.innerText()).replace(/\s+/g, ' ').trim();
    expect(await words()).toBe(said);
    // It stays after the toast is gone.
    await journey.page
      .getByTestId('toast')
      .filter({ hasText: 'Upload failed' })
      .getByRole('button', { name: 'Close notification' })
      .click();
    await journey.page
      .getByTestId('toast')
      .filter({ hasText: 'Upload failed' })
      .waitFor({ state: 'detached' });
    expect(await notice.isVisible()).toBe(true);
    // Beside the drop area: right under it.
    const area = (await journey.page.getByTestId('drop-area').boundingBox())!;
    const box = (await notice.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(area.y + area.height);
    expect(box.y - (area.y + area.height)).toBeLessThan(40);
    await screenshot(journey.page, 'reports-upload-error');
    await expectNoSeriousA11yViolations(journey.page);

    // A file of the wrong type replaces it with its own reason; a good file clears it.
    await journey.page.getByTestId('file-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('just text'),
    });
    expect(await words()).toBe('Invalid file type Please select a PDF file');
    await journey.page.getByTestId('file-input').setInputFiles({
      name: 'report-now.pdf',
      mimeType: 'application/pdf',
      buffer: current.pdf,
    });
    await notice.waitFor({ state: 'detached' });
  });
});

describe('Course Tracking with 70 courses over five terms', () => {
  const TERMS = [
    { reportDate: '2022-12-16', term: 'Semester 1', year: '2022-2023' },
    { reportDate: '2023-05-26', term: 'Semester 2', year: '2022-2023' },
    { reportDate: '2023-12-15', term: 'Semester 1', year: '2023-2024' },
    { reportDate: '2024-05-24', term: 'Semester 2', year: '2023-2024' },
    { reportDate: '2024-12-13', term: 'Semester 1', year: '2024-2025' },
  ];

  const journey = useJourney({ signInAs: 'student' });

  it('offers Clear All Data only when there is data to clear', async () => {
    await journey.page.goto('/courses');
    await journey.page.getByRole('heading', { name: 'No Courses Found' }).waitFor();
    expect(await journey.page.getByRole('button', { name: 'Clear All Data' }).isDisabled()).toBe(true);
  });

  it('groups 70 courses by term, newest first, with cards of one height', async () => {
    const reports = await Promise.all(
      TERMS.map((t, i) =>
        makeReportPdf({
          name: `term-${i}`,
          seed: 200 + i,
          ...t,
          rowsPerCourse: [4, 6],
          comments: 0.1,
          courses: coursesOf(i, 14),
        }),
      ),
    );
    for (const r of reports) expect((await uploadInPage(journey.page, r)).status).toBe(200);

    await journey.page.goto('/courses');
    await journey.page.getByTestId('course-card').first().waitFor();
    expect(await journey.page.getByTestId('course-card').count()).toBe(70);
    expect(await journey.page.getByRole('button', { name: 'Clear All Data' }).isDisabled()).toBe(false);
    const groups = journey.page.getByTestId('term-group');
    const headings = (await groups.locator('h2').allInnerTexts()).map((h) => h.replace(/\s+/g, ' '));
    expect(headings).toEqual([...TERMS].reverse().map((t) => `${t.year} · ${t.term} 14 courses`));
    expect(await journey.page.getByTestId('course-count').innerText()).toBe('70 courses in 5 terms');
    // Each group holds its term's courses, by name (case ignored) by default.
    for (let i = 0; i < TERMS.length; i++) {
      const names = await cardNames(groups.nth(i));
      const level = LEVELS[TERMS.length - 1 - i];
      expect(names.length).toBe(14);
      expect(names.every((n) => n.endsWith(` ${level}`))).toBe(true);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    }
    expect((await cardNames(groups.first())).slice(6, 9)).toEqual([
      'Economics V',
      'English Literature V',
      'eSports Strategy V',
    ]);
    const heights = await journey.page
      .getByTestId('course-card')
      .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().height)));
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
    await screenshot(journey.page, 'reports-courses-70');
    await expectNoSeriousA11yViolations(journey.page);
  });

  it('sorts by grade and by period within each term', async () => {
    const sort = journey.page.getByLabel('Sort by');
    await sort.selectOption('grade');
    const groups = journey.page.getByTestId('term-group');
    for (let i = 0; i < TERMS.length; i++) {
      const grades = (await groups.nth(i).getByTestId('course-card').allInnerTexts()).map((t) =>
        Number(/(\d+\.\d)%/.exec(t)![1]),
      );
      expect(grades).toEqual([...grades].sort((a, b) => b - a));
    }
    await sort.selectOption('period');
    for (let i = 0; i < TERMS.length; i++) {
      const periods = (await groups.nth(i).getByTestId('course-card').allInnerTexts()).map((t) =>
        Number(/Period (\d+)/.exec(t)![1]),
      );
      expect(periods).toEqual([...periods].sort((a, b) => a - b));
    }
    await sort.selectOption('name');
  });

  it('searches by course or teacher', async () => {
    const search = journey.page.getByLabel('Search courses by course or teacher');
    await search.fill('ALGEBRA');
    await journey.page.getByText('5 of 70 courses match “ALGEBRA”').waitFor();
    expect(await cardNames(journey.page)).toEqual([
      'Algebra V',
      'Algebra IV',
      'Algebra III',
      'Algebra II',
      'Algebra I',
    ]);

    // A teacher's name, typed without its accents.
    await search.fill('maria munoz');
    await journey.page.getByTestId('course-card').first().waitFor();
    const taught = TERMS.flatMap((_, level) =>
      coursesOf(level, 14).filter((c) => c.teacher === 'Sra. María Muñoz'),
    );
    expect(await journey.page.getByTestId('course-card').count()).toBe(taught.length);
    for (const text of await journey.page.getByTestId('course-card').allInnerTexts())
      expect(text).toContain('María Muñoz');

    await search.fill('underwater basket weaving');
    await journey.page.getByText('No courses match your search').waitFor();
    await journey.page.getByRole('button', { name: 'Clear search' }).click();
    expect(await journey.page.getByTestId('course-card').count()).toBe(70);
  });

  it('shows a cut-off name in full on hover and on keyboard focus', async () => {
    const long = `${SUBJECTS[3]} V`;
    const card = cardOf(journey.page, long);
    const name = card.getByTestId('course-name');
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await card.hover();
    const tip = journey.page.getByTestId('course-tooltip');
    await tip.waitFor();
    expect(await tip.innerText()).toContain(long);
    await journey.page.keyboard.press('Escape');
    await tip.waitFor({ state: 'detached' });
    await journey.page.mouse.move(1, 1);
    // Keyboard focus alone opens it too.
    await journey.page.getByLabel('Search courses by course or teacher').focus();
    await card.focus();
    await tip.waitFor();
    expect(await tip.innerText()).toContain(long);
    await screenshot(journey.page, 'reports-courses-tooltip');
    await journey.page.keyboard.press('Escape');
  });

  it('works at 375 px wide', async () => {
    await journey.page.setViewportSize(PHONE);
    await journey.page.goto('/courses');
    await journey.page.getByTestId('course-card').first().waitFor();
    expect(await overflowsX(journey.page)).toBe(false);
    await journey.page.getByLabel('Search courses by course or teacher').fill('physics');
    await journey.page.getByText('5 of 70 courses match “physics”').waitFor();
    expect(await overflowsX(journey.page)).toBe(false);
    await screenshot(journey.page, 'reports-courses-phone');
    await expectNoSeriousA11yViolations(journey.page);
    await journey.page.goto('/history');
    await journey.page.getByTestId('history-row').first().waitFor();
    expect(await overflowsX(journey.page)).toBe(false);
    expect(await journey.page.getByTestId('history-row').first().innerText()).toContain(
      'Report: Dec 13, 2024',
    );
    await screenshot(journey.page, 'reports-history-phone');
    await expectNoSeriousA11yViolations(journey.page);
  });
});

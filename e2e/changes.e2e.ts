import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney } from './support/journey.js';
import { DESKTOP, PHONE, devSignIn, expectNoSeriousA11yViolations, screenshot } from './support/browser.js';
import { letterOf, overflowsX } from './support/transcripts.js';
import { printReport, specOf, uploadThroughPicker, type MadeReport } from './support/reports.js';
import { addDays, type CourseSpec, type ReportSpec, type RowSpec } from '../fixtures/lib/model';

const COURSES = [
  { name: 'Algebra II', teacher: 'Mrs. K. Thompson', period: '1' },
  { name: 'Biology', teacher: 'Dr. Ana Ortiz', period: '2' },
  { name: 'Chemistry', teacher: 'Mr. D. Okafor', period: '3' },
  { name: 'World History', teacher: 'Ms. Jordan Lee', period: '4' },
];

const graded = (row: RowSpec, earned: number): RowSpec => ({
  ...row,
  status: 'graded',
  earned,
  extraCredit: false,
});

/** The printed total of a course's rows, by the report's rule (graded earned; graded and missing possible). */
function withTotal(course: CourseSpec): CourseSpec {
  let received = 0;
  let max = 0;
  for (const r of course.rows) {
    if (r.status === 'graded' && r.earned !== null) received += r.earned;
    if ((r.status === 'graded' || r.status === 'missing') && !r.extraCredit) max += r.max;
  }
  return {
    ...course,
    printedTotal: { received: Math.round(received * 100) / 100, max: Math.round(max * 100) / 100 },
  };
}

/**
 * Two reports of the same four courses, two weeks apart. In the later one, Algebra II's first row is
 * regraded (max - 2 -> max), its second row goes from missing to graded (max - 1), and a quiz is added
 * (9 / 10); Biology gains a graded lab (18 / 20). Chemistry and World History do not change. So the later
 * report brings 3 new grades: Algebra II's 2 and Biology's 1.
 */
function twoReports(): { earlier: ReportSpec; later: ReportSpec; oldest: ReportSpec } {
  const base = specOf({
    name: 'earlier',
    seed: 211,
    reportDate: '2024-09-30',
    term: 'Semester 1',
    year: '2024-2025',
    rowsPerCourse: [4, 6],
    comments: 0,
    longNames: 0,
    courses: COURSES,
  });
  const [algebra, biology, ...rest] = base.courses;
  const a0 = algebra.rows[0];
  const a1 = algebra.rows[1];
  const earlierAlgebra = withTotal({
    ...algebra,
    rows: [
      graded(a0, a0.max - 2),
      { ...a1, status: 'missing', earned: null, extraCredit: false },
      ...algebra.rows.slice(2),
    ],
  });
  const earlier: ReportSpec = {
    ...base,
    courses: [earlierAlgebra, withTotal(biology), ...rest.map(withTotal)],
  };
  const lastDate = (c: CourseSpec) => c.rows[c.rows.length - 1].date;
  const newRow = (name: string, date: string, earned: number, max: number): RowSpec => ({
    name,
    category: 'Quiz',
    date,
    earned,
    max,
    status: 'graded',
    extraCredit: false,
    comment: null,
  });
  const later: ReportSpec = {
    ...earlier,
    reportDate: '2024-10-14',
    courses: [
      withTotal({
        ...earlierAlgebra,
        rows: [
          graded(a0, a0.max),
          graded(a1, a1.max - 1),
          ...earlierAlgebra.rows.slice(2),
          newRow('Chapter Review Quiz', addDays(lastDate(earlierAlgebra), 3), 9, 10),
        ],
      }),
      withTotal({
        ...biology,
        rows: [...biology.rows, newRow('Enzyme Lab', addDays(lastDate(biology), 2), 18, 20)],
      }),
      ...earlier.courses.slice(2),
    ],
  };
  // Two weeks before the earlier one: Biology's first row was graded, 1 point under what it had or could have.
  const [b0, ...bRest] = earlier.courses[1].rows;
  const oldest: ReportSpec = {
    ...earlier,
    reportDate: '2024-09-15',
    courses: earlier.courses.map((c, i) =>
      i === 1 ? withTotal({ ...c, rows: [graded(b0, Math.max(0, (b0.earned ?? b0.max) - 1)), ...bRest] }) : c,
    ),
  };
  return { earlier, later, oldest };
}

const pct = (p: number | null) => (p === null ? 'N/A' : `${p.toFixed(2)}%`);
const cardOf = (page: Page, name: string) =>
  page
    .getByTestId('course-card')
    .filter({ has: page.getByTestId('course-name').getByText(name, { exact: true }) });

describe('what changed since the last report', () => {
  let earlier: MadeReport;
  let later: MadeReport;
  let oldest: MadeReport;

  const journey = useJourney({ signInAs: 'student' });

  beforeAll(async () => {
    const specs = twoReports();
    [earlier, later, oldest] = await Promise.all([
      printReport('report-sep-30', specs.earlier, 211),
      printReport('report-oct-14', specs.later, 211),
      printReport('report-sep-15', specs.oldest, 211),
    ]);
  });

  async function uploadReport(report: MadeReport) {
    await journey.page.goto('/upload');
    await uploadThroughPicker(journey.page, report);
  }

  const before = (name: string) => earlier.truth.courses.find((c) => c.courseName === name)!.percentage;
  const after = (name: string) => later.truth.courses.find((c) => c.courseName === name)!.percentage;

  it('says on the results what the later report changed', async () => {
    await uploadReport(earlier);
    // The first report of these courses has nothing to compare with.
    await journey.page.getByTestId('grade-results').getByRole('table').waitFor();
    expect(await journey.page.getByTestId('changes-summary').count()).toBe(0);

    await uploadReport(later);
    const summary = journey.page.getByTestId('changes-summary');
    await summary.waitFor();
    // Written out here from the two truths: Algebra II and Biology moved, the others did not.
    const moved = ['Algebra II', 'Biology']
      .filter((n) => before(n) !== after(n))
      .map((n) => {
        const [b, a] = [letterOf(before(n)!), letterOf(after(n)!)];
        return `${n} ${pct(before(n))} → ${pct(after(n))} (${b === a ? a : `${b} → ${a}`})`;
      });
    expect(moved.length).toBe(2);
    expect(await summary.getByTestId('changes-sentence').innerText()).toBe(
      ['Since your report of Sep 30, 2024: 3 new grades', ...moved].join('; '),
    );
    await summary.getByText('What changed in each course').click();
    const entries = summary.getByTestId('change-entry');
    await entries.first().waitFor();
    // Every compared course has its line (those that did not move say so), in name order.
    expect((await entries.allInnerTexts()).length).toBe(4);
    const algebra = entries.filter({ hasText: 'Algebra II' });
    const kinds = await algebra
      .locator('[data-kind]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(kinds).toEqual(['score', 'status', 'added']);
    expect(await algebra.locator('[data-kind=added]').innerText()).toBe(
      'Chapter Review Quiz: new, 9.00/10.00',
    );
    expect(await algebra.locator('[data-kind=status]').innerText()).toMatch(/: Missing → \d+\.00\/\d+\.00$/);
    await screenshot(journey.page, 'changes-upload-summary');
    await expectNoSeriousA11yViolations(journey.page);
  });

  it('lists the changes on History, newest first, filterable by course', async () => {
    await journey.page.getByRole('link', { name: 'History' }).click();
    const timeline = journey.page.getByTestId('changes-timeline');
    await timeline.getByTestId('change-entry').first().waitFor();
    // Only the courses that changed: Algebra II and Biology.
    const grades = await timeline.getByTestId('change-grade').allInnerTexts();
    expect(grades.map((g) => g.split(' ')[0])).toEqual(['Algebra', 'Biology']);
    expect(grades[0]).toContain(`${pct(before('Algebra II'))} → ${pct(after('Algebra II'))}`);
    expect(grades[0]).toContain('2 new grades');
    expect(grades[1]).toContain('1 new grade');

    await timeline.getByLabel('Course').selectOption({ label: 'Biology' });
    await expect.poll(() => timeline.getByTestId('change-entry').count()).toBe(1);
    expect(await timeline.getByTestId('change-grade').innerText()).toContain('Biology');
    expect(await timeline.locator('[data-kind]').allInnerTexts()).toEqual(['Enzyme Lab: new, 18.00/20.00']);
    await timeline.getByLabel('Course').selectOption({ label: 'All courses' });
    await expect.poll(() => timeline.getByTestId('change-entry').count()).toBe(2);
    // A report's detail says what it changed, as the results did.
    await journey.page.getByRole('button', { name: 'View report-oct-14.pdf' }).click();
    const detail = journey.page.getByTestId('report-detail');
    expect(await detail.getByTestId('changes-sentence').innerText()).toMatch(
      /^Since your report of Sep 30, 2024: 3 new grades; Algebra II /,
    );
    await timeline.scrollIntoViewIfNeeded();
    await screenshot(journey.page, 'changes-history-timeline');
    await expectNoSeriousA11yViolations(journey.page);
  });

  it("shows each course's trend on its card and its history in its dialog", async () => {
    await journey.page.getByRole('link', { name: 'Courses' }).click();
    await cardOf(journey.page, 'Algebra II').getByTestId('course-sparkline').waitFor();
    for (const c of COURSES)
      expect(
        await cardOf(journey.page, c.name).getByTestId('course-sparkline').getAttribute('data-points'),
      ).toBe('2');
    expect(await cardOf(journey.page, 'Algebra II').getByTestId('course-sparkline').innerText()).toBe(
      `Trend over 2 reports: ${pct(before('Algebra II'))} to ${pct(after('Algebra II'))}`,
    );

    await cardOf(journey.page, 'Algebra II').click();
    const dialog = journey.page.getByRole('dialog');
    const history = dialog.getByTestId('course-history');
    await history.locator('[data-points="2"]').waitFor();
    expect(await history.getByTestId('course-history-points').textContent()).toBe(
      `Sep 30, 2024: ${pct(before('Algebra II'))}; Oct 14, 2024: ${pct(after('Algebra II'))}`,
    );
    await history.locator('.recharts-line').waitFor({ state: 'attached' });
    expect(await history.getByTestId('change-entry').count()).toBe(1);
    expect(await history.getByTestId('change-grade').innerText()).not.toContain('Algebra II');
    await history.scrollIntoViewIfNeeded();
    await screenshot(journey.page, 'changes-course-dialog', { fullPage: false });
    await expectNoSeriousA11yViolations(journey.page);
    await journey.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('fits 375 px and works by keyboard', async () => {
    await journey.page.setViewportSize(PHONE);
    await journey.page.goto('/history');
    const timeline = journey.page.getByTestId('changes-timeline');
    await timeline.getByTestId('change-entry').first().waitFor();
    expect(await overflowsX(journey.page)).toBe(false);
    // The course choice is reached and changed from the keyboard.
    await timeline.getByLabel('Course').focus();
    await journey.page.keyboard.press('ArrowDown');
    await expect.poll(() => timeline.getByTestId('change-entry').count()).toBe(1);
    await timeline.scrollIntoViewIfNeeded();
    await screenshot(journey.page, 'changes-history-375', { fullPage: false });
    await expectNoSeriousA11yViolations(journey.page);

    await journey.page.goto('/courses');
    await cardOf(journey.page, 'Biology').getByTestId('course-sparkline').waitFor();
    expect(await overflowsX(journey.page)).toBe(false);
    await screenshot(journey.page, 'changes-courses-375');
    await cardOf(journey.page, 'Biology').focus();
    await journey.page.keyboard.press('Enter');
    const dialog = journey.page.getByRole('dialog');
    await dialog.getByTestId('course-history').locator('[data-points="2"]').waitFor();
    expect(await overflowsX(journey.page)).toBe(false);
    await dialog.getByTestId('course-history').scrollIntoViewIfNeeded();
    await screenshot(journey.page, 'changes-course-dialog-375', { fullPage: false });
    await expectNoSeriousA11yViolations(journey.page);
    await journey.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('places an older report uploaded last before the others', async () => {
    await journey.page.setViewportSize(DESKTOP);
    await uploadReport(oldest);
    await journey.page.getByTestId('grade-results').getByRole('table').waitFor();
    // Nothing came before September 15.
    expect(await journey.page.getByTestId('changes-summary').count()).toBe(0);

    await journey.page.goto('/history');
    const timeline = journey.page.getByTestId('changes-timeline');
    await expect.poll(() => timeline.getByTestId('change-entry').count()).toBe(3);
    const lines = await timeline.getByTestId('change-entry').allInnerTexts();
    expect(lines.map((l) => l.split('\n')[0])).toEqual([
      'Report of Oct 14, 2024',
      'Report of Oct 14, 2024',
      'Report of Sep 30, 2024',
    ]);
    const sep15 = oldest.truth.courses[1].percentage;
    expect(lines[2]).toContain('since Sep 15, 2024');
    expect(lines[2]).toContain(`Biology ${pct(sep15)} → ${pct(before('Biology'))}`);

    // The cards keep the newest report's grades, with three points each.
    await journey.page.goto('/courses');
    const biology = cardOf(journey.page, 'Biology');
    await biology.getByTestId('course-sparkline').waitFor();
    expect(await biology.getByTestId('course-sparkline').getAttribute('data-points')).toBe('3');
    expect(await biology.innerText()).toContain(`${after('Biology')!.toFixed(1)}%`);
    await expectNoSeriousA11yViolations(journey.page);
  });

  it('reads well in the dark theme', async () => {
    const dark = await journey.newPage(DESKTOP, { colorScheme: 'dark' });
    try {
      await devSignIn(dark.page, 'student');
      await dark.page.goto('/upload');
      await uploadThroughPicker(dark.page, later);
      // The same file again: its stored results, with what it changed.
      await dark.page.getByTestId('changes-summary').waitFor();
      await expectNoSeriousA11yViolations(dark.page);
      await dark.page.goto('/history');
      await dark.page.getByTestId('changes-timeline').getByTestId('change-entry').first().waitFor();
      await dark.page.getByTestId('changes-timeline').scrollIntoViewIfNeeded();
      await screenshot(dark.page, 'changes-history-dark', { fullPage: false });
      await expectNoSeriousA11yViolations(dark.page);
      await dark.page.goto('/courses');
      await cardOf(dark.page, 'Algebra II').click();
      await dark.page
        .getByRole('dialog')
        .getByTestId('course-history')
        .locator('.recharts-line')
        .waitFor({ state: 'attached' });
      await screenshot(dark.page, 'changes-course-dialog-dark', { fullPage: false });
      await expectNoSeriousA11yViolations(dark.page);
    } finally {
      await dark.context.close();
    }
  });
});

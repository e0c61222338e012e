import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useJourney } from './support/journey.js';
import { seedCourseRows, type SeedRow } from './support/courses.js';
import { PHONE, expectNoSeriousA11yViolations, screenshot } from './support/browser.js';
import { overflowsX, toastText } from './support/transcripts.js';

/**
 * Algebra II, worked out by hand: earned 45 + 18 + 9 + 2 (extra credit) = 74, possible 50 + 20 + 10 +
 * 10 (HW 2 missing) = 90; the final is pending. 74 / 90 = 82.22 % (B-), which the report prints.
 */
const ROWS: SeedRow[] = [
  ['Unit 1 Test', 'Tests', 'graded', 45, 50, false],
  ['Quiz 1', 'Quizzes', 'graded', 18, 20, false],
  ['HW 1', 'Homework', 'graded', 9, 10, false],
  ['HW 2', 'Homework', 'missing', null, 10, false],
  ['Bonus Problem', 'Homework', 'graded', 2, 0, true],
  ['Final Exam', 'Tests', 'pending', null, 100, false],
];

const squash = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();

async function openWhatIf(page: Page): Promise<Locator> {
  await page.goto('/courses');
  await page.getByTestId('course-card').filter({ hasText: 'Algebra II' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'What-If' }).click();
  await dialog.getByTestId('what-if').waitFor();
  return dialog;
}

async function expectText(locator: Locator, text: string): Promise<void> {
  await expect.poll(() => squash(locator)).toBe(text);
}

describe('course dialog: what-if, target solver, scenarios and weights', () => {
  const journey = useJourney({ signInAs: 'student' });

  beforeAll(async () => {
    await seedCourseRows(
      journey.server,
      {
        fileName: 'algebra.pdf',
        courseName: 'Algebra II',
        teacherName: 'Mr. Okafor',
        grade: 82.22,
        received: 74,
        max: 90,
      },
      ROWS,
    );
  });

  it('edits two scores and adds a hypothetical exam; the grade follows; saves; resets', async () => {
    const dialog = await openWhatIf(journey.page);
    const grade = dialog.getByTestId('what-if-grade');
    const change = dialog.getByTestId('what-if-change');
    await expectText(grade, '82.22% B-');

    // Quiz 1 20 / 20: 76 / 90 = 84.44 % (B)
    await dialog.getByLabel('Score for Quiz 1').fill('20');
    await expectText(change, '82.22% → 84.44%, B- → B (1 change)');
    // HW 2 8 / 10: 84 / 90 = 93.33 % (A)
    await dialog.getByLabel('Score for HW 2').fill('8');
    await expectText(grade, '93.33% A');
    // Exam 2, 90 / 100: 174 / 190 = 91.58 % (A-)
    const add = dialog.getByTestId('add-assignment');
    await add.getByLabel('Name').fill('Exam 2');
    await add.getByLabel('Category').fill('Tests');
    await add.getByLabel('Points possible').fill('100');
    await add.getByLabel('Score (optional)').fill('90');
    await add.getByRole('button', { name: 'Add assignment' }).click();
    await expectText(change, '82.22% → 91.58%, B- → A- (3 changes)');
    const marked = dialog.locator('[data-testid="what-if-row"][data-changed]');
    expect(await marked.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-changed')))).toEqual([
      'edited',
      'edited',
      'added',
    ]);
    // a typo is named, never counted
    await dialog.getByLabel('Score for HW 1').fill('9x');
    await dialog.getByRole('alert').filter({ hasText: 'Enter scores as numbers' }).waitFor();
    await expectText(grade, '91.58% A-');
    await dialog.getByLabel('Score for HW 1').fill('9');

    await expectNoSeriousA11yViolations(journey.page);
    await dialog.getByTestId('add-assignment').scrollIntoViewIfNeeded();
    await screenshot(journey.page, 'what-if-edited');

    await dialog.getByLabel('Scenario name').fill('Ace the final');
    await dialog.getByRole('button', { name: 'Save scenario' }).click();
    expect(await toastText(journey.page, 'Scenario saved')).toContain('Ace the final');
    await dialog.getByTestId('scenario').filter({ hasText: 'Ace the final' }).waitFor();

    // Reset, from the keyboard
    await dialog.getByRole('button', { name: 'Reset' }).focus();
    await journey.page.keyboard.press('Enter');
    await expectText(grade, '82.22% B-');
    expect(await marked.count()).toBe(0);
    await expectText(change, 'Your grade from the report: 82.22% (B-). Change a score to see what it does.');
  });

  it('excuses, un-excuses, removes and restores a row', async () => {
    const dialog = journey.page.getByRole('dialog');
    const grade = dialog.getByTestId('what-if-grade');
    // excusing the missing HW 2 takes its 10 out: 74 / 80 = 92.50 % (A-)
    const excuse = dialog.getByRole('button', { name: 'Excuse HW 2' });
    await excuse.click();
    await expectText(grade, '92.50% A-');
    expect(await excuse.getAttribute('aria-pressed')).toBe('true');
    await excuse.click();
    await expectText(grade, '82.22% B-');
    // removing Unit 1 Test: 29 / 40 = 72.50 % (C-)
    await dialog.getByRole('button', { name: 'Remove Unit 1 Test' }).click();
    await expectText(grade, '72.50% C-');
    await dialog.getByRole('button', { name: 'Restore Unit 1 Test' }).click();
    await expectText(grade, '82.22% B-');
  });

  it('solves for a B+: reachable at the boundary, unreachable and secured', async () => {
    const dialog = journey.page.getByRole('dialog');
    const solver = dialog.getByTestId('target-solver');
    const result = solver.getByTestId('solver-result');
    await solver.getByLabel('I want at least').selectOption('B+');
    await solver.getByLabel('On', { exact: true }).selectOption({ label: 'Final Exam (100 points)' });
    // (74 + s) / 190 reaches 87.00 % at s = 91.30
    await expectText(result, 'You need 91.30/100 (91.30%) on Final Exam for a B+: that gives 87.00% (B+)');
    await solver.scrollIntoViewIfNeeded();
    await screenshot(journey.page, 'what-if-solver');

    // a new 5-point quiz: even 5 / 5 gives 79 / 95 = 83.16 % (B)
    await solver.getByLabel('On', { exact: true }).selectOption('new');
    await solver.getByLabel('New assignment').fill('Pop quiz');
    await solver.getByLabel('Its points possible').fill('5');
    await expectText(result, 'Even 5/5 on Pop quiz gives 83.16% (B)');
    expect(await result.getAttribute('data-outcome')).toBe('unreachable');

    // the solver works on the what-if: with Quiz 1 20 / 20 and HW 2 10 / 10 (86 / 90), a 5-point quiz at
    // 0 leaves 86 / 95 = 90.53 %, still a B+ or better
    await dialog.getByLabel('Score for Quiz 1').fill('20');
    await dialog.getByLabel('Score for HW 2').fill('10');
    await expectText(result, 'You keep a B+ even with 0/5 on Pop quiz');
    expect(await result.getAttribute('data-outcome')).toBe('secured');
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expectText(result, 'Even 5/5 on Pop quiz gives 83.16% (B)');
    await expectNoSeriousA11yViolations(journey.page);
  });

  it('loads the saved scenario after a reload', async () => {
    await journey.page.reload();
    const dialog = await openWhatIf(journey.page);
    await dialog.getByRole('button', { name: 'Load Ace the final' }).click();
    await expectText(dialog.getByTestId('what-if-grade'), '91.58% A-');
    expect(await dialog.getByLabel('Score for Quiz 1').inputValue()).toBe('20');
    expect(await dialog.getByLabel('Score for Exam 2').inputValue()).toBe('90');
  });

  it('weights the grade by categories once entered, and goes back to points', async () => {
    const dialog = journey.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reset' }).click();
    const editor = dialog.getByTestId('weights-editor');
    await editor.getByLabel('Tests').fill('50');
    await editor.getByLabel('Quizzes').fill('20');
    await editor.getByLabel('Homework').fill('25');
    await expectText(
      editor.getByTestId('weights-total'),
      'Total: 95.00% · Weights must add up to 100% (these add up to 95.00%).',
    );
    expect(await editor.getByRole('button', { name: 'Save weights' }).isDisabled()).toBe(true);
    await editor.getByLabel('Homework').fill('30');
    await editor.getByRole('button', { name: 'Save weights' }).click();
    expect(await toastText(journey.page, 'Weights updated')).toContain('weighted by your categories');

    // Tests 45 / 50 = 90 %, Quizzes 18 / 20 = 90 %, Homework (9 + 2) / 20 = 55 %:
    // 50 × 90 + 20 × 90 + 30 × 55 = 79.50 % (C+)
    await expectText(dialog.getByTestId('what-if-grade'), '79.50% C+');
    await dialog.getByTestId('weighted-note').waitFor();
    await dialog.getByText('weighted by your categories', { exact: true }).waitFor();
    await expectText(
      dialog.locator('dl > div').first(),
      'CURRENT GRADE 79.5% C+ weighted by your categories',
    );
    await screenshot(journey.page, 'what-if-weighted');
    // the course's card says so too
    await journey.page.getByTestId('card-weighted').waitFor();

    await editor.getByRole('button', { name: 'Use points' }).click();
    await expectText(dialog.getByTestId('what-if-grade'), '82.22% B-');
    await expectText(dialog.locator('dl > div').first(), 'CURRENT GRADE 82.2% B-');
    expect(await journey.page.getByTestId('card-weighted').count()).toBe(0);
  });

  it('fits a phone and stays accessible, in the dark theme too', async () => {
    const phone = await journey.newPage(PHONE, { colorScheme: 'dark' });
    try {
      await phone.context.addCookies(await journey.context.cookies());
      const dialog = await openWhatIf(phone.page);
      await dialog.getByLabel('Score for Quiz 1').fill('20');
      await expectText(dialog.getByTestId('what-if-grade'), '84.44% B');
      expect(await overflowsX(phone.page)).toBe(false);
      await expectNoSeriousA11yViolations(phone.page);
      await screenshot(phone.page, 'what-if-phone');
      await dialog.getByTestId('what-if-row').last().scrollIntoViewIfNeeded();
      await screenshot(phone.page, 'what-if-phone-rows');
      const solver = dialog.getByTestId('target-solver');
      await solver.scrollIntoViewIfNeeded();
      await solver.getByTestId('solver-result').waitFor();
      expect(await overflowsX(phone.page)).toBe(false);
      await expectNoSeriousA11yViolations(phone.page);
      await screenshot(phone.page, 'what-if-phone-solver');
    } finally {
      await phone.context.close();
    }
  });
});

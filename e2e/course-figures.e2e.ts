import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useJourney } from './support/journey.js';
import { seedCourseRows, type SeedRow } from './support/courses.js';
import { PHONE, expectNoSeriousA11yViolations, screenshot } from './support/browser.js';
import { overflowsX } from './support/transcripts.js';

/**
 * A course whose categories are worked out here by hand:
 *   Performance   100 / 125 and 10.50 / 12.50        = 110.50 / 137.50 = 80.36 %  (the rows' mean would be 82 %)
 *   Homework      18 / 20 and a missing 10            =  18.00 /  30.00 = 60.00 %
 *   Extra Credit  4 and 2 points with nothing possible =   6.00 extra-credit points
 *   All           134.50 / 167.50 = 80.30 %, the total the report prints.
 */
const ROWS: SeedRow[] = [
  ['Unit Performance', 'Performance', 'graded', 100, 125, false],
  ['Short Performance', 'Performance', 'graded', 10.5, 12.5, false],
  ['Worksheet 1', 'Homework', 'graded', 18, 20, false],
  ['Worksheet 2', 'Homework', 'missing', null, 10, false],
  ['Museum Visit', 'Extra Credit', 'graded', 4, 0, true],
  ['Puzzle', 'Extra Credit', 'graded', 2, 0, true],
];

const colourOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);

async function openCategories(page: Page): Promise<Locator> {
  await page.goto('/courses');
  await page.getByTestId('course-card').filter({ hasText: 'Concert Choir' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Categories' }).click();
  await dialog.getByTestId('category-total').waitFor();
  return dialog;
}

describe('course dialog: category figures', () => {
  const journey = useJourney({ signInAs: 'student' });

  beforeAll(async () => {
    await seedCourseRows(
      journey.server,
      {
        fileName: 'choir.pdf',
        courseName: 'Concert Choir',
        teacherName: 'Ms. Alvarez',
        grade: 80.3,
        received: 134.5,
        max: 167.5,
      },
      ROWS,
    );
  });

  it('averages each category by its points, counts extra credit, and adds up to the course', async () => {
    const dialog = await openCategories(journey.page);
    const summaries = dialog.getByTestId('category-summary');
    const texts = (await summaries.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(texts).toEqual([
      'Performance 80.4% 2 assignments · 110.50 / 137.50 points',
      'Homework 60.0% 2 assignments · 18.00 / 30.00 points',
      'Extra Credit +6.00 2 assignments · 6.00 extra-credit points',
    ]);
    const total = (await dialog.getByTestId('category-total').innerText()).replace(/\s+/g, ' ').trim();
    expect(total).toBe(
      'All categories 6 assignments · 134.50 / 167.50 points, 6.00 of them extra credit 80.3%',
    );

    // 80.4 % is a grade in the 70-90 band: the same colour as the course's 80.3 % Current Grade.
    const performance = summaries.first().getByText('80.4%');
    const current = dialog.getByText('80.3%', { exact: true }).first();
    expect(await colourOf(performance)).toBe(await colourOf(current));
    // 60.0 % is below 70: red, not that colour.
    expect(await colourOf(summaries.nth(1).getByText('60.0%'))).not.toBe(await colourOf(performance));
    await expectNoSeriousA11yViolations(journey.page);
    await screenshot(journey.page, 'course-dialog-categories');
  });

  it('fits a phone', async () => {
    const phone = await journey.newPage(PHONE);
    try {
      await phone.context.addCookies(await journey.context.cookies());
      const dialog = await openCategories(phone.page);
      await dialog.getByText('6.00 extra-credit points').waitFor();
      expect(await overflowsX(phone.page)).toBe(false);
      await expectNoSeriousA11yViolations(phone.page);
      await screenshot(phone.page, 'course-dialog-categories-phone');
    } finally {
      await phone.context.close();
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const FIXTURES = path.resolve('fixtures/pdf');

interface TruthCourse {
  courseName: string;
  pointsReceived: number | null;
  maxPoints: number | null;
  percentage: number | null;
  assignments: unknown[];
}

/** The grade rows a fixture must produce: its courses with printed totals, in order. */
export function expectedGrades(name: string) {
  const truth = JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as {
    courses: TruthCourse[];
  };
  return truth.courses
    .filter((c) => c.pointsReceived !== null && c.maxPoints !== null && c.percentage !== null)
    .map((c) => ({
      subject: c.courseName,
      pointsReceived: c.pointsReceived!,
      maxPoints: c.maxPoints!,
      percentage: c.percentage!,
    }));
}

/** Percent scale written out by hand, independent of the product's code. */
export function letterOf(p: number): string {
  const scale: Array<[number, string]> = [
    [97, 'A+'],
    [93, 'A'],
    [90, 'A-'],
    [87, 'B+'],
    [83, 'B'],
    [80, 'B-'],
    [77, 'C+'],
    [73, 'C'],
    [70, 'C-'],
    [67, 'D+'],
    [63, 'D'],
    [60, 'D-'],
  ];
  return scale.find(([min]) => p >= min)?.[1] ?? 'F';
}

/**
 * Drops files on an element the way a browser does: a DataTransfer holding File objects built in the
 * page from the bytes, with dragenter, dragover and drop events.
 */
export async function dropFiles(
  page: Page,
  selector: string,
  files: Array<{ name: string; type: string; bytes: Buffer }>,
): Promise<void> {
  const payload = files.map((f) => ({ name: f.name, type: f.type, base64: f.bytes.toString('base64') }));
  await page.evaluate(
    ({ selector, payload }) => {
      const target = document.querySelector(selector)!;
      const dt = new DataTransfer();
      for (const f of payload) {
        const bin = atob(f.base64);
        const bytes = new Uint8Array(bin.length);
        for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
        dt.items.add(new File([bytes], f.name, { type: f.type }));
      }
      for (const type of ['dragenter', 'dragover', 'drop']) {
        target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: dt }));
      }
    },
    { selector, payload },
  );
}

/** Starts (or ends) dragging a file over the page without dropping it. */
export async function dragFileOver(
  page: Page,
  selector: string,
  type: 'dragenter' | 'dragleave',
): Promise<void> {
  await page.evaluate(
    ({ selector, type }) => {
      const dt = new DataTransfer();
      dt.items.add(new File(['%PDF-'], 'x.pdf', { type: 'application/pdf' }));
      document
        .querySelector(selector)!
        .dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: dt }));
    },
    { selector, type },
  );
}

export function fixtureFile(name: string): { name: string; type: string; bytes: Buffer } {
  return {
    name: `${name}.pdf`,
    type: 'application/pdf',
    bytes: fs.readFileSync(path.join(FIXTURES, `${name}.pdf`)),
  };
}

/** Waits for the toast titled `title` and returns its title and description as one line. */
export async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: title }).last();
  await toast.waitFor();
  return (await toast.innerText()).replace(/\s+/g, ' ').trim();
}

/** Whether the page scrolls sideways (it must not, even at 375 px). */
export function overflowsX(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** What the upload screen says about a fixture's checks against its printed totals, from its truth. */
export function expectedChecks(name: string) {
  const truth = JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as {
    courses: { reconciliation: { status: string } }[];
    warnings: { message: string }[];
  };
  const checked = truth.courses.filter((c) => c.reconciliation.status !== 'no-total').length;
  const matching = truth.courses.filter((c) => c.reconciliation.status === 'matches').length;
  return { checked, matching, warnings: truth.warnings.map((w) => w.message) };
}

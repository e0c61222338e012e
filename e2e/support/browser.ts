import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';

const require = createRequire(import.meta.url);

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };
/** The two widths a screen is checked at, with the label its test names and screenshots carry. */
export const WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

export { launchChromium as launchBrowser } from '../../fixtures/lib/chromium';

/**
 * Console errors and uncaught page errors of every page opened here. A journey fails on any of them after
 * each test, except the messages it declared expected with `expectConsoleErrors` (such as the browser's
 * own line for a 4xx answer the journey provokes on purpose).
 */
const pageErrors: string[] = [];
const expected: RegExp[] = [];

export function expectConsoleErrors(...patterns: RegExp[]): void {
  expected.push(...patterns);
}

afterEach(() => {
  const unexpected = pageErrors.splice(0).filter((e) => !expected.some((p) => p.test(e)));
  expected.length = 0;
  expect(unexpected, 'console or page errors').toEqual([]);
});

/** The browser's line when Google's sign-in script cannot be fetched (the journeys run offline). */
export const GOOGLE_SCRIPT_OFFLINE =
  /^console: Failed to load resource: net::ERR_\w+ \(https:\/\/accounts\.google\.com\/gsi\/client\)$/;

/** The browser's line for an API answer with this status, provoked on purpose. */
export function apiRefusal(status: number, path: RegExp): RegExp {
  return new RegExp(
    `^console: Failed to load resource: the server responded with a status of ${status} \\(.*\\) \\(http://[^/]+${path.source}\\)$`,
  );
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  opts: { expectedErrors?: RegExp[]; colorScheme?: 'light' | 'dark'; touch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; cspViolations: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    acceptDownloads: true,
    colorScheme: opts.colorScheme ?? 'light',
    ...(opts.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url ? ` (${msg.location().url})` : '';
    const line = `console: ${msg.text()}${where}`;
    if (!opts.expectedErrors?.some((p) => p.test(line))) pageErrors.push(line);
    if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
  });
  page.on('pageerror', (err) => pageErrors.push(`page error: ${err.message}`));
  return { context, page, cspViolations };
}

/** Signs in through the sign-in page's development buttons. */
export async function devSignIn(page: Page, role: 'student' | 'admin' = 'student'): Promise<void> {
  await page.goto('/signin');
  await page
    .getByRole('button', { name: role === 'admin' ? 'Continue as admin' : 'Continue as student' })
    .click();
  await page.waitForURL('**/upload');
}

const SCREENSHOT_DIR = path.resolve('e2e/screenshots');

/**
 * Saves a PNG of the page, whole by default. Only the window for a touch screen: Chromium drops its touch
 * emulation (and so `pointer: coarse`) while it captures a whole page.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** Runs axe-core in the page; fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol, so the page's content security policy stays strict.
  await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document) => Promise<{
            violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

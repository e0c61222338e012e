import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useJourney } from './support/journey.js';
import {
  DESKTOP,
  PHONE,
  expectNoSeriousA11yViolations,
  expectConsoleErrors,
  screenshot,
} from './support/browser.js';
import { toastText } from './support/transcripts.js';

const XRW = { 'X-Requested-With': 'XMLHttpRequest' };
const LONG_NAME = 'Grades - By Student with Comments - Second Semester 2025-2026 final copy.pdf';

async function apiUpload(context: BrowserContext, name: string, fixture: string) {
  const res = await context.request.post('/api/upload', {
    headers: XRW,
    multipart: {
      pdf: { name, mimeType: 'application/pdf', buffer: fs.readFileSync(`fixtures/pdf/${fixture}.pdf`) },
    },
  });
  expect(res.status()).toBe(200);
}

/** Every main screen: where it lives, who sees it, and what shows that it has loaded. */
const screens: Array<{ name: string; path: string; as: 'visitor' | 'student' | 'admin'; ready: string }> = [
  { name: 'landing', path: '/', as: 'visitor', ready: 'Turn your transcript into clear grade insights' },
  { name: 'signin', path: '/signin', as: 'visitor', ready: 'Welcome to GradeLens' },
  { name: 'upload', path: '/upload', as: 'student', ready: 'Upload Your Transcript' },
  { name: 'courses', path: '/courses', as: 'student', ready: 'Course Tracking' },
  { name: 'history', path: '/history', as: 'student', ready: 'Grade History' },
  { name: 'admin-dashboard', path: '/admin', as: 'admin', ready: 'Admin Dashboard' },
  { name: 'admin-users', path: '/admin/users', as: 'admin', ready: 'User Management' },
  { name: 'admin-logs', path: '/admin/logs', as: 'admin', ready: 'Upload Logs' },
  { name: 'admin-settings', path: '/admin/settings', as: 'admin', ready: 'System Settings' },
  { name: 'not-found', path: '/no-such-page', as: 'visitor', ready: 'Page not found' },
];

/** Whether the page is wider than the window, by even one pixel. */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** What has the keyboard focus: its accessible label, or its text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return (el?.getAttribute('aria-label') ?? el?.innerText ?? '').replace(/\s+/g, ' ').trim();
  });
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('comfort: themes, phones, focus and unknown pages', () => {
  const journey = useJourney();

  function open(
    as: 'visitor' | 'student' | 'admin',
    viewport = DESKTOP,
    opts: { colorScheme?: 'light' | 'dark'; touch?: boolean } = {},
  ): Promise<{ page: Page; context: BrowserContext }> {
    return journey.newPage(viewport, {
      ...opts,
      // The unknown page is answered 404 on purpose.
      expectedErrors: [/status of 404 \(Not Found\) \(http:\/\/[^/]+\/no-such-page\)/],
      signInAs: as === 'visitor' ? undefined : as,
    });
  }

  beforeAll(async () => {
    const { context } = await open('student');
    await apiUpload(context, 'report.pdf', 'report-1p');
    await apiUpload(context, LONG_NAME, 'a-course-terms');
    await apiUpload(context, 'comments.pdf', 'a-flat-comments');
  });

  // A report of its own for each theme and width: the upload results are shown fresh every time.
  const resultFixtures = ['b-grouped-codes', 'c-subject-landscape', 'd-combined-score', 'report-10p'];

  // Every screen in turn, each checked by axe and photographed: about 50 s on two busy cores, so a budget of
  // its own rather than one screen's.
  const TOUR_TIMEOUT_MS = 180_000;
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of [DESKTOP, PHONE]) {
      it(
        `shows every main screen readable in the ${colorScheme} theme at ${viewport.width} px`,
        { timeout: TOUR_TIMEOUT_MS },
        async () => {
          const pages = new Map<string, Page>();
          for (const screen of screens) {
            if (!pages.has(screen.as))
              pages.set(
                screen.as,
                (await open(screen.as, viewport, { colorScheme, touch: viewport === PHONE })).page,
              );
            const page = pages.get(screen.as)!;
            await page.goto(screen.path);
            await page.getByRole('heading', { name: screen.ready }).first().waitFor();
            await page.waitForLoadState('networkidle');
            expect(await isDark(page)).toBe(colorScheme === 'dark');
            await screenshot(page, `comfort-${colorScheme}-${viewport.width}-${screen.name}`);
            expect(await scrollsSideways(page), `${screen.name} scrolls sideways`).toBe(false);
            await expectNoSeriousA11yViolations(page);
          }
          const student = pages.get('student')!;
          const look = async (name: string) => {
            await screenshot(student, `comfort-${colorScheme}-${viewport.width}-${name}`);
            expect(await scrollsSideways(student), `${name} scrolls sideways`).toBe(false);
            await expectNoSeriousA11yViolations(student);
          };
          // Upload results.
          await student.goto('/upload');
          await student.getByTestId('file-input').setInputFiles(`fixtures/pdf/${resultFixtures.shift()}.pdf`);
          await student.getByRole('button', { name: 'Process Transcript' }).click();
          await student.getByRole('heading', { name: 'Grade Results' }).waitFor();
          await look('upload-results');
          // A report's detail in History.
          await student.goto('/history');
          await student.getByRole('button', { name: 'View report.pdf' }).click();
          await student.getByTestId('report-detail').waitFor();
          await look('history-detail');
          // The course dialog, over the page, on each of its tabs.
          await student.goto('/courses');
          await student.getByTestId('course-card').first().click();
          await student.getByRole('dialog').waitFor();
          await look('course-dialog');
          for (const tab of ['Categories', 'High Impact', 'Improvement']) {
            await student.getByRole('tab', { name: tab }).click();
            await look(`course-dialog-${tab.toLowerCase().replace(' ', '-')}`);
          }
        },
      );
    }
  }

  it('returns focus to the control that opened a dialog, a panel or a menu', async () => {
    const { page } = await open('student');
    await page.goto('/courses');
    const card = page.getByTestId('course-card').nth(1);
    const cardName = (await card.getByRole('heading').innerText()).trim();
    await card.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focused(page)).toContain(cardName);
    await card.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focused(page)).toContain(cardName);

    await page.getByRole('button', { name: 'Clear All Data' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Clear All Data');

    await page.goto('/history');
    await page.getByRole('button', { name: 'View report.pdf' }).click();
    await page.getByTestId('report-detail').waitFor();
    await expect.poll(() => focused(page)).toBe('report.pdf');
    await page.getByRole('button', { name: 'Close report details' }).click();
    await page.getByTestId('report-detail').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('View report.pdf');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('User menu');
  });

  it('offers a skip link that moves focus to the content', async () => {
    const { page } = await open('student');
    await page.goto('/history');
    await page.getByRole('heading', { name: 'Grade History' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect.poll(() => focused(page)).toBe('Skip to content');
    const box = await skip.boundingBox();
    expect(box && box.width > 1 && box.height > 1).toBe(true);
    await screenshot(page, 'comfort-skip-link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The next Tab goes into the page, past the navigation bar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });

  it('shows Page not found for unknown addresses, answered 404, with a way home', async () => {
    const { page } = await open('visitor');
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(page.url()).toMatch(/\/no-such-page$/);
    await page.getByRole('link', { name: 'Back to GradeLens' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: /Turn your transcript into/ }).waitFor();
    expect((await page.goto('/courses'))?.status()).toBe(200);

    const admin = await open('admin');
    expectConsoleErrors(/status of 404 \(Not Found\) \(http:\/\/[^/]+\/admin\/unknown\)/);
    expect((await admin.page.goto('/admin/unknown'))?.status()).toBe(404);
    await admin.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    // A screen reached inside the application (no request to the server) shows the same.
    await admin.page.goto('/admin');
    await admin.page.evaluate(() => {
      window.history.pushState({}, '', '/courses/unknown');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await admin.page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('keeps the theme chosen in the user menu across visits, applied before the application renders', async () => {
    const { page, context } = await open('student', DESKTOP, { colorScheme: 'light' });
    expect(await isDark(page)).toBe(false);
    await page.getByRole('button', { name: 'User menu' }).click();
    expect(await page.getByRole('menuitemradio', { name: 'System' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await screenshot(page, 'comfort-user-menu-theme');
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    expect(await isDark(page)).toBe(true);
    await screenshot(page, 'comfort-theme-dark-chosen');

    // Without the application's script, the stored choice is still applied: no light flash before it runs.
    await context.route('**/assets/*.js', (route) => route.abort());
    expectConsoleErrors(/^console: Failed to load resource: net::ERR_FAILED \(.*\/assets\/.*\.js\)$/);
    await page.goto('/upload');
    expect(await isDark(page)).toBe(true);
    // slate-950, the dark page's ground.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'oklch(0.129 0.042 264.695)',
    );
    await context.unroute('**/assets/*.js');

    // Light, chosen, wins over a dark system; System follows it again.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/upload');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Upload Your Transcript' }).waitFor();
    expect(await isDark(page)).toBe(false);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);

    // Signing out clears the site's storage, but not the device's theme.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    expect(await isDark(page)).toBe(true);
  });

  it('lists every admin section in a menu on a phone', async () => {
    const { page } = await open('admin', PHONE, { touch: true });
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Admin section: Dashboard' }).click();
    const items = page.getByRole('menu').getByRole('menuitem');
    expect(await items.allInnerTexts()).toEqual([
      'Dashboard',
      'User Management',
      'Upload Logs',
      'System Settings',
    ]);
    for (const box of await items.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
    }
    await screenshot(page, 'comfort-admin-menu-phone');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('menuitem', { name: 'Upload Logs' }).click();
    await page.waitForURL('**/admin/logs');
    await page.getByRole('button', { name: 'Admin section: Upload Logs' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
  });

  it('asks touch screens to tap, others to drag and drop', async () => {
    const phone = await open('student', PHONE, { touch: true });
    await phone.page.goto('/upload');
    await phone.page.getByText('Tap to choose a PDF').waitFor();
    expect(await phone.page.getByText('Drag and drop your PDF transcript here').isVisible()).toBe(false);
    await screenshot(phone.page, 'comfort-upload-touch', { fullPage: false });
    const desktop = await open('student');
    await desktop.page.goto('/upload');
    await desktop.page.getByText('Drag and drop your PDF transcript here').waitFor();
    expect(await desktop.page.getByText('Tap to choose a PDF').isVisible()).toBe(false);
  });

  it('fits the upload log table in 1280 px, every header whole', async () => {
    const { page, context } = await open('admin');
    const broken = await context.request.post('/api/upload', {
      headers: XRW,
      multipart: {
        pdf: {
          name: 'a-rather-long-file-name-for-the-logs-table-2025-2026.pdf',
          mimeType: 'application/pdf',
          buffer: fs.readFileSync('fixtures/pdf/malformed/truncated.pdf'),
        },
      },
    });
    expect(broken.status()).toBeGreaterThanOrEqual(400);
    await page.goto('/admin/logs');
    await page.getByTestId('log-row').first().waitFor();
    await screenshot(page, 'comfort-admin-logs-1280');
    const region = page.getByRole('region', { name: 'Upload log records' });
    const widths = await region.evaluate((el) => ({ content: el.scrollWidth, shown: el.clientWidth }));
    expect(widths.content).toBeLessThanOrEqual(widths.shown);
    const clipped = await page
      .locator('thead th')
      .evaluateAll((ths) => ths.filter((th) => th.scrollWidth > th.clientWidth).map((th) => th.textContent));
    expect(clipped).toEqual([]);
  });

  it('puts a refused setting back to its saved value and says why; the configured domain cannot be deleted', async () => {
    const { page } = await open('admin');
    expectConsoleErrors(
      /status of 400 \(Bad Request\) \(http:\/\/[^/]+\/api\/admin\/settings\/MAX_FILE_SIZE_MB\)/,
    );
    await page.goto('/admin/settings');
    const size = page.getByLabel('Maximum file size (MB)');
    await size.fill('8');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await toastText(page, 'Setting updated');
    // The saved settings are read again, and the form starts afresh from them: type the next value after that.
    await page.waitForLoadState('networkidle');
    await size.fill('500');
    await page.getByRole('button', { name: 'Save' }).first().click();
    expect(await toastText(page, 'Error')).toContain('Failed to update system setting.');
    await page
      .getByRole('alert')
      .filter({ hasText: 'The file size limit must be a number of megabytes above 0 and at most 10.' })
      .waitFor();
    expect(await size.inputValue()).toBe('8');
    await page.getByText('The saved value, 8, is shown again.').waitFor();
    await screenshot(page, 'comfort-settings-refused');
    await size.fill('9');
    expect(await page.getByText('The saved value, 8, is shown again.').count()).toBe(0);

    const configured = page.getByRole('button', { name: 'Delete school.edu' });
    expect(await configured.isDisabled()).toBe(true);
    await page.getByText("The server's configured domain: it cannot be deleted, only deactivated.").waitFor();
    await page.getByLabel('New domain').fill('college.org');
    await page.getByRole('button', { name: 'Add Domain' }).click();
    await page.getByTestId('domain-college.org').waitFor();
    const other = page.getByRole('button', { name: 'Delete college.org' });
    expect(await other.isDisabled()).toBe(false);
    await other.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => focused(page)).toBe('Delete college.org');
    await expectNoSeriousA11yViolations(page);
  });
});

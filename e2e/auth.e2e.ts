import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney, useService } from './support/journey.js';
import {
  WIDTHS,
  PHONE,
  devSignIn,
  expectNoSeriousA11yViolations,
  screenshot,
  apiRefusal,
  expectConsoleErrors,
  GOOGLE_SCRIPT_OFFLINE,
} from './support/browser.js';
import { startFakeGoogle } from '../tests/support/google.js';

const GSI = 'https://accounts.google.com/gsi/client';

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menu').waitFor();
}

describe('sign-in and access in the browser', () => {
  const journey = useJourney();

  for (const [label, viewport] of WIDTHS) {
    it(`renders the sign-in page as the spec says at ${label} width`, async () => {
      const { page, context, cspViolations } = await journey.newPage(viewport);
      const scripts: string[] = [];
      page.on('request', (req) => req.resourceType() === 'script' && scripts.push(req.url()));
      await page.goto('/signin');
      await page.getByRole('heading', { level: 1, name: 'Welcome to GradeLens' }).waitFor();
      await page.getByText('Required: use your @school.edu email').waitFor();
      await page.getByText('Protected by secure domain verification').waitFor();
      for (const feature of [
        'Instant PDF processing',
        'Grade trend analysis',
        'Course performance tracking',
        'Secure and private',
      ]) {
        expect(await page.getByText(feature, { exact: true }).count()).toBe(1);
      }
      await page.getByRole('button', { name: 'Continue as student' }).waitFor();
      await page.getByRole('button', { name: 'Continue as admin' }).waitFor();
      // No Google client id on this server: Google's script is not requested at all.
      expect(scripts.filter((u) => u.startsWith('https://accounts.google.com'))).toEqual([]);
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await screenshot(page, `signin-${label}`);
      await expectNoSeriousA11yViolations(page);
      expect(cspViolations).toEqual([]);
      await context.close();
    });
  }

  it('sends signed-out visitors of signed-in screens to /signin', async () => {
    const { page, context } = await journey.newPage();
    for (const path of ['/upload', '/history', '/courses', '/admin', '/admin/users']) {
      await page.goto(path);
      await page.waitForURL('**/signin');
    }
    await context.close();
  });

  it('shows a student no Admin link and keeps them out of /admin', async () => {
    const { page, context } = await journey.newPage(PHONE);
    await devSignIn(page, 'student');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Upload', 'History', 'Courses']) await nav.getByRole('link', { name }).waitFor();
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Upload' }).getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'navbar-student-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);

    // /admin redirects to /signin, which sends a signed-in user on to /upload (spec section 2).
    const visited: string[] = [];
    page.on(
      'framenavigated',
      (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname),
    );
    await page.goto('/admin/users');
    await page.waitForURL('**/upload');
    expect(visited).toContain('/signin');
    expect(await page.getByText('Admin Access Required').count()).toBe(0);
    await context.close();
  });

  it('shows an admin the Admin link, active on every /admin path', async () => {
    const { page, context } = await journey.newPage(PHONE);
    await devSignIn(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const admin = nav.getByRole('link', { name: 'Admin' });
    await admin.waitFor();
    expect(await admin.getAttribute('aria-current')).toBeNull();
    await page.goto('/admin/users');
    await admin.waitFor();
    await expect.poll(() => admin.getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Upload' }).getAttribute('aria-current')).toBeNull();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await screenshot(page, 'navbar-admin-phone');
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('signs out to the signed-out state, and the next person sees only their own account', async () => {
    const { page, context } = await journey.newPage();
    await devSignIn(page, 'student');
    // The avatar is the e-mail's first letter in upper case.
    expect(await page.getByRole('button', { name: 'User menu' }).textContent()).toBe('D');
    await openUserMenu(page);
    const menu = page.getByRole('menu');
    await menu.getByText('Dev Student').waitFor();
    await menu.getByText('dev-student@school.edu').waitFor();
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    const cookies = await context.cookies();
    expect(cookies.filter((c) => c.name.includes('session'))).toEqual([]);
    await page.goto('/upload');
    await page.waitForURL('**/signin');

    await devSignIn(page, 'admin');
    await openUserMenu(page);
    await page.getByRole('menu').getByText('dev-admin@school.edu').waitFor();
    expect(await page.getByRole('menu').getByText('dev-student@school.edu').count()).toBe(0);
    await context.close();
  });
});

/** Stands in for Google's script: renders a button that hands the page a credential the test chose. */
const FAKE_GSI = `
window.google = { accounts: { id: {
  initialize(config) { window.__gsiConfig = config; },
  renderButton(parent, options) {
    window.__gsiButton = options;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Sign in with Google';
    button.onclick = () => window.__gsiConfig.callback({ credential: window.__nextCredential });
    parent.append(button);
  },
  disableAutoSelect() { window.__gsiDisabled = true; },
} } };`;

describe('Google sign-in in the browser', () => {
  const google = useService(startFakeGoogle);
  const journey = useJourney({ serverEnv: () => ({ ...google().env, DEV_LOGIN: 'false' }) });

  it('still shows the card, without crashing, when Google cannot be reached', async () => {
    expectConsoleErrors(GOOGLE_SCRIPT_OFFLINE);
    const { page, context, cspViolations } = await journey.newPage(PHONE);
    await page.route(GSI, (route) => route.abort('internetdisconnected'));
    await page.goto('/signin');
    await page.getByText('Required: use your @school.edu email').waitFor();
    await page
      .getByText('Google sign-in could not be loaded. Check your connection and reload the page.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Continue as student' }).count()).toBe(0);
    await screenshot(page, 'signin-google-unreachable-phone');
    await expectNoSeriousA11yViolations(page);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it("renders Google's button as the spec says and signs in with a verified school account", async () => {
    const { page, context } = await journey.newPage();
    const requested: string[] = [];
    await page.route(GSI, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_GSI });
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(requested).toEqual([]); // only the sign-in screen loads Google's script

    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    expect(requested).toEqual([GSI]);
    const config = await page.evaluate(() => {
      const w = window as unknown as { __gsiConfig: Record<string, unknown>; __gsiButton: unknown };
      return {
        client_id: w.__gsiConfig.client_id,
        auto_select: w.__gsiConfig.auto_select,
        button: w.__gsiButton,
      };
    });
    expect(config).toMatchObject({
      client_id: google().clientId,
      auto_select: false,
      button: { size: 'large', shape: 'pill', width: 320 },
    });

    const credential = await google().token({ email: 'sofia@school.edu', name: 'Sofia Rivera' });
    await page.evaluate(
      (c) => ((window as unknown as { __nextCredential: string }).__nextCredential = c),
      credential,
    );
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL('**/upload');
    await openUserMenu(page);
    await page.getByRole('menu').getByText('sofia@school.edu').waitFor();
    await page.getByRole('menu').getByText('Sofia Rivera').waitFor();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  for (const [label, make, message, status] of [
    [
      'a personal Gmail account',
      () => google().token({ email: 'someone@gmail.com' }),
      'Use your @school.edu account',
      403,
    ],
    ['a forged token', () => google().tokenFromUnknownKey(), 'Sign-in failed: invalid token', 401],
  ] as const) {
    it(`shows the server's reason when it refuses ${label}`, async () => {
      expectConsoleErrors(apiRefusal(status, /\/api\/auth\/google/));
      const { page, context } = await journey.newPage();
      await page.route(GSI, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_GSI }));
      await page.goto('/signin');
      await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
      const credential = await make();
      await page.evaluate(
        (c) => ((window as unknown as { __nextCredential: string }).__nextCredential = c),
        credential,
      );
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      const toast = page.getByTestId('toast');
      await toast.getByText('Sign-in failed', { exact: true }).waitFor();
      await toast.getByText(message, { exact: true }).waitFor();
      expect(await toast.getAttribute('data-variant')).toBe('destructive');
      expect(new URL(page.url()).pathname).toBe('/signin');
      await context.close();
    });
  }
});

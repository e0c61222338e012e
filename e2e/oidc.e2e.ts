import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney, useService } from './support/journey.js';
import { WIDTHS, PHONE, expectNoSeriousA11yViolations, screenshot } from './support/browser.js';
import { freePort } from '../tests/support/free-port.js';
import { startLocalOidcProvider } from '../tests/support/oidc-provider.js';

/** At the provider's own page: types the login name and signs in. */
async function signInAtProvider(page: Page, login: string) {
  await page.getByRole('heading', { name: 'Example School' }).waitFor();
  await page.getByLabel('Login').fill(login);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe("sign-in with the school's OpenID Connect provider in the browser", () => {
  let port: number;
  const provider = useService(async () => {
    port = await freePort();
    const started = await startLocalOidcProvider({
      redirectUris: [`http://127.0.0.1:${port}/api/auth/oidc/callback`],
      displayName: 'Example School',
    });
    started.addAccount('maya', { email: 'maya@school.edu', email_verified: true, name: 'Maya Chen' });
    started.addAccount('sam', { email: 'sam@elsewhere.edu', email_verified: true, name: 'Sam Doe' });
    return started;
  });
  const journey = useJourney({
    serverEnv: () => ({ ...provider().env, DEV_LOGIN: 'false', PORT: String(port) }),
  });

  for (const [label, viewport] of WIDTHS) {
    it(`offers the provider's button on the sign-in page at ${label} width`, async () => {
      const { page, context, cspViolations } = await journey.newPage(viewport);
      await page.goto('/signin');
      const button = page.getByRole('link', { name: 'Sign in with Example School' });
      await button.waitFor();
      expect(await page.getByText('Google sign-in is not set up on this server.').count()).toBe(0);
      const box = (await button.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(320);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `signin-oidc-${label}`);
      await expectNoSeriousA11yViolations(page);
      expect(cspViolations).toEqual([]);
      await context.close();
    });
  }

  it('signs in through the provider, with the keyboard, and lands on the upload page', async () => {
    const { page, context, cspViolations } = await journey.newPage();
    await page.goto('/signin');
    const button = page.getByRole('link', { name: 'Sign in with Example School' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.origin === provider().issuer);
    await signInAtProvider(page, 'maya');
    await page.waitForURL(`${journey.server.baseUrl}/upload`);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menu').getByText('maya@school.edu').waitFor();
    await page.getByRole('menu').getByText('Maya Chen').waitFor();
    const { rows } = await journey.server.db.query(
      `select action, outcome from audit_log where action = 'auth.oidc' order by id desc limit 1`,
    );
    expect(rows).toEqual([{ action: 'auth.oidc', outcome: 'success' }]);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('comes back to the sign-in page saying which accounts are allowed when the domain is not', async () => {
    const { page, context } = await journey.newPage(PHONE);
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Sign in with Example School' }).click();
    await signInAtProvider(page, 'sam');
    await page.waitForURL(`${journey.server.baseUrl}/signin`);
    const toast = page.getByTestId('toast');
    await toast.getByText('Sign-in failed', { exact: true }).waitFor();
    await toast.getByText('Use your @school.edu account', { exact: true }).waitFor();
    expect(await toast.getAttribute('data-variant')).toBe('destructive');
    expect(new URL(page.url()).search).toBe('');
    await screenshot(page, 'signin-oidc-wrong-domain-phone');
    // The page itself passes axe; the toast (shared by every screen) is closed first.
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await toast.waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(page);
    // Still signed out.
    expect(await (await page.request.get('/api/auth/me')).json()).toBeNull();
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.js';
import { WIDTHS, expectNoSeriousA11yViolations, screenshot } from './support/browser.js';

describe('landing page', () => {
  const journey = useJourney();

  for (const [label, viewport] of WIDTHS) {
    it(`shows the spec's content and buttons at ${label} width`, async () => {
      const { page, context, cspViolations } = await journey.newPage(viewport);
      await page.goto('/');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toContain('grade insights');
      for (const text of ['20+', 'Assignment types', '100%', 'Automatic processing', 'Instant', 'Results']) {
        expect(await page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
      }
      for (const text of ['Smart PDF processing', 'Grade analytics', 'Course organisation', 'How It Works']) {
        await page.getByRole('heading', { name: text }).waitFor();
      }
      for (const text of ['Upload your transcript', 'Automatic processing', 'View insights']) {
        await page.getByRole('heading', { name: text }).waitFor();
      }
      expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(1);
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await screenshot(page, `landing-${label}`);
      await expectNoSeriousA11yViolations(page);
      expect(cspViolations).toEqual([]);
      await page.getByRole('link', { name: 'Get Started' }).first().click();
      await page.waitForURL('**/signin');
      await context.close();
    });
  }

  it('offers Go to Dashboard once signed in, and no Sign In button', async () => {
    const { page, context } = await journey.newPage();
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Continue as student' }).click();
    await page.waitForURL('**/upload');
    await page.goto('/');
    await page.getByRole('link', { name: 'Go to Dashboard' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to Dashboard' }).first().click();
    await page.waitForURL('**/upload');
    await context.close();
  });

  it('serves the single-page app for client routes and JSON 404 for unknown API paths', async () => {
    const page = await fetch(`${journey.server.baseUrl}/history`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const api = await fetch(`${journey.server.baseUrl}/api/unknown`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Not found.' });
  });
});

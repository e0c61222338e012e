import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.js';
import { WIDTHS, expectNoSeriousA11yViolations, screenshot } from './support/browser.js';

describe('API reference page', () => {
  const journey = useJourney();

  for (const [label, viewport] of WIDTHS) {
    it(`shows every route under the app's content security policy at ${label} width`, async () => {
      const { page, context, cspViolations } = await journey.newPage(viewport);
      const offSite: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(journey.server.baseUrl)) offSite.push(request.url());
      });
      const response = await page.goto('/api/docs');
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page
        .getByRole('heading', { name: /GradeLens API/ })
        .first()
        .waitFor();

      const document = (await (await page.request.get('/api/openapi.json')).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      const operations = Object.values(document.paths).reduce((n, p) => n + Object.keys(p).length, 0);
      await expect.poll(() => page.locator('.opblock').count()).toBe(operations);
      for (const path of ['/api/upload', '/api/admin/users/{userId}/role', '/healthz']) {
        expect(
          await page.locator(`.opblock-summary-path[data-path="${path}"]`).count(),
          path,
        ).toBeGreaterThan(0);
      }

      // An operation opens with its access level, its example and its failures.
      await page
        .locator('#operations-Administration-patch_api_admin_users__userId__role .opblock-summary-control')
        .click();
      const opened = page.locator('#operations-Administration-patch_api_admin_users__userId__role');
      await opened.getByText('Administrator privileges are required.').first().waitFor();
      expect(await opened.getByText('x-access').count()).toBeGreaterThan(0);

      await screenshot(page, `api-docs-${label}`);
      await expectNoSeriousA11yViolations(page);
      expect(cspViolations).toEqual([]);
      expect(offSite).toEqual([]);
      await context.close();
    });
  }
});

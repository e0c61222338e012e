import { describe, expect, it } from 'vitest';
import { useJourney, useService } from './support/journey.js';
import { GOOGLE_SCRIPT_OFFLINE, PHONE } from './support/browser.js';

describe('the journey harness', () => {
  const order: string[] = [];
  const service = useService(async () => {
    order.push('service started');
    return { env: { GOOGLE_CLIENT_ID: 'harness-client' }, close: async () => {} };
  });
  const journey = useJourney({
    serverEnv: () => service().env,
    signInAs: 'admin',
    viewport: PHONE,
    // Google sign-in is configured, so the sign-in page asks for Google's script: offline here.
    expectedErrors: [GOOGLE_SCRIPT_OFFLINE],
  });

  it('starts the service first, then the server with its environment', async () => {
    expect(order).toEqual(['service started']);
    const res = await fetch(`${journey.server.baseUrl}/api/auth/config`);
    expect(((await res.json()) as { googleClientId: string }).googleClientId).toBe('harness-client');
  });

  it('opens its own page at the size asked, signed in', async () => {
    expect(journey.page.viewportSize()).toEqual(PHONE);
    expect(new URL(journey.page.url()).pathname).toBe('/upload');
    expect(new URL(journey.page.url()).origin).toBe(journey.server.baseUrl);
    await journey.page.goto('/admin');
    await journey.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(journey.browser.isConnected()).toBe(true);
  });

  it('opens further pages in contexts of their own, signed out unless asked', async () => {
    const visitor = await journey.newPage(undefined, { expectedErrors: [GOOGLE_SCRIPT_OFFLINE] });
    expect(visitor.context).not.toBe(journey.context);
    await visitor.page.goto('/upload');
    await visitor.page.waitForURL('**/signin');
    const student = await journey.newPage(undefined, {
      signInAs: 'student',
      expectedErrors: [GOOGLE_SCRIPT_OFFLINE],
    });
    expect(new URL(student.page.url()).pathname).toBe('/upload');
  });
});

describe('a journey without a page of its own', () => {
  const journey = useJourney();

  it('says so when a test asks for the page', () => {
    expect(journey.server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(() => journey.page).toThrow(/signInAs/);
  });
});

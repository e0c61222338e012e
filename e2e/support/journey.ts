import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DESKTOP, devSignIn, launchBrowser, newPage } from './browser.js';
import { startServer, type RunningServer } from './server.js';

type Viewport = typeof DESKTOP;
type PageOptions = Parameters<typeof newPage>[3] & {
  /** Signs the new page in through the sign-in page's development buttons. */
  signInAs?: 'student' | 'admin';
};

export interface JourneyOptions extends PageOptions {
  /**
   * The server's environment over the journeys' defaults. A function when it is only known once the
   * file's own hooks, registered before `useJourney`, have run (a fake identity provider's settings).
   */
  serverEnv?: Record<string, string> | (() => Record<string, string>);
  /** With `signInAs`: the size of the journey's own page. */
  viewport?: Viewport;
}

export interface Journey {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The journey's own page, opened (and signed in) before the first test; only with `signInAs`. */
  readonly page: Page;
  readonly context: BrowserContext;
  /** Another page on the server, in a context of its own, closed with the journey. */
  newPage(
    viewport?: Viewport,
    opts?: PageOptions,
  ): Promise<{ context: BrowserContext; page: Page; cspViolations: string[] }>;
}

/**
 * Starts the built app and Chromium before a journey's first test and stops them after its last. With
 * `signInAs`, also opens the journey's own page and signs it in. Hooks a file registers before calling
 * this run before the start (beforeAll) and after the stop (afterAll).
 */
export function useJourney(options: JourneyOptions = {}): Journey {
  const { serverEnv, viewport = DESKTOP, ...pageOptions } = options;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let own: { page: Page; context: BrowserContext } | undefined;
  const contexts: BrowserContext[] = [];

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The journey's ${what} is available inside its tests only.`);
    return value;
  };

  const journey: Journey = {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get page() {
      return started(own, 'page (pass signInAs)').page;
    },
    get context() {
      return started(own, 'page (pass signInAs)').context;
    },
    async newPage(size = DESKTOP, { signInAs, ...opts } = {}) {
      const opened = await newPage(journey.browser, journey.server.baseUrl, size, opts);
      contexts.push(opened.context);
      if (signInAs) await devSignIn(opened.page, signInAs);
      return opened;
    },
  };

  beforeAll(async () => {
    const env = typeof serverEnv === 'function' ? serverEnv() : serverEnv;
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
    if (pageOptions.signInAs) own = await journey.newPage(viewport, pageOptions);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  return journey;
}

/**
 * Starts a service the journey's server depends on (a fake identity provider) before the server, and
 * closes it after the server has stopped: call it before `useJourney`. Returns a getter for the running
 * service, available inside the tests and in `serverEnv`.
 */
export function useService<T extends { close(): Promise<void> }>(start: () => Promise<T>): () => T {
  let service: T | undefined;
  beforeAll(async () => {
    service = await start();
  });
  afterAll(async () => {
    await service?.close();
  });
  return () => {
    if (service === undefined) throw new Error('The service is available inside the tests only.');
    return service;
  };
}

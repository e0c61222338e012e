import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Just enough of a browser for the theme module: storage, the colour-scheme query, the root element. */
function fakeBrowser({ systemDark = false, storageRefused = false } = {}) {
  const stored = new Map<string, string>();
  const refuse = () => {
    throw new Error('SecurityError: storage is disabled');
  };
  const localStorage = {
    getItem: (k: string) => (storageRefused ? refuse() : (stored.get(k) ?? null)),
    setItem: (k: string, v: string) => (storageRefused ? refuse() : void stored.set(k, v)),
    removeItem: (k: string) => (storageRefused ? refuse() : void stored.delete(k)),
  };
  const classes = new Set<string>();
  const root = {
    classList: {
      toggle: (name: string, on: boolean) => void (on ? classes.add(name) : classes.delete(name)),
      contains: (name: string) => classes.has(name),
    },
    style: { colorScheme: '' },
  };
  vi.stubGlobal('window', {
    localStorage,
    matchMedia: () => ({ matches: systemDark, addEventListener() {}, removeEventListener() {} }),
  });
  vi.stubGlobal('document', { documentElement: root });
  return { stored, isDark: () => classes.has('dark'), root };
}

async function loadTheme() {
  vi.resetModules();
  return import('./theme');
}

describe('the colour theme', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('stores Light and Dark, and forgets the choice for System, which follows the system', async () => {
    const browser = fakeBrowser({ systemDark: true });
    const { setThemeChoice } = await loadTheme();
    setThemeChoice('light');
    expect(browser.stored.get('gradelens-theme')).toBe('light');
    expect(browser.isDark()).toBe(false);
    expect(browser.root.style.colorScheme).toBe('light');
    setThemeChoice('dark');
    expect(browser.stored.get('gradelens-theme')).toBe('dark');
    expect(browser.isDark()).toBe(true);
    setThemeChoice('system');
    expect(browser.stored.has('gradelens-theme')).toBe(false);
    expect(browser.isDark()).toBe(true);
    expect(browser.root.style.colorScheme).toBe('dark');
  });

  it('keeps the choice for the visit when the browser refuses storage', async () => {
    const browser = fakeBrowser({ storageRefused: true });
    const { setThemeChoice, keepingThemeChoice } = await loadTheme();
    setThemeChoice('dark');
    expect(browser.isDark()).toBe(true);
    // Still dark after a sign-out, although nothing could be stored.
    await keepingThemeChoice(async () => 'signed out');
    expect(browser.isDark()).toBe(true);
  });

  it('stores the choice again after a call that clears the site storage', async () => {
    const browser = fakeBrowser();
    const { setThemeChoice, keepingThemeChoice } = await loadTheme();
    setThemeChoice('dark');
    const answer = await keepingThemeChoice(async () => {
      browser.stored.clear(); // what Clear-Site-Data: "storage" does
      return 'ok';
    });
    expect(answer).toBe('ok');
    expect(browser.stored.get('gradelens-theme')).toBe('dark');
    // Also when the call fails.
    await expect(
      keepingThemeChoice(async () => {
        browser.stored.clear();
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
    expect(browser.stored.get('gradelens-theme')).toBe('dark');
  });

  it('leaves System unstored after sign-out', async () => {
    const browser = fakeBrowser();
    const { keepingThemeChoice } = await loadTheme();
    await keepingThemeChoice(async () => browser.stored.clear());
    expect(browser.stored.size).toBe(0);
  });
});

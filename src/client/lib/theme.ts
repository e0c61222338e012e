import { useSyncExternalStore } from 'react';

/** The user's colour theme: a fixed one, or whatever the system prefers. */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** Also read by public/theme.js, which applies the theme before the application renders. */
const STORAGE_KEY = 'gradelens-theme';
const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');

function isThemeChoice(value: unknown): value is ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice);
}

function readChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Puts the theme on the document: the `dark` class Tailwind's dark variant reads, and the colour scheme. */
function apply(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && systemDark().matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

const listeners = new Set<() => void>();
/** The choice made during this visit when storage refuses to keep it. */
let memoryChoice: ThemeChoice | null = null;
const currentChoice = () => memoryChoice ?? readChoice();

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage refused: the choice lasts for this visit only.
    memoryChoice = choice;
  }
  apply(choice);
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  // Following the system: a change of the system's preference re-themes the open page.
  const media = systemDark();
  const onSystemChange = () => {
    if (currentChoice() === 'system') apply('system');
    notify();
  };
  media.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(notify);
    media.removeEventListener('change', onSystemChange);
  };
}

/** The stored choice, and a setter that keeps it across visits. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, currentChoice, () => 'system' as const);
  return [choice, setThemeChoice];
}

/** Whether the page is dark right now (for colours drawn by script, such as the chart's). */
export function useIsDark(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.classList.contains('dark'),
    () => false,
  );
}

/**
 * Runs a call whose answer clears the site's storage (sign-out sends Clear-Site-Data), then stores the
 * theme choice again: the theme belongs to the device, not to the account signing out.
 */
export async function keepingThemeChoice<T>(call: () => Promise<T>): Promise<T> {
  const choice = currentChoice();
  try {
    return await call();
  } finally {
    if (choice !== 'system') setThemeChoice(choice);
  }
}

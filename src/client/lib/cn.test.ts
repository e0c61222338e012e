import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets a passed class override a default of the same property', () => {
    expect(cn('h-10 w-10', 'h-8 w-8')).toBe('h-8 w-8');
  });

  it('keeps classes of different properties and variants side by side', () => {
    expect(cn('h-9 w-9', 'h-8 w-8 sm:h-9 sm:w-9')).toBe('h-8 w-8 sm:h-9 sm:w-9');
    expect(cn('text-slate-700 dark:text-slate-300', 'text-red-700')).toBe('dark:text-slate-300 text-red-700');
    expect(cn('px-3', 'pl-9')).toBe('px-3 pl-9');
  });

  it('overrides the theme colours of the brand palette', () => {
    expect(cn('bg-slate-100 text-slate-900', 'bg-white text-brand-700')).toBe('bg-white text-brand-700');
  });

  it('skips false, null and undefined like clsx, and keeps classes that are not Tailwind', () => {
    const hidden = (on: boolean) => on && 'hidden';
    expect(cn('rounded-md', hidden(false), null, undefined, { 'font-bold': true }, 'grade-a')).toBe(
      'rounded-md font-bold grade-a',
    );
  });
});

import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type Tone = 'neutral' | 'brand' | 'green' | 'amber' | 'red' | 'sky';

const tones: Record<Tone, string> = {
  neutral:
    'bg-slate-100 dark:bg-slate-800 text-slate-700 dark:text-slate-300 ring-slate-200 dark:ring-slate-700',
  brand:
    'bg-brand-50 dark:bg-brand-500/15 text-brand-700 dark:text-brand-200 ring-brand-100 dark:ring-brand-500/30',
  green:
    'bg-green-50 dark:bg-green-500/10 text-green-800 dark:text-green-200 ring-green-200 dark:ring-green-500/40',
  amber:
    'bg-amber-50 dark:bg-amber-500/10 text-amber-900 dark:text-amber-200 ring-amber-200 dark:ring-amber-500/40',
  red: 'bg-red-50 dark:bg-red-500/10 text-red-800 dark:text-red-200 ring-red-200 dark:ring-red-500/40',
  sky: 'bg-sky-50 dark:bg-sky-500/10 text-sky-800 dark:text-sky-200 ring-sky-200 dark:ring-sky-500/40',
};

export function Badge({
  tone = 'neutral',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...rest}
    />
  );
}

import { cn } from '../../lib/cn';

export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200 dark:bg-slate-700', className)} />
  );
}

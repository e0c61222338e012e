import { round } from '../../../shared/numbers';
import { cn } from '../../lib/cn';

/** A horizontal bar for a 0-100 value; the caller shows the number next to it. */
export function ProgressBar({
  value,
  label,
  barClassName = 'bg-brand-600',
  className,
}: {
  value: number;
  label: string;
  barClassName?: string;
  className?: string;
}) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={round(clamped, 0)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width]', barClassName)}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}

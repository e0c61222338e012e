import { gradeColourBand } from '../../../shared/grades';
import { cn } from '../../lib/cn';
import { colourBandClasses } from './gradeStyles';
import { formatFixed } from '../../../shared/numbers';

/**
 * A circular grade gauge (56 px on course cards, 80 px for the overall average). The percentage is written
 * in the middle, so the colour is never the only signal; N/A when there is no grade.
 */
export function GradeRing({
  value,
  size,
  label,
  className,
}: {
  value: number | null;
  size: 56 | 80;
  /** Accessible name, e.g. "Overall average". */
  label: string;
  className?: string;
}) {
  const stroke = size === 80 ? 8 : 6;
  const r = (size - stroke) / 2;
  const circumference = 2 * Math.PI * r;
  const clamped = value === null ? 0 : Math.min(100, Math.max(0, value));
  const text = value === null ? 'N/A' : `${formatFixed(value, 1)}%`;
  return (
    <div
      role="img"
      aria-label={`${label}: ${text}`}
      className={cn('relative inline-flex shrink-0 items-center justify-center', className)}
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} className="-rotate-90" aria-hidden>
        <circle
          cx={size / 2}
          cy={size / 2}
          r={r}
          fill="none"
          strokeWidth={stroke}
          className="stroke-slate-200 dark:stroke-slate-700"
        />
        {value !== null && (
          <circle
            cx={size / 2}
            cy={size / 2}
            r={r}
            fill="none"
            strokeWidth={stroke}
            strokeLinecap="round"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - clamped / 100)}
            className={colourBandClasses[gradeColourBand(value)].stroke}
          />
        )}
      </svg>
      <span
        aria-hidden
        className={cn(
          'absolute font-semibold text-slate-900 dark:text-slate-100',
          size === 80 ? 'text-base' : 'text-xs',
          value === null && 'text-slate-500 dark:text-slate-400',
        )}
      >
        {text}
      </span>
    </div>
  );
}

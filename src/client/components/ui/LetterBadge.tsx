import { letterGrade } from '../../../shared/grades';
import { cn } from '../../lib/cn';
import { letterClass } from './gradeStyles';

/** The letter grade of a percentage in its family colours; the letter itself carries the meaning. */
export function LetterBadge({ percentage, className }: { percentage: number; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex min-w-9 items-center justify-center rounded-md px-2 py-0.5 text-sm font-semibold',
        letterClass(percentage),
        className,
      )}
    >
      {letterGrade(percentage)}
    </span>
  );
}

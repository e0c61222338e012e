import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A sideways-scrolling container for wide tables on narrow screens. It is focusable and named, so keyboard
 * users can scroll it with the arrow keys.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn('overflow-x-auto', className)}>
      {children}
    </div>
  );
}

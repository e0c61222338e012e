import clsx, { type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx) and lets a later Tailwind class win over an earlier one of the same property, so a
 * class passed to a component overrides its default: `cn('h-10 w-10', 'h-8 w-8')` is `h-8 w-8`.
 */
export function cn(...values: ClassValue[]): string {
  return twMerge(clsx(values));
}

import {
  assignmentBand,
  gradeColourBand,
  gradeFamilyClass,
  letterGrade,
  type AssignmentBand,
  type ColourBand,
} from '../../../shared/grades';

/** Text and ring colours of the spec's grade bands (90 green, 70 amber, else red). */
export const colourBandClasses: Record<ColourBand, { text: string; stroke: string; bar: string }> = {
  green: {
    text: 'text-green-700 dark:text-green-300',
    stroke: 'stroke-green-600 dark:stroke-green-500',
    bar: 'bg-green-600',
  },
  amber: { text: 'text-amber-700 dark:text-amber-300', stroke: 'stroke-amber-500', bar: 'bg-amber-500' },
  red: {
    text: 'text-red-700 dark:text-red-300',
    stroke: 'stroke-red-600 dark:stroke-red-500',
    bar: 'bg-red-600',
  },
};

/** Assignment bands (90, 80, 70). */
const assignmentBandClasses: Record<AssignmentBand, string> = {
  excellent: 'text-green-700 dark:text-green-300',
  good: 'text-sky-700 dark:text-sky-300',
  fair: 'text-amber-700 dark:text-amber-300',
  poor: 'text-red-700 dark:text-red-300',
};

export function gradeTextClass(percentage: number): string {
  return colourBandClasses[gradeColourBand(percentage)].text;
}

export function assignmentTextClass(percentage: number): string {
  return assignmentBandClasses[assignmentBand(percentage)];
}

export function letterClass(percentage: number): string {
  return gradeFamilyClass(letterGrade(percentage));
}

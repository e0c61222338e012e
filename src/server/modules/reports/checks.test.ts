import { describe, expect, it } from 'vitest';
import { courseWarnings, warningsOf } from './checks';

describe('warnings of a stored transcript', () => {
  it('gives each course the warnings that name it, and drops warnings without a message', () => {
    const warnings = warningsOf({
      warnings: [
        { code: 'TOTAL_MISMATCH', message: 'Math: assignments add up to 19.00 of 25.00', page: 2 },
        { code: 'VALUE_UNREADABLE', message: 'Math II: a score could not be read' },
        { code: 'EMPTY', message: '' },
        { code: 'COURSE_NAME_UNREADABLE', message: 'The course on page 3: its title could not be read' },
      ],
    });
    expect(warnings).toEqual([
      { code: 'TOTAL_MISMATCH', message: 'Math: assignments add up to 19.00 of 25.00', page: 2 },
      { code: 'VALUE_UNREADABLE', message: 'Math II: a score could not be read', page: null },
      {
        code: 'COURSE_NAME_UNREADABLE',
        message: 'The course on page 3: its title could not be read',
        page: null,
      },
    ]);
    expect(courseWarnings(warnings, 'Math').map((w) => w.code)).toEqual(['TOTAL_MISMATCH']);
    // A course whose title could not be read has no name: the warning names it by its page.
    expect(courseWarnings(warnings, '').map((w) => w.code)).toEqual(['COURSE_NAME_UNREADABLE']);
  });

  it("gives a course the warnings of its scan's rows and heading read with low confidence", () => {
    const warnings = warningsOf({
      warnings: [
        {
          code: 'OCR_LOW_CONFIDENCE',
          message: 'Math, row "Quiz 1": read from the scan with low confidence ("1O")',
        },
        {
          code: 'OCR_LOW_CONFIDENCE',
          message: `Math, the course's heading: read from the scan with low confidence ("Nath")`,
        },
        { code: 'OCR_LOW_CONFIDENCE', message: 'Math, Honors: a score could not be read' },
        {
          code: 'OCR_LOW_CONFIDENCE',
          message: 'Math II, row "Quiz 1": read from the scan with low confidence ("1O")',
        },
      ],
    });
    expect(courseWarnings(warnings, 'Math').map((w) => w.message.slice(0, 12))).toEqual([
      'Math, row "Q',
      'Math, the co',
    ]);
    expect(warningsOf({})).toEqual([]);
    expect(warningsOf({ warnings: null })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { warningNamesCourse } from './courseWarnings';

describe('a warning that names a course', () => {
  it("is the course's own, its scanned rows' and its heading's, and no other course's", () => {
    expect(warningNamesCourse('Math: assignments add up to 19.00 of 25.00', 'Math')).toBe(true);
    expect(
      warningNamesCourse('Math, row "Quiz 1": read from the scan with low confidence ("1O")', 'Math'),
    ).toBe(true);
    expect(
      warningNamesCourse(`Math, the course's heading: read from the scan with low confidence`, 'Math'),
    ).toBe(true);
    expect(warningNamesCourse('Math II: a score could not be read', 'Math')).toBe(false);
    expect(warningNamesCourse('Math, Honors: a score could not be read', 'Math')).toBe(false);
    expect(warningNamesCourse(': a score could not be read', '')).toBe(false);
  });

  it('is, for a course without a name, one that names a course by its page', () => {
    expect(warningNamesCourse('The course on page 2: its title could not be read', '')).toBe(true);
    expect(warningNamesCourse('Math: its title could not be read', '')).toBe(false);
    expect(warningNamesCourse('The course on page 2: its title could not be read', 'Math')).toBe(false);
  });
});

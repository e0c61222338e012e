import { describe, expect, it } from 'vitest';
import {
  academicYearOf,
  appliedTerm,
  courseTerm,
  normaliseAcademicYear,
  semesterFromLabel,
  semesterOf,
  termMatches,
} from './terms';

/** Local noon of a calendar day, so no time zone moves the date. */
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12);

describe('school terms', () => {
  it('starts the academic year on August 1', () => {
    expect(academicYearOf(day(2025, 7, 31))).toBe('2024-2025');
    expect(academicYearOf(day(2025, 8, 1))).toBe('2025-2026');
    expect(academicYearOf(day(2025, 12, 31))).toBe('2025-2026');
    expect(academicYearOf(day(2026, 1, 1))).toBe('2025-2026');
  });

  it('splits semesters at August and January', () => {
    expect(semesterOf(day(2025, 8, 1))).toBe(1);
    expect(semesterOf(day(2025, 12, 31))).toBe(1);
    expect(semesterOf(day(2026, 1, 1))).toBe(2);
    expect(semesterOf(day(2026, 7, 31))).toBe(2);
  });

  it('reads printed semester labels', () => {
    expect(semesterFromLabel('Semester 1')).toBe(1);
    expect(semesterFromLabel('semester 2')).toBe(2);
    expect(semesterFromLabel('Sem 2')).toBe(2);
    expect(semesterFromLabel('S1')).toBe(1);
    expect(semesterFromLabel('2nd Semester')).toBe(2);
    expect(semesterFromLabel('Q1')).toBe(1);
    expect(semesterFromLabel('Q2')).toBe(1);
    expect(semesterFromLabel('Quarter 3')).toBe(2);
    expect(semesterFromLabel('4th Quarter')).toBe(2);
    expect(semesterFromLabel('Fall')).toBe(1);
    expect(semesterFromLabel('Spring 2025')).toBe(2);
    expect(semesterFromLabel('Trimester 2')).toBeNull();
    expect(semesterFromLabel(null)).toBeNull();
    expect(semesterFromLabel('')).toBeNull();
  });

  it('accepts only consecutive YYYY-YYYY academic years', () => {
    expect(normaliseAcademicYear('2024-2025')).toBe('2024-2025');
    expect(normaliseAcademicYear(' 2024-2025 ')).toBe('2024-2025');
    expect(normaliseAcademicYear('2024-2026')).toBeNull();
    expect(normaliseAcademicYear('2024')).toBeNull();
    expect(normaliseAcademicYear(null)).toBeNull();
  });

  it("uses the course's printed term, else the upload date", () => {
    const uploaded = day(2026, 2, 10);
    expect(courseTerm({ semester: 'Semester 1', academicYear: '2024-2025' }, uploaded)).toEqual({
      academicYear: '2024-2025',
      semester: 1,
    });
    expect(courseTerm({ semester: null, academicYear: null }, uploaded)).toEqual({
      academicYear: '2025-2026',
      semester: 2,
    });
    expect(courseTerm({ semester: 'Fall', academicYear: null }, uploaded)).toEqual({
      academicYear: '2025-2026',
      semester: 1,
    });
  });

  it('filters by this semester and this year', () => {
    const today = day(2025, 10, 15); // semester 1 of 2025-2026
    const s1 = { academicYear: '2025-2026', semester: 1 as const };
    const s2 = { academicYear: '2025-2026', semester: 2 as const };
    const lastYear = { academicYear: '2024-2025', semester: 1 as const };
    expect(termMatches(s1, 'this-semester', today)).toBe(true);
    expect(termMatches(s2, 'this-semester', today)).toBe(false);
    expect(termMatches(s2, 'this-year', today)).toBe(true);
    expect(termMatches(lastYear, 'this-year', today)).toBe(false);
    expect(termMatches(lastYear, 'all', today)).toBe(true);
  });

  it('describes the applied filter', () => {
    const today = day(2026, 3, 1);
    expect(appliedTerm('all', today)).toEqual({ semester: null, academicYear: null });
    expect(appliedTerm('this-year', today)).toEqual({ semester: null, academicYear: '2025-2026' });
    expect(appliedTerm('this-semester', today)).toEqual({
      semester: 'Semester 2',
      academicYear: '2025-2026',
    });
  });
});

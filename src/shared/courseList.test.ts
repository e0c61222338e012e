import { describe, expect, it } from 'vitest';
import { groupByTerm, NO_TERM_HEADING, searchCourses, sortCourses, type ListedCourse } from './courseList';

const course = (courseName: string, over: Partial<ListedCourse> = {}): ListedCourse => ({
  courseName,
  teacherName: null,
  period: null,
  semester: 'Semester 1',
  academicYear: '2024-2025',
  currentGrade: null,
  ...over,
});

describe('course search', () => {
  const list = [
    course('Pre-Algebra 8', { teacherName: 'Mrs. K. Thompson' }),
    course('Spanish I', { teacherName: 'Sra. María Muñoz' }),
    course('Résumé Writing', { teacherName: null }),
  ];

  it('finds a course by its name or its teacher, ignoring case and accents', () => {
    expect(searchCourses(list, 'algebra').map((c) => c.courseName)).toEqual(['Pre-Algebra 8']);
    expect(searchCourses(list, '  THOMPSON ').map((c) => c.courseName)).toEqual(['Pre-Algebra 8']);
    expect(searchCourses(list, 'maria munoz').map((c) => c.courseName)).toEqual(['Spanish I']);
    expect(searchCourses(list, 'resume').map((c) => c.courseName)).toEqual(['Résumé Writing']);
    expect(searchCourses(list, 'chemistry')).toEqual([]);
    expect(searchCourses(list, '   ')).toEqual(list);
  });
});

describe('course sorting', () => {
  const list = [
    course('chemistry', { currentGrade: 88.5, period: '3' }),
    course('Art & Design', { currentGrade: null, period: null }),
    course('algebra II', { currentGrade: 92, period: '10' }),
    course('Biology', { currentGrade: 88.5, period: '2' }),
    course('Algebra I', { currentGrade: 71.25, period: '3' }),
  ];
  const names = (l: ListedCourse[]) => l.map((c) => c.courseName);

  it('sorts by name ignoring case', () => {
    expect(names(sortCourses(list, 'name'))).toEqual([
      'Algebra I',
      'algebra II',
      'Art & Design',
      'Biology',
      'chemistry',
    ]);
  });

  it('sorts by grade, highest first, ties by name, no grade last', () => {
    expect(names(sortCourses(list, 'grade'))).toEqual([
      'algebra II',
      'Biology',
      'chemistry',
      'Algebra I',
      'Art & Design',
    ]);
  });

  it('sorts by period as a number, ties by name, no period last', () => {
    expect(names(sortCourses(list, 'period'))).toEqual([
      'Biology',
      'Algebra I',
      'chemistry',
      'algebra II',
      'Art & Design',
    ]);
  });
});

describe('grouping by term', () => {
  it('puts the newest academic year first, then the latest term, and unprinted terms last', () => {
    const list = [
      course('A', { academicYear: '2022-2023', semester: 'Semester 1' }),
      course('B', { academicYear: '2024-2025', semester: 'Q1' }),
      course('C', { academicYear: null, semester: null }),
      course('D', { academicYear: '2024-2025', semester: 'Semester 2' }),
      course('E', { academicYear: '2024-2025', semester: 'Q2' }),
      course('F', { academicYear: '2022-2023', semester: 'Semester 1' }),
      course('G', { academicYear: '2024-2025', semester: null }),
      course('H', { academicYear: '2023-2024', semester: 'Spring' }),
    ];
    expect(groupByTerm(list).map((g) => [g.heading, g.courses.map((c) => c.courseName).join('')])).toEqual([
      ['2024-2025 · Semester 2', 'D'],
      ['2024-2025 · Q2', 'E'],
      ['2024-2025 · Q1', 'B'],
      ['2024-2025', 'G'],
      ['2023-2024 · Spring', 'H'],
      ['2022-2023 · Semester 1', 'AF'],
      [NO_TERM_HEADING, 'C'],
    ]);
  });

  it('gives no groups for no courses', () => {
    expect(groupByTerm([])).toEqual([]);
  });
});

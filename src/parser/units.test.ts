import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assignCells, detectHeader, roleOf } from './columns';
import { readCourseDetails, readCourseHeader } from './courseHeader';
import { dateAfterNumber, dateWithSlashLost, dateWithYearMisread } from './courses';
import { dayFirstOf, monthAndDayEitherWay, parseDate, parseUsDate } from './dates';
import { extractPages } from './extract';
import { buildLines, dropRepeatedEdges, type Line } from './lines';
import { interpretLines } from './parse';
import { cachedLayoutReport } from '../../fixtures/layouts/cache';
import {
  asRepeatedHeader,
  fitColumns,
  inferColumns,
  inferColumnsButOne,
  isDetailLine,
  typeColumns,
} from './tables';
import { findAcademicYear, parseCombinedScore, parseStatus, parseTotalLine } from './values';

function line(...cells: string[]): Line {
  let x = 40;
  const out = cells.map((text) => {
    const c = { text, x0: x, x1: x + text.length * 5, words: [{ text, x0: x, x1: x + text.length * 5 }] };
    x = c.x1 + 30;
    return c;
  });
  return { page: 1, y: 100, size: 10, pageHeight: 792, cells: out, text: cells.join('  ') };
}

describe('dates', () => {
  it.each([
    '09/05/24',
    '9/5/2024',
    '2024-09-05',
    'Sep 5, 2024',
    'September 5 2024',
    '5-Sep-2024',
    'Thu 9/5/24',
    '09-05-2024',
    // Spaces at its hyphens, or one for a hyphen of a year-first date, as read from a scan.
    '2024- 09-05',
    '05 - Sep- 2024',
    '2024 09-05',
    '2024-09 05',
    // A speck read as a hyphen before the day.
    'Sep. -5, 2024',
    'Sep -5 2024',
  ])('%s is 2024-09-05', (s) => expect(parseUsDate(s)).toBe('2024-09-05'));
  it('rejects non-dates and impossible dates', () => {
    expect(parseUsDate('13/45/2024')).toBeNull();
    expect(parseUsDate('2024 09 05')).toBeNull();
    expect(parseUsDate('2024 - 13-05')).toBeNull();
    expect(parseUsDate('18.50')).toBeNull();
    expect(parseUsDate('2/30/2024')).toBeNull();
  });
  it.each([
    [8, 29, true],
    [29, 8, true],
    [12, 31, true],
    [1, 1, true],
    [13, 13, false],
    [12, 32, false],
    [0, 5, false],
    [5, 0, false],
  ])('%i and %i can be a month and a day either way round: %s', (a, b, can) =>
    expect(monthAndDayEitherWay(a, b)).toBe(can),
  );

  it.each([
    [['25/09/2024', '03/10/2024'], false, true],
    [['09/25/2024', '10/03/2024'], true, false],
    [['03/10/2024'], true, true],
    [['03/10/2024'], false, false],
    [[], true, true],
    // A number run into a month-and-day date on a scan ("5 2/1" read "52/1"): no day, no evidence.
    [['1/13', '1/14', '52/1', '2/5'], false, false],
    [['1/13', '1/14', '52/1', '2/5'], true, false],
    // One misread date among many read one way: the many decide.
    [['1/13', '1/14', '1/19', '21/1'], false, false],
    [['13/1', '14/1', '19/1', '1/21'], false, true],
    [['13/1', '1/21'], false, false],
    [['13/1', '1/21'], true, true],
  ])('dates %j (report says day-first: %s) are day-first: %s', (texts, cue, dayFirst) =>
    expect(dayFirstOf(texts, cue)).toBe(dayFirst),
  );
});

describe('total line', () => {
  it.each([
    ["Total Points Rec'd: 58.50 (70.00)", 58.5, 70],
    ['Total Points Rec’d:58.50 (70.00)', 58.5, 70],
    ['Total Points Received: 1,058.50 (1,200.00)', 1058.5, 1200],
    ["Total Pts Rec'd: 161.00 / 210.00", 161, 210],
    ['TOTAL POINTS RECD 12 (15)', 12, 15],
    // As a scan reads them: the label's words run together, a speck after the label.
    ['CourseTotal238.50 of 290.00 B-', 238.5, 290],
    ['Points. 125.50/135.00 92.96% A-', 125.5, 135],
    ['Pts.: 5/10', 5, 10],
    // The slash read as a colon, the label's colon lost: the printed percentage tells the two numbers.
    ['Course Total 146:  245  59.59%', 146, 245],
    ['Total 10: 20 50.0% B', 10, 20],
    // Specks before the numbers, the decimal point read as a colon, a speck after the points possible
    // read as a percent sign: the printed percentage tells the numbers.
    ['Total: «70:5 / 105%  "67.14%', 70.5, 105],
    ['Points: “88.5 of 100  88.50%', 88.5, 100],
    // A speck before the bracket, the closing bracket lost.
    ['Total Points Rec’d: 105.5 .(130  B-', 105.5, 130],
    ["Total Points Rec'd: 105.5 (130", 105.5, 130],
  ])('%s', (text, received, max) => expect(parseTotalLine(text)).toEqual({ received, max }));

  it('is no total where a colon stands between numbers the printed percentage does not give, or none is printed', () => {
    expect(parseTotalLine('Course Total 146:  245  60.59%')).toBeNull();
    expect(parseTotalLine('Total 146: 245')).toBeNull();
    expect(parseTotalLine('Due 10: 20 50.0%')).toBeNull();
    expect(parseTotalLine('Total: «70:5 / 105%  "67.00%')).toBeNull();
    expect(parseTotalLine('Total: «70:5 / 105%')).toBeNull();
  });

  it('is no total where the bracket holds a percent, its closing bracket lost or not', () => {
    expect(parseTotalLine('Total Points: 105.5 (81.2%)')).toBeNull();
    expect(parseTotalLine("Total Points Rec'd: 105.5 (81.2 %")).toBeNull();
  });
});

describe('statuses and scores', () => {
  it.each([
    ['Exc', 'excused'],
    ['Excused', 'excused'],
    ['E', 'excused'],
    ['M', 'missing'],
    ['Missing', 'missing'],
    ['--', 'pending'],
    ['—', 'pending'],
    // "--" as a scan reads its dashes.
    ['==', 'pending'],
    ['-<', 'pending'],
    ['P', 'pending'],
    ['Pending', 'pending'],
    ['D', 'dropped'],
    ['Dropped', 'dropped'],
  ])('%s -> %s', (word, status) => expect(parseStatus(word)?.status).toBe(status));
  it('reads no lone mark of another kind as a status', () => {
    expect(parseStatus('<')).toBeNull();
    expect(parseStatus('=')).toBeNull();
    expect(parseStatus('====')).toBeNull();
  });
  it('reads EC as extra credit and combined scores', () => {
    expect(parseStatus('EC')).toEqual({ status: null, extraCredit: true });
    expect(parseCombinedScore('18.50 / 20.00')).toEqual([18.5, 20]);
    expect(parseCombinedScore('18.5 out of 20')).toEqual([18.5, 20]);
  });
  it('normalises academic years', () => {
    expect(findAcademicYear('2024-25')?.year).toBe('2024-2025');
    expect(findAcademicYear('SY 2024–2025')?.year).toBe('2024-2025');
    expect(findAcademicYear('2024-2026')).toBeNull();
  });
});

describe('column headers by meaning', () => {
  it.each([
    ["Rec'd", 'earned'],
    ['Points Earned', 'earned'],
    ['Pts', 'earned'],
    ['Poss', 'max'],
    ['Possible', 'max'],
    ['Max', 'max'],
    ['%', 'pct'],
    ['Percent', 'pct'],
    ['XC', 'ec'],
    ['Extra Credit', 'ec'],
    ['Due Date', 'date'],
    ['Type', 'category'],
    ['Comments', 'comment'],
    ['Note', 'comment'],
  ])('%s -> %s', (label, role) => expect(roleOf(label)).toBe(role));
});

describe('a header repeated with a label misread', () => {
  const header = line('Date', 'Assignment', 'Earned', 'Possible');
  /** The header's line with some labels read otherwise, each where the header's stands, moved by `dx`. */
  const misread = (labels: Record<number, string>, dx = 0): Line => {
    const cells = header.cells.map((c, j) => {
      const text = labels[j] ?? c.text;
      return { text, x0: c.x0 + dx, x1: c.x1 + dx, words: [{ text, x0: c.x0 + dx, x1: c.x1 + dx }] };
    });
    return { ...header, page: 2, cells, text: cells.map((c) => c.text).join('  ') };
  };

  it('reads a line repeating a header of the report, one label misread, as that header', () => {
    const scanned = misread({ 1: 'Assigiiineiit' }, 3);
    expect(detectHeader(scanned)).toBeNull();
    const fixed = asRepeatedHeader(scanned, [header])!;
    expect(detectHeader(fixed)?.map((c) => c.role)).toEqual(['date', 'name', 'earned', 'max']);
    // In its own place on its page.
    expect(fixed.cells[1].x0).toBe(scanned.cells[1].x0);
  });

  it('leaves a line that differs by two labels, by its cells, or by where they stand', () => {
    expect(asRepeatedHeader(misread({ 1: 'Assigiiineiit', 2: 'Eamed' }), [header])).toBeNull();
    expect(asRepeatedHeader(line('Date', 'Assigiiineiit', 'Earned'), [header])).toBeNull();
    const moved = misread({ 1: 'Assigiiineiit' });
    moved.cells[3] = { ...moved.cells[3], x0: moved.cells[3].x0 + 40, x1: moved.cells[3].x1 + 40 };
    expect(asRepeatedHeader(moved, [header])).toBeNull();
  });
});

describe('running headers', () => {
  const at = (page: number, y: number, text: string): Line => ({ ...line(text), page, y });
  const body = [1, 2, 3, 4].map((page) => at(page, 300, `Quiz ${page}  18/20`));

  it('drops a running header read from scans with a letter or two otherwise on some pages', () => {
    const header = ['Adam J', 'Adam', 'Adam |.', 'Adam J.'].map((name, k) =>
      at(k + 1, 32.6, `Riverside Preparatory Academy — Student Gradebook Report — Kowalski, ${name}`),
    );
    const kept = dropRepeatedEdges([...header, ...body], 4, () => false);
    expect(kept).toEqual(body);
  });

  it('keeps short lines that differ, and long ones that differ by more than a few letters', () => {
    const short = ['Algebra I', 'Algebra II', 'Algebra I', 'Algebra II'].map((t, k) => at(k + 1, 32.6, t));
    expect(dropRepeatedEdges([...short, ...body], 4, () => false)).toHaveLength(8);
    const long = ['Biology — Unit 1: Cells and Heredity', 'Chemistry — Unit 1: Atoms and Bonding'];
    const courses = [0, 1, 0, 1].map((i, k) => at(k + 1, 32.6, long[i]));
    expect(dropRepeatedEdges([...courses, ...body], 4, () => false)).toHaveLength(8);
  });
});

describe('course header lines', () => {
  it('reads labelled parts in any order', () => {
    expect(
      readCourseHeader(line('Teacher: Mrs. K. Thompson', 'Pre-Algebra 8', 'Per 3', 'Q2', '2024-25')),
    ).toMatchObject({
      name: 'Pre-Algebra 8',
      teacher: 'Mrs. K. Thompson',
      period: '3',
      term: 'Q2',
      year: '2024-2025',
    });
  });
  it('reads separated parts without labels', () => {
    expect(
      readCourseHeader(line('Algebra II — Period 4 — Ms. Jordan Lee — Semester 1 2024–2025')),
    ).toMatchObject({
      name: 'Algebra II',
      teacher: 'Ms. Jordan Lee',
      period: '4',
      term: 'Semester 1',
      year: '2024-2025',
    });
    expect(readCourseHeader(line('Subject: Biology (continued)', 'P6'))).toMatchObject({
      name: 'Biology',
      period: '6',
    });
  });
  it("reads an honorific printed apart from the name after it as the name's", () => {
    expect(
      readCourseHeader(line('Integrated Math 2 (P2)', 'Mr.', 'James O’Connor', 'T1 2021-2022')),
    ).toMatchObject({
      name: 'Integrated Math 2',
      teacher: 'Mr. James O’Connor',
      period: '2',
      term: 'T1',
    });
    expect(
      readCourseHeader(line('Course: AP Calculus AB', 'Teacher: Mr.', 'James O’Connor', 'Period: 4')),
    ).toMatchObject({ name: 'AP Calculus AB', teacher: 'Mr. James O’Connor', period: '4' });
  });
  it('reads a surname and its comma printed apart from the given name after it as one name', () => {
    expect(
      readCourseHeader(line('Subject: U.S. History', 'Instructor: Harris,', 'Tamara', 'Per: 5')),
    ).toMatchObject({ name: 'U.S. History', teacher: 'Harris, Tamara', period: '5' });
    // What follows that is no name stays apart: a period, a label.
    expect(readCourseHeader(line('Civics', 'Teacher: Harris,', 'Period 5'))).toMatchObject({
      teacher: 'Harris,',
      period: '5',
    });
    expect(readCourseHeader(line('Subject: Civics', 'Instructor: Harris,', 'Term: T1'))).toMatchObject({
      teacher: 'Harris,',
      term: 'T1',
    });
  });
  it("joins a teacher's name a scan parted with a space, a surname's particles apart", () => {
    expect(readCourseDetails([line('French III'), line('Dana Whit field — P4')])).toMatchObject({
      name: 'French III',
      teacher: 'Dana Whitfield',
      period: '4',
    });
    expect(readCourseHeader(line('Geometry', 'Coach R. Bren nan', 'P2'))).toMatchObject({
      teacher: 'Coach R. Brennan',
    });
    expect(readCourseHeader(line('Choir', 'Mr. J ames O’Connor', 'P2'))).toMatchObject({
      teacher: 'Mr. James O’Connor',
    });
    expect(readCourseHeader(line('Civics', 'Ms. Ana de la Cruz', 'P2'))).toMatchObject({
      teacher: 'Ms. Ana de la Cruz',
    });
    expect(readCourseHeader(line('Civics', 'Mr. Piet van Dyke', 'P2'))).toMatchObject({
      teacher: 'Mr. Piet van Dyke',
    });
  });
  it('reads a period as a scan may give it: its label and number in cells apart, or hyphened', () => {
    expect(
      readCourseHeader(line('Subject: Geography 7', '2020-2021', 'Period', '8', 'Term: Semester 1')),
    ).toMatchObject({ name: 'Geography 7', period: '8', term: 'Semester 1' });
    expect(readCourseDetails([line('Art & Design'), line('Nguyen, L. — Per-1')])).toMatchObject({
      name: 'Art & Design',
      teacher: 'Nguyen, L.',
      period: '1',
    });
  });
  it('reads a separator at the edge of a cell as parting it from the next', () => {
    expect(readCourseHeader(line('Digital Photography', 'Ms. Zoë Park —', 'P5'))).toMatchObject({
      name: 'Digital Photography',
      teacher: 'Ms. Zoë Park',
      period: '5',
    });
  });
  it('ignores lines that are not course headers', () => {
    expect(readCourseHeader(line('Student: Rivera, Sofia', 'ID: 1234'))).toBeNull();
    expect(readCourseHeader(line('Semester 1', '2024-2025'))).toBeNull();
  });
});

describe('a group label whose weight stands apart', () => {
  it('labels its rows as when printed beside it ("Homework" | "(15%)")', async () => {
    const pages = await extractPages(readFileSync('fixtures/pdf/report-1p.pdf'), 10);
    const apart = pages.map((p) => ({
      ...p,
      items: p.items.map((it) => (/^\(\d+%\)$/.test(it.str) ? { ...it, x0: it.x0 + 8, x1: it.x1 + 8 } : it)),
    }));
    const categories = (ps: typeof pages) =>
      interpretLines(buildLines(ps), ps.length).courses.map((c) => c.assignments.map((a) => a.category));
    // The weight now makes a cell of its own.
    expect(buildLines(apart).some((l) => l.cells.length === 2 && /^\(\d+%\)$/.test(l.cells[1].text))).toBe(
      true,
    );
    expect(categories(apart)).toEqual(categories(pages));
    expect(categories(pages).flat()).toContain('Homework');
  });
});

describe('a row measured taller than the rows around it', () => {
  it('stays a row when it opens with a value, as a heading opens with a word', async () => {
    // A layout whose rows open with their score ("19/25  Pop Quiz 8: Cells  30/08/2022").
    const r = await cachedLayoutReport(24);
    const pages = await extractPages(r.pdf, 10);
    const courses = (ps: typeof pages) =>
      interpretLines(buildLines(ps), ps.length).courses.map((c) => [
        c.courseName,
        c.assignments.map((a) => a.assignmentName),
      ]);
    const rows = buildLines(pages).filter((l) => /^\d+(?:\.\d+)?\/\d/.test(l.cells[0].text));
    expect(rows.length).toBeGreaterThan(10);
    // Each row in turn measured a third taller (as a scan's line can be): the report reads the same.
    for (const row of [rows[3], rows[Math.floor(rows.length / 2)], rows.at(-2)!]) {
      const taller = pages.map((p) => ({
        ...p,
        items: p.items.map((it) =>
          it.page === row.page && Math.abs(it.y - row.y) < 1 ? { ...it, size: it.size * 1.35 } : it,
        ),
      }));
      expect(courses(taller)).toEqual(courses(pages));
    }
  });
});

type Word = [number, number, string];
/** A line of cells, each its words as a scan placed them (left edge, right edge, text). */
const placed = (cells: Word[][], y: number): Line => {
  const out = cells.map((words) => ({
    text: words.map(([, , t]) => t).join(' '),
    x0: words[0][0],
    x1: words[words.length - 1][1],
    words: words.map(([x0, x1, text]) => ({ text, x0, x1 })),
  }));
  return { page: 1, y, size: 10, pageHeight: 792, cells: out, text: out.map((c) => c.text).join('  ') };
};

describe('a table without a header, one row of which a scan ran across its columns', () => {
  // Seed 318's first table read from its 300-dpi scan: score, percentage, name, date, status. Its tenth
  // row ("10 / 15  66.67  Portfolio Entry 5:") was read as one run of words from the score to the name.
  const read: Word[][][] = [
    [
      [
        [98, 112, '12'],
        [118, 125, '/'],
        [131, 146, '20'],
      ],
      [
        [158, 193, '60.00'],
        [199, 226, 'Quiz'],
        [231, 245, '1:'],
        [251, 286, 'Señor'],
        [291, 331, 'Díaz’s'],
        [337, 363, 'Café'],
      ],
      [[440, 467, '1715']],
      [[498, 526, 'Late']],
    ],
    [
      [
        [98, 112, '12'],
        [118, 125, '/'],
        [131, 146, '15'],
      ],
      [
        [158, 193, '80.00'],
        [199, 292, 'Photosynthesis'],
        [298, 318, 'and'],
        [324, 345, 'the'],
        [351, 378, 'Flow'],
        [384, 398, 'of'],
      ],
      [[438, 465, '1/30']],
    ],
    [
      [
        [98, 112, '16'],
        [118, 125, '/'],
        [131, 146, '25'],
      ],
      [
        [158, 193, '64.00'],
        [199, 265, 'Checkpoint'],
        [271, 298, 'Quiz'],
        [304, 318, '7:'],
        [324, 365, 'Ratios'],
      ],
      [[437, 459, '2/8']],
    ],
    [
      [
        [85, 112, '11.5'],
        [118, 125, '/'],
        [131, 146, '15'],
      ],
      [
        [158, 193, '76.67'],
        [199, 219, 'Pop'],
        [225, 252, 'Quiz'],
        [258, 272, '8:'],
        [278, 318, 'Résumé'],
        [324, 369, 'Writing'],
      ],
      [[440, 465, '2/13']],
    ],
    [
      [
        [98, 112, '16'],
        [118, 125, '/'],
        [131, 146, '25'],
      ],
      [
        [158, 193, '64.00'],
        [199, 219, 'Pop'],
        [225, 252, 'Quiz'],
        [258, 272, '9:'],
        [278, 312, 'Señor'],
        [318, 358, 'Díaz’s'],
        [364, 392, 'Café'],
      ],
      [[437, 465, '2/15']],
    ],
    [
      [
        [98, 116, '14'],
        [118, 125, '/'],
        [131, 144, '15'],
      ],
      [[159, 193, '93.33']],
      [[439, 465, '1/26']],
    ],
    [
      [
        [98, 112, '16'],
        [118, 125, '/'],
        [131, 146, '20'],
      ],
      [
        [158, 193, '80.00'],
        [199, 245, 'Warm-Up'],
        [251, 272, '10:'],
        [278, 306, 'Maps'],
      ],
      [[437, 465, '2/18']],
    ],
    [
      [[111, 146, '3/5']],
      [
        [158, 193, '60.00'],
        [199, 219, 'Lab'],
        [225, 265, 'Report'],
        [271, 292, '11:'],
        [298, 318, 'The'],
        [324, 372, 'Odyssey'],
      ],
      [[437, 466, '2/21']],
    ],
    [
      [[99, 144, 'L725']],
      [
        [160, 192, '13.33'],
        [199, 258, 'Portfallo'],
        [265, 298, 'Entry'],
        [305, 316, '2:'],
      ],
      [[325, 364, 'Forces']],
      [[439, 465, '1/20']],
    ],
    [
      [
        [98, 124, '169.7'],
        [130, 193, '577/65.467'],
        [199, 259, 'Parttolio'],
        [265, 299, 'Entry'],
        [305, 313, '5'],
      ],
      [[325, 385, 'Fractions']],
      [[437, 466, '208']],
    ],
    [
      [
        [104, 112, '7'],
        [118, 125, '/'],
        [131, 146, '10'],
      ],
      [
        [158, 193, '70.00'],
        [199, 252, 'Rational'],
        [258, 305, 'Numbers'],
        [311, 331, 'and'],
        [337, 358, 'the'],
        [364, 431, 'Properties'],
        [437, 459, '2/7'],
      ],
    ],
  ];
  const rows = read.map((cells, i) => placed(cells, 200 + i * 14));

  it('reads with the columns its other rows give', () => {
    expect(inferColumns(rows)).toBeNull();
    expect(inferColumnsButOne(rows)?.map((c) => c.role)).toEqual([
      'score',
      'other',
      'name',
      'date',
      'status',
    ]);
  });

  it('reads with none where the rows are too few to leave one out', () => {
    expect(inferColumnsButOne(rows.slice(6, 10))).toBeNull();
  });
});

describe('a month and day whose slash a scan lost', () => {
  const parse = (text: string) => parseDate(text, { academicYear: '2022-2023' });
  const others = ['2023-01-22', '2023-01-27', '2023-01-31', '2023-02-01'];

  it("is the one date within two weeks of the span of the course's other dates", () => {
    expect(dateWithSlashLost('127', others, parse)).toBe('2023-01-27');
    expect(dateWithSlashLost('119', others, parse)).toBe('2023-01-19');
    expect(dateWithSlashLost('23', others, parse)).toBe('2023-02-03');
  });

  it('is none where no place, or more than one, gives such a date, or the course shows no span', () => {
    // "1/12" and "11/2": the first lies within the span's margin, the second not; "112" leaves one.
    expect(dateWithSlashLost('112', others, parse)).toBe('2023-01-12');
    expect(dateWithSlashLost('530', others, parse)).toBeNull();
    expect(dateWithSlashLost('127', others.slice(0, 2), parse)).toBeNull();
    expect(dateWithSlashLost('12.7', others, parse)).toBeNull();
  });
});

describe('a date a scan ran the number before it into', () => {
  const parse = (text: string) => parseDate(text, { academicYear: '2025-2026' });
  const others = ['2026-01-11', '2026-01-13', '2026-01-19', '2026-02-05'];

  it("is the one date after the number's digits within the span of the course's other dates", () => {
    expect(dateAfterNumber('51/12', others, parse)).toBe('2026-01-12');
    expect(dateAfterNumber('52/1', others, parse)).toBe('2026-02-01');
    expect(dateAfterNumber('101/30', others, parse)).toBe('2026-01-30');
  });

  it('is none where no date, or more than one, is left, or the course shows no span', () => {
    // "1/12" and "11/12": only the first lies within the span.
    expect(dateAfterNumber('111/12', others, parse)).toBe('2026-01-12');
    expect(dateAfterNumber('51/12', others.slice(0, 2), parse)).toBeNull();
    expect(dateAfterNumber('57/12', others, parse)).toBeNull();
    expect(dateAfterNumber('5', others, parse)).toBeNull();
    expect(dateAfterNumber('5 1/12', others, parse)).toBeNull();
    // "12/1" and "2/1" both lie within a span that opens in December.
    expect(dateAfterNumber('512/1', [...others, '2025-12-03'], parse)).toBeNull();
  });
});

describe('a date whose year a scan read with one digit wrong', () => {
  const others = ['2023-01-17', '2023-01-26', '2023-02-04', '2023-02-12'];

  it("takes the one year a digit away that brings it within the course's other dates", () => {
    expect(dateWithYearMisread('2623-01-18', others)).toBe('2023-01-18');
    expect(dateWithYearMisread('2028-02-06', others)).toBe('2023-02-06');
    expect(dateWithYearMisread('2073-01-31', others)).toBe('2023-01-31');
  });

  it('keeps the date as read within two weeks of their span, where no year fits, or where they are too few', () => {
    expect(dateWithYearMisread('2023-02-20', others)).toBe('2023-02-20');
    // A date beyond the span whatever its year, or two digits away from the one that fits.
    expect(dateWithYearMisread('2024-06-01', others)).toBe('2024-06-01');
    expect(dateWithYearMisread('2611-01-20', others)).toBe('2611-01-20');
    expect(dateWithYearMisread('2623-01-18', others.slice(0, 2))).toBe('2623-01-18');
    // No 29 February in 2023.
    expect(dateWithYearMisread('2024-02-29', ['2023-02-20', '2023-02-27', '2023-03-02'])).toBe('2024-02-29');
  });
});

describe('a line of course details', () => {
  it('has a label printed capitalised, with its value or without', () => {
    expect(isDetailLine(line('Teacher: Mr. D. Ortiz', 'Period: 5th'))).toBe(true);
    expect(isDetailLine(line('Grade:'))).toBe(true);
  });

  it('is no comment running on to a line of its own that a scan ends with a colon ("grade." as "grade:")', () => {
    expect(isDetailLine(line('grade:'))).toBe(false);
    expect(isDetailLine(line('term: see me about the retake'))).toBe(false);
  });
});

describe('a header a scan read with a label lost', () => {
  // Seed 342's table read from its 200-dpi scan: the "%" over the percentages was lost, "Due" read.
  const header = placed(
    [[[87, 111, 'Due']], [[155, 185, 'Title']], [[411, 447, 'Earned']], [[455, 503, 'Possible']]],
    180,
  );
  const rows = [
    ['100.0%', '11/01/2025', 'Vocabulary Quiz 1: Café', '50', '50'],
    ['72.0%', '13/01/2025', 'Investigation Write-up 2: Ratios', '72', '100'],
    ['63.5%', '19/01/2025', 'Warm-Up 3: Naïve Sets', '127', '200'],
    ['73.0%', '22/01/2025', 'Quiz 4: Cells', '109.5', '150'],
  ].map(([pct, date, name, earned, max], i) =>
    placed(
      [
        [
          [49, 85, pct],
          [91, 147, date],
          [155, 155 + name.length * 5, name],
        ],
        [[447 - earned.length * 6, 447, earned]],
        [[503 - max.length * 6, 503, max]],
      ],
      200 + i * 14,
    ),
  );

  it('takes the values under no label, of a kind the label nearest them does not head, as a column of their own', () => {
    const cols = detectHeader(header)!;
    expect(cols.map((c) => c.role)).toEqual(['date', 'name', 'earned', 'max']);
    expect(typeColumns(fitColumns(cols, rows), rows).map((c) => c.role)).toEqual([
      'pct',
      'date',
      'name',
      'earned',
      'max',
    ]);
  });

  it('gives values of the kind the nearest label heads to that label, as a label narrower than its column', () => {
    const dated = rows.map((r) => ({ ...r, cells: r.cells.map((c) => ({ ...c })) }));
    for (const r of dated) r.cells[0].words[0] = { text: '09/01/2025', x0: 49, x1: 85 };
    const cols = typeColumns(fitColumns(detectHeader(header)!, dated), dated);
    expect(cols.map((c) => c.role)).toEqual(['date', 'name', 'earned', 'max']);
  });
});

describe('a comment wrapped after a dash', () => {
  // A table printed in Courier 11pt (seed 603's second page): every character is 6.6 wide, so the gaps between
  // the words of different comments fall at the same places, and one row's comment ends with the dash it wraps
  // after ("Très bien —" over "excellent effort").
  const courier = (x: number, text: string): Word[] => {
    let at = 0;
    return text.split(' ').map((word) => {
      const x0 = x + at * 6.6;
      at += word.length + 1;
      return [x0, x0 + word.length * 6.6, word];
    });
  };
  const header = placed(
    [
      courier(56, 'Score'),
      courier(98, 'Due'),
      courier(172, 'Comments'),
      courier(314, 'Status'),
      courier(362, 'Task'),
    ],
    72,
  );
  const rows = [
    ['6/10', '30/08/2024', 'Late — 10% deduction', 'Worksheet 4: Ecosystems'],
    ['19/20', '06/09/2024', 'Please see me about', 'Worksheet 6: Fractions'],
    ['13/15', '03/09/2024', '', 'Exit Ticket 5: Ecosystems'],
    ['14/20', '20/08/2024', 'Très bien —', 'Lab Report 2: Writing an'],
  ].map(([score, date, comment, name], i) =>
    placed(
      [
        courier(96 - score.length * 6.6, score),
        courier(98, date),
        courier(172, comment),
        courier(362, name),
      ].filter((words) => words[0][2] !== ''),
      91 + i * 15.6,
    ),
  );

  it('keeps every word of the comments in the comment column, the dash a word of its text', () => {
    const cols = fitColumns(detectHeader(header)!, rows);
    const textsOf = (role: string) =>
      rows.map((r) => {
        const at = cols.findIndex((c) => c.role === role);
        return assignCells(r.cells, cols).get(at)?.join(' ') ?? null;
      });
    expect(textsOf('comment')).toEqual(['Late — 10% deduction', 'Please see me about', null, 'Très bien —']);
    expect(textsOf('status')).toEqual([null, null, null, null]);
  });
});

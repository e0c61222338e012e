import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cachedLayoutReport } from '../../../fixtures/layouts/cache';
import { extractPages, type ExtractedPage } from '../extract';
import { buildLines } from '../lines';
import { interpretLines } from '../parse';
import {
  candidatesOf,
  lowConfidenceWarnings,
  oddDecimals,
  missingDateWarnings,
  missingMaxWarnings,
  trailingLabelWarnings,
  mixReadings,
  pagesOfUnmatched,
  reconcileWithAlternatives,
  titleOpenings,
  unpairedMarkWarnings,
  wordsOnlyFirstRead,
  type Reading,
} from './scan';
import type { Transcript } from '../types';
import { warningNamesCourse } from '../../shared/courseWarnings';
import type { OcrWord } from './words';

type Misreading = { page: number; from: string; to: string };

/** A reading of the pages as given, every word sure; each of `wrong` misreads the first such word of a page. */
function reading(pages: ExtractedPage[], wrong: Misreading | Misreading[]): Reading {
  const copies = pages.map((p) => ({ ...p, items: p.items.map((it) => ({ ...it })) }));
  for (const w of [wrong].flat()) {
    const misread = copies.find((p) => p.page === w.page)!.items.find((it) => it.str === w.from)!;
    misread.str = w.to;
  }
  const lines = buildLines(copies);
  return {
    pages: copies,
    words: copies.flatMap((p) =>
      p.items.map((item) => ({ item, confidence: 99, alternatives: [], offLine: false })),
    ),
    best: { transcript: interpretLines(lines, copies.length), lines, fixed: new Set() },
  };
}

describe('two readings of a scan', () => {
  it('are put together page by page where each reads a page better', async () => {
    const pages = await extractPages(readFileSync('fixtures/pdf/a-course-terms.pdf'), 10);
    const scans = pages.map((p, index) => ({ index, page: p.page }));
    const status = (r: Reading) => r.best.transcript.courses.map((c) => c.reconciliation.status);
    // The first reading misreads a score on page 1 (Life Science), the second one on page 2, each with the
    // row's percentage (which would otherwise give the score back).
    const first = reading(pages, [
      { page: 1, from: '13.00', to: '18.00' },
      { page: 1, from: '65.00%', to: '90.00%' },
    ]);
    const second = reading(pages, [
      { page: 2, from: '8.00', to: '3.00' },
      { page: 2, from: '80.00%', to: '30.00%' },
    ]);
    expect(status(first)).toContain('differs');
    expect(status(second)).toContain('differs');
    const mixed = mixReadings(scans, first, second);
    expect(status(mixed)).toEqual(['matches', 'matches', 'matches', 'matches']);
    // Page 1 from the second reading, page 2 from the first: their words too.
    expect(mixed.pages[0]).toBe(second.pages[0]);
    expect(mixed.pages[1]).toBe(first.pages[1]);
    expect(mixed.words.filter((w) => w.item.page === 1).every((w) => second.words.includes(w))).toBe(true);
    expect(mixed.words.filter((w) => w.item.page === 2).every((w) => first.words.includes(w))).toBe(true);
    // A second reading no better on any page leaves the first as it was.
    const third = reading(pages, [
      { page: 2, from: '8.00', to: '9.00' },
      { page: 2, from: '80.00%', to: '90.00%' },
    ]);
    expect(mixReadings(scans, second, third)).toBe(second);
  });
});

describe('the pages read again', () => {
  it("are those a course that does not add up is printed on, up to the next course's first page", async () => {
    // Life Science prints rows on pages 1 and 2 and a total its rows do not add up to; Algebra II Honors
    // starts on page 2 and ends on page 3.
    const pages = await extractPages(readFileSync('fixtures/pdf/a-flat-comments.pdf'), 10);
    const scans = pages.map((p) => ({ page: p.page }));
    const asPrinted = reading(pages, []).best.transcript;
    expect(asPrinted.courses.map((c) => c.reconciliation.status)).toEqual([
      'matches',
      'differs',
      'matches',
      'matches',
      'matches',
      'matches',
    ]);
    expect([...pagesOfUnmatched(asPrinted, scans)]).toEqual([1, 2]);
    const algebra = reading(pages, { page: 3, from: '180.50', to: '186.50' }).best.transcript;
    expect(algebra.courses.at(-1)!.reconciliation.status).toBe('differs');
    expect([...pagesOfUnmatched(algebra, scans)].sort()).toEqual([1, 2, 3]);
    expect([...pagesOfUnmatched(asPrinted, scans.slice(0, 1))]).toEqual([1]);
  });

  it('are all scanned pages where a course was not read by the interpretation that says where it starts', async () => {
    const pages = await extractPages(readFileSync('fixtures/pdf/a-flat-comments.pdf'), 10);
    const t = reading(pages, []).best.transcript;
    const copied = { ...t, courses: t.courses.map((c) => ({ ...c })) };
    expect([
      ...pagesOfUnmatched(
        copied,
        pages.map((p) => ({ page: p.page })),
      ),
    ]).toEqual([1, 2, 3]);
  });

  it('are none where every course adds up', async () => {
    const pages = await extractPages(readFileSync('fixtures/pdf/a-course-terms.pdf'), 10);
    const t = reading(pages, []).best.transcript;
    expect(t.courses.every((c) => c.reconciliation.status === 'matches')).toBe(true);
    expect(
      pagesOfUnmatched(
        t,
        pages.map((p) => ({ page: p.page })),
      ).size,
    ).toBe(0);
  });
});

describe("an unsure word's other readings", () => {
  const unsure = (str: string, alternatives: string[] = []): OcrWord => ({
    item: { str, x0: 0, x1: 10, y: 10, size: 10, page: 1 },
    confidence: 60,
    alternatives,
    offLine: false,
  });

  it("are the engine's, its letters read as digits, and a lost decimal point", () => {
    expect(candidatesOf(unsure('475'))).toEqual(['47.5', '4.75']);
    expect(candidatesOf(unsure('1S0', ['150']))).toEqual(['150', '15.0', '1.50']);
    expect(candidatesOf(unsure('9'))).toEqual([]);
    expect(candidatesOf(unsure('47.5'))).toEqual([]);
    expect(candidatesOf(unsure('Quiz', ['Ouiz']))).toEqual(['Ouiz']);
  });

  it("restore a score's lost decimal point where the course's printed total then matches", async () => {
    const pages = await extractPages(readFileSync('fixtures/pdf/a-course-terms.pdf'), 10);
    // The row's percentage misread too, past giving the score back ("6500%" would: 65.00% of 20 is 13).
    const read = reading(pages, [
      { page: 1, from: '13.00', to: '1300' },
      { page: 1, from: '65.00%', to: '6S00%' },
    ]);
    const status = () => read.best.transcript.courses.map((c) => c.reconciliation.status);
    expect(status()).toContain('differs');
    const lost = read.words.find((w) => w.item.str === '1300')!;
    lost.confidence = 60;
    const checked = reconcileWithAlternatives(read.pages, read.words, read.best);
    expect(checked.transcript.courses.map((c) => c.reconciliation.status)).not.toContain('differs');
    expect(lost.item.str).toBe('13.00');
    expect(checked.fixed.has(lost)).toBe(true);
  });
});

describe('several misreadings in one course', () => {
  // Seed 259's Choir prints spaced scores ("6.5 / 10") and its total, no row percentages: points earned
  // with a six read as a zero and points possible with a zero read as a six leave it 6 points short and 60
  // possible over, and no one word read back makes that up.
  const misreadings = [
    { page: 1, from: '6.5', to: '0.5' },
    { page: 1, from: '100', to: '160' },
  ];
  const choir = async (confidence: number) => {
    const r = await cachedLayoutReport(259);
    const read = reading(await extractPages(r.pdf, 10), misreadings);
    const misread = misreadings.map((m) => read.words.find((w) => w.item.str === m.to)!);
    for (const w of misread) w.confidence = confidence;
    const course = read.best.transcript.courses[0];
    expect(course.courseName).toBe('Choir');
    expect(course.reconciliation.status).toBe('differs');
    expect(course.pointsReceived! - course.reconciliation.earned).toBeCloseTo(6);
    expect(course.maxPoints! - course.reconciliation.possible).toBeCloseTo(-60);
    return { truth: r.truth, read, misread };
  };

  it('are read back where together they alone make up its shortfall exactly', async () => {
    const { truth, read, misread } = await choir(60);
    const checked = reconcileWithAlternatives(read.pages, read.words, read.best);
    expect(misread.map((w) => w.item.str)).toEqual(['6.5', '100']);
    expect(checked.transcript.courses[0]).toEqual(truth.courses[0]);
    expect(misread.every((w) => checked.fixed.has(w))).toBe(true);
  });

  it('are left as read where the engine was sure of them and no score is mended', async () => {
    const { read, misread } = await choir(99);
    const checked = reconcileWithAlternatives(read.pages, read.words, read.best);
    expect(misread.map((w) => w.item.str)).toEqual(['0.5', '160']);
    expect(checked.transcript.courses[0].reconciliation.status).toBe('differs');
  });
});

describe("a sure row's points earned past its points possible", () => {
  it("are read with a digit read back where that makes up its course's shortfall exactly", async () => {
    // Seed 259's Choir: its fourth row's "10 / 15" read "16 / 15", the engine sure of it.
    const r = await cachedLayoutReport(259);
    const read = reading(await extractPages(r.pdf, 10), []);
    const items = read.pages[0].items;
    const earned = items.find((it, i) => it.str === '10' && items[i + 2]?.str === '15')!;
    earned.str = '16';
    const lines = buildLines(read.pages);
    read.best = { transcript: interpretLines(lines, read.pages.length), lines, fixed: new Set() };
    const course = read.best.transcript.courses[0];
    expect(course.assignments[3]).toMatchObject({ pointsEarned: 16, maxPoints: 15 });
    expect(course.reconciliation.status).toBe('differs');
    const checked = reconcileWithAlternatives(read.pages, read.words, read.best);
    expect(checked.transcript.courses[0]).toEqual(r.truth.courses[0]);
    expect(earned.str).toBe('10');
  });
});

describe("a course title's first word read with a speck before it or opening with a small letter", () => {
  const choir = async (to: string) => {
    // Seed 259's "Class: Choir" misread, and a row's "Ratios" read "ratios".
    const r = await cachedLayoutReport(259);
    return reading(await extractPages(r.pdf, 10), [
      { page: 1, from: 'Choir', to },
      { page: 1, from: 'Ratios', to: 'ratios' },
    ]);
  };

  it("is read without the mark and with its capital; a row's word is not", async () => {
    for (const misread of ['choir', '"Choir', '“choir']) {
      const read = await choir(misread);
      expect(read.best.transcript.courses[0].courseName).toBe(misread);
      const mended = titleOpenings(read);
      expect([...mended].map((w) => w.item.str)).toEqual(['Choir']);
      expect([...mended][0].alternatives).toEqual([misread]);
      expect(read.words.some((w) => w.item.str === 'ratios')).toBe(true);
    }
  });

  it('is left as read where it is no word titles are made of, or already reads as one', async () => {
    for (const misread of ['chiir', 'Choir', '"Chiir'])
      expect(titleOpenings(await choir(misread)).size).toBe(0);
  });
});

describe('words read with low confidence', () => {
  it("are warned of by course and row, a course's heading too, when misspelt, very unsure, or numbers", async () => {
    const pages = await extractPages(readFileSync('fixtures/pdf/a-course-terms.pdf'), 10);
    const read = reading(pages, { page: 1, from: 'Science', to: 'Scienee' });
    const unsure = (str: string, confidence: number) => {
      const w = read.words.find((x) => x.item.str === str)!;
      w.confidence = confidence;
    };
    unsure('Scienee', 70);
    unsure('Presentation', 99);
    unsure('Group', 70); // an English word, fairly sure: no warning
    unsure('Café', 45); // very unsure
    unsure('Ortiz', 95);
    const warnings = lowConfidenceWarnings(read.words, read.best.lines, read.best.transcript, new Set());
    expect(warnings.map((w) => w.message)).toEqual([
      `Life Scienee, the course's heading: read from the scan with low confidence ("Scienee"); check it against your report`,
      `Life Scienee, row "Pop Quiz 2: Señor Díaz’s Café": read from the scan with low confidence ("Café"); check it against your report`,
    ]);
  });
});

describe('words read with low confidence in more rows than are named', () => {
  it('name the rows of courses that add up first, the rest counted per course', async () => {
    const pages = await extractPages(readFileSync('fixtures/pdf/report-10p.pdf'), 20);
    // Life Science, first in the report, no longer adds up (a score and its percentage misread); every
    // row's category is read very unsure.
    const read = reading(pages, [
      { page: 1, from: '42.00', to: '47.00' },
      { page: 1, from: '84.00%', to: '94.00%' },
    ]);
    for (const w of read.words)
      if (/^(?:Test|Lab|Quiz|Project|Homework|Classwork)$/.test(w.item.str)) w.confidence = 20;
    const t = read.best.transcript;
    expect(t.courses[0].reconciliation.status).toBe('differs');
    expect(t.courses.slice(1).every((c) => c.reconciliation.status === 'matches')).toBe(true);
    const warnings = lowConfidenceWarnings(read.words, read.best.lines, t, new Set());
    const rows = t.courses.reduce((n, c) => n + c.assignments.length, 0);
    expect(rows).toBeGreaterThan(40);
    expect(warnings.slice(0, 20).every((w) => !w.message.startsWith('Life Science,'))).toBe(true);
    expect(warnings[0].message.startsWith('U.S. History, row ')).toBe(true);
    // Every row with an unsure word is named or counted under its course, each course once.
    const counted = warnings.slice(20).map((w) => {
      const m =
        /^(.+): (\d+) more rows? read from the scan with low confidence; check (?:it|them) against your report$/.exec(
          w.message,
        );
      expect(m).not.toBeNull();
      return { course: m![1], rows: Number(m![2]) };
    });
    expect(counted.map((c) => c.course)).toContain('Life Science');
    expect(new Set(counted.map((c) => c.course)).size).toBe(counted.length);
    const lifeScienceRows = t.courses[0].assignments.filter((a) =>
      /^(?:Test|Lab|Quiz|Project|Homework|Classwork)$/.test(a.category ?? ''),
    ).length;
    expect(counted.find((c) => c.course === 'Life Science')!.rows).toBe(lifeScienceRows);
    for (const c of t.courses)
      if (c.assignments.some((a) => a.category))
        expect(warnings.some((w) => warningNamesCourse(w.message, c.courseName))).toBe(true);
  });
});

describe('a number read with more decimals than the report prints', () => {
  it('is warned of with its row however sure the engine was, in a course that adds up too', async () => {
    const pages = await extractPages(readFileSync('fixtures/pdf/a-course-terms.pdf'), 10);
    const read = reading(pages, { page: 1, from: '5.00', to: '5.000' });
    const t = read.best.transcript;
    expect(t.courses[0].reconciliation.status).toBe('matches');
    const warnings = lowConfidenceWarnings(read.words, read.best.lines, t, new Set());
    expect(warnings.map((w) => w.message)).toEqual([
      `Life Science, row "Exit Ticket 3: Forces": read from the scan with low confidence ("5.000"); check it against your report`,
    ]);
  });

  it("is the report's own where more than one in ten of its numbers with decimals have as many", () => {
    const words = (...texts: string[]) => texts.map((str) => ({ item: { str } }) as OcrWord);
    const few = words('5.000', ...Array.from({ length: 12 }, () => '20.00'), '7');
    expect([...oddDecimals(few)].map((w) => w.item.str)).toEqual(['5.000']);
    expect(oddDecimals(words('5.000', '2.125', '20.00', '10.00')).size).toBe(0);
  });
});

describe("a course's title read wrong", () => {
  it('is warned of however sure the engine was, when a word of it is in no dictionary', async () => {
    const pages = await extractPages(readFileSync('fixtures/pdf/a-course-terms.pdf'), 10);
    const read = reading(pages, { page: 1, from: 'Science', to: 'Scienee' });
    const warnings = lowConfidenceWarnings(read.words, read.best.lines, read.best.transcript, new Set());
    expect(warnings.map((w) => w.message)).toEqual([
      `Life Scienee, the course's heading: read from the scan with low confidence ("Scienee"); check it against your report`,
    ]);
    // Read right, as sure: no warning.
    const right = reading(pages, { page: 1, from: 'Science', to: 'Science' });
    expect(lowConfidenceWarnings(right.words, right.best.lines, right.best.transcript, new Set())).toEqual(
      [],
    );
  });
});

describe("a row's word of small letters read wrong", () => {
  it('is warned of however sure the engine was, when it is in no dictionary; a name is not', async () => {
    const pages = await extractPages(readFileSync('fixtures/pdf/a-course-terms.pdf'), 10);
    const read = reading(pages, { page: 1, from: 'Science', to: 'Science' });
    const row = read.words.filter((x) => x.item.str === 'Presentation');
    row[0].item.str = 'presentatiom';
    read.words.find((x) => x.item.str === 'Ortiz')!.item.str = 'Ortez';
    const warnings = lowConfidenceWarnings(read.words, read.best.lines, read.best.transcript, new Set());
    // The misspelt word of small letters is warned of with its row; the misspelt name is not.
    expect(warnings.map((w) => w.message)).toEqual([
      `Physical Education, row "Group Presentation 4: Señor Díaz’s Café": read from the scan with low confidence ("presentatiom"); check it against your report`,
    ]);
    // A row of another course, printed before, whose name the row's name holds: the warning stays the row's.
    const [first] = read.best.transcript.courses;
    expect(first.courseName).not.toBe('Physical Education');
    first.assignments.unshift({
      ...first.assignments[0],
      assignmentName: 'Presentation 4: Señor Díaz’s Café',
    });
    expect(
      lowConfidenceWarnings(read.words, read.best.lines, read.best.transcript, new Set()).map(
        (w) => w.message,
      ),
    ).toEqual(warnings.map((w) => w.message));
    first.assignments.shift();
    // A word of small letters that is a word: no warning.
    row[0].item.str = 'presentation';
    expect(lowConfidenceWarnings(read.words, read.best.lines, read.best.transcript, new Set())).toEqual([]);
    // A small letter alone that English writes alone is a word; any other is a mark read as a letter.
    row[0].item.str = 'a';
    expect(lowConfidenceWarnings(read.words, read.best.lines, read.best.transcript, new Set())).toEqual([]);
    row[0].item.str = 'x';
    expect(
      lowConfidenceWarnings(read.words, read.best.lines, read.best.transcript, new Set()).map(
        (w) => w.message,
      ),
    ).toEqual([
      `Physical Education, row "Group Presentation 4: Señor Díaz’s Café": read from the scan with low confidence ("x"); check it against your report`,
    ]);
  });
});

describe("a row's name read without its capital", () => {
  it('is warned of however sure the engine was, when its first word is in no dictionary', async () => {
    const pages = await extractPages(readFileSync('fixtures/pdf/a-course-terms.pdf'), 10);
    const page = pages.find((p) => p.items.some((it) => it.str === 'Exit'))!.page;
    const read = reading(pages, { page, from: 'Exit', to: 'xit' });
    const warnings = lowConfidenceWarnings(read.words, read.best.lines, read.best.transcript, new Set());
    expect(warnings.map((w) => w.message)).toEqual([
      `Life Science, row "xit Ticket 3: Forces": read from the scan with low confidence ("xit"); check it against your report`,
    ]);
    // A first word of small letters that is a word ("group") may have lost its capital too, but is printed
    // so as often: no warning.
    const word = reading(pages, { page: 2, from: 'Group', to: 'group' });
    expect(lowConfidenceWarnings(word.words, word.best.lines, word.best.transcript, new Set())).toEqual([]);
  });
});

describe('a word of letters read otherwise than the engine read it', () => {
  it("is warned of however sure the engine was, as the report's other words only make it likely", async () => {
    const pages = await extractPages(readFileSync('fixtures/pdf/a-course-terms.pdf'), 10);
    const read = reading(pages, { page: 2, from: 'Group', to: 'Group' });
    const group = read.words.find((x) => x.item.str === 'Group')!;
    expect(lowConfidenceWarnings(read.words, read.best.lines, read.best.transcript, new Set())).toEqual([]);
    const warnings = lowConfidenceWarnings(
      read.words,
      read.best.lines,
      read.best.transcript,
      new Set([group]),
    );
    expect(warnings.map((w) => w.message)).toEqual([
      `Physical Education, row "Group Presentation 4: Señor Díaz’s Café": read from the scan with low confidence ("Group"); check it against your report`,
    ]);
  });
});

describe('an unsure fragment of digits and dashes in a course that adds up', () => {
  it('is warned of; a number the total confirms is not', async () => {
    const pages = await extractPages(readFileSync('fixtures/pdf/a-course-terms.pdf'), 10);
    const read = reading(pages, { page: 1, from: 'Science', to: 'Science' });
    expect(read.best.transcript.courses.every((c) => c.reconciliation.status === 'matches')).toBe(true);
    const group = read.words.find((x) => x.item.str === 'Group')!;
    const number = read.words.find((x) => /^\d+\.\d+$/.test(x.item.str) && x.item.y === group.item.y)!;
    number.confidence = 60;
    expect(lowConfidenceWarnings(read.words, read.best.lines, read.best.transcript, new Set())).toEqual([]);
    group.item.str = '-08-';
    group.confidence = 60;
    const warnings = lowConfidenceWarnings(read.words, read.best.lines, read.best.transcript, new Set());
    expect(warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(
        /^Physical Education, row ".*": read from the scan with low confidence \("-08-"\)/,
      ),
    ]);
  });
});

describe("a word on a row's comment line", () => {
  it('is warned of with the row the comment goes with', async () => {
    const pages = await extractPages(readFileSync('fixtures/pdf/a-flat-comments.pdf'), 10);
    const read = reading(pages, { page: 1, from: 'deadline', to: 'deadlime' });
    const t = read.best.transcript;
    const row = t.courses
      .flatMap((c) => c.assignments)
      .find((a) => a.comment === 'Turned in after the deadlime')!;
    const course = t.courses.find((c) => c.assignments.includes(row))!;
    const warnings = lowConfidenceWarnings(read.words, read.best.lines, t, new Set());
    expect(warnings.map((w) => w.message)).toEqual([
      `${course.courseName}, row "${row.assignmentName}": read from the scan with low confidence ("deadlime"); check it against your report`,
    ]);
  });
});

/** The transcript of a report whose every row prints its points possible and date, as a scan reads it. */
async function flatComments() {
  const pages = await extractPages(readFileSync('fixtures/pdf/a-flat-comments.pdf'), 10);
  return reading(pages, { page: 1, from: 'deadline', to: 'deadline' }).best.transcript;
}

describe('a row read without its points possible', () => {
  it("is warned of where its course's other rows were read with theirs", async () => {
    const t = await flatComments();
    expect(missingMaxWarnings(t)).toEqual([]);
    const course = t.courses[0];
    const lost = course.assignments[1];
    lost.maxPoints = null;
    expect(missingMaxWarnings(t)).toEqual([
      {
        code: 'OCR_LOW_CONFIDENCE',
        message: `${course.courseName}, row "${lost.assignmentName}": read from the scan without its points possible; check it against your report`,
        page: null,
      },
    ]);
    // Where most rows were read without them, the course may print none: no row is warned of.
    for (const a of course.assignments) a.maxPoints = null;
    expect(missingMaxWarnings(t)).toEqual([]);
  });
});

describe("a row's name read ending in a row's label", () => {
  it('is warned of with the label, a name with a label of its own inside it is not', async () => {
    const t = await flatComments();
    expect(trailingLabelWarnings(t)).toEqual([]);
    const course = t.courses[0];
    const [first, second] = course.assignments;
    first.assignmentName = 'Lab Report 14: Comparing Two Texts Group Presentation 15:';
    second.assignmentName = 'Unit Test 2: Chapter 3 Review';
    expect(trailingLabelWarnings(t).map((w) => w.message)).toEqual([
      `${course.courseName}, row "Lab Report 14: Comparing Two Texts Group Presentation 15:": its name was read from the scan ending in a row's label ("Group Presentation 15:"), perhaps the next row's; check it against your report`,
    ]);
  });
});

describe('a row read without its due date', () => {
  it("is warned of where its course's other rows were read with theirs, unless its date was read unreadable", async () => {
    const t = await flatComments();
    expect(missingDateWarnings(t)).toEqual([]);
    const course = t.courses[0];
    const [lost, unreadable] = course.assignments;
    lost.dateDue = null;
    unreadable.dateDue = null;
    t.warnings.push({
      code: 'VALUE_UNREADABLE',
      message: `${course.courseName}: the due date "Jan?9" of "${unreadable.assignmentName}" could not be read`,
      page: 1,
    });
    expect(missingDateWarnings(t)).toEqual([
      {
        code: 'OCR_LOW_CONFIDENCE',
        message: `${course.courseName}, row "${lost.assignmentName}": read from the scan without its due date; check it against your report`,
        page: null,
      },
    ]);
    for (const a of course.assignments) a.dateDue = null;
    expect(missingDateWarnings(t)).toEqual([]);
  });
});

describe("an unsure fragment of a row's name", () => {
  it('is warned of when no dictionary holds it, two letters long too', async () => {
    const pages = await extractPages(readFileSync('fixtures/pdf/a-course-terms.pdf'), 10);
    const read = reading(pages, { page: 1, from: 'Science', to: 'Science' });
    const word = read.words.find((x) => x.item.str === 'Presentation')!;
    // "Pr" left of "Presentation", read unsure: the rest of the word lost.
    word.item.str = 'Pr';
    word.confidence = 70;
    const warnings = lowConfidenceWarnings(read.words, read.best.lines, read.best.transcript, new Set());
    expect(warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(/^Physical Education, row ".*": read from the scan with low confidence \("Pr"\)/),
    ]);
    // A word of two letters that is a word ("of"), as unsure: no warning.
    word.item.str = 'of';
    expect(lowConfidenceWarnings(read.words, read.best.lines, read.best.transcript, new Set())).toEqual([]);
  });
});

describe("a page's second reading", () => {
  const word = (str: string, x0: number, x1: number, y: number, confidence = 95): OcrWord => ({
    item: { str, x0, x1, y, size: 10, page: 2 },
    confidence,
    alternatives: [],
    offLine: false,
  });

  it('takes the sure words of letters the first reading read on its lines, and lost, as copies', () => {
    // The first reading read a row's category "Lab" between its date and its name; the engine's own layout
    // finding passed over that column.
    const first = [
      word('25-Aug-2022', 172, 233, 271),
      word('Lab', 242, 259, 271),
      word('Lab', 302, 318, 271),
      word('Rport', 322, 350, 271, 70),
      word('Test', 242, 261, 300, 60),
      word('19.5/20', 82, 125, 271),
      word('Quiz', 242, 263, 400),
    ];
    const second = [
      word('25-Aug-2022', 172, 233, 271.5),
      word('Lab', 302, 318, 270.8),
      word('Report', 322, 352, 271),
    ];
    const carried = wordsOnlyFirstRead(first, second);
    expect(carried.map((w) => [w.item.str, w.item.x0])).toEqual([['Lab', 242]]);
    // Copies: what the second reading's check of alternatives does to them leaves the first reading as read.
    expect(carried[0]).not.toBe(first[1]);
    expect(carried[0].item).not.toBe(first[1].item);
  });
});

describe('a quotation mark or bracket read without its pair', () => {
  it("is warned of with its row's words that hold such marks, unless the row is warned of already", () => {
    const t = JSON.parse(readFileSync('fixtures/pdf/a-course-terms.json', 'utf8')) as Transcript;
    const [spanish, pe] = [t.courses[2], t.courses[3]];
    // Paired marks as printed: no warning.
    expect(unpairedMarkWarnings(t, [])).toEqual([]);
    spanish.assignments[5].assignmentName = spanish.assignments[5].assignmentName.replace('"The', 'The');
    pe.assignments[0].category = 'C(Classwork';
    pe.assignments[1].comment = 'Late (10% off';
    const warned = {
      code: 'OCR_LOW_CONFIDENCE',
      message: `Physical Education, row "${pe.assignments[1].assignmentName}": read from the scan with low confidence ("Late"); check it against your report`,
      page: 3,
    };
    expect(unpairedMarkWarnings(t, [warned]).map((w) => w.message)).toEqual([
      `Spanish I, row "Reading Questions 6: Comparing Narrative Perspective in The Giver" and "Fahrenheit 451" with Textual Evidence": read from the scan with low confidence ("Giver"", ""Fahrenheit", "451""); check it against your report`,
      `Physical Education, row "Notebook Check 1: Señor Díaz’s Café": read from the scan with low confidence ("C(Classwork"); check it against your report`,
    ]);
  });

  it("is warned of in a course's name or teacher as the course's heading", () => {
    const t = JSON.parse(readFileSync('fixtures/pdf/a-course-terms.json', 'utf8')) as Transcript;
    t.courses[0].courseName = `"${t.courses[0].courseName}`;
    t.courses[1].teacherName = `${t.courses[1].teacherName})`;
    const name = t.courses[0].courseName;
    expect(unpairedMarkWarnings(t, []).map((w) => w.message)).toEqual([
      `${name}, the course's heading: read from the scan with low confidence ("${name.split(' ')[0]}"); check it against your report`,
      `${t.courses[1].courseName}, the course's heading: read from the scan with low confidence ("${t.courses[1].teacherName!.split(' ').at(-1)}"); check it against your report`,
    ]);
  });
});

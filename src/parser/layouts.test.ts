import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedLayoutReport } from '../../fixtures/layouts/cache';
import { closeLayoutBrowser } from '../../fixtures/layouts/generate';
import {
  dimensionTable,
  overall,
  scoreReport,
  worstReports,
  type ReportScore,
} from '../../fixtures/layouts/score';
import { misnamedCourses } from './golden';
import { parseTranscript } from './index';

/**
 * A fixed sample of generated layouts (seeds 1..200; generated once per generator version and cached in
 * node_modules/.cache), parsed and compared field by field with their truth.
 */
const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);
const scores: ReportScore[] = [];
const misnamed: string[] = [];

describe('generated report layouts', () => {
  beforeAll(async () => {
    let next = 0;
    const worker = async () => {
      while (next < SEEDS.length) {
        const seed = SEEDS[next++];
        const r = await cachedLayoutReport(seed);
        const parsed = await parseTranscript(r.pdf).catch((e: unknown) =>
          e instanceof Error ? e : new Error(String(e)),
        );
        scores.push(scoreReport(seed, r.spec, r.truth, parsed));
        if (!(parsed instanceof Error))
          for (const name of misnamedCourses(parsed, r.truth)) misnamed.push(`seed ${seed}: "${name}"`);
      }
    };
    try {
      await Promise.all([worker(), worker()]);
    } finally {
      await closeLayoutBrowser();
    }
    scores.sort((a, b) => a.seed - b.seed);
  }, 300_000);

  afterAll(() => closeLayoutBrowser());

  it('covers at least 200 reports in at least 30 distinct layouts', () => {
    expect(scores.length).toBeGreaterThanOrEqual(200);
    expect(new Set(scores.map((s) => s.spec.layoutId)).size).toBeGreaterThanOrEqual(30);
  });

  /**
   * The goal is every course and at least 99.5% of assignments exact (over 1,000 seeds: npm run accuracy --
   * --seeds 1000). These floors are the figures reached on this sample, less a little: a change that reads fewer
   * layouts fails here.
   */
  it('reads every course and at least 99.8% of assignments exactly', () => {
    const o = overall(scores);
    const report = `${o.text}\n\n${dimensionTable(scores)}\n\n${worstReports(scores)}`;
    expect(o.coursesRate, report).toBe(1);
    expect(o.assignmentsRate, report).toBeGreaterThanOrEqual(0.998);
  });

  it('never names a course after a label or a teacher', () => {
    expect(misnamed).toEqual([]);
  });
});

/**
 * Generated layouts outside the sample that were once misread, each for a reason of its own: a title and
 * teacher above a total printed first (459), a one-column banner whose value opens the next page (844), a
 * header-less table of a new course in the shape of the one before (806), a status code after the score in a
 * table with no status column (632), a title above a total and a group label (853), a title ending in a number
 * under a total printed after its table (499), names wrapping above their values in narrow columns across page
 * breaks (369, 863), two labels in one cell as the only header (1046), a labelled report date read as a row
 * (1178), a short table whose comments run past the largest table's (1362), a lone "Course" label above a
 * table found by its rows (1411), scores run into the category column, read again to add up to the printed
 * total (1228), a title and a teacher with no honorific left of a table found by its rows (1836, 1867). Each
 * now reads every course exactly.
 */
const ONCE_MISREAD = [369, 459, 499, 632, 806, 844, 853, 863, 1046, 1178, 1228, 1362, 1411, 1836, 1867];

describe('generated layouts that were once misread', () => {
  afterAll(() => closeLayoutBrowser());

  it.each(ONCE_MISREAD)(
    'seed %i reads every course exactly',
    async (seed) => {
      const r = await cachedLayoutReport(seed);
      const parsed = await parseTranscript(r.pdf);
      const score = scoreReport(seed, r.spec, r.truth, parsed);
      expect(score.coursesExact, score.diffs.join('\n')).toBe(r.truth.courses.length);
      expect(score.courses).toBe(r.truth.courses.length);
      expect(misnamedCourses(parsed, r.truth)).toEqual([]);
    },
    60_000,
  );
});

/**
 * Generated layouts once misread row by row, each now read with every assignment exact: a group label at the
 * top of a page, at the body's line spacing, where the next page starts alike (2646, 383); a comment column whose
 * few rows print a value inside their text ("Late — 10% deduction": 2730, 369); a comment centred on a row's
 * values, left of a short header-less table (2627), or wrapped left of every column of one (50, 2664); a group
 * label opening a new course's header-less table (2736); a table whose name and category ran together on one row,
 * read with the columns of another table of the report (535, 259); a running header over a first row that happens
 * to repeat on another page (2340); a banner of course details under a table's last row (2366), or whose values
 * open the next page (2274); points possible run into a date column with no gap ("10 out of 15 Jan 17": 2491;
 * "100 Jan 26, 2024": 2061, 1257), or a score pair right-aligned as a whole run into one (2489), or a month and
 * day after them ("15 Sep 7": 3448); a month and day whose words touch a long name (3100); a comment ending
 * with the dash it wraps after, in a fixed-width font whose gaps between words line up with other rows' comments
 * (603); and the samples 172, 614, 908 and 2644.
 */
const ROWS_ONCE_MISREAD = [
  50, 172, 259, 383, 535, 603, 614, 908, 1257, 2061, 2274, 2340, 2366, 2489, 2491, 2627, 2644, 2646, 2664,
  2730, 2736, 3100, 3448,
];

describe('generated layouts once misread row by row', () => {
  afterAll(() => closeLayoutBrowser());

  it.each(ROWS_ONCE_MISREAD)(
    'seed %i reads every assignment exactly',
    async (seed) => {
      const r = await cachedLayoutReport(seed);
      const score = scoreReport(seed, r.spec, r.truth, await parseTranscript(r.pdf));
      expect(score.assignmentsExact, score.diffs.join('\n')).toBe(score.assignments);
      expect(score.coursesExact).toBe(r.truth.courses.length);
    },
    60_000,
  );
});

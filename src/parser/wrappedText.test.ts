/**
 * Text a table wraps or runs together, in generated layouts past the sample that layouts.test.ts reads: each
 * report read exactly, with the value that once read wrong named.
 */
import { describe, expect, it } from 'vitest';
import { cachedLayoutReport } from '../../fixtures/layouts/cache';
import { parseTranscript } from './index';

async function readSeed(seed: number) {
  const r = await cachedLayoutReport(seed);
  return { truth: r.truth, parsed: await parseTranscript(r.pdf) };
}

describe('a percent inside a comment', () => {
  it('stays a word of the comment, however many rows print that comment', async () => {
    // Seed 424 heads "% Notes", and two of a course's rows comment "Late — 10% deduction": "10%" stands in the
    // comment column of those rows, between words of its own cell, and is no column of percentages.
    const { truth, parsed } = await readSeed(424);
    const geography = parsed.courses.find((c) => c.courseName === 'Geography 7');
    expect(geography?.assignments.map((a) => a.comment)).toEqual([
      'Late — 10% deduction',
      'Late — 10% deduction',
      null,
      'Turned in after the deadline',
      null,
      null,
    ]);
    expect(parsed.courses).toEqual(truth.courses);
  });
});

describe("a row's name centred over values that print none", () => {
  it("is that row's, though the report prints its comments under the row above", async () => {
    // Seed 454 prints comments indented under their rows, and centres a wrapped name over its row's values:
    // "Lab Practical 6: …" stands half a line above "14.00 / 15.00", a whole line under the comment above it.
    const { truth, parsed } = await readSeed(454);
    const names = parsed.courses[0].assignments.map((a) => a.assignmentName);
    expect(names.slice(4, 6)).toEqual([
      'Vocabulary Quiz 5: Maps',
      'Lab Practical 6: Independent Reading Log and Reflection for the First Marking Period',
    ]);
    expect(parsed.courses).toEqual(truth.courses);
  });
});

describe('a category word alone on a line', () => {
  it('is the start of a wrapped name, after rows that no label grouped', async () => {
    // Seed 369 centres wrapped names over their values; "Benchmark" opens "Benchmark Assessment 10: Fractions",
    // the table's rows having no group label before it.
    const { truth, parsed } = await readSeed(369);
    const history = parsed.courses.find((c) => c.courseName === 'World History');
    const row = history?.assignments[9];
    expect([row?.assignmentName, row?.category]).toEqual(['Benchmark Assessment 10: Fractions', null]);
    expect(parsed.courses).toEqual(truth.courses);
  });
});

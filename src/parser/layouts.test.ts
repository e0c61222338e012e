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
import { parseTranscript } from './index';

/**
 * A fixed sample of generated layouts (seeds 1..200; generated once per generator version and cached in
 * node_modules/.cache), parsed and compared field by field with their truth.
 */
const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);
const scores: ReportScore[] = [];

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
   * The goal is every course and at least 99.5% of assignments exact. These floors are the figures reached so
   * far on this sample (93.6% and 94.0%): a change that reads fewer layouts fails here, and each improvement
   * raises them.
   */
  it('reads at least 93.5% of courses and 93.5% of assignments exactly', () => {
    const o = overall(scores);
    const report = `${o.text}\n\n${dimensionTable(scores)}\n\n${worstReports(scores)}`;
    expect(o.coursesRate, report).toBeGreaterThanOrEqual(0.935);
    expect(o.assignmentsRate, report).toBeGreaterThanOrEqual(0.935);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffTranscripts } from './golden';
import { createParserPool, parseTranscript, transcriptSchema, type Transcript } from './index';

const dir = join(import.meta.dirname, '../../fixtures/pdf');
const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
  name: string;
  pages: number;
}[];

describe('golden transcripts', () => {
  it.each(manifest.map((m) => m.name))('%s matches its truth field by field', async (name) => {
    const bytes = new Uint8Array(readFileSync(join(dir, `${name}.pdf`)));
    const truth = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Transcript;
    const parsed = await parseTranscript(bytes);
    expect(transcriptSchema.parse(parsed)).toEqual(parsed);
    expect(diffTranscripts(parsed, truth)).toEqual([]);
    expect(bytes.byteLength).toBeGreaterThan(0); // the caller's bytes are not consumed
  });

  describe('through the worker pool', () => {
    // Two workers: a long document run alone has its second half of pages read by the idle worker.
    const pool = createParserPool({ size: 2, timeoutMs: 60_000 });
    afterAll(() => pool.close());
    const truthOf = (name: string) =>
      JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Transcript;
    const bytesOf = (name: string) => new Uint8Array(readFileSync(join(dir, `${name}.pdf`)));

    it.each(manifest.map((m) => m.name))('%s matches its truth field by field', async (name) => {
      expect(diffTranscripts(await pool.parse(bytesOf(name)), truthOf(name))).toEqual([]);
    });

    it('long and short documents parsed at the same time match their truth', async () => {
      const names = ['report-50p', 'report-10p', 'a-flat-comments', 'report-50p', 'report-1p'];
      const parsed = await Promise.all(names.map((n) => pool.parse(bytesOf(n))));
      parsed.forEach((t, i) => expect(diffTranscripts(t, truthOf(names[i]))).toEqual([]));
    });
  });

  it('covers every contract feature somewhere in the fixtures', () => {
    const all = manifest.map(
      (m) => JSON.parse(readFileSync(join(dir, `${m.name}.json`), 'utf8')) as Transcript,
    );
    const assignments = all.flatMap((t) => t.courses.flatMap((c) => c.assignments));
    for (const s of ['graded', 'excused', 'missing', 'pending', 'dropped']) {
      expect(assignments.some((a) => a.status === s)).toBe(true);
    }
    expect(assignments.some((a) => a.isExtraCredit)).toBe(true);
    expect(assignments.some((a) => a.comment)).toBe(true);
    expect(assignments.some((a) => /[^ -~]/.test(a.assignmentName))).toBe(true);
    expect(all.some((t) => t.courses.some((c) => c.assignments.length === 0))).toBe(true);
    expect(all.some((t) => t.warnings.some((w) => w.code === 'TOTAL_MISMATCH'))).toBe(true);
    expect(Math.max(...manifest.map((m) => m.pages))).toBeGreaterThanOrEqual(50);
  });
});

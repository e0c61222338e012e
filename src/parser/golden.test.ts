import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffTranscripts } from './golden';
import { parseTranscript, transcriptSchema, type Transcript } from './index';

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

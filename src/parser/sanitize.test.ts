import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOSTILE_BONUS_NAME } from '../../tests/support/hostile';
import { parseTranscript } from './parse';
import { cleanText, cleanTranscript } from './sanitize';
import type { Transcript } from './types';

const fixtures = join(import.meta.dirname, '../../fixtures/pdf');

describe('cleanText', () => {
  it('drops C0 controls, NUL included, but keeps tab and newline', () => {
    expect(cleanText('a\u0000b\u0001c\u0007d\u001be\u001f\rf')).toBe('abcdef');
    expect(cleanText('one\ttwo\nthree')).toBe('one\ttwo\nthree');
  });

  it('replaces lone surrogates and keeps real pairs', () => {
    expect(cleanText('x\ud800y')).toBe('x\ufffdy');
    expect(cleanText('x\udc00y')).toBe('x\ufffdy');
    expect(cleanText('end\ud83d')).toBe('end\ufffd');
    expect(cleanText('\udc00\ud800')).toBe('\ufffd\ufffd');
    expect(cleanText('emoji \ud83d\ude00 ok')).toBe('emoji \ud83d\ude00 ok');
    expect(cleanText('Résumé — 成绩')).toBe('Résumé — 成绩');
  });
});

describe('cleanTranscript', () => {
  const truth = JSON.parse(readFileSync(join(fixtures, 'report-1p.json'), 'utf8')) as Transcript;

  it('cleans every string field and keeps every other value', () => {
    const [course] = truth.courses;
    const dirty: Transcript = {
      ...truth,
      school: 'Lincoln\u0000 Middle',
      student: { name: 'Rivera\ud800', id: '1\u00012', gradeLevel: null },
      courses: [
        {
          ...course,
          courseName: 'Art\u0000',
          teacherName: '\udc00Okafor',
          assignments: [{ ...course.assignments[0], assignmentName: 'Quiz\u0008 1', comment: 'ok\tfine' }],
        },
      ],
      warnings: [{ code: 'X\u0000', message: 'm\u001f', page: 2 }],
    };
    const clean = cleanTranscript(dirty);
    expect(clean.school).toBe('Lincoln Middle');
    expect(clean.student).toEqual({ name: 'Rivera\ufffd', id: '12', gradeLevel: null });
    expect(clean.courses[0]).toMatchObject({
      courseName: 'Art',
      teacherName: '\ufffdOkafor',
      pointsReceived: course.pointsReceived,
      reconciliation: course.reconciliation,
    });
    expect(clean.courses[0].assignments[0]).toEqual({
      ...course.assignments[0],
      assignmentName: 'Quiz 1',
      comment: 'ok\tfine',
    });
    expect(clean.warnings).toEqual([{ code: 'X', message: 'm', page: 2 }]);
  });

  it('leaves a clean transcript as it was', () => {
    expect(cleanTranscript(structuredClone(truth))).toEqual(truth);
  });

  it('cleans the transcript it is given in place', () => {
    const owned: Transcript = { ...truth, school: 'Lincoln\u0000', courses: [] };
    expect(cleanTranscript(owned)).toBe(owned);
    expect(owned.school).toBe('Lincoln');
  });

  it('is applied to what the parser returns: a report whose font maps a letter to NUL parses clean', async () => {
    // report-1p.pdf whose body font has a ToUnicode map sending "g" to U+0000.
    const bytes = new Uint8Array(readFileSync(join(fixtures, 'hostile/control-chars-in-names.pdf')));
    const transcript = await parseTranscript(bytes);
    const text = JSON.stringify(transcript);
    expect(text).not.toMatch(/\\u0000/);
    const names = transcript.courses.flatMap((c) => c.assignments.map((a) => a.assignmentName));
    // "Bonus Challenge: Poetry" with its "g" dropped and its "h" read through the same map.
    expect(names).toContain(HOSTILE_BONUS_NAME);
  });
});

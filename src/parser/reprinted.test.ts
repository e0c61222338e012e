import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffTranscripts } from './golden';
import { parseTranscript } from './index';
import type { Transcript } from './types';

/**
 * Golden layouts printed again by a later Chromium, which lays their headers out otherwise: labels centred
 * vertically over three lines ("Date" / "Assignment  Category ..." / "Due"), dates wrapped in a narrow column
 * ("Aug 28," / "2024"), a score pair wrapped after its separator ("Dropped /" / "10.00"). Same content and
 * truth as the goldens of the same name.
 */
const dir = join(import.meta.dirname, '../../fixtures/pdf/reprinted');

describe('golden layouts printed again', () => {
  it.each(['a-flat-comments', 'a-course-terms', 'd-combined-score'])(
    '%s matches its truth field by field',
    async (name) => {
      const parsed = await parseTranscript(new Uint8Array(readFileSync(join(dir, `${name}.pdf`))));
      const truth = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Transcript;
      expect(diffTranscripts(parsed, truth)).toEqual([]);
    },
  );
});

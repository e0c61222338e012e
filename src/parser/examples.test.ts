import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffTranscripts, misnamedCourses } from './golden';
import { parseTranscript, type Transcript } from './index';

/** Layouts other schools' portals print, each made by the layout generator (npm run fixtures:examples). */
const dir = join(import.meta.dirname, '../../fixtures/pdf/examples');
const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
  name: string;
  description: string;
}[];

describe('report layouts from other schools', () => {
  it.each(manifest.map((m) => [m.name, m.description]))('%s: %s', async (name) => {
    const bytes = new Uint8Array(readFileSync(join(dir, `${name}.pdf`)));
    const truth = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Transcript;
    const parsed = await parseTranscript(bytes);
    expect(diffTranscripts(parsed, truth)).toEqual([]);
    expect(misnamedCourses(parsed, truth)).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ParseError, createParserPool, parseTranscript } from './index';

const dir = join(import.meta.dirname, '../../fixtures/pdf/malformed');
const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Record<string, string>;

describe('malformed files', () => {
  const pool = createParserPool({ size: 2, timeoutMs: 20_000 });
  afterAll(() => pool.close());

  it.each(Object.entries(expected))('%s is refused with %s in the pool', async (file, code) => {
    const bytes = new Uint8Array(readFileSync(join(dir, file)));
    const err = await pool.parse(bytes).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ParseError);
    expect((err as ParseError).code).toBe(code);
    expect((err as ParseError).message).toMatch(/^[A-Z].*[.?]$/);
  });

  it('refuses a file that is not a PDF before any parsing, in process', async () => {
    await expect(parseTranscript(new TextEncoder().encode('hello'))).rejects.toMatchObject({
      code: 'NOT_PDF',
    });
  });

  it('applies a lower page cap', async () => {
    const bytes = new Uint8Array(readFileSync(join(dir, '../a-flat-comments.pdf')));
    await expect(parseTranscript(bytes, { maxPages: 1 })).rejects.toMatchObject({ code: 'TOO_MANY_PAGES' });
  });
});

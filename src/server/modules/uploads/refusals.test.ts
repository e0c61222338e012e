import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, requestAs } from '../../../../tests/support/app.js';
import { createUser } from '../../../../tests/support/factories.js';
import { uploadLogs } from '../../db/schema.js';
import { NO_FILE_NAME } from './log.js';
import { MALFORMED_FORM_MESSAGE, MISSING_FILE_MESSAGE, TOO_MANY_PARTS_MESSAGE } from './receive.js';

const PDF = '%PDF-1.4 a transcript';

function filePart(boundary: string, opts: { field?: string; fileName?: string; headerBefore?: string } = {}) {
  return (
    `--${boundary}\r\n${opts.headerBefore ?? ''}Content-Disposition: form-data; name="${opts.field ?? 'pdf'}"; ` +
    `filename="${opts.fileName ?? 'grades.pdf'}"\r\nContent-Type: application/pdf\r\n\r\n${PDF}\r\n`
  );
}
function fieldPart(boundary: string, name: string) {
  return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nvalue\r\n`;
}
const end = (boundary: string) => `--${boundary}--\r\n`;
const form = (boundary: string) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });

interface Case {
  payload: string;
  headers: Record<string, string>;
  status: number;
  message: string;
  fileName?: string;
}

const longBoundary = 'b'.repeat(300);
const cases: Record<string, Case> = {
  'a file in the wrong form field': {
    payload: filePart('bb', { field: 'file', fileName: 'mine.pdf' }) + end('bb'),
    headers: form('bb'),
    status: 400,
    message: MISSING_FILE_MESSAGE,
    fileName: 'mine.pdf',
  },
  'a multipart boundary over 256 characters': {
    payload: filePart(longBoundary) + end(longBoundary),
    headers: form(longBoundary),
    status: 400,
    message: MALFORMED_FORM_MESSAGE,
  },
  'a multipart body without a boundary': {
    payload: filePart('bb') + end('bb'),
    headers: { 'content-type': 'multipart/form-data' },
    status: 400,
    message: MALFORMED_FORM_MESSAGE,
  },
  // The form parser keeps the first 80 KB of a part's headers: the file's disposition is cut off.
  'a part header over the size limit': {
    payload: filePart('bb', { headerBefore: `X-Padding: ${'p'.repeat(100 * 1024)}\r\n` }) + end('bb'),
    headers: form('bb'),
    status: 400,
    message: MISSING_FILE_MESSAGE,
  },
  'more fields than the form allows': {
    payload:
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => fieldPart('bb', n)).join('') +
      filePart('bb') +
      end('bb'),
    headers: form('bb'),
    status: 413,
    message: TOO_MANY_PARTS_MESSAGE,
  },
  'a JSON body': {
    payload: JSON.stringify({ pdf: PDF }),
    headers: { 'content-type': 'application/json' },
    status: 400,
    message: MISSING_FILE_MESSAGE,
  },
  'a JSON body that does not parse': {
    payload: '{"pdf": ',
    headers: { 'content-type': 'application/json' },
    status: 400,
    message: "Body is not valid JSON but content-type is set to 'application/json'",
  },
  'a body of an unsupported type': {
    payload: '<pdf/>',
    headers: { 'content-type': 'application/xml' },
    status: 415,
    message: 'Unsupported Media Type',
  },
  'a multipart body that is not a form': {
    payload: 'garbage',
    headers: form('bb'),
    status: 400,
    message: MALFORMED_FORM_MESSAGE,
  },
};

describe('upload attempts refused at the multipart stage', async () => {
  const t = await createTestApp();

  async function rowsOf(userId: string) {
    return t.db.select().from(uploadLogs).where(eq(uploadLogs.userId, userId));
  }

  for (const [what, c] of Object.entries(cases)) {
    it(`${what}: ${c.status} with a clear message, and one error row with the reason`, async () => {
      const user = await createUser(t.db, t.config);
      const res = await requestAs(
        t.app,
        user.cookie,
      )({
        method: 'POST',
        url: '/api/upload',
        payload: c.payload,
        headers: c.headers,
      });
      expect(res.statusCode, res.body).toBe(c.status);
      expect(res.json()).toEqual({ ok: false, error: expect.stringContaining(c.message) });
      const rows = await rowsOf(user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'error',
        errorMessage: res.json().error,
        fileName: c.fileName ?? NO_FILE_NAME,
        reportId: null,
      });
      expect(rows[0].processingTime).not.toBeNull();
    });
  }

  it('writes no row for a caller refused before any attempt: cross-site check and sign-in', async () => {
    const user = await createUser(t.db, t.config);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: filePart('bb') + end('bb'),
      headers: { ...form('bb'), cookie: user.cookie },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, logCapture, requestAs } from '../../../../tests/support/app.js';
import { createUser } from '../../../../tests/support/factories.js';
import { HOSTILE_BONUS_NAME } from '../../../../tests/support/hostile.js';
import { fixtureBytes, fixtureTruth, upload } from '../../../../tests/support/uploads.js';
import { createParserPool, type ParserPool, type Transcript } from '../../../parser/index.js';
import { assignments, reports, uploadLogs } from '../../db/schema.js';
import { UNEXPECTED_MESSAGE } from './service.js';

describe('hostile text in a real report', async () => {
  const parser = createParserPool({ size: 1 });
  afterAll(() => parser.close());
  const t = await createTestApp({ parser });

  it('stores a report whose font maps a letter to NUL, with clean names', async () => {
    // report-1p.pdf with a ToUnicode map on its body font that turns "g" into U+0000.
    const pdf = fixtureBytes('hostile/control-chars-in-names.pdf');
    const user = await createUser(t.db, t.config);
    const res = await upload(requestAs(t.app, user.cookie), pdf, { fileName: 'flipped.pdf' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db.select().from(assignments).where(eq(assignments.userId, user.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.assignmentName)).toContain(HOSTILE_BONUS_NAME);
    expect(rows.every((r) => !r.assignmentName.includes('\u0000'))).toBe(true);
    const [log] = await t.db.select().from(uploadLogs).where(eq(uploadLogs.userId, user.id));
    expect(log).toMatchObject({ status: 'success', errorMessage: null });
  });
});

describe('a database error while storing an upload', async () => {
  const pdf = fixtureBytes('report-1p.pdf');
  const truth = fixtureTruth<Transcript>('report-1p.pdf');
  // A parser that returns text PostgreSQL refuses (as an unclean parser would): the insert fails with the
  // PDF and the transcript among its parameters.
  const dirty: Transcript = {
    ...truth,
    student: { name: 'Rivera, Sofia M.\u0000', id: '104233', gradeLevel: '8' },
  };
  const uncleanParser: ParserPool = {
    size: 1,
    close: async () => {},
    whenReady: async () => {},
    parse: async () => dirty,
    depth: () => ({ queued: 0, running: 0 }),
    onJobEnd: () => {},
  };
  const log = logCapture();
  const t = await createTestApp({ parser: uncleanParser, env: { LOG_LEVEL: 'error' }, logStream: log });

  it('answers and stores a generic message, and logs no file bytes or transcript text', async () => {
    const user = await createUser(t.db, t.config);
    const res = await upload(requestAs(t.app, user.cookie), pdf);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ ok: false, error: 'Something went wrong on our side. Please try again.' });
    expect(await t.db.select().from(reports).where(eq(reports.userId, user.id))).toEqual([]);

    const [row] = await t.db.select().from(uploadLogs).where(eq(uploadLogs.userId, user.id));
    expect(row).toMatchObject({ status: 'error', errorMessage: UNEXPECTED_MESSAGE, fileSize: pdf.length });

    const failure = log.lines.find((l) => l.includes('request failed'));
    expect(failure, log.lines.join('\n')).toBeDefined();
    expect(JSON.parse(failure!).err).toMatchObject({ message: 'Failed query' });
    const everything = log.lines.join('\n');
    expect(everything).not.toContain('%PDF');
    expect(everything).not.toContain(pdf.subarray(200, 240).toString('latin1'));
    for (const course of truth.courses) expect(everything).not.toContain(course.courseName);
    expect(everything).not.toContain('Rivera');
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/db.js';
import { uploadLogs } from './db/schema.js';
import { serializeError } from './logging.js';

const SECRET_BYTES = Buffer.from('%PDF-1.7 secret transcript body of Rivera, Sofia M.');

describe('error serializer', async () => {
  const { db } = await createTestDatabase();

  async function failedQuery(): Promise<unknown> {
    // NUL is refused by PostgreSQL text columns; the failed query's parameters hold the "file".
    return db
      .insert(uploadLogs)
      .values({ fileName: `\u0000${SECRET_BYTES.toString()}`, userId: crypto.randomUUID() })
      .then(
        () => null,
        (err: unknown) => err,
      );
  }

  it('keeps what failed and drops the parameters, message and detail of a failed query', async () => {
    const err = await failedQuery();
    expect(err).toBeInstanceOf(Error);
    // The raw error would carry the parameters: the serializer must not.
    expect(String((err as Error).message)).toContain('secret transcript');
    const logged = serializeError(err);
    const line = JSON.stringify(logged);
    expect(line).not.toContain('secret');
    expect(line).not.toContain('%PDF');
    expect(logged.message).toBe('Failed query');
    expect(logged.stack).toMatch(/^\w+: Failed query\n\s+at /);
    expect(logged.cause).toMatchObject({ code: '22021', message: 'PostgreSQL error 22021' });
  });

  it('keeps the names of a refused constraint but not the values in its detail', async () => {
    const err = await db
      .execute(sql`insert into upload_logs (user_id, file_name) values (${crypto.randomUUID()}, 'x.pdf')`)
      .then(
        () => null,
        (e: unknown) => e,
      );
    const cause = serializeError(err).cause!;
    expect(cause).toMatchObject({ code: '23503', table: 'upload_logs' });
    expect(cause.constraint).toMatch(/user_id/);
    expect((err as { cause: { detail: string } }).cause.detail).toMatch(/Key \(user_id\)=/);
    expect(JSON.stringify(cause)).not.toContain('Key (user_id)');
  });

  it('never copies other fields: buffers, byte arrays and transcripts stay out', () => {
    const err = Object.assign(new Error('parse failed'), {
      bytes: SECRET_BYTES,
      view: new Uint8Array(SECRET_BYTES),
      transcript: { student: { name: 'Rivera, Sofia M.' } },
      code: 'E_PARSE',
      statusCode: 422,
    });
    const logged = serializeError(err);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'parse failed',
      code: 'E_PARSE',
      statusCode: 422,
    });
    expect(JSON.stringify(logged)).not.toMatch(/Rivera|%PDF|secret/);
    expect(serializeError(SECRET_BYTES).message).toBe('A non-error value was thrown.');
  });

  it('cuts a message that quotes a failed query before its parameters, and shortens long messages', () => {
    const wrapped = new Error(`Failed query: insert into reports\nparams: ${SECRET_BYTES.toString()}`);
    expect(serializeError(wrapped).message).toBe('Failed query: insert into reports');
    expect(serializeError(new Error('x'.repeat(5000))).message.length).toBeLessThanOrEqual(301);
  });
});

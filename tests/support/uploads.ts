import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.js';
import { systemSettings } from '../../src/server/db/schema.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/pdf');

/** A fixture PDF's bytes (name relative to fixtures/pdf, e.g. 'report-1p.pdf' or 'malformed/empty.pdf'). */
export function fixtureBytes(name: string): Buffer {
  return fs.readFileSync(path.join(FIXTURES, name));
}

/** A fixture's truth JSON (what the parser must produce for it). */
export function fixtureTruth<T = unknown>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, name.replace(/\.pdf$/, '.json')), 'utf8')) as T;
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartBody(
  bytes: Buffer,
  opts: { field?: string; fileName?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gradelens${crypto.randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'pdf'}"; ` +
    `filename="${opts.fileName ?? 'transcript.pdf'}"\r\nContent-Type: ${opts.contentType ?? 'application/pdf'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a file to /api/upload through a requestAs() caller. */
export function upload(
  as: (opts: InjectOptions) => Promise<LightMyRequestResponse>,
  bytes: Buffer,
  opts: { field?: string; fileName?: string; contentType?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = multipartBody(bytes, opts);
  return as({ method: 'POST', url: '/api/upload', payload: body.payload, headers: body.headers });
}

/** Sets a system setting (creating it when missing). */
export async function setSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ settingKey: key, settingValue: value })
    .onConflictDoUpdate({
      target: systemSettings.settingKey,
      set: { settingValue: sql`excluded.setting_value` },
    });
}

/** The same PDF with different bytes (a comment after %%EOF): a different file to the duplicate check. */
export function variantOf(bytes: Buffer, tag: string): Buffer {
  return Buffer.concat([bytes, Buffer.from(`\n%${tag}\n`)]);
}

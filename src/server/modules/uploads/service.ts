import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reports } from '../../db/schema.js';
import { ownedBy } from '../../db/owned.js';
import { PARSER_VERSION, ParseError, ParserBusyError, type ParserPool } from '../../../parser/index.js';
import type { UploadConfig, UploadResponse } from '../../../shared/api/student.js';
import {
  DomainError,
  Throttled,
  TooLarge,
  Unavailable,
  Unreadable,
  UnsupportedType,
} from '../../domain/errors.js';
import { getUploadSettings } from '../settings/index.js';
import { courseChecks, findReport, findReportTranscript } from '../reports/index.js';
import {
  endUploadLogError,
  endUploadLogSuccess,
  recordScanProgress,
  secondsSince,
  startUploadLog,
} from './log.js';
import { storeUpload, type StoreHooks } from './store.js';

export const MAINTENANCE_MESSAGE =
  'Uploads are paused for scheduled maintenance. Your existing reports are safe; please try again later.';
export const PARSER_UNAVAILABLE_MESSAGE =
  'Transcript processing is not available right now. Please try again in a few minutes.';
export const NOT_PDF_MESSAGE =
  'This file is not a PDF. Export your grades report as a PDF and upload that file.';
export const USER_QUEUE_FULL_MESSAGE =
  'Your earlier files are still being read. Wait for them to finish, then upload this one again.';
export const PARSER_BUSY_MESSAGE = 'Many transcripts are being read right now. Please try again in a minute.';
export const UNEXPECTED_MESSAGE = 'Something went wrong while saving your transcript. Please try again.';

export function tooLargeMessage(maxFileSizeMb: number): string {
  return `This file is larger than the ${maxFileSizeMb} MB limit. Upload a smaller PDF.`;
}

/** An uploaded file as the pipeline sees it: its name and a reader that enforces the size limit. */
export interface IncomingFile {
  fileName: string;
  /** The request declares more bytes than the size limit allows (answered 413 without reading them). */
  declaredTooLarge?: boolean;
  /** Reads the whole file; rejects with TooLarge beyond the size limit. */
  read(): Promise<Buffer>;
  /** Bytes received so far (for the log of a file refused while streaming). */
  received?(): number;
  /** The id the upload screen follows this upload's progress by (a UUID), if it sent one. */
  progressId?: string | null;
}

/** The upload settings in effect (MAX_FILE_SIZE_MB, maintenance mode, processing timeout...). */
export type UploadSettings = Awaited<ReturnType<typeof getUploadSettings>>;

export interface UploadDeps {
  db: Db;
  parser: Pick<ParserPool, 'parse'> | null;
  settings: UploadSettings;
}

/** What the upload screen is told before a file is chosen: the limits, and whether uploads are paused. */
export async function uploadConfig(db: Db): Promise<UploadConfig> {
  const s = await getUploadSettings(db);
  return {
    maxFileSizeMb: s.maxFileSizeMb,
    allowedFileTypes: s.allowedFileTypes,
    maintenanceMode: s.maintenanceMode,
    processingTimeoutSeconds: s.processingTimeoutSeconds,
    maintenanceMessage: s.maintenanceMode ? MAINTENANCE_MESSAGE : null,
  };
}

/** The `%PDF-` signature, within the first kilobyte as PDF readers allow. */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024 + 5)).includes('%PDF-');
}

/** Parser failures as refusals: not a PDF is an unsupported type, every other failure an unreadable PDF. */
function parseFailure(err: ParseError): DomainError {
  return err.code === 'NOT_PDF' ? new UnsupportedType(err.message) : new Unreadable(err.message);
}

/** No room in the parser's queue: this user's share (throttled) or everyone's (unavailable), with a retry time. */
function busyFailure(err: ParserBusyError): DomainError {
  return err.reason === 'OWNER_QUEUE_FULL'
    ? new Throttled(USER_QUEUE_FULL_MESSAGE, err.retryAfterSeconds)
    : new Unavailable(PARSER_BUSY_MESSAGE, err.retryAfterSeconds);
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

async function existingReportId(db: Db, userId: string, sha256: string): Promise<string | null> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(ownedBy(reports, userId), eq(reports.fileSha256, sha256)));
  return row?.id ?? null;
}

async function storedAssignmentCount(db: Db, reportId: string): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`coalesce((select sum(jsonb_array_length(c->'assignments')) from jsonb_array_elements(${reports.transcript}->'courses') c), 0)::int`,
    })
    .from(reports)
    .where(eq(reports.id, reportId));
  return row?.n ?? 0;
}

/**
 * One upload from file to stored report. The upload log row is written first (processing) and always
 * ends as success or error. Failures throw a DomainError whose message the student can act on; nothing
 * is stored for them. `hooks` lets tests inject a failure inside the storing transaction.
 */
export async function processUpload(
  deps: UploadDeps,
  userId: string,
  file: IncomingFile,
  hooks: StoreHooks = {},
): Promise<UploadResponse> {
  const { db, parser, settings } = deps;
  const startedAt = performance.now();
  const logId = await startUploadLog(db, { userId, fileName: file.fileName, progressId: file.progressId });
  let fileSize = 0;
  try {
    if (settings.maintenanceMode) throw new Unavailable(MAINTENANCE_MESSAGE);
    if (file.declaredTooLarge) throw new TooLarge(tooLargeMessage(settings.maxFileSizeMb));
    const bytes = await file.read();
    fileSize = bytes.length;
    if (!hasPdfSignature(bytes)) throw new UnsupportedType(NOT_PDF_MESSAGE);

    const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
    const duplicate = await answerDuplicate(db, userId, sha256, logId, startedAt, fileSize);
    if (duplicate) return duplicate;

    if (!parser) throw new Unavailable(PARSER_UNAVAILABLE_MESSAGE);
    // A plain Uint8Array view: a Buffer's slice() shares (pooled) memory, which must not be transferred.
    const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    // The time budget counts from here, queue wait included; each user has one file in flight.
    const transcript = await parser
      .parse(view, {
        timeoutMs: Math.round(settings.processingTimeoutSeconds * 1000),
        owner: userId,
        // Scanned pages take seconds each: the upload screen shows which one is being read.
        onProgress: (p) => void recordScanProgress(db, logId, p.page, p.pages).catch(() => undefined),
      })
      .catch((err: unknown) => {
        if (err instanceof ParseError) throw parseFailure(err);
        if (err instanceof ParserBusyError) throw busyFailure(err);
        throw err;
      });

    try {
      const report = await storeUpload(
        db,
        {
          userId,
          logId,
          fileName: file.fileName,
          bytes,
          sha256,
          parserVersion: PARSER_VERSION,
          transcript,
          startedAt,
          secondsSince,
        },
        hooks,
      );
      return {
        ok: true,
        report,
        warnings: transcript.warnings,
        source: transcript.source,
        reconciliation: courseChecks(transcript),
      };
    } catch (err) {
      // The same file sent twice at once: the first one stored it.
      if (!isUniqueViolation(err)) throw err;
      const raced = await answerDuplicate(db, userId, sha256, logId, startedAt, fileSize);
      if (raced) return raced;
      throw err;
    }
  } catch (err) {
    // Only messages written for the student are stored: an unexpected error's text may quote the
    // database's parameters (the whole PDF) or the transcript.
    await endUploadLogError(db, logId, {
      processingTime: secondsSince(startedAt),
      fileSize: fileSize || (file.received?.() ?? 0),
      errorMessage: err instanceof DomainError ? err.message : UNEXPECTED_MESSAGE,
    });
    throw err;
  }
}

async function answerDuplicate(
  db: Db,
  userId: string,
  sha256: string,
  logId: string,
  startedAt: number,
  fileSize: number,
): Promise<UploadResponse | null> {
  const reportId = await existingReportId(db, userId, sha256);
  const report = reportId ? await findReport(db, userId, reportId) : null;
  const transcript = reportId ? await findReportTranscript(db, userId, reportId) : null;
  if (!report || !transcript) return null;
  await endUploadLogSuccess(db, logId, {
    processingTime: secondsSince(startedAt),
    fileSize,
    assignmentsFound: await storedAssignmentCount(db, report.id),
    reportId: report.id,
  });
  return {
    ok: true,
    report,
    duplicate: true,
    warnings: transcript.warnings,
    source: transcript.source,
    reconciliation: courseChecks(transcript),
  };
}

import type { ParseErrorCode } from './errors';
import type { PackedPages } from './packedPages';
import type { Transcript } from './types';

/**
 * Messages between the pool (server process) and its parser processes, over the child-process IPC
 * channel with the structured-clone ("advanced") serialisation. A helper's pages travel through the pool.
 */

/** Test-only behaviours, honoured when the process was started with test hooks. */
export type JobDebug = 'hang' | 'crash' | 'oom' | 'grow';
export type RangeDebug = 'hang' | 'crash';

/** Pool to process: parse a whole document. */
export interface JobMessage {
  kind: 'job';
  id: number;
  bytes: Uint8Array;
  maxPages: number;
  debug?: JobDebug;
  /** A page without text ends the job with `scanNeeded` (an OCR process reads it). */
  referScans?: boolean;
  /** When the job's budget ends (epoch ms): an OCR process keeps each page's budget within it. */
  deadline?: number;
}

/** Pool to an idle process: read pages `from`..`to` of job `id`'s document. */
export interface RangeMessage {
  kind: 'range';
  id: number;
  bytes: Uint8Array;
  maxPages: number;
  from: number;
  to: number;
  debug?: RangeDebug;
}

/** Pool to the job's process: whether a helper reads the tail pages (else it reads them all). */
export interface SplitReply {
  kind: 'split';
  id: number;
  granted: boolean;
}

/** Pool to the job's process: the helper's pages (or its failure). */
export interface PagesMessage {
  kind: 'pages';
  id: number;
  result: RangeResult;
}

export type ToWorkerMessage = JobMessage | RangeMessage | SplitReply | PagesMessage;

/** Process to pool: asks for an idle process to read pages `from`..`to` of its job. */
export interface SplitRequest {
  kind: 'split';
  id: number;
  from: number;
  to: number;
}

/** Helper to pool: its share of job `id`, and its resident memory afterwards. */
export interface RangeDone {
  kind: 'rangeDone';
  id: number;
  result: RangeResult;
  rssBytes: number;
}

/** Process to pool: the job's outcome, and the process's resident memory afterwards. */
export type ResultMessage = { kind: 'result'; id: number; rssBytes: number } & (
  | { ok: true; transcript: Transcript }
  | { ok: false; code: ParseErrorCode; message: string; scanNeeded?: boolean }
);

/** OCR process to pool: it is reading scanned page `page` of `pages`. */
export interface ProgressMessage {
  kind: 'progress';
  id: number;
  page: number;
  pages: number;
}

/** Process to pool: pdf.js is loaded; the process takes work. Its resident memory at that point. */
export interface ReadyMessage {
  kind: 'ready';
  rssBytes: number;
}

export type FromWorkerMessage = ResultMessage | SplitRequest | RangeDone | ReadyMessage | ProgressMessage;

export type RangeResult =
  { ok: true; pages: PackedPages } | { ok: false; code: ParseErrorCode; message: string };

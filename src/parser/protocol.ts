import type { MessagePort } from 'node:worker_threads';
import type { ParseErrorCode } from './errors';
import type { ExtractedPage } from './extract';
import type { Transcript } from './types';

/** Pool to worker: parse a whole document. `buffer` is shared read-only between the job's workers. */
export interface JobMessage {
  kind: 'job';
  id: number;
  buffer: SharedArrayBuffer;
  maxPages: number;
  /** Only honoured when the pool was created with test hooks. */
  debug?: 'hang' | 'crash' | 'oom';
}

/** Pool to an idle worker: read pages `from`..`to` of job `id`'s document and send them over `port`. */
export interface RangeMessage {
  kind: 'range';
  id: number;
  buffer: SharedArrayBuffer;
  maxPages: number;
  from: number;
  to: number;
  port: MessagePort;
  /** Only honoured when the pool was created with test hooks. */
  debug?: 'hang' | 'crash';
}

/** Pool to the job's worker: the port a helper will send the tail pages to, or null to read them all. */
export interface SplitReply {
  kind: 'split';
  id: number;
  port: MessagePort | null;
}

export type ToWorkerMessage = JobMessage | RangeMessage | SplitReply;

/** Worker to pool: asks for an idle worker to read pages `from`..`to` of its job. */
export interface SplitRequest {
  kind: 'split';
  id: number;
  from: number;
  to: number;
}

/** Helper to pool: its share of job `id` is read; it takes new work after sending the pages. */
export interface RangeDone {
  kind: 'rangeDone';
  id: number;
}

/**
 * Worker to pool: the job's outcome. `helperDone` says a helper's pages arrived, so the helper has
 * nothing left to do for this job.
 */
export type ResultMessage = { kind: 'result'; id: number; helperDone: boolean } & (
  { ok: true; transcript: Transcript } | { ok: false; code: ParseErrorCode; message: string }
);

/** Worker to pool: pdf.js is loaded; the worker can take a share of another job's pages without delay. */
export interface ReadyMessage {
  kind: 'ready';
}

export type FromWorkerMessage = ResultMessage | SplitRequest | RangeDone | ReadyMessage;

/** Helper to the job's worker, over the job's channel. */
export type RangeResult =
  { ok: true; pages: ExtractedPage[] } | { ok: false; code: ParseErrorCode; message: string };

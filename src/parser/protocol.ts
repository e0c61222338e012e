import type { ParseErrorCode } from './errors';
import type { Transcript } from './types';

export interface JobMessage {
  id: number;
  buffer: ArrayBuffer;
  maxPages: number;
  /** Only honoured when the pool was created with test hooks. */
  debug?: 'hang' | 'crash' | 'oom';
}

export type ResultMessage =
  | { id: number; ok: true; transcript: Transcript }
  | { id: number; ok: false; code: ParseErrorCode; message: string };

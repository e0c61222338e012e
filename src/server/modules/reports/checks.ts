/**
 * The warnings of a stored report's reading, and the ones about one course. (Each course's check of a
 * stored report is the stored-transcript presenter's, ./transcript.ts.)
 */

import { warningNamesCourse } from '../../../shared/courseWarnings.js';

/** A stored transcript as far as its warnings go; older reports may lack them. */
export interface StoredTranscript {
  warnings?: Array<{ code?: string; message?: string; page?: number | null }> | null;
}

export interface ReportWarning {
  code: string;
  message: string;
  page: number | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The parser's warnings of a stored report. */
export function warningsOf(transcript: StoredTranscript): ReportWarning[] {
  const warnings = Array.isArray(transcript.warnings) ? transcript.warnings : [];
  return warnings
    .filter((w) => typeof w?.message === 'string' && w.message)
    .map((w) => ({ code: w.code ?? 'WARNING', message: w.message!, page: num(w.page) }));
}

/** The warnings about one course. */
export function courseWarnings(warnings: ReadonlyArray<ReportWarning>, courseName: string): ReportWarning[] {
  return warnings.filter((w) => warningNamesCourse(w.message, courseName));
}

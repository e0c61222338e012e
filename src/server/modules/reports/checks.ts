/**
 * The warnings of a stored report's reading, and the ones about one course. (Each course's check of a
 * stored report is the stored-transcript presenter's, ./transcript.ts.)
 */

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

/**
 * The warnings about one course: the parser writes each as "<course name>: ...", or, of a scan's words read
 * with low confidence, as "<course name>, row "<assignment>": ..." and "<course name>, the course's heading: ...".
 */
export function courseWarnings(warnings: ReadonlyArray<ReportWarning>, courseName: string): ReportWarning[] {
  if (!courseName) return [];
  const prefixes = [`${courseName}: `, `${courseName}, row "`, `${courseName}, the course's heading: `];
  return warnings.filter((w) => prefixes.some((p) => w.message.startsWith(p)));
}

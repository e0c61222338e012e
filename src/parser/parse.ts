import { ParseError } from './errors';
import { extractPages, type PageSplitter } from './extract';
import { buildLines, dropRepeatedEdges, type Line } from './lines';
import { detectHeader } from './columns';
import { readCourseHeader } from './courseHeader';
import { readCourses, type DraftCourse } from './courses';
import { readReportHeader } from './report';
import type { Course, Transcript, TranscriptWarning } from './types';
import { parseTotalLine, percentOf, round2 } from './values';

export const DEFAULT_MAX_PAGES = 100;

export interface ParseOptions {
  maxPages?: number;
  /** Lets another thread read part of a long document's pages (the worker pool). */
  split?: PageSplitter;
}

const SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** The `%PDF-` signature must appear within the first kilobyte, as readers allow. */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  const limit = Math.min(bytes.length - SIGNATURE.length, 1024);
  outer: for (let i = 0; i <= limit; i++) {
    for (let j = 0; j < SIGNATURE.length; j++) if (bytes[i + j] !== SIGNATURE[j]) continue outer;
    return true;
  }
  return false;
}

/** A file with no end-of-file marker at all was cut short (or is not a PDF body). */
function hasEofMarker(bytes: Uint8Array): boolean {
  const marker = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF
  outer: for (let i = bytes.length - marker.length; i >= 0; i--) {
    for (let j = 0; j < marker.length; j++) if (bytes[i + j] !== marker[j]) continue outer;
    return true;
  }
  return false;
}

/** Reconstructed lines of a PDF, after page headers and footers are removed. */
export async function readLines(
  bytes: Uint8Array,
  opts: ParseOptions = {},
): Promise<{ lines: Line[]; pages: number }> {
  if (!hasPdfSignature(bytes)) throw new ParseError('NOT_PDF');
  if (!hasEofMarker(bytes)) throw new ParseError('DAMAGED');
  const pages = await extractPages(bytes, opts.maxPages ?? DEFAULT_MAX_PAGES, { split: opts.split });
  const chars = pages.reduce((n, p) => n + p.items.reduce((m, it) => m + it.str.trim().length, 0), 0);
  if (chars === 0) throw new ParseError('NO_TEXT');
  return { lines: buildLines(pages), pages: pages.length };
}

function reconcile(c: DraftCourse): TranscriptWarning | null {
  if (!c.total) return null;
  let earned = 0;
  let max = 0;
  for (const a of c.assignments) {
    if (a.status === 'graded' && a.pointsEarned !== null) earned += a.pointsEarned;
    if ((a.status === 'graded' || a.status === 'missing') && !a.isExtraCredit && a.maxPoints !== null)
      max += a.maxPoints;
  }
  earned = round2(earned);
  max = round2(max);
  if (Math.abs(earned - c.total.received) < 0.005 && Math.abs(max - c.total.max) < 0.005) return null;
  return {
    code: 'TOTAL_MISMATCH',
    message: `${c.header.name}: assignments add up to ${earned.toFixed(2)} of ${max.toFixed(2)}, the report says ${c.total.received.toFixed(2)} (${c.total.max.toFixed(2)})`,
    page: c.total.page,
  };
}

/** Turns reconstructed lines into the transcript (no I/O). */
export function interpretLines(all: Line[], pageCount: number): Transcript {
  const firstCourse = all.findIndex((l) => detectHeader(l) || readCourseHeader(l) || parseTotalLine(l.text));
  const reportLines = firstCourse < 0 ? all : all.slice(0, firstCourse);
  const report = readReportHeader(reportLines);
  const keep = (l: Line) => detectHeader(l) !== null || parseTotalLine(l.text) !== null;
  const lines = dropRepeatedEdges(all.slice(Math.max(firstCourse, 0)), pageCount, keep);
  const drafts = readCourses(lines);
  if (!drafts.length) throw new ParseError('NO_GRADES');
  const warnings: TranscriptWarning[] = [];
  const courses: Course[] = drafts.map((d) => {
    const w = reconcile(d);
    if (w) warnings.push(w);
    return {
      courseName: d.header.name,
      teacherName: d.header.teacher,
      period: d.header.period,
      semester: d.header.term ?? report.term,
      academicYear: d.header.year ?? report.year,
      pointsReceived: d.total ? d.total.received : null,
      maxPoints: d.total ? d.total.max : null,
      percentage: d.total ? percentOf(d.total.received, d.total.max) : null,
      assignments: d.assignments,
    };
  });
  return { school: report.school, student: report.student, reportDate: report.reportDate, courses, warnings };
}

/** Parses PDF bytes it owns (pdf.js detaches them). */
export async function parseOwnedBytes(bytes: Uint8Array, opts: ParseOptions = {}): Promise<Transcript> {
  const { lines, pages } = await readLines(bytes, opts);
  return interpretLines(lines, pages);
}

/** Parses a PDF in this thread. The caller's bytes are left untouched. */
export async function parseTranscript(bytes: Uint8Array, opts: ParseOptions = {}): Promise<Transcript> {
  if (!hasPdfSignature(bytes)) throw new ParseError('NOT_PDF');
  return parseOwnedBytes(bytes.slice(), opts);
}

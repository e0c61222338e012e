import { concatMap } from './arrays';
import { ParseError, ScanNeededError } from './errors';
import { extractPrepared, type PageImageReader, type PageSplitter } from './extract';
import { dropRepeatedEdges, linePages, type Line } from './lines';
import { describesCourse, hasReportLabel, isReportLine } from './courseHeader';
import { findTableHeads, looksLikeRow } from './tables';
import { readCourses, type DraftCourse } from './courses';
import { readReportHeader } from './report';
import { cleanTranscript } from './sanitize';
import { reconcile, type Reconciliation } from '../shared/reconciliation';
import type { Course, Transcript, TranscriptWarning } from './types';
import { parseTotalLine } from './values';
import { scorePercentage } from '../shared/grades';
import { formatFixed } from '../shared/numbers';
import { unnamedCourseLabel } from '../shared/courseWarnings';

export const DEFAULT_MAX_PAGES = 100;

export interface ParseOptions {
  maxPages?: number;
  /** Lets another process read part of a long document's pages (the worker pool). */
  split?: PageSplitter;
  /** Reads pages without text from their images (a process that runs OCR). */
  readImages?: PageImageReader;
  /** A page without text ends the reading with ScanNeededError (it is for a process that runs OCR). */
  referScans?: boolean;
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
  const pages = await extractPrepared(bytes, opts.maxPages ?? DEFAULT_MAX_PAGES, {
    prepare: linePages,
    split: opts.split,
    readImages: opts.readImages,
  });
  if (opts.referScans && pages.some((p) => !p.hasText)) throw new ScanNeededError();
  if (!pages.some((p) => p.hasText)) throw new ParseError('NO_TEXT');
  return { lines: concatMap(pages, (p) => p.lines), pages: pages.length };
}

function mismatchWarning(c: DraftCourse, name: string, r: Reconciliation): TranscriptWarning | null {
  if (!c.total || r.status !== 'differs') return null;
  return {
    code: 'TOTAL_MISMATCH',
    message: `${name}: assignments add up to ${formatFixed(r.earned, 2)} of ${formatFixed(r.possible, 2)}, the report says ${formatFixed(c.total.received, 2)} (${formatFixed(c.total.max, 2)})`,
    page: c.total.page,
  };
}

export const NO_TOTALS_MESSAGE =
  "No course totals found: is this the 'Grades - By Student with Comments' report?";

const DAY_FIRST_CUE_RE = /\b(?:dd\s*[/.-]\s*mm|day\s*[/.-]\s*month)\b/i;

/**
 * Where the report's own header ends: the first course's details are the few lines printed right above its
 * first table (or total), close together; what comes before them describes the report.
 */
function courseStart(all: Line[], heads: Map<Line, unknown>): number {
  const firstHead = all.findIndex((l) => heads.has(l));
  const firstTotal = all.findIndex((l) => parseTotalLine(l.text));
  const firstDetail = all.findIndex((l) => describesCourse(l));
  const candidates = [firstHead, firstTotal, firstDetail].filter((i) => i >= 0);
  if (!candidates.length) return -1;
  let start = Math.min(...candidates);
  for (let n = 0; n < 4 && start > 0; n++) {
    const above = all[start - 1];
    const below = all[start];
    if (above.page !== below.page || below.y - above.y > below.size * 3.2) break;
    if (hasReportLabel(above)) break;
    if (isReportLine(above)) break;
    start--;
  }
  return start;
}

/** The page each course an interpretation read starts on, for a scan's pages to be read again course by course. */
const firstPages = new WeakMap<Course, number>();

/** The page a course of `interpretLines`'s transcript starts on (none for a course made otherwise). */
export function courseFirstPage(c: Course): number | undefined {
  return firstPages.get(c);
}

/** Turns reconstructed lines into the transcript (no I/O). */
export function interpretLines(all: Line[], pageCount: number): Transcript {
  const heads = findTableHeads(all);
  const firstCourse = courseStart(all, heads);
  const reportLines = firstCourse < 0 ? all : all.slice(0, firstCourse);
  const report = readReportHeader(reportLines);
  const headLines = new Set<Line>();
  all.forEach((l, i) => {
    // A table printed without a header starts at its first line, which may stand where furniture does.
    const head = heads.get(l);
    if (head) for (let k = 0; k < Math.max(head.span, 1); k++) headLines.add(all[i + k]);
  });
  // A table's rows are never furniture, even where a row's shape repeats at the same place on another page.
  const keep = (l: Line) => headLines.has(l) || parseTotalLine(l.text) !== null || looksLikeRow(l);
  // Furniture is counted over every page, the report header's included, then the report header is left out.
  const beforeCourses = new Set(all.slice(0, Math.max(firstCourse, 0)));
  const lines = dropRepeatedEdges(all, pageCount, keep).filter((l) => !beforeCourses.has(l));
  const dayFirstCue = all.some((l) => DAY_FIRST_CUE_RE.test(l.text));
  const drafts = readCourses(lines, heads, { dayFirstCue, reportYear: report.year });
  if (!drafts.length) {
    const anyTotal = lines.some((l) => parseTotalLine(l.text));
    throw new ParseError('NO_GRADES', anyTotal ? undefined : NO_TOTALS_MESSAGE);
  }
  const warnings: TranscriptWarning[] = [];
  const courses: Course[] = drafts.map((d) => {
    const reconciliation = reconcile(d.assignments, d.total);
    const name = d.header.name ?? unnamedCourseLabel(d.firstPage);
    const w = mismatchWarning(d, name, reconciliation);
    if (w) warnings.push(w);
    if (!d.header.name)
      warnings.push({
        code: 'COURSE_NAME_UNREADABLE',
        message: `${name}: its title could not be read`,
        page: d.firstPage,
      });
    for (const what of d.unreadable)
      warnings.push({ code: 'VALUE_UNREADABLE', message: `${name}: ${what}`, page: d.firstPage });
    const course: Course = {
      courseName: d.header.name ?? '',
      teacherName: d.header.teacher,
      period: d.header.period,
      semester: d.header.term ?? report.term,
      academicYear: d.header.year ?? report.year,
      pointsReceived: d.total ? d.total.received : null,
      maxPoints: d.total ? d.total.max : null,
      percentage: d.total ? scorePercentage(d.total.received, d.total.max) : null,
      reconciliation,
      assignments: d.assignments,
    };
    firstPages.set(course, d.firstPage);
    return course;
  });
  return {
    school: report.school,
    student: report.student,
    reportDate: report.reportDate,
    source: 'text',
    courses,
    warnings,
  };
}

/** Parses PDF bytes it owns (pdf.js detaches them). */
export async function parseOwnedBytes(bytes: Uint8Array, opts: ParseOptions = {}): Promise<Transcript> {
  const { lines, pages } = await readLines(bytes, opts);
  return cleanTranscript(interpretLines(lines, pages));
}

/** Parses a PDF in this thread. The caller's bytes are left untouched. */
export async function parseTranscript(bytes: Uint8Array, opts: ParseOptions = {}): Promise<Transcript> {
  if (!hasPdfSignature(bytes)) throw new ParseError('NOT_PDF');
  return parseOwnedBytes(bytes.slice(), opts);
}

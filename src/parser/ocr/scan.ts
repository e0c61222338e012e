import { ParseError } from '../errors';
import { pdfOperators, type ExtractedPage, type PdfDocument } from '../extract';
import { buildLines, type Line } from '../lines';
import { courseFirstPage, interpretLines, readLines } from '../parse';
import { cleanTranscript } from '../sanitize';
import type { Assignment, Transcript, TranscriptWarning } from '../types';
import { accentsOfTheReport, baseLetters, restoreAccents, setApostrophes } from './accents';
import type { OcrEngines } from './engine';
import { toPgm, type GreyImage, type Matrix } from './image';
import { findPageImage, LOW_CONFIDENCE, readScannedPage, type PdfOps, type PdfPageLike } from './read';
import { isEnglishWord, isTitleWord } from './lexicon';
import { honorificStopsOfTheReport, partedWordsOfTheReport, spellingsOfTheReport } from './spellings';
import { commentLabelsOfTheReport } from './commentLabels';
import { commentMarksOfTheReport } from './commentMarks';
import { readTitleNumerals, type TitleEnd } from './titleNumerals';
import { holdsMark, readTitleMarks, type TitleGap } from './titleMarks';
import { headingCodeKind, readHeadingCodes, type CodePage } from './headingCodes';
import { evenPageSizes, type OcrWord } from './words';
import {
  isPossibleAlone,
  misreadDigitShortfallReadings,
  plausibleScore,
  shortfallReadings,
  uniqueMakeUp,
  wordReadings,
  wordShortfallReadings,
  type ReadingEffect,
  type Shortfall,
} from './shortfall';

export const DEFAULT_OCR_MAX_PAGES = 10;
export const DEFAULT_OCR_PAGE_TIMEOUT_MS = 30_000;

/** What the student sees while pages are read: the scanned page being read, of how many. */
export interface ScanProgress {
  page: number;
  pages: number;
}

export interface ScanOptions {
  engines: OcrEngines;
  maxPages?: number;
  /** Most scanned pages read (OCR_MAX_PAGES). */
  maxScannedPages?: number;
  /** Each page's own time budget. */
  pageTimeoutMs?: number;
  /** When the whole job's budget ends (epoch ms): a page's budget never goes past it. */
  deadline?: number;
  onProgress?: (p: ScanProgress) => void;
}

export function tooManyScannedPages(scanned: number, max: number): ParseError {
  return new ParseError(
    'TOO_MANY_PAGES',
    `This PDF has ${scanned} scanned pages; scanned reports are read up to ${max} pages. Upload only the pages of your grades report, or export the report from your school portal as a PDF.`,
  );
}

/** A scanned page as its first reading made it ready (upright, straightened), to read it again. */
interface PageScan {
  index: number;
  page: number;
  upright: GreyImage;
  pointsPerPixel: number;
}

interface ScanState {
  pages: ExtractedPage[];
  words: OcrWord[];
  scanned: number;
  scans: PageScan[];
}

/** A page's time budget from now: its own, never past the job's deadline. */
function pageBudget(pageTimeoutMs: number, deadline: number | undefined) {
  const started = Date.now();
  return { remaining: () => Math.min(started + pageTimeoutMs, deadline ?? Infinity) - Date.now() };
}

/**
 * The reader of pages without text: each page's image is found, read and turned into text items, as many
 * pages at once as the process has engine threads.
 */
function imageReader(o: ScanOptions, ops: PdfOps, state: ScanState) {
  const maxScanned = o.maxScannedPages ?? DEFAULT_OCR_MAX_PAGES;
  const pageTimeout = o.pageTimeoutMs ?? DEFAULT_OCR_PAGE_TIMEOUT_MS;
  return async (doc: PdfDocument, pages: ExtractedPage[]) => {
    state.pages = pages;
    const empty = pages.filter((p) => !p.items.some((it) => it.str.trim()));
    if (empty.length > maxScanned) throw tooManyScannedPages(empty.length, maxScanned);
    let started = 0;
    const reads = await o.engines.each(empty, async (p, engine) => {
      o.onProgress?.({ page: ++started, pages: empty.length });
      const pdfPage = await doc.getPage(p.page);
      const viewport = pdfPage.getViewport({ scale: 1 });
      const found = await findPageImage(
        pdfPage as unknown as PdfPageLike,
        ops,
        viewport.transform as Matrix,
        viewport.width,
        viewport.height,
      );
      pdfPage.cleanup();
      if (!found) return null;
      const budget = pageBudget(pageTimeout, o.deadline);
      const { image, cover } = found;
      const pointsPerPixel = Math.sqrt(
        (viewport.width * viewport.height * cover) / (image.width * image.height),
      );
      const read = await readScannedPage(engine, image, pointsPerPixel, p.page, budget);
      const scan: PageScan = { index: pages.indexOf(p), page: p.page, upright: read.upright, pointsPerPixel };
      return { scan, read };
    });
    for (const r of reads) {
      if (!r) continue;
      pages[r.scan.index] = r.read.page;
      state.words.push(...r.read.words);
      state.scanned++;
      state.scans.push(r.scan);
    }
    evenPageSizes(state.scans.map((s) => pages[s.index]));
  };
}

/** Letters the engine takes for digits in number cells. */
const DIGIT_FOR: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  l: '1',
  I: '1',
  i: '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
};

/** Below this confidence a number word's reading is unsure: the totals may try it read otherwise. */
const UNSURE = LOW_CONFIDENCE + 10;

/** At most this many readings of one unsure word are tried against the totals. */
const MAX_CANDIDATES = 5;

/** A whole number whose decimal point was lost ("475" for "47.5"): the point before its last one or two digits. */
function withDecimalPoint(text: string): string[] {
  if (!/^\d{2,}$/.test(text)) return [];
  const out = [`${text.slice(0, -1)}.${text.slice(-1)}`];
  if (text.length >= 3) out.push(`${text.slice(0, -2)}.${text.slice(-2)}`);
  return out;
}

/** What an unsure word may have been: the engine's alternatives, its letters read as digits, a lost decimal point. */
export function candidatesOf(w: OcrWord): string[] {
  const out = w.alternatives.slice(0, 3);
  if (/\d/.test(w.item.str)) {
    const digits = w.item.str.replace(/[OoDlIiSsBZz]/g, (c) => DIGIT_FOR[c]);
    for (const c of [digits, ...withDecimalPoint(digits)])
      if (c !== w.item.str && !out.includes(c)) out.push(c);
  }
  return out.slice(0, MAX_CANDIDATES);
}

const matching = (t: Transcript) => t.courses.filter((c) => c.reconciliation.status === 'matches').length;

/** A reading of the same courses in which more add up to their totals, and none that did stops. */
function addsUpBetter(next: Transcript, best: Transcript): boolean {
  return (
    next.courses.length === best.courses.length &&
    matching(next) > matching(best) &&
    next.courses.every(
      (c, i) => best.courses[i].reconciliation.status !== 'matches' || c.reconciliation.status === 'matches',
    )
  );
}

function interpret(pages: ExtractedPage[]): { transcript: Transcript; lines: Line[] } | null {
  try {
    const lines = buildLines(pages);
    return { transcript: interpretLines(lines, pages.length), lines };
  } catch {
    return null;
  }
}

/** A reading's transcript, the lines it was read from, and the words the totals had read otherwise. */
type Best = { transcript: Transcript; lines: Line[]; fixed: Set<OcrWord> };

/**
 * The printed totals check the reading: while a course does not add up to its total, each unsure word's
 * alternatives are tried (surest words last); one is kept when more courses then match and none that
 * matched stops matching. Then the courses' exact shortfalls are made up (`reconcileShortfalls`).
 */
export function reconcileWithAlternatives(
  pages: ExtractedPage[],
  words: OcrWord[],
  first: { transcript: Transcript; lines: Line[] },
) {
  let best = first;
  const unsure = words
    .filter((w) => w.confidence < UNSURE && /\d/.test(w.item.str))
    .sort((a, b) => a.confidence - b.confidence)
    .slice(0, 60);
  const fixed = new Set<OcrWord>();
  for (const w of unsure) {
    if (best.transcript.courses.every((c) => c.reconciliation.status !== 'differs')) break;
    const original = w.item.str;
    let kept = false;
    for (const alt of candidatesOf(w)) {
      w.item.str = alt;
      const next = interpret(pages);
      if (next && addsUpBetter(next.transcript, best.transcript)) {
        best = next;
        kept = true;
        fixed.add(w);
        break;
      }
    }
    if (!kept) w.item.str = original;
  }
  return reconcileSeveralMisreadings(pages, words, reconcileShortfalls(pages, words, { ...best, fixed }));
}

/** How far a course with a printed total falls short of it; null where it adds up or prints none. */
function shortfallOf(c: Transcript['courses'][number]): Shortfall | null {
  if (c.reconciliation.status !== 'differs' || c.pointsReceived === null || c.maxPoints === null) return null;
  return {
    earned: c.pointsReceived - c.reconciliation.earned,
    possible: c.maxPoints - c.reconciliation.possible,
  };
}

/** At most this many readings are tried against the courses' shortfalls. */
const MAX_SHORTFALL_TRIES = 40;

/**
 * A course that still does not add up, off by just what one of its number words read otherwise makes up
 * (`wordShortfallReadings`): that word is read so, and kept when more courses then match and none that
 * matched stops matching.
 */
function reconcileShortfalls(pages: ExtractedPage[], words: OcrWord[], first: Best) {
  let best = first;
  const tries: { w: OcrWord; text: string }[] = [];
  const shortfalls = best.transcript.courses.flatMap((c) => shortfallOf(c) ?? []);
  // A digit read as another is less likely than a decimal point or a slash misread: tried after them, on
  // the words the engine was unsure of alone, the least sure first (a sure "6" in a row printing 60% stays),
  // and on a sure row's points earned that pass its points possible (`pastItsPossible`).
  const unsureFirst = words
    .filter((w) => w.confidence < UNSURE || pastItsPossible(w, best))
    .sort((a, b) => a.confidence - b.confidence);
  for (const [readings, among] of [
    [shortfallReadings, words],
    [misreadDigitShortfallReadings, unsureFirst],
  ] as const)
    for (const short of shortfalls)
      for (const w of among)
        for (const text of wordShortfallReadings(w.item.str, short, readings)) tries.push({ w, text });
  for (const { w, text } of tries.slice(0, MAX_SHORTFALL_TRIES)) {
    const original = w.item.str;
    w.item.str = text;
    const next = interpret(pages);
    if (next && addsUpBetter(next.transcript, best.transcript)) {
      best = { ...next, fixed: new Set([...best.fixed, w]) };
      w.alternatives.unshift(original);
    } else w.item.str = original;
  }
  return best;
}

/** The row of the reading a word was read on (`placeOf`). */
function rowOf(w: OcrWord, best: Best): Transcript['courses'][number]['assignments'][number] | undefined {
  const place = placeOf(w, best.lines, best.transcript);
  const course = best.transcript.courses.find((c) => c.courseName === place?.course);
  return course?.assignments.find((a) => a.assignmentName === place?.row);
}

/**
 * A number word that gives its row more points than the row has possible, on a row of no extra credit
 * ("16.00 / 15.00"): a digit misread ("10.00"), however sure the engine was.
 */
function pastItsPossible(w: OcrWord, best: Best): boolean {
  if (!/^\d+(?:\.\d+)?$/.test(w.item.str)) return false;
  const row = rowOf(w, best);
  return (
    row !== undefined &&
    !row.isExtraCredit &&
    row.maxPoints !== null &&
    row.pointsEarned !== null &&
    row.pointsEarned > row.maxPoints &&
    Number(w.item.str) === row.pointsEarned
  );
}

/** At most this many readings of one course's words are weighed for misreadings made together. */
const MAX_COMBINED_TRIES = 120;

/** A number with one decimal that no score is given in: a speck beside it read as a decimal point and digit. */
const SPECK_DECIMAL_RE = /^(\d+)\.[1-46-9]$/;

/**
 * Whether a word the engine was sure of may be read `reading`: a score read as one word whose points
 * earned pass its points possible ("45/5": "4.5/5"), a number on a row read without its points possible
 * that reads as a score ("35": "3/5") or as those points alone ("M 25.00": "M /25.00"), or a number with a
 * speck read as its decimals ("100.6": "100"). A
 * sure word of a whole score, or of a row whose score is whole, stays.
 */
function mayBeMisread(w: OcrWord, reading: string, best: Best): boolean {
  if (SPECK_DECIMAL_RE.exec(w.item.str)?.[1] === reading) return true;
  if (!plausibleScore(reading) && !isPossibleAlone(reading)) return false;
  if (w.item.str.includes('/')) return !plausibleScore(w.item.str);
  const row = rowOf(w, best);
  return row !== undefined && row.maxPoints === null;
}

/** A reading that changes course `i` alone: every other course reads the same sums. */
function changesOnly(next: Transcript, best: Transcript, i: number): boolean {
  return (
    next.courses.length === best.courses.length &&
    next.courses.every(
      (c, j) =>
        j === i || JSON.stringify(c.reconciliation) === JSON.stringify(best.courses[j].reconciliation),
    )
  );
}

/**
 * A course still short of its total after one word's misreading was looked for may hold two or three
 * (a hard scan misreads more than one score of a course: "35" for "3/5", "45/5" for "4.5/5"). Each number
 * word of the course, the least sure first, is read otherwise (`wordReadings`; a word the engine was sure of only as
 * `mayBeMisread` allows) and what that does to the course's sums measured; the one set of two or
 * three words whose readings together make up the shortfall exactly (`uniqueMakeUp`) is read so, and kept
 * when the course then adds up and no course that did stops.
 */
function reconcileSeveralMisreadings(pages: ExtractedPage[], words: OcrWord[], first: Best): Best {
  let best = first;
  for (let i = 0; i < best.transcript.courses.length; i++) {
    const course = best.transcript.courses[i];
    const short = shortfallOf(course);
    if (!short) continue;
    const own = words
      .filter(
        (w) => /\d/.test(w.item.str) && placeOf(w, best.lines, best.transcript)?.course === course.courseName,
      )
      .sort((a, b) => a.confidence - b.confidence);
    const tries = own
      .flatMap((w) => {
        const readings = wordReadings(w.item.str);
        const texts = w.confidence < UNSURE ? readings : readings.filter((r) => mayBeMisread(w, r, best));
        return texts.map((text) => ({ w, text }));
      })
      .slice(0, MAX_COMBINED_TRIES);
    const effects: ReadingEffect[] = [];
    const weighed: typeof tries = [];
    for (const t of tries) {
      const original = t.w.item.str;
      t.w.item.str = t.text;
      const next = interpret(pages);
      t.w.item.str = original;
      if (!next || !changesOnly(next.transcript, best.transcript, i)) continue;
      const r = next.transcript.courses[i].reconciliation;
      effects.push({
        word: own.indexOf(t.w),
        earned: r.earned - course.reconciliation.earned,
        possible: r.possible - course.reconciliation.possible,
      });
      weighed.push(t);
    }
    const set = uniqueMakeUp(effects, short);
    if (!set) continue;
    const chosen = set.map((k) => ({ ...weighed[k], original: weighed[k].w.item.str }));
    for (const c of chosen) c.w.item.str = c.text;
    const next = interpret(pages);
    if (next && addsUpBetter(next.transcript, best.transcript)) {
      best = { ...next, fixed: new Set([...best.fixed, ...chosen.map((c) => c.w)]) };
      for (const c of chosen) c.w.alternatives.unshift(c.original);
    } else for (const c of chosen) c.w.item.str = c.original;
  }
  return best;
}

/** A row's wrapped name or comment runs on at most this many lines below the line that opens it. */
const MAX_WRAPPED_LINES = 3;

/**
 * Where a word was read: its course, its row (null: the course's heading), and whether the course adds
 * up.
 */
type Place = { course: string; row: string | null; matches: boolean };

/**
 * The course and row (null: its heading) a word was read on: the row whose name opens its line, or opens
 * a line at most a few above on its page (a wrapped name's or a comment's line goes with its row).
 */
function placeOf(w: OcrWord, lines: Line[], t: Transcript): Place | null {
  const it = w.item;
  const k = lines.findIndex(
    (l) =>
      l.page === it.page &&
      Math.abs(l.y - it.y) <= 0.5 * l.size &&
      l.cells.some((c) => c.x0 <= it.x0 + 1 && c.x1 >= it.x1 - 1),
  );
  if (k < 0) return null;
  for (let i = k; i >= Math.max(0, k - MAX_WRAPPED_LINES) && lines[i].page === it.page; i--) {
    const place = placeOfLine(lines[i], t);
    if (place) return place;
  }
  return null;
}

/** A line holding this much of an assignment's name opens its row (a long name wraps). */
const NAME_MATCHED = 24;

/**
 * The course and row a line opens or heads: an assignment's name (the longest that the line holds, as one
 * row's name may be held in another's: "Quiz 8: Résumé Writing" in "Checkpoint Quiz 8: Résumé Writing"),
 * or a course's title or teacher.
 */
function placeOfLine(line: Line, t: Transcript): Place | null {
  const text = line.text.replace(/\s+/g, ' ');
  const at = (c: Transcript['courses'][number], row: string | null) => ({
    course: c.courseName || 'A course',
    row,
    matches: c.reconciliation.status === 'matches',
  });
  let best: { c: Transcript['courses'][number]; name: string; length: number } | null = null;
  for (const c of t.courses)
    for (const { assignmentName: name } of c.assignments) {
      const opening = name.slice(0, NAME_MATCHED);
      if (!opening || !text.includes(opening)) continue;
      const length = text.includes(name) ? name.length : opening.length;
      if (!best || length > best.length) best = { c, name, length };
    }
  if (best) return at(best.c, best.name);
  for (const c of t.courses)
    if ([c.courseName, c.teacherName].some((name) => name && text.includes(name))) return at(c, null);
  return null;
}

const MAX_LOW_CONFIDENCE_WARNINGS = 20;
/**
 * A number a matching total confirms: points, a percentage or a score ("47.5", "(95%)", "19/25"); not a
 * fragment of digits and dashes read into a name ("-08-").
 */
const TOTALLED_RE = /^\(?\d[\d,]*(?:\.\d+)?(?:%|\/\d[\d,]*(?:\.\d+)?)?\)?$/;

/** A number with three decimals or more. */
const MANY_DECIMALS_RE = /^\d[\d,]*\.\d{3,}$/;
/** At most this share of a report's numbers with decimals may have three or more before they are its own. */
const ODD_DECIMALS_SHARE = 0.1;

/**
 * Numbers read with more decimals than the report prints (three where it prints one or two: "5.000" for
 * "5.00" and a status code "D" read as a zero): what the engine ran into the number is lost, and a total
 * may match all the same (a dropped row counts no more than a pending one).
 */
export function oddDecimals(words: OcrWord[]): Set<OcrWord> {
  const decimals = words.filter((w) => /^\d[\d,]*\.\d+$/.test(w.item.str));
  const many = decimals.filter((w) => MANY_DECIMALS_RE.test(w.item.str));
  return new Set(many.length <= ODD_DECIMALS_SHARE * decimals.length ? many : []);
}
/** Below this, any word is warned of. */
const VERY_LOW_CONFIDENCE = 50;

/** A word's letters, the marks about them left out ("Tumed," is "Tumed"). */
const lettersOf = (w: OcrWord) => w.item.str.replace(/^\P{L}+|\P{L}+$/gu, '');

/**
 * A word of letters the engine was unsure of and that no dictionary holds ("Tumed", "Integraled", a
 * fragment of two letters: "th" of "the"): misread.
 */
function unsureMisspelling(w: OcrWord): boolean {
  const letters = lettersOf(w);
  return w.confidence < LOW_CONFIDENCE && /^\p{L}{2,}$/u.test(letters) && !isEnglishWord(letters);
}

/**
 * Fewest letters of a word of a course's title, or of small letters, checked against the dictionary
 * however sure.
 */
const TITLE_WORD = 5;

/**
 * A word of small letters that no dictionary holds, its accents aside ("poconstruction", "tions"),
 * however sure the engine was: names and terms a dictionary lacks are capitalised.
 */
function misspeltWord(w: OcrWord): boolean {
  const letters = baseLetters(lettersOf(w));
  return Array.from(letters).length >= TITLE_WORD && /^\p{Ll}+$/u.test(letters) && !isEnglishWord(letters);
}

/**
 * A small letter standing alone that English does not write alone (all but "a"): a mark or a speck the
 * engine read as a letter ("back x" for "back."), however sure.
 */
const strayLetter = (w: OcrWord) => /^\p{Ll}$/u.test(w.item.str) && w.item.str !== 'a';

/**
 * A word of small letters that no dictionary holds ("uiz"), which opens a row's name: names begin with a
 * capital, so the scan may have lost the name's first letter, however sure the engine was of the rest.
 */
function maybeLostCapital(w: OcrWord): boolean {
  const letters = lettersOf(w);
  return /^\p{Ll}/u.test(w.item.str) && /^\p{Ll}+$/u.test(letters) && !isEnglishWord(letters);
}

/**
 * A word of a course's title (`titleWords`) that no dictionary holds ("Piivivuyrapitry"), however sure the
 * engine was: titles are words ("Digital Photography", "Spanish II"), names are the teacher's.
 */
function misspeltTitle(w: OcrWord, titleWords: Set<string>): boolean {
  const letters = lettersOf(w);
  return (
    titleWords.has(w.item.str) &&
    Array.from(letters).length >= TITLE_WORD &&
    /^\p{L}+$/u.test(letters) &&
    !isTitleWord(letters)
  );
}

/** The words of the report's course titles. */
const titleWordsOf = (t: Transcript) => new Set(t.courses.flatMap((c) => c.courseName.split(/\s+/)));

/** Two words on one printed line: the same page, their baselines closer than half the smaller size. */
const onLine = (a: OcrWord['item'], b: OcrWord['item']) =>
  a.page === b.page && Math.abs(a.y - b.y) < 0.5 * Math.min(a.size, b.size);

/**
 * One warning per row or course heading holding a number or date the engine was unsure of (numbers
 * confirmed by a matching total aside), a word it was unsure of that no dictionary holds, a word of a
 * course's title or of small letters that no dictionary holds, a small letter standing alone, a row's
 * name opening with such a word, a word read otherwise than the engine read it (by the totals or the
 * report's spellings), a number with more decimals than the report prints (`oddDecimals`), however sure,
 * or any word it was very unsure of.
 */
export function lowConfidenceWarnings(
  words: OcrWord[],
  lines: Line[],
  t: Transcript,
  fixed: Set<OcrWord>,
): TranscriptWarning[] {
  const byPlace = new Map<
    string,
    { course: string; row: string | null; words: string[]; page: number; matches: boolean }
  >();
  const titleWords = titleWordsOf(t);
  const odd = oddDecimals(words);
  for (const w of words) {
    const misspelt = misspeltTitle(w, titleWords) || misspeltWord(w) || strayLetter(w) || odd.has(w);
    // Numbers and dates are what a row's reading stands on; a word of a name is warned of when misspelt,
    // very unsure, or read otherwise than the engine read it.
    const unsure =
      fixed.has(w) ||
      misspelt ||
      (w.confidence < LOW_CONFIDENCE &&
        (/\d/.test(w.item.str) || w.confidence < VERY_LOW_CONFIDENCE || unsureMisspelling(w)));
    if (!unsure && !maybeLostCapital(w)) continue;
    const at = placeOf(w, lines, t);
    if (!at) continue;
    if (!unsure && !at.row?.startsWith(w.item.str)) continue;
    if (at.matches && TOTALLED_RE.test(w.item.str) && !odd.has(w)) continue;
    const key = `${at.course}\u0000${at.row ?? ''}`;
    const entry = byPlace.get(key) ?? {
      course: at.course,
      row: at.row,
      words: [],
      page: w.item.page,
      matches: at.matches,
    };
    entry.words.push(w.item.str);
    byPlace.set(key, entry);
  }
  // Beyond the most that are named, the rows of courses that add up are named first: a course that does
  // not is flagged by its total already, and a word read wrong in one that does has no other flag.
  const places = [...byPlace.values()];
  const named = new Set(
    [...places.filter((e) => e.matches), ...places.filter((e) => !e.matches)].slice(
      0,
      MAX_LOW_CONFIDENCE_WARNINGS,
    ),
  );
  const out: TranscriptWarning[] = [];
  for (const e of places) {
    if (!named.has(e)) continue;
    const what = e.row === null ? "the course's heading" : `row "${e.row}"`;
    out.push({
      code: 'OCR_LOW_CONFIDENCE',
      message: `${e.course}, ${what}: read from the scan with low confidence (${e.words.map((x) => `"${x}"`).join(', ')}); check it against your report`,
      page: e.page,
    });
  }
  // The rows beyond are counted per course: each course with a word read unsure is named.
  const beyond = new Map<string, { rows: number; page: number }>();
  for (const e of places) {
    if (named.has(e)) continue;
    const course = beyond.get(e.course) ?? { rows: 0, page: e.page };
    course.rows++;
    beyond.set(e.course, course);
  }
  for (const [course, { rows, page }] of beyond)
    out.push({
      code: 'OCR_LOW_CONFIDENCE',
      message: `${course}: ${rows === 1 ? '1 more row' : `${rows} more rows`} read from the scan with low confidence; check ${rows === 1 ? 'it' : 'them'} against your report`,
      page,
    });
  return out;
}

/**
 * More courses add up to their printed totals; on a tie, fewer do not; on a tie again, with `byCells`, of
 * two readings of the same rows, more cells were read (`cellsRead`): points possible the printed
 * percentage made up leave a course adding up, and a reading that read them, and the date beside them, is
 * the better; and a course that adds up in neither is read better where its scores were read at all (a
 * reading may lose a whole column). Whole readings are weighed so; a page put into a reading is taken on
 * its totals alone (its cells weighed there took pages whose dates were read worse).
 */
function better(a: Transcript, b: Transcript, byCells = true): boolean {
  const differing = (t: Transcript) => t.courses.filter((c) => c.reconciliation.status === 'differs').length;
  if (matching(a) !== matching(b)) return matching(a) > matching(b);
  if (differing(a) !== differing(b)) return differing(a) < differing(b);
  return byCells && sameRows(a, b) && cellsRead(a) > cellsRead(b);
}

/** Two readings of as many courses, each of as many rows (a reading that lost a row loses no cells of it). */
function sameRows(a: Transcript, b: Transcript): boolean {
  return (
    a.courses.length === b.courses.length &&
    a.courses.every((c, i) => c.assignments.length === b.courses[i].assignments.length)
  );
}

/**
 * Cells a reading read: rows' dates, points possible, and points earned read with the points possible
 * (points earned alone are as likely the points possible read into the wrong cell, or a mark read as a
 * number). A cell lost or unreadable is null.
 */
function cellsRead(t: Transcript): number {
  const read = (a: Assignment) =>
    [a.dateDue, a.maxPoints, a.maxPoints === null ? null : a.pointsEarned].filter((v) => v !== null).length;
  return t.courses.reduce((n, c) => n + c.assignments.reduce((m, a) => m + read(a), 0), 0);
}

/** A course's rows print their points possible where at least this share of them was read with them. */
const MAX_PRINTED_SHARE = 0.8;

/**
 * Rows read from a scan without a cell (`has`) their course's other rows print: each warned of by course
 * and row, as read without `what`.
 */
function missingCellWarnings(
  t: Transcript,
  has: (a: Assignment) => boolean,
  what: string,
): TranscriptWarning[] {
  return t.courses.flatMap((c) => {
    const read = c.assignments.filter(has).length;
    if (read < MAX_PRINTED_SHARE * c.assignments.length) return [];
    return c.assignments
      .filter((a) => !has(a))
      .map((a) => ({
        code: 'OCR_LOW_CONFIDENCE',
        message: `${c.courseName}, row "${a.assignmentName}": read from the scan without its ${what}; check it against your report`,
        page: null,
      }));
  });
}

/**
 * Rows read from a scan without the points possible their course's other rows print ("1" of a bonus's
 * "1/0", an excused row's "Exc / 15" read as "Exc"): a value lost, which the totals do not check where the
 * row counts for none of them.
 */
export function missingMaxWarnings(t: Transcript): TranscriptWarning[] {
  return missingCellWarnings(t, (a) => a.maxPoints !== null, 'points possible');
}

/**
 * Rows read from a scan without the due date their course's other rows print, where no date was read to
 * be warned of as unreadable (a date lost with the points beside it: "14 /" for "14/15 Jan 16"): the
 * totals check no date.
 */
export function missingDateWarnings(t: Transcript): TranscriptWarning[] {
  const unreadable = t.warnings.filter((w) => w.code === 'VALUE_UNREADABLE').map((w) => w.message);
  return missingCellWarnings(
    t,
    (a) => a.dateDue !== null || unreadable.some((m) => m.includes(`of "${a.assignmentName}"`)),
    'due date',
  );
}

/** A row's label (a word or two and a number) at the end of a name ("… Evidence Group Presentation 15:"). */
const TRAILING_LABEL_RE = /\s((?:\p{Lu}[\p{L}-]*\s){1,2}\d{1,3}:)$/u;

/**
 * Rows whose name read from a scan ends with a row's label ("Group Presentation 15:"): the label of the
 * row after it, read onto this row's line where the scan set the two names close, which leaves the next
 * row's name without it. The totals check no name; each such row is warned of with the label.
 */
export function trailingLabelWarnings(t: Transcript): TranscriptWarning[] {
  return t.courses.flatMap((c) =>
    c.assignments.flatMap((a) => {
      const label = TRAILING_LABEL_RE.exec(a.assignmentName)?.[1];
      if (!label) return [];
      return [
        {
          code: 'OCR_LOW_CONFIDENCE',
          message: `${c.courseName || 'A course'}, row "${a.assignmentName}": its name was read from the scan ending in a row's label ("${label}"), perhaps the next row's; check it against your report`,
          page: courseFirstPage(c) ?? null,
        },
      ];
    }),
  );
}

/** Marks printed in pairs: a scan that lost or added one of a pair leaves the other alone. */
const PAIRED_MARKS: [RegExp, RegExp][] = [
  [/"/g, /"/g],
  [/“/g, /”/g],
  [/\(/g, /\)/g],
  [/\[/g, /\]/g],
];

/** Whether a text holds a quotation mark or bracket without its pair. */
function unpaired(text: string): boolean {
  const count = (re: RegExp) => text.match(re)?.length ?? 0;
  return PAIRED_MARKS.some(([open, close]) =>
    open.source === close.source ? count(open) % 2 === 1 : count(open) !== count(close),
  );
}

/**
 * Rows whose name, category or comment read from a scan holds a quotation mark or bracket without its pair
 * (`in The Giver" and`, "C(Classwork"), and courses whose name or teacher does (`"Geography 7`): a mark
 * lost or a speck read as one, which no total checks. Each is warned of with the words that hold marks of
 * the kind, where no warning of the row's (or the heading's) words is given yet.
 */
export function unpairedMarkWarnings(t: Transcript, given: TranscriptWarning[]): TranscriptWarning[] {
  const warned = (place: string, texts: (string | null)[]): TranscriptWarning[] => {
    const marked = texts.filter((x): x is string => !!x && unpaired(x));
    if (!marked.length || given.some((w) => w.message.startsWith(place))) return [];
    const words = marked.flatMap((x) => x.split(/\s+/).filter((w) => /["“”()[\]]/.test(w)));
    return [
      {
        code: 'OCR_LOW_CONFIDENCE',
        message: `${place} read from the scan with low confidence (${words.map((w) => `"${w}"`).join(', ')}); check it against your report`,
        page: null,
      },
    ];
  };
  return t.courses.flatMap((c) => [
    ...warned(`${c.courseName || 'A course'}, the course's heading:`, [c.courseName, c.teacherName]),
    ...c.assignments.flatMap((a) =>
      warned(`${c.courseName || 'A course'}, row "${a.assignmentName}":`, [
        a.assignmentName,
        a.category,
        a.comment,
      ]),
    ),
  ]);
}

/** A reading of the report: its pages, the words of its scanned pages, and the transcript they give. */
export interface Reading {
  pages: ExtractedPage[];
  words: OcrWord[];
  best: Best;
}

/**
 * The scanned pages a course that does not add up may be printed on: from its first page to the first page
 * of the course after it (the report's last page for the last course). Every scanned page where a
 * course's first page is not known.
 */
export function pagesOfUnmatched(t: Transcript, scans: Pick<PageScan, 'page'>[]): Set<number> {
  const all = new Set(scans.map((s) => s.page));
  const last = Math.max(...all);
  const pages = new Set<number>();
  for (const [i, c] of t.courses.entries()) {
    if (c.reconciliation.status === 'matches') continue;
    const from = courseFirstPage(c);
    const next = t.courses[i + 1];
    const to = next ? courseFirstPage(next) : last;
    if (from === undefined || to === undefined) return all;
    for (let p = from; p <= Math.max(from, to); p++) if (all.has(p)) pages.add(p);
  }
  return pages;
}

/** Words of letters alone, as a category or a name prints them ("Lab", "Homework", "O’Connor"). */
const LETTERS_ONLY_RE = /^\p{L}[\p{L}’'.-]*$/u;

/**
 * Words of letters a page's first reading was sure of that its second reading lost, where that reading read
 * other words on their line (a column of categories the engine's own layout finding passed over, the
 * dates and names beside it read): copies of them, to put into the second reading. Numbers are left to the
 * reading the totals chose.
 */
export function wordsOnlyFirstRead(first: OcrWord[], second: OcrWord[]): OcrWord[] {
  return first
    .filter(
      (w) =>
        w.confidence >= LOW_CONFIDENCE &&
        LETTERS_ONLY_RE.test(w.item.str) &&
        second.some((o) => onLine(o.item, w.item)) &&
        !second.some((o) => onLine(o.item, w.item) && o.item.x0 < w.item.x1 && o.item.x1 > w.item.x0),
    )
    .map((w) => ({ ...w, item: { ...w.item }, alternatives: [...w.alternatives] }));
}

/**
 * Where a course does not add up, the scanned pages it is printed on are read once more with the engine's
 * own layout finding (cells wrapped onto several lines come out whole there), as the first reading made
 * them ready. The other pages keep their first reading.
 */
async function readAgain(o: ScanOptions, first: Reading, scans: PageScan[]): Promise<Reading | null> {
  const pages = [...first.pages];
  const reads = await o.engines.each(scans, (s, engine) => {
    const budget = pageBudget(o.pageTimeoutMs ?? DEFAULT_OCR_PAGE_TIMEOUT_MS, o.deadline);
    return readScannedPage(engine, s.upright, s.pointsPerPixel, s.page, budget, {
      layout: 'auto',
      upright: true,
    });
  });
  const carried = scans.flatMap((s, i) => {
    const kept = wordsOnlyFirstRead(
      first.words.filter((w) => w.item.page === s.page),
      reads[i].words,
    );
    pages[s.index] = { ...reads[i].page, items: [...reads[i].page.items, ...kept.map((w) => w.item)] };
    return kept;
  });
  evenPageSizes(pages);
  const again = new Set(scans.map((s) => s.page));
  const words = [
    ...first.words.filter((w) => !again.has(w.item.page)),
    ...reads.flatMap((r) => r.words),
    ...carried,
  ];
  const interpreted = interpret(pages);
  if (!interpreted) return null;
  return { pages, words, best: reconcileWithAlternatives(pages, words, interpreted) };
}

/**
 * The two readings put together page by page: a page of the second replaces the first's where more
 * courses then add up (fewer do not, on a tie), as a course read better by one reading and another read
 * better by the other lie on different pages. The totals then check the unsure words of the mix once
 * more. The second reading whole is kept where it is better still.
 */
export function mixReadings(
  scans: Pick<PageScan, 'index' | 'page'>[],
  first: Reading,
  second: Reading,
): Reading {
  let pages = first.pages;
  let mixed = first.best;
  const taken = new Set<number>();
  for (const s of scans) {
    const trial = [...pages];
    trial[s.index] = second.pages[s.index];
    const next = interpret(trial);
    if (!next || !better(next.transcript, mixed.transcript, false)) continue;
    pages = trial;
    mixed = { ...next, fixed: mixed.fixed };
    taken.add(s.page);
  }
  if (!taken.size) return better(second.best.transcript, first.best.transcript) ? second : first;
  const words = [
    ...first.words.filter((w) => !taken.has(w.item.page)),
    ...second.words.filter((w) => taken.has(w.item.page)),
  ];
  const checked = reconcileWithAlternatives(pages, words, mixed);
  const reading: Reading = {
    pages,
    words,
    best: { ...checked, fixed: new Set([...first.best.fixed, ...second.best.fixed, ...checked.fixed]) },
  };
  return better(second.best.transcript, reading.best.transcript) ? second : reading;
}

/** A word stands alone on its line when no other starts within this many of its sizes past its end. */
const ALONE_PAST = 0.5;
/** A course's number after its title's last word ends within this many of the word's sizes past it. */
const NUMBER_REACH = 1;

/**
 * The words of the reading's course titles that no word of their line follows closely: the engine may
 * have left a course's number out of such a word's text, or out of its box. Each with how far a number
 * after it may reach (to the next word of its line at most); those the engine was very unsure of are to be
 * read again.
 */
function titleEnds(reading: Reading): TitleEnd[] {
  return titleWordsOffRows(reading).flatMap((w) => {
    if (!/^\p{L}+$/u.test(w.item.str)) return [];
    const next = wordsAfterOnLine(reading.words, w)[0]?.item.x0 ?? Infinity;
    if (next < w.item.x1 + ALONE_PAST * w.item.size) return [];
    // Past the word's box only where its line is blank a space past the reach: no next word's ink.
    const reach = w.item.x1 + NUMBER_REACH * w.item.size;
    const free = next >= reach + ALONE_PAST * w.item.size;
    const reread = w.confidence < VERY_LOW_CONFIDENCE;
    if (!reread && !free) return [];
    return [{ word: w, right: free ? reach : w.item.x1, reread }];
  });
}

/**
 * Words next to each other on a line of a course's title (neither on a row) that stand far enough apart to
 * hold a mark the engine passed over (`holdsMark`).
 */
function titleGaps(reading: Reading): TitleGap[] {
  const inTitle = titleWordsOffRows(reading);
  return inTitle.flatMap((left) => {
    const right = wordsAfterOnLine(reading.words, left).find((o) => o.item.x0 >= left.item.x1);
    return right && inTitle.includes(right) && holdsMark({ left, right }) ? [{ left, right }] : [];
  });
}

/** The reading's words of its courses' titles that stand on no row: the titles' own lines. */
function titleWordsOffRows({ words, best }: Reading): OcrWord[] {
  const titleWords = titleWordsOf(best.transcript);
  return words.filter(
    (w) => titleWords.has(w.item.str) && placeOf(w, best.lines, best.transcript)?.row === null,
  );
}

/** The words of `w`'s line that start after it, left to right. */
const wordsAfterOnLine = (words: OcrWord[], w: OcrWord): OcrWord[] =>
  words
    .filter((o) => o !== w && onLine(o.item, w.item) && o.item.x0 > w.item.x0)
    .sort((a, b) => a.item.x0 - b.item.x0);

/** A title's first word as a scan may read it: a speck before it read as a quotation mark, or its capital small. */
const TITLE_OPENING_RE = /^(["“‘'«]?)(\p{L})(\p{Ll}+)$/u;

/**
 * The first word of a course's title read with a speck before it as a quotation mark ("\"Geography 7"), or
 * opening with a small letter ("language Arts 6"), where it is a word titles are made of: read without the
 * mark and with its capital, as titles open. The words so read.
 */
export function titleOpenings({ words, best }: Reading): Set<OcrWord> {
  const t = best.transcript;
  const mended = new Set<OcrWord>();
  for (const w of words) {
    const text = w.item.str;
    const m = TITLE_OPENING_RE.exec(text);
    if (!m || !(m[1] || /\p{Ll}/u.test(m[2])) || !isTitleWord(`${m[2]}${m[3]}`)) continue;
    const title = t.courses.find((c) => c.courseName.split(' ')[0] === text)?.courseName;
    if (!title || (m[1] && /["”’'»]/.test(title.slice(1)))) continue;
    if (placeOf(w, best.lines, t)?.row !== null) continue;
    w.alternatives = [text, ...w.alternatives];
    w.item.str = `${m[2].toUpperCase()}${m[3]}`;
    mended.add(w);
  }
  return mended;
}

/** The period and term codes of the reading's course headings the engine was unsure of (`headingCodeKind`). */
function headingCodesToReadAgain({ words, best }: Reading): CodePage['codes'] {
  const t = best.transcript;
  return words.flatMap((word) => {
    if (word.confidence >= LOW_CONFIDENCE) return [];
    const at = placeOf(word, best.lines, t);
    const course = at?.row === null && t.courses.find((c) => (c.courseName || 'A course') === at.course);
    const kind = course ? headingCodeKind(word.item.str, course) : null;
    return kind ? [{ word, kind }] : [];
  });
}

/**
 * The numbers of course titles the engine left out read again or from the ink (`readTitleNumerals`), the
 * marks it passed over between their words read again (`readTitleMarks`), the first words of titles read
 * with a speck or a small letter mended (`titleOpenings`), the unsure period and term codes of course
 * headings read again (`readHeadingCodes`), the accents and apostrophes of the
 * reading's words restored, words misread spelt as the report's other words give them, and comment labels
 * misread read as the report's other labels (they change no number, so the totals' check stands); the
 * report interpreted again with them.
 */
async function readAccentsAndApostrophes(o: ScanOptions, scans: PageScan[], reading: Reading): Promise<void> {
  const pages = scans.map((s) => ({
    img: s.upright,
    ppp: s.pointsPerPixel,
    n: s.page,
    budget: pageBudget(o.pageTimeoutMs ?? DEFAULT_OCR_PAGE_TIMEOUT_MS, o.deadline),
    words: reading.words.filter((w) => w.item.page === s.page),
  }));
  const ends = titleEnds(reading);
  const numbered = await o.engines.use((engine) =>
    readTitleNumerals(
      pages.map((p) => ({ ...p, engine, words: ends.filter((e) => e.word.item.page === p.n) })),
    ),
  );
  const gaps = titleGaps(reading);
  const marks = await o.engines.use(async (engine) => {
    const made: OcrWord[] = [];
    for (const p of pages) {
      const own = gaps.filter((g) => g.left.item.page === p.n);
      if (own.length) made.push(...(await readTitleMarks({ ...p, engine, pgm: toPgm(p.img) }, own)));
    }
    return made;
  });
  for (const m of marks) {
    reading.words.push(m);
    reading.pages.find((p) => p.page === m.item.page)?.items.push(m.item);
  }
  const openings = titleOpenings(reading);
  const codes = headingCodesToReadAgain(reading);
  const recoded = await o.engines.use((engine) =>
    readHeadingCodes(
      pages.map((p) => ({ ...p, engine, codes: codes.filter((c) => c.word.item.page === p.n) })),
    ),
  );
  const { apostrophes, unmarked } = await o.engines.use((engine) => restoreAccents(engine, pages));
  setApostrophes(apostrophes);
  accentsOfTheReport(reading.words, unmarked);
  const { joined, parts } = partedWordsOfTheReport(reading.words);
  if (parts.size) {
    reading.words = reading.words.filter((w) => !parts.has(w));
    const items = new Set([...parts].map((w) => w.item));
    for (const p of reading.pages) p.items = p.items.filter((it) => !items.has(it));
  }
  const respelled = spellingsOfTheReport(reading.words);
  const stopped = honorificStopsOfTheReport(reading.words);
  const relabelled = commentLabelsOfTheReport(reading.words);
  const again = interpret(reading.pages);
  if (again)
    reading.best = {
      ...again,
      fixed: new Set([
        ...reading.best.fixed,
        ...numbered,
        ...marks,
        ...recoded,
        ...openings,
        ...joined,
        ...respelled,
        ...stopped,
        ...relabelled,
      ]),
    };
}

/**
 * Parses a PDF whose pages may be scans: pages with text are read from their text, pages without it
 * from their images (OCR). A report with a scanned page says `"source": "ocr"`.
 */
export async function parseScannedBytes(bytes: Uint8Array, o: ScanOptions): Promise<Transcript> {
  return (await readScannedReport(bytes, o)).transcript;
}

/** The transcript of a PDF whose pages may be scans, with the lines it was read from. */
export async function readScannedReport(
  bytes: Uint8Array,
  o: ScanOptions,
): Promise<{ transcript: Transcript; lines: Line[] }> {
  const state: ScanState = { pages: [], words: [], scanned: 0, scans: [] };
  const ops = await pdfOperators();
  const { lines, pages } = await readLines(bytes, {
    maxPages: o.maxPages,
    readImages: imageReader(o, ops, state),
  });
  if (!state.scanned) return { transcript: cleanTranscript(interpretLines(lines, pages)), lines };
  const first = { transcript: interpretLines(lines, pages), lines };
  let reading: Reading = {
    pages: state.pages,
    words: state.words,
    best: reconcileWithAlternatives(state.pages, state.words, first),
  };
  const unmatched = pagesOfUnmatched(reading.best.transcript, state.scans);
  if (unmatched.size) {
    const scans = state.scans.filter((s) => unmatched.has(s.page));
    const again = await readAgain(o, reading, scans).catch(() => null);
    if (again) reading = mixReadings(scans, reading, again);
  }
  await readAccentsAndApostrophes(o, state.scans, reading);
  const { best, words } = reading;
  const t = best.transcript;
  t.source = 'ocr';
  const unsure = lowConfidenceWarnings(words, best.lines, t, best.fixed);
  t.warnings.push(
    ...commentMarksOfTheReport(t),
    ...unsure,
    ...unpairedMarkWarnings(t, unsure),
    ...missingMaxWarnings(t),
    ...missingDateWarnings(t),
    ...trailingLabelWarnings(t),
  );
  return { transcript: cleanTranscript(t), lines: best.lines };
}

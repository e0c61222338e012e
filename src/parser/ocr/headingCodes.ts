import { toPgm } from './image';
import { rereadInOwnBoxes, type PageImage } from './read';
import type { OcrWord } from './words';

/**
 * A course's period and term codes as its heading prints them, read again where the engine was unsure:
 * a short code is where a lone speck or a stroke is read as a digit or a letter ("7" as "74", "P8" as
 * "P38", "T1" as "m1"). Read again alone, with only the characters such a code is printed in, the word
 * takes that reading when it is a code of the same form and the engine is sure of it (less sure, where
 * the first reading is no code a heading prints).
 */

/** A period as a heading prints it, alone ("7") or in its code ("(P8)", "P8,"); the digits captured. */
const PERIOD_WORD_RE = /^(\(?P?)(\d{1,3})(\)?[,.]?)$/;
/** A term's code as printed ("T1", "Q4", "S2"), or as a scan may misread it (any letter, then digits). */
const TERM_WORD_RE = /^\p{L}\d{1,2}[,.]?$/u;
const PERIOD_CHARS = '0123456789P()';
const TERM_CHARS = 'QST1234';
/** A clean reading of a term's code. */
const TERM_CODE_RE = /^[QST][1-4]$/;
/** A code read again is kept when the engine is at least this sure of it, */
const KEEP_CONFIDENCE = 80;
/** or this sure, where the first reading is no code a heading prints ("m1", a period "38"). */
const KEEP_OVER_MISREAD = 60;
/** Periods a school day has at most. */
const LAST_PERIOD = 12;

/** Whether a heading code, as first read, is one a heading prints. */
function plausibleCode(kind: 'period' | 'term', text: string): boolean {
  if (kind === 'term') return TERM_CODE_RE.test(text.replace(/[,.]$/, ''));
  const m = PERIOD_WORD_RE.exec(text);
  return m !== null && Number(m[2]) <= LAST_PERIOD;
}

/** The kind of heading code a word was read as, given the period and term its course was read with. */
export function headingCodeKind(
  text: string,
  course: { period: string | null; semester: string | null },
): 'period' | 'term' | null {
  const period = PERIOD_WORD_RE.exec(text);
  if (period && course.period === period[2]) return 'period';
  if (TERM_WORD_RE.test(text) && course.semester === text.replace(/[,.]$/, '')) return 'term';
  return null;
}

/**
 * The code read again, as the word should read: a period of the same brackets and prefix with other
 * digits, or a term's code; null where the reading is no such code or is the word as first read.
 */
export function rereadCode(kind: 'period' | 'term', first: string, again: string): string | null {
  const text = again.replace(/\s+/g, '');
  if (kind === 'term') {
    const stop = /[,.]$/.exec(first)?.[0] ?? '';
    return TERM_CODE_RE.test(text) && `${text}${stop}` !== first ? `${text}${stop}` : null;
  }
  const was = PERIOD_WORD_RE.exec(first);
  const now = PERIOD_WORD_RE.exec(text);
  if (!was || !now || now[1].includes('P') !== was[1].includes('P') || now[2] === was[2]) return null;
  return `${was[1]}${now[2]}${was[3]}`;
}

/** A page of the scan, with the heading codes on it the engine was unsure of. */
export interface CodePage extends Omit<PageImage, 'pgm'> {
  codes: { word: OcrWord; kind: 'period' | 'term' }[];
}

/**
 * Each unsure heading code read again alone (`rereadCode`); a sure reading replaces the word's text, its
 * first reading kept as an alternative. The words so read, to be warned of as read otherwise than the
 * engine first read them.
 */
export async function readHeadingCodes(pages: CodePage[]): Promise<Set<OcrWord>> {
  const changed = new Set<OcrWord>();
  for (const page of pages) {
    const pgm = page.codes.length ? toPgm(page.img) : null;
    for (const kind of ['period', 'term'] as const) {
      const codes = page.codes.filter((c) => c.kind === kind).map((c) => c.word);
      if (!codes.length || !pgm) continue;
      const again = await rereadInOwnBoxes(
        { ...page, pgm },
        codes,
        kind === 'period' ? PERIOD_CHARS : TERM_CHARS,
      );
      codes.forEach((w, i) => {
        const keep = plausibleCode(kind, w.item.str) ? KEEP_CONFIDENCE : KEEP_OVER_MISREAD;
        if (!again[i] || again[i].confidence < keep) return;
        const text = rereadCode(kind, w.item.str, again[i].text);
        if (!text) return;
        w.alternatives = [w.item.str, ...w.alternatives.filter((a) => a !== text)];
        w.item.str = text;
        changed.add(w);
      });
    }
  }
  return changed;
}

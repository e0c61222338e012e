import { cropImage, toPgm } from './image';
import { linesOf } from './mergedLines';
import type { PageImage } from './read';
import type { OcrBox, OcrWord } from './words';

/**
 * A date's middle read alone ("-08-", "-Sep-", perhaps with a speck after it): the engine lost the day and
 * the year on either side (a date set between a wrapped name's lines, read as one unsure blot with the
 * row's values).
 */
const DATE_MIDDLE_RE = /^([-/.])(\d{1,2}|\p{L}{3,4})\1[^\p{L}\d]?$/u;
/** A whole date as one word: "2025-08-19", "08-Sep-2024", "19.08.2025". */
const WHOLE_DATE_RE = /^\d{1,4}([-/.])(?:\d{1,2}|\p{L}{3,4})\1\d{2,4}$/u;
/** A column of dates: at least this many whole dates printed above or below the fragment. */
const DATE_COLUMN_MIN = 2;
/** The column is cut this many of the fragment's sizes above and below it, and beside the dates. */
const CUT_MARGIN = 1;
/** At most this many fragments of a page are read again. */
const MAX_FRAGMENTS = 8;

/** The fragment's part between its separators ("08" of "-08-"), or null for a word that is no fragment. */
export function dateMiddle(text: string): string | null {
  const m = DATE_MIDDLE_RE.exec(text);
  return m ? m[2] : null;
}

/** Points across the page (a word's span) that two words share. */
const sharesColumn = (a: OcrWord, b: OcrWord) =>
  Math.min(a.item.x1, b.item.x1) > Math.max(a.item.x0, b.item.x0);

/** The span across the page of the fragment's column of whole dates, or null where it stands in none. */
export function dateColumn(fragment: OcrWord, words: OcrWord[]): { x0: number; x1: number } | null {
  const dates = words.filter(
    (w) =>
      w !== fragment &&
      w.item.page === fragment.item.page &&
      WHOLE_DATE_RE.test(w.item.str) &&
      sharesColumn(w, fragment),
  );
  if (dates.length < DATE_COLUMN_MIN) return null;
  return {
    x0: Math.min(fragment.item.x0, ...dates.map((d) => d.item.x0)),
    x1: Math.max(fragment.item.x1, ...dates.map((d) => d.item.x1)),
  };
}

/**
 * Each date's middle read alone in a column of whole dates is read again: the column's width, from a line
 * above the fragment to a line below, is cut out and read as scattered text, and the whole date that holds
 * the fragment's middle, nearest it, takes its place, where the new reading found it (on the row's line of
 * values). A fragment for which the new reading has no such date stays as read, and the row's date is
 * warned of as unreadable.
 */
export async function rereadDateFragments(page: PageImage, words: OcrWord[]): Promise<void> {
  const fragments = words
    .map((w) => ({ w, middle: dateMiddle(w.item.str), column: dateColumn(w, words) }))
    .filter((f): f is { w: OcrWord; middle: string; column: { x0: number; x1: number } } =>
      Boolean(f.middle && f.column),
    )
    .slice(0, MAX_FRAGMENTS);
  if (!fragments.length) return;
  const { engine, img, ppp, n, budget } = page;
  const cuts = fragments.map(({ w, column }) => {
    const margin = CUT_MARGIN * w.item.size;
    const left = Math.max(0, Math.floor((column.x0 - margin) / ppp));
    const top = Math.max(0, Math.floor((w.item.y - w.item.size - margin) / ppp));
    const right = Math.min(img.width, Math.ceil((column.x1 + margin) / ppp));
    const bottom = Math.min(img.height, Math.ceil((w.item.y + 0.3 * w.item.size + margin) / ppp));
    return { left, top, image: cropImage(img, { left, top, width: right - left, height: bottom - top }) };
  });
  const readings = await engine.readRegions(
    cuts.map((c) => toPgm(c.image)),
    n,
    budget.remaining(),
    'sparse',
  );
  // Another row's date, read already, is no fragment's.
  const known = words.filter((w) => w.item.page === n && WHOLE_DATE_RE.test(w.item.str)).map((w) => w.item);
  fragments.forEach(({ w, middle }, i) => {
    const { left, top } = cuts[i];
    const onPage = (b: OcrBox): OcrBox => ({
      x0: (left + b.x0) * ppp,
      x1: (left + b.x1) * ppp,
      y0: (top + b.y0) * ppp,
      y1: (top + b.y1) * ppp,
    });
    const readBefore = (b: OcrBox) =>
      known.some(
        (k) =>
          Math.min(k.x1, b.x1) > Math.max(k.x0, b.x0) && Math.min(k.y, b.y1) > Math.max(k.y - k.size, b.y0),
      );
    const fromFragment = (b: OcrBox) => Math.abs((b.y0 + b.y1) / 2 - (w.item.y - w.item.size / 2));
    const date = linesOf(readings[i])
      .flatMap((l) => l.words)
      .map((d) => ({ text: d.text.trim(), confidence: d.confidence, box: onPage(d.bbox) }))
      .filter((d) => WHOLE_DATE_RE.test(d.text) && d.text.includes(middle) && !readBefore(d.box))
      .sort((a, b) => fromFragment(a.box) - fromFragment(b.box))[0];
    if (!date) return;
    w.alternatives = [w.item.str, ...w.alternatives.filter((a) => a !== date.text)];
    w.item.str = date.text;
    w.item.x0 = date.box.x0;
    w.item.x1 = date.box.x1;
    w.item.y = date.box.y1;
    w.confidence = date.confidence;
    w.offLine = false;
  });
}

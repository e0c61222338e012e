/**
 * A mark between two words of a course's title that the engine passed over ("Art Design" read for "Art &
 * Design"): the words stand apart by a space and a mark's width, and the ink of the mark is there.
 */
import { inkedCell } from './lostNumbers';
import type { PageImage } from './read';
import { normaliseWord, type OcrWord } from './words';
import type { Rectangle } from './engine';

/** The marks a title sets between two of its words ("Health & Wellness", "Art + Design", "Music / Drama"). */
const TITLE_MARKS = '&+/';
/** Two words of a title this many sizes apart or more have room for a mark between their spaces. */
const MARK_GAP = 0.6;
/** The mark's ink stands this many sizes clear of the words on each side. */
const CLEAR = 0.1;
/** A reading of the two words and the mark at least this sure is taken. */
const KEEP_CONFIDENCE = 70;
/** The box read again reaches this many sizes past the two words, above the baseline and below it. */
const SPAN_PAD = 0.3;
const SPAN_ABOVE = 1;
const SPAN_BELOW = 0.35;

/** Two words next to each other on a title's line. */
export interface TitleGap {
  left: OcrWord;
  right: OcrWord;
}

/** Whether the gap between two words of a title is wide enough to hold a mark between its spaces. */
export const holdsMark = ({ left, right }: TitleGap) =>
  right.item.x0 - left.item.x1 >= MARK_GAP * left.item.size;

/** The two words and the gap between them, padded by a space: the box read again. */
function spanBox(g: TitleGap, ppp: number): Rectangle {
  const { y, size } = g.left.item;
  const pad = SPAN_PAD * size;
  const left = Math.max(0, Math.floor((g.left.item.x0 - pad) / ppp));
  const top = Math.max(0, Math.floor((y - SPAN_ABOVE * size) / ppp));
  return {
    left,
    top,
    width: Math.ceil((g.right.item.x1 + pad) / ppp) - left,
    height: Math.ceil(((SPAN_ABOVE + SPAN_BELOW) * size) / ppp),
  };
}

/**
 * Each inked gap of the page's title gaps read again, with the words on each side: where that reading is
 * the two words with one of a title's marks between them, the mark becomes a word of the page between the
 * two. The words made, to be warned of.
 */
export async function readTitleMarks(page: PageImage, gaps: TitleGap[]): Promise<OcrWord[]> {
  const { img, ppp, n } = page;
  const inked = gaps.flatMap((g) => {
    const { y, size } = g.left.item;
    const cell = inkedCell(img, ppp, g.left.item.x1 + CLEAR * size, g.right.item.x0 - CLEAR * size, y, size);
    return cell ? [{ cell, gap: g }] : [];
  });
  if (!inked.length) return [];
  const again = await page.engine.rereadWords(
    page.pgm,
    inked.map(({ gap }) => spanBox(gap, ppp)),
    '',
    n,
    page.budget.remaining(),
  );
  return inked.flatMap(({ cell, gap }, i) => {
    const parts = (again[i]?.text ?? '').trim().split(/\s+/).map(normaliseWord);
    const [before, mark, after] = parts;
    if (
      parts.length !== 3 ||
      before !== gap.left.item.str ||
      after !== gap.right.item.str ||
      !TITLE_MARKS.includes(mark) ||
      mark.length !== 1 ||
      again[i].confidence < KEEP_CONFIDENCE
    )
      return [];
    // Set in the middle of the gap, a space from each word, as the mark is printed.
    const middle = (gap.left.item.x1 + gap.right.item.x0) / 2;
    const half = Math.min((cell.box.width * ppp) / 2, (gap.right.item.x0 - gap.left.item.x1) / 4);
    return [
      {
        item: { ...gap.left.item, str: mark, x0: middle - half, x1: middle + half },
        confidence: again[i].confidence,
        alternatives: [],
        offLine: false,
      },
    ];
  });
}

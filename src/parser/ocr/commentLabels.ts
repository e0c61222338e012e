/**
 * A comment's label misread where the report prints it before many comments ("Nat", "poe", "Hole" for
 * "Note:" before a long comment that wraps): the comment then runs into its row's name. A report that
 * labels its comments prints one label, at one indent, and most of them read right.
 */
import { opensWithCommentLabel } from '../courses';
import { isEnglishWord } from './lexicon';
import { linesOfWords } from './lostNumbers';
import { LOW_CONFIDENCE } from './read';
import { median, type OcrWord } from './words';

/** A label is the report's once read right at least this many times. */
const MIN_LABELS = 2;
/** How far from the labels' indent a misread label may begin, as a share of its size. */
const INDENT_TOLERANCE = 0.3;
/** How much wider or narrower than the labels read right a misread one's ink may be, as a share. */
const WIDTH_TOLERANCE = 0.35;
/** Most glyphs a misread label has. */
const MAX_GLYPHS = 6;

/** The report's words line by line, page by page, each line left to right. */
function linesOf(words: OcrWord[]): OcrWord[][] {
  const pages = [...new Set(words.map((w) => w.item.page))].sort((a, b) => a - b);
  return pages.flatMap((page) =>
    linesOfWords(words.filter((w) => w.item.page === page)).map((l) =>
      l.sort((a, b) => a.item.x0 - b.item.x0),
    ),
  );
}

/**
 * The first word of each line that begins at the indent of the report's comment labels, as wide as they
 * are, of letters or marks alone, no word or read unsure (or the label's word with another mark: "Note;"), before a comment's words (none of which holds
 * a digit, as a row's values do) is read as the label; its reading becomes an alternative. Returns the
 * words read otherwise (they are warned of: the indent only makes the label likely).
 */
export function commentLabelsOfTheReport(words: OcrWord[]): Set<OcrWord> {
  const lines = linesOf(words);
  const labelled = lines.filter((l) => opensWithCommentLabel(l[0].item.str) && l.length > 1);
  const byLabel = new Map<string, OcrWord[]>();
  for (const l of labelled) byLabel.set(l[0].item.str, [...(byLabel.get(l[0].item.str) ?? []), l[0]]);
  const [label, seen] = [...byLabel].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  const relabelled = new Set<OcrWord>();
  if (!label || seen.length < MIN_LABELS) return relabelled;
  const indent = median(seen.map((w) => w.item.x0));
  const width = median(seen.map((w) => w.item.x1 - w.item.x0));
  const bare = (text: string) => text.replace(/\p{P}+$/u, '');
  for (const line of lines) {
    const [w, ...rest] = line;
    const it = w.item;
    // The label's own word with its colon misread ("Note;"), however sure the engine was.
    const labelWord = bare(it.str) === bare(label);
    if (
      !rest.length ||
      opensWithCommentLabel(it.str) ||
      Array.from(it.str).length > MAX_GLYPHS ||
      !/^[\p{L}\p{P}]+$/u.test(it.str) ||
      Math.abs(it.x0 - indent) > INDENT_TOLERANCE * it.size ||
      Math.abs(it.x1 - it.x0 - width) > WIDTH_TOLERANCE * width ||
      (!labelWord && isEnglishWord(bare(it.str)) && w.confidence >= LOW_CONFIDENCE) ||
      rest.some((o) => /\d/.test(o.item.str))
    )
      continue;
    w.alternatives = [it.str, ...w.alternatives];
    it.str = label;
    relabelled.add(w);
  }
  return relabelled;
}

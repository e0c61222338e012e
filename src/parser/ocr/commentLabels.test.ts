import { describe, expect, it } from 'vitest';
import { commentLabelsOfTheReport } from './commentLabels';
import type { OcrWord } from './words';

/** A line of words at baseline `y` from `x`, each 6 pt a glyph and a 3 pt space apart; 10 pt, page 1. */
function line(y: number, x: number, text: string, confidence = 90): OcrWord[] {
  return text.split(' ').map((str) => {
    const item = { str, x0: x, x1: x + 6 * str.length, y, size: 10, page: 1 };
    x = item.x1 + 3;
    return { item, confidence, alternatives: [], offLine: false };
  });
}
const firstWords = (lines: OcrWord[][]) => lines.map((l) => l[0].item.str);

describe("a comment's label the scan misread", () => {
  it("is read as the label the report prints at the comments' indent", () => {
    const lines = [
      line(10, 40, '15/20 Worksheet 1: Cells'),
      line(22, 60, 'Note: Turned in after the deadline'),
      line(34, 40, '9/10 Quiz 2: Maps'),
      line(46, 60, 'Note: Show all work next time'),
      line(58, 40, '8/10 Quiz 3: Forces'),
      // Read unsure, or no word: misread labels, at the indent and as wide as "Note:".
      line(70, 61, 'Hole Please see me about corrections', 45),
      line(82, 60, 'Nqte Please see me about corrections'),
      // The label's word read sure with another mark for its colon.
      line(94, 60, 'Note; Très bien — excellent effort', 93),
    ];
    const relabelled = commentLabelsOfTheReport(lines.flat());
    expect(firstWords(lines)).toEqual(['15/20', 'Note:', '9/10', 'Note:', '8/10', 'Note:', 'Note:', 'Note:']);
    expect([...relabelled].map((w) => w.alternatives[0])).toEqual(['Hole', 'Nqte', 'Note;']);
  });

  it('leaves alone what is no label: a sure word, another indent or width, a line with values, one label', () => {
    const lines = [
      line(10, 60, 'Note: Turned in after the deadline'),
      line(22, 60, 'Note: Show all work next time'),
      // A name's first word read sure ("Quiz"), a word at another indent, one far wider than the label.
      line(34, 60, 'Quiz 4: Forces', 95),
      line(46, 90, 'Nat Please see me', 40),
      line(58, 60, 'Natural Please see me', 40),
      // A row's line: its values hold digits.
      line(70, 60, 'Ouiz 5: Maps 9/10', 40),
      // A word alone on its line.
      line(82, 60, 'Nat', 40),
    ];
    expect(commentLabelsOfTheReport(lines.flat()).size).toBe(0);
    // A label read right once makes no report's label.
    const once = [line(10, 60, 'Note: Show all work'), line(22, 60, 'Nat Please see me', 40)];
    expect(commentLabelsOfTheReport(once.flat()).size).toBe(0);
    expect(firstWords(once)).toEqual(['Note:', 'Nat']);
  });
});

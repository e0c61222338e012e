import { isEnglishWord } from './lexicon';
import { describe, expect, it } from 'vitest';
import { buildLines } from '../lines';
import {
  clipOverreaching,
  glyphReadTwice,
  rulesAsColons,
  evenPageSizes,
  evenSizes,
  inkHeight,
  isSpeck,
  isSpeckInk,
  bracketsAsJ,
  monthCapitals,
  slashesAsDigits,
  bracketsAsSlashes,
  scoreSpecks,
  dropStrayMarks,
  joinClosingMarks,
  joinPartedSeasons,
  snapOffLineMarks,
  dropLoneMarkLines,
  dropPercentTops,
  strokesAsMarks,
  strokesAsOnes,
  pairQuotes,
  dateCommas,
  studentIdLabels,
  barsAtLineEnds,
  zerosAsCopyright,
  closedBrackets,
  initialsClosed,
  labelColons,
  yearsParted,
  barsAsCapitalI,
  joinSplitWords,
  quarterCodes,
  shapeBelies,
  strayLetter,
  periodOne,
  joinPartedCapitals,
  linePitches,
  meanConfidence,
  normaliseWord,
  ownBaseline,
  pageZeroPadded,
  scoreSlash,
  splitAtSpaces,
  splitNumberFromWord,
  splitRunTogether,
  wordsReadTwice,
  wordsToItems,
  type OcrBlockResult,
  type OcrWord,
} from './words';
import { pageCover, removeRules, removeSpecks, rotateImage, toGrey, turnImage } from './image';

/** A word of glyphs set at the given left edges, each `w` pixels wide, on a 27-pixel line. */
function glyphs(text: string, lefts: number[], w = 8, confidence = 90) {
  const symbols = [...text].map((c, i) => ({
    text: c,
    confidence,
    bbox: { x0: lefts[i], x1: lefts[i] + w, y0: 0, y1: 20 },
  }));
  return { text, confidence, bbox: { x0: lefts[0], x1: lefts.at(-1)! + w, y0: 0, y1: 20 }, symbols };
}

/** Left edges of a word's glyphs 10 px apart, 3 px more before glyph `wider` (a space read through). */
const even = (text: string, wider: number) => [...text].map((_, i) => i * 10 + (i >= wider ? 3 : 0));
/** The pieces of such a word, 6 px glyphs on a 27 px line, once cut at its spaces. */
const cut = (text: string, wider: number) =>
  splitAtSpaces(glyphs(text, even(text, wider), 6), 27).map((p) => p.text);

describe('OCR words', () => {
  it('cuts a word read across a narrow space where a number or small letter meets a capital or a number', () => {
    // "5Jan": 6 px between 5 and J, 3 and 4 px inside "Jan", on a 27 px line.
    const parts = splitAtSpaces(glyphs('5Jan', [0, 14, 25, 37]), 27);
    expect(parts.map((p) => p.text)).toEqual(['5', 'Jan']);
    // A space's width (0.3 of the size) is left between the pieces' boxes.
    expect(parts[1].bbox.x0 - parts[0].bbox.x1).toBeGreaterThanOrEqual(0.3 * 27 - 1e-9);
    expect(parts[0].bbox.x0).toBe(0);
    expect(parts[1].bbox.x1).toBe(45);
    expect(
      splitAtSpaces(glyphs('ChapterTest', [0, 9, 18, 27, 36, 45, 54, 68, 77, 86, 95]), 27).map((p) => p.text),
    ).toEqual(['Chapter', 'Test']);
    // Two spaces missed in one word: a small letter then a capital, and then a number.
    expect(
      splitAtSpaces(glyphs('UnitTest9:', [0, 9, 18, 27, 41, 50, 59, 68, 83, 92]), 27).map((p) => p.text),
    ).toEqual(['Unit', 'Test', '9:']);
    // Two glyphs: a number and a capital a clear space apart are two cells ("5 D", points possible and a
    // status code, as read at 150 dpi: 6 px apart on a 19 px line); set close, one word ("2A").
    expect(splitAtSpaces(glyphs('5D', [237, 251], 8), 19).map((p) => p.text)).toEqual(['5', 'D']);
    expect(splitAtSpaces(glyphs('2A', [237, 247], 8), 19)).toHaveLength(1);
    expect(splitAtSpaces(glyphs('Q4', [237, 251], 8), 19)).toHaveLength(1);
    // A number set tight after its word's letters stays with them.
    expect(splitAtSpaces(glyphs('Quiz2', [0, 9, 18, 27, 36]), 27)).toHaveLength(1);
    // The gap at the capital no wider than the others: one word ("McDonald", "15Jan" set tight).
    expect(splitAtSpaces(glyphs('McDonald', [0, 9, 18, 27, 36, 45, 54, 63]), 27)).toHaveLength(1);
    expect(splitAtSpaces(glyphs('15Jan', [0, 10, 20, 30, 40]), 27)).toHaveLength(1);
    // A month's name run into a score's cell beside it, however close: "5.00" and "0ct" (its O a zero).
    expect(splitAtSpaces(glyphs('5.000ct', [0, 10, 20, 30, 40, 50, 60]), 27).map((p) => p.text)).toEqual([
      '5.00',
      '0ct',
    ]);
    expect(
      splitAtSpaces(glyphs('4.50/5.00Nov', [0, 9, 18, 27, 36, 45, 54, 63, 72, 81, 90, 99]), 27).map(
        (p) => p.text,
      ),
    ).toEqual(['4.50/5.00', 'Nov']);
    expect(splitAtSpaces(glyphs('5.00cts', [0, 10, 20, 30, 40, 50, 60]), 27)).toHaveLength(1);
    // A percentage run into the date or value after it, however close: no number goes on after a percent sign.
    const at = (n: number) => Array.from({ length: n }, (_, k) => 10 * k);
    expect(splitAtSpaces(glyphs('64.0%8/29/2022', at(14)), 27).map((p) => p.text)).toEqual([
      '64.0%',
      '8/29/2022',
    ]);
    expect(splitAtSpaces(glyphs('73.60%28/08/2023', at(16)), 27).map((p) => p.text)).toEqual([
      '73.60%',
      '28/08/2023',
    ]);
    expect(splitAtSpaces(glyphs('100%7', at(5)), 27).map((p) => p.text)).toEqual(['100%', '7']);
    // A score's "of" run into the number after it, the number then cut from the date it runs into.
    expect(splitAtSpaces(glyphs('outof517-Sep-2025', at(17)), 27, true).map((p) => p.text)).toEqual([
      'outof',
      '5',
      '17-Sep-2025',
    ]);
    expect(splitAtSpaces(glyphs('of50', at(4)), 27).map((p) => p.text)).toEqual(['of', '50']);
    expect(splitAtSpaces(glyphs('Proof5', at(6)), 27)).toHaveLength(1);
    // A percent sign inside a word that is no percentage is left as read.
    expect(splitAtSpaces(glyphs('x%5', at(3)), 27)).toHaveLength(1);
    // A wide gap between letters of one case is no cut (a fixed-width font spaces narrow letters wide).
    expect(splitAtSpaces(glyphs('still', [0, 16, 32, 48, 64], 4), 27)).toHaveLength(1);
    // An initial's full stop then a capital: "K.Thompson"; "U.S." set tight stays one word.
    expect(
      splitAtSpaces(glyphs('K.Thompson', [0, 9, 22, 31, 40, 49, 58, 67, 76, 85]), 27).map((p) => p.text),
    ).toEqual(['K.', 'Thompson']);
    expect(splitAtSpaces(glyphs('U.S.', [0, 9, 14, 23], 6), 27)).toHaveLength(1);
    // A label's colon then a capital: "8:Cells".
    expect(splitAtSpaces(glyphs('8:Cells', [0, 9, 22, 31, 40, 49, 58]), 27).map((p) => p.text)).toEqual([
      '8:',
      'Cells',
    ]);
    // A percent sign then a letter: a percent's cell run into the name beside it ("50.0%Unit"), even where
    // the gap is no wider than those about its decimal point.
    expect(
      splitAtSpaces(glyphs('50.0%Unit', [0, 9, 23, 30, 39, 52, 61, 70, 79], 6), 27).map((p) => p.text),
    ).toEqual(['50.0%', 'Unit']);
    expect(splitAtSpaces(glyphs('50%off', [0, 9, 18, 27, 36, 45]), 27)).toHaveLength(1);
    // So does a number with decimals ("20.00Quiz"); a number without them keeps the widest-gap rule.
    expect(
      splitAtSpaces(glyphs('20.00Quiz', [0, 9, 23, 30, 39, 52, 61, 70, 79], 6), 27).map((p) => p.text),
    ).toEqual(['20.00', 'Quiz']);
    expect(splitAtSpaces(glyphs('2000Quiz', [0, 18, 27, 36, 49, 58, 67, 76], 6), 27)).toHaveLength(1);
    // A dash closing or opening a word stood apart from it; one inside a word stays.
    expect(splitAtSpaces(glyphs('Chen\u2014', [0, 9, 18, 27, 37], 8), 27).map((p) => p.text)).toEqual([
      'Chen',
      '\u2014',
    ]);
    expect(splitAtSpaces(glyphs('\u2014P4', [0, 10, 19], 8), 27).map((p) => p.text)).toEqual([
      '\u2014',
      'P4',
    ]);
    expect(splitAtSpaces(glyphs('a\u2014b', [0, 9, 18], 8), 27)).toHaveLength(1);
    // Initials printed close: the capital after an initial's period stands wide of it, yet no space is missed.
    expect(splitAtSpaces(glyphs('U.S.', [0, 9, 22, 31], 4), 27)).toHaveLength(1);
    expect(splitAtSpaces(glyphs('J.R.R.', [0, 9, 22, 31, 44, 53], 4), 27)).toHaveLength(1);
    expect(splitAtSpaces(glyphs('K.Thompson', [0, 9, 22, 31, 40, 49, 58, 67, 76, 85], 4), 27)).toHaveLength(
      2,
    );
    // Glyphs that do not spell the word, or two set close: left whole.
    expect(splitAtSpaces({ ...glyphs('5Jan', [0, 14, 25, 37]), text: '5Jon' }, 27)).toHaveLength(1);
    expect(splitAtSpaces(glyphs('5J', [0, 10]), 27)).toHaveLength(1);
  });

  it('cuts a number run into a date where the digits step wider than digits do', () => {
    // Digits 10 px apart centre to centre; a space of 8 px (0.3 of a 27 px line) before the date.
    const at = (text: string, space: number) => [...text].map((_, i) => i * 10 + (i >= space ? 8 : 0));
    expect(splitAtSpaces(glyphs('1008/26/2019', at('1008/26/2019', 3), 6), 27).map((p) => p.text)).toEqual([
      '100',
      '8/26/2019',
    ]);
    expect(splitAtSpaces(glyphs('58/20/2019', at('58/20/2019', 1), 6), 27).map((p) => p.text)).toEqual([
      '5',
      '8/20/2019',
    ]);
    // "11/4/2019": the 1s' ink is narrow and far apart, but they step as digits do.
    const ones = [0, 10, 20, 30, 40, 50, 60, 70, 80];
    expect(splitAtSpaces(glyphs('11/4/2019', ones, 2), 27)).toHaveLength(1);
    // A date alone is never cut.
    expect(splitAtSpaces(glyphs('8/26/2019', at('8/26/2019', 99), 6), 27)).toHaveLength(1);
  });

  it('cuts a score or a number run into a date printed without its year', () => {
    // "16 / 25 1/18" read "16/251/18": only "16/25" "1/18" leaves a month and a day.
    expect(cut('16/251/18', 5)).toEqual(['16/25', '1/18']);
    expect(cut('3/52/15', 3)).toEqual(['3/5', '2/15']);
    expect(cut('19.5/251/26', 7)).toEqual(['19.5/25', '1/26']);
    // Points possible with decimals keep as many as the points earned: "20.00" "8/27", not "20.0" "08/27",
    // even where the engine's glyphs step wider before the 0.
    expect(cut('12.00/20.008/27', 10)).toEqual(['12.00/20.00', '8/27']);
    expect(cut('12.00/20.008/27', 9)).toEqual(['12.00/20.00', '8/27']);
    expect(cut('3.00/5.009/4', 8)).toEqual(['3.00/5.00', '9/4']);
    // The points earned apart, before the slash ("39.00" "/50.008/27").
    expect(cut('/50.008/27', 6)).toEqual(['/50.00', '8/27']);
    // A status code over points possible ("-- / 50.00 9/17"): the page's dates, written without a leading
    // zero, tell "50.00" "9/17" from "50.0" "09/17"; where the page does not tell, the wider step does.
    const cutOnPage = (text: string, wider: number, padded: boolean | null) =>
      splitAtSpaces(glyphs(text, even(text, wider), 6), 27, padded).map((p) => p.text);
    expect(cutOnPage('--/50.009/17', 7, false)).toEqual(['--/50.00', '9/17']);
    expect(cutOnPage('--/50.009/17', 7, true)).toEqual(['--/50.0', '09/17']);
    expect(cutOnPage('--/50.009/17', 7, null)).toEqual(['--/50.0', '09/17']);
    expect(cutOnPage('M/20.0010/11', 7, false)).toEqual(['M/20.00', '10/11']);
    // Two cuts leave a date ("10/10" "1/17" and "10/1" "01/17"): the wider step is the space.
    expect(cut('10/101/17', 5)).toEqual(['10/10', '1/17']);
    expect(cut('10/101/17', 4)).toEqual(['10/1', '01/17']);
    // A number of three digits or more over one of two is no score: "10 1/12", "25 1/13".
    expect(cut('101/12', 2)).toEqual(['10', '1/12']);
    expect(cut('251/13', 2)).toEqual(['25', '1/13']);
    // Points possible of one digit run into a month and day: "52/14" is no month and day either way round.
    expect(cut('52/14', 1)).toEqual(['5', '2/14']);
    expect(cut('51/30', 1)).toEqual(['5', '1/30']);
    // Two digits over two that are a month and day one way or the other, or a score, are left whole.
    expect(cut('25/12', 1)).toEqual(['25/12']);
    expect(cut('15/20', 1)).toEqual(['15/20']);
    expect(cut('32/30', 1)).toEqual(['32/30']);
    expect(cut('12/14', 1)).toEqual(['12/14']);
    expect(cut('49/50', 1)).toEqual(['49/50']);
    // A date, a score and a fraction are left whole, and so is what leaves no month and day.
    expect(cut('3/5/15', 1)).toEqual(['3/5/15']);
    expect(cut('49/50', 2)).toEqual(['49/50']);
    expect(cut('12/15', 1)).toEqual(['12/15']);
    expect(cut('100/100', 2)).toEqual(['100/100']);
    expect(cut('250/99', 2)).toEqual(['250/99']);
  });

  it('cuts a number run into a date where a date is left, when no step between digits is a space', () => {
    // Evenly stepped glyphs, but "1008/26/2019" is no date: cut where the centres step widest of the cuts
    // that leave one ("100" "8/26/2019" and "10" "08/26/2019").
    expect(cut('1008/26/2019', 3)).toEqual(['100', '8/26/2019']);
    expect(cut('1008/26/2019', 2)).toEqual(['10', '08/26/2019']);
    // Only one cut leaves a date: "25" "9/1/2019" ("2" "59/1/2019" is none), wherever the glyphs stand.
    expect(cut('259/1/2019', 1)).toEqual(['25', '9/1/2019']);
    expect(cut('15.002025-09-11', 1)).toEqual(['15.00', '2025-09-11']);
    // A score not given, its dashes before the slash ("--/15" and "9/6/2025").
    expect(cut('--/159/6/2025', 5)).toEqual(['--/15', '9/6/2025']);
    // A date is never cut, however its glyphs stand; nor a number no cut of which leaves a date.
    expect(cut('12/5/2019', 1)).toEqual(['12/5/2019']);
    expect(cut('18/09/2025', 1)).toEqual(['18/09/2025']);
    expect(cut('2518/09/2025', 2)).toEqual(['25', '18/09/2025']);
    expect(cut('1099/99/2019', 2)).toEqual(['1099/99/2019']);
    // The page's other dates tell which cut leaves a date written as they are.
    const written = (padded: boolean) =>
      splitAtSpaces(glyphs('508/27/2019', even('508/27/2019', 1), 6), 27, padded).map((p) => p.text);
    expect(written(false)).toEqual(['50', '8/27/2019']);
    expect(written(true)).toEqual(['5', '08/27/2019']);
    // A score run into a date is cut the same way ("73/100" "8/17/2025", "12/20" "9/9/2025").
    const score = (text: string) =>
      splitAtSpaces(glyphs(text, even(text, 1), 6), 27, false).map((p) => p.text);
    expect(score('73/1008/17/2025')).toEqual(['73/100', '8/17/2025']);
    expect(score('12/209/9/2025')).toEqual(['12/20', '9/9/2025']);
    expect(score('5/59/12/2025')).toEqual(['5/5', '9/12/2025']);
    // And into a day, a month's name and a year, its O perhaps read as a zero ("4/5" "06-0ct-2022").
    const named = (text: string, padded: boolean) =>
      splitAtSpaces(glyphs(text, even(text, 1), 6), 27, padded).map((p) => p.text);
    expect(named('83/10001-Sep-2022', true)).toEqual(['83/100', '01-Sep-2022']);
    expect(named('4/506-0ct-2022', true)).toEqual(['4/5', '06-0ct-2022']);
    expect(named('4/56-Oct-2022', false)).toEqual(['4/5', '6-Oct-2022']);
    expect(named('06-Oct-2022', true)).toEqual(['06-Oct-2022']);
    // The points possible of a spaced score ("19 /25"), run into the date.
    expect(named('/2515-Sep-2022', true)).toEqual(['/25', '15-Sep-2022']);
    // A month's S read as a five, and a speck after the year read as a quote ("25" "19-5ep-2025\"").
    expect(named('2519-5ep-2025"', true)).toEqual(['25', '19-5ep-2025"']);
    // A status over its points possible ("M/50" "9/29/2020"), and a speck after a year read as a degree sign.
    expect(score('M/509/29/2020')).toEqual(['M/50', '9/29/2020']);
    expect(score('28/5010/5/2020°')).toEqual(['28/50', '10/5/2020°']);
    expect(score('Math9/29/2020')).toEqual(['Math9/29/2020']);
    // A quoted title's number ends in a quote, and is no date.
    expect(named('451"', true)).toEqual(['451"']);
  });

  it('tells from the dates read whole whether a page writes months under 10 with a leading zero', () => {
    const page = (...texts: string[]) => [
      {
        paragraphs: [
          {
            lines: [
              {
                bbox: { x0: 0, y0: 0, x1: 1000, y1: 20 },
                words: texts.map((t, i) =>
                  glyphs(
                    t,
                    [...t].map((_, k) => i * 200 + k * 10),
                  ),
                ),
              },
            ],
          },
        ],
      },
    ];
    expect(pageZeroPadded(page('9/17/2019', '08/26/2019', '9/1/2019', '12/01/2019'))).toBe(false);
    expect(pageZeroPadded(page('09/17/2019', '08/26/2019', '1008/26/2019'))).toBe(true);
    expect(pageZeroPadded(page('Test', '12/10/2019'))).toBeNull();
    expect(pageZeroPadded(page('01/09/2025', '18/09/2025', '06/09/2025'))).toBe(true);
  });

  it('drops a stroke between a number and a month', () => {
    const parts = splitAtSpaces(glyphs('5]Jan', [0, 10, 16, 26, 36]), 27);
    expect(parts.map((p) => p.text)).toEqual(['5', 'Jan']);
    expect(splitAtSpaces(glyphs('5]Jam', [0, 10, 16, 26, 36]), 27)).toHaveLength(1);
    expect(splitAtSpaces(glyphs('A]Jan', [0, 10, 16, 26, 36]), 27)).toHaveLength(1);
  });

  it('keeps an unsure slash between two numbers', () => {
    expect(scoreSlash('/', '13.00', '15.00')).toBe(true);
    expect(scoreSlash('/', '13', '15%')).toBe(true);
    expect(scoreSlash('/', 'Test', '15')).toBe(false);
    expect(scoreSlash('/', '13', undefined)).toBe(false);
    expect(scoreSlash('.', '13', '15')).toBe(false);
  });

  it('parts points possible and a percentage read as one word over a speck', () => {
    expect(normaliseWord('205.00.84.15%')).toBe('205.00 84.15%');
    expect(normaliseWord('/20.00-90%')).toBe('/20.00 90%');
    expect(normaliseWord('84.15%')).toBe('84.15%');
    expect(normaliseWord('10.5')).toBe('10.5');
  });

  it('reads roman numerals of I read as small l, i or bars', () => {
    expect(normaliseWord('Il')).toBe('II');
    expect(normaliseWord('il')).toBe('II');
    expect(normaliseWord('lll')).toBe('III');
    expect(normaliseWord('I|')).toBe('II');
    expect(normaliseWord('II')).toBe('II');
    expect(normaliseWord('ill')).toBe('ill');
    expect(normaliseWord('11')).toBe('11');
    expect(normaliseWord('Ilse')).toBe('Ilse');
    expect(normaliseWord('l')).toBe('l');
  });

  it("reads a detail's label misread by one letter as that label, and nothing else", () => {
    expect(normaliseWord('Ciass:')).toBe('Class:');
    expect(normaliseWord('Tcacher:')).toBe('Teacher:');
    expect(normaliseWord('Subjcct:')).toBe('Subject:');
    // A dictionary word, a word without its colon, a label already right, two letters off: kept.
    expect(normaliseWord('Grace:')).toBe('Grace:');
    expect(normaliseWord('Ciass')).toBe('Ciass');
    expect(normaliseWord('Class:')).toBe('Class:');
    expect(normaliseWord('Ciasz:')).toBe('Ciasz:');
    expect(normaliseWord('ciass:')).toBe('ciass:');
    // Its colon read as a semicolon; a word of a comment before one stays.
    expect(normaliseWord('Instructor;')).toBe('Instructor:');
    expect(normaliseWord('Tcacher;')).toBe('Teacher:');
    expect(normaliseWord('Organisation;')).toBe('Organisation;');
  });

  it('reads a closing bracket opening a word as the capital J it stands for', () => {
    expect(normaliseWord(')ames')).toBe('James');
    expect(normaliseWord(']ones,')).toBe('Jones,');
    expect(normaliseWord(')an')).toBe('Jan');
    expect(normaliseWord('24-]an-2026')).toBe('24-Jan-2026');
    expect(normaliseWord('03-|ul-2025')).toBe('03-Jul-2025');
    expect(normaliseWord('24-]an')).toBe('24-]an');
    expect(normaliseWord('(a)')).toBe('(a)');
    expect(normaliseWord(')')).toBe(')');
  });

  it('reads an "m" that stands for "rn" where only that makes a word', () => {
    expect(normaliseWord('Tumed')).toBe('Turned');
    expect(normaliseWord('onthe')).toBe('on the');
    expect(normaliseWord('forthe')).toBe('for the');
    expect(normaliseWord('ofthe,')).toBe('of the,');
    expect(normaliseWord('another')).toBe('another');
    expect(normaliseWord('atios')).toBe('atios');
    expect(normaliseWord('withstrong')).toBe('with strong');
    expect(normaliseWord('thesis')).toBe('thesis');
    expect(normaliseWord('QOdyssey')).toBe('Odyssey');
    expect(normaliseWord('QOdyssey,')).toBe('Odyssey,');
    expect(normaliseWord('IOdyssey')).toBe('Odyssey');
    expect(normaliseWord('Review.4:')).toBe('Review 4:');
    expect(normaliseWord('Review.4')).toBe('Review.4');
    expect(normaliseWord('Xyzzy.4:')).toBe('Xyzzy.4:');
    expect(normaliseWord('Flimination')).toBe('Elimination');
    expect(normaliseWord('Flimination,')).toBe('Elimination,');
    expect(normaliseWord('Fractions')).toBe('Fractions');
    expect(normaliseWord('Fnglish')).toBe('English');
    expect(normaliseWord('Flarg')).toBe('Flarg');
    expect(normaliseWord('tumed,')).toBe('turned,');
    expect(normaliseWord('Tuned')).toBe('Tuned');
    expect(normaliseWord('Kamal')).toBe('Kamal');
    expect(normaliseWord('Smith')).toBe('Smith');
  });

  it('parts a long capitalised word run into the next where it parts one way only', () => {
    expect(normaliseWord('Greatimprovement!')).toBe('Great improvement!');
    expect(normaliseWord('Excellentwork.')).toBe('Excellent work.');
    // A name, a dictionary word, a short word: kept.
    expect(normaliseWord('Whitfield')).toBe('Whitfield');
    expect(normaliseWord('Photosynthesis')).toBe('Photosynthesis');
    expect(normaliseWord('Greatwork')).toBe('Greatwork');
  });

  it("reads a score's slash read as a digit after the points before it as the slash", () => {
    const read = (line: string) => slashesAsDigits(line.split(' ')).join(' ');
    expect(read('42.501 50.00 Chapter Test 8')).toBe('42.50 / 50.00 Chapter Test 8');
    expect(read('9.007 15.00')).toBe('9.00 / 15.00');
    expect(read('3.00 7 5.00 Vocabulary Quiz 12')).toBe('3.00 / 5.00 Vocabulary Quiz 12');
    expect(read('3.00 1 5.00')).toBe('3.00 / 5.00');
    // A digit between numbers that are not a score's, or no slash's digit: left alone.
    expect(read('3 7 5.00')).toBe('3 7 5.00');
    expect(read('3.00 8 5.00')).toBe('3.00 8 5.00');
    // Three decimals before no number, or a number of other decimals: left alone.
    expect(read('42.501 Chapter')).toBe('42.501 Chapter');
    expect(read('0.125 5')).toBe('0.125 5');
    expect(read('42.50 / 50.00')).toBe('42.50 / 50.00');
  });

  it("drops a speck read after a score's points possible", () => {
    const read = (line: string) => scoreSpecks(line.split(' ')).join(' ');
    expect(read('3.5 out of 5° 70.00')).toBe('3.5 out of 5 70.00');
    expect(read('12 / 15* Quiz')).toBe('12 / 15 Quiz');
    // A mark on a number that is no score's points possible: left alone.
    expect(read('Quiz 5°')).toBe('Quiz 5°');
  });

  it("reads a score's slash read as a square bracket on the points possible as the slash", () => {
    const read = (line: string) => bracketsAsSlashes(line.split(' ')).join(' ');
    expect(read('27 [50 Test')).toBe('27 /50 Test');
    expect(read('12.5 [20.00')).toBe('12.5 /20.00');
    // A bracket after a word, or one that is closed: left alone.
    expect(read('Test [50')).toBe('Test [50');
    expect(read('27 [50]')).toBe('27 [50]');
  });

  it('reads a closing bracket run onto the word before a word of small letters as its J', () => {
    const read = (line: string) => bracketsAsJ(line.split(' ')).join(' ');
    expect(read("Mr.) ames O'Connor")).toBe("Mr. James O'Connor");
    // A bracket something opened, or before a capitalised word or a number: left alone.
    expect(read('(P5) ames')).toBe('(P5) ames');
    expect(read('Mr.) James')).toBe('Mr.) James');
    expect(read('(15%) 20')).toBe('(15%) 20');
  });

  it("gives a month's name its capital, read apart or lost, before a day", () => {
    const read = (line: string) => monthCapitals(line.split(' ')).filter(Boolean).join(' ');
    expect(read('5.50/10.00 J an 15 Lab')).toBe('5.50/10.00 Jan 15 Lab');
    expect(read('Missing/100.00 an 25')).toBe('Missing/100.00 Jan 25');
    expect(read('ep 3, 2024')).toBe('Sep 3, 2024');
    expect(read('ug 31')).toBe('Aug 31');
    // No day after it, a number no day is, or a sentence's words after it: left alone.
    expect(read('earned an 18 on the quiz')).toBe('earned an 18 on the quiz');
    expect(read('an 45')).toBe('an 45');
    expect(read('an Essay')).toBe('an Essay');
  });

  it("parts an initial's full stop from the name run into it ('K.Thompson')", () => {
    expect(normaliseWord('K.Thompson')).toBe('K. Thompson');
    expect(normaliseWord('Nguyen,L.')).toBe('Nguyen, L.');
    expect(normaliseWord("O'Brien,K.")).toBe("O'Brien, K.");
    expect(normaliseWord('Nguyen,L')).toBe('Nguyen,L');
    expect(normaliseWord('U.S.')).toBe('U.S.');
    expect(normaliseWord('K.T')).toBe('K.T');
  });

  it("parts a value run into a month's name and day ('20.00Feb5,2020')", () => {
    expect(normaliseWord('20.00Feb5,2020')).toBe('20.00 Feb 5, 2020');
    expect(normaliseWord('15.00Sep12')).toBe('15.00 Sep 12');
    // No month, no parting.
    expect(normaliseWord('20.00Abc5,2020')).toBe('20.00Abc5,2020');
  });

  it("reads a score not given with a dash read after its points possible ('-/50.00-')", () => {
    expect(normaliseWord('-/50.00-')).toBe('--/50.00');
    expect(normaliseWord('-/20-')).toBe('--/20');
    expect(normaliseWord('-/50.00')).toBe('-/50.00');
  });

  it("parts two column labels run together, each naming a column ('PossDate')", () => {
    expect(normaliseWord('PossDate')).toBe('Poss Date');
    expect(normaliseWord('PtsDate')).toBe('Pts Date');
    // Names, and words one part of which names no column, stay whole.
    expect(normaliseWord('McDonald')).toBe('McDonald');
    expect(normaliseWord('DateLine')).toBe('DateLine');
  });

  it("reads a season's l's read as ones or bars as l's", () => {
    expect(normaliseWord('Fa11')).toBe('Fall');
    expect(normaliseWord('FaI|')).toBe('Fall');
    expect(normaliseWord('Fal1')).toBe('Fall');
    expect(normaliseWord('Fall')).toBe('Fall');
    expect(normaliseWord('Fa1')).toBe('Fa1');
  });

  it('parts a value from the name it was read into over a speck and a dash', () => {
    expect(normaliseWord('50.-Chapter')).toBe('50 Chapter');
    expect(normaliseWord('3.5.-Lab')).toBe('3.5 Lab');
    expect(normaliseWord('10-.Quiz')).toBe('10 Quiz');
    // A hyphen or a point alone may be printed ("10-Minute", "1.Intro" is left to the line); small letters stay.
    expect(normaliseWord('10-Minute')).toBe('10-Minute');
    expect(normaliseWord('50.Chapter')).toBe('50.Chapter');
    expect(normaliseWord('1.-a')).toBe('1.-a');
  });

  it("parts a name's number and colon from the word read into them, over a speck or not", () => {
    expect(normaliseWord('10:-Poetry')).toBe('10: Poetry');
    expect(normaliseWord('2:.Uber-Reactions')).toBe('2: Uber-Reactions');
    expect(normaliseWord('12:Fractions')).toBe('12: Fractions');
    // A time, a ratio, a small letter: as read.
    expect(normaliseWord('10:30')).toBe('10:30');
    expect(normaliseWord('2:1')).toBe('2:1');
    expect(normaliseWord('3:a')).toBe('3:a');
  });

  it('reads a speck between two words, their space lost, as the space', () => {
    expect(normaliseWord('thesis.and')).toBe('thesis and');
    expect(normaliseWord('Great.improvement')).toBe('Great improvement');
    expect(normaliseWord('10%.deduction')).toBe('10% deduction');
    // A web address, an abbreviation: as printed.
    expect(normaliseWord('school.edu')).toBe('school.edu');
    expect(normaliseWord('e.g.')).toBe('e.g.');
    expect(normaliseWord('Ph.D')).toBe('Ph.D');
  });

  it('spaces the words of a score read run together, and only those', () => {
    expect(normaliseWord('outof')).toBe('out of');
    expect(normaliseWord('149outof')).toBe('149 out of');
    expect(normaliseWord('outiof')).toBe('out of');
    expect(normaliseWord('out-of250')).toBe('out of 250');
    expect(normaliseWord('14out.of')).toBe('14 out of');
    expect(normaliseWord('out-of')).toBe('out of');
    expect(normaliseWord('out-of-class')).toBe('out-of-class');
    expect(normaliseWord('--outof')).toBe('-- out of');
    expect(normaliseWord('2.5outof')).toBe('2.5 out of');
    expect(normaliseWord('outof250')).toBe('out of 250');
    expect(normaliseWord('of50')).toBe('of 50');
    expect(normaliseWord('18.00-out')).toBe('18.00 out');
    expect(normaliseWord("11'.out")).toBe('11 out');
    expect(normaliseWord('42.00./50.00')).toBe('42.00/50.00');
    expect(normaliseWord("7.00'/10.00")).toBe('7.00/10.00');
    expect(normaliseWord('18out')).toBe('18 out');
    expect(normaliseWord('out')).toBe('out');
    expect(normaliseWord('149of')).toBe('149 of');
    // "Page 1 of 3" with the o of "of" read as a zero.
    expect(normaliseWord('10f')).toBe('1 of');
    expect(normaliseWord('0f3')).toBe('0f3');
    // "Page 1 of 2" with its one read as an l or an I; alone, such a word is a word.
    expect(normaliseWord('lof2')).toBe('1 of 2');
    expect(normaliseWord('Iof12')).toBe('1 of 12');
    expect(normaliseWord('lof')).toBe('lof');
    expect(normaliseWord('Iof')).toBe('Iof');
    // "of" alone, and words that only begin like it, are words.
    expect(normaliseWord('of')).toBe('of');
    expect(normaliseWord('offer')).toBe('offer');
    expect(normaliseWord('out')).toBe('out');
    expect(normaliseWord('outcome')).toBe('outcome');
  });

  it('spaces a day and a year read without the space after the comma', () => {
    expect(normaliseWord('24,2023')).toBe('24, 2023');
    expect(normaliseWord('4,2019')).toBe('4, 2019');
    expect(normaliseWord('1,234')).toBe('1,234');
    expect(normaliseWord('24,5000')).toBe('24,5000');
  });

  it('drops a speck printed before a date or a decimal number', () => {
    expect(normaliseWord('‘01/25/24')).toBe('01/25/24');
    expect(normaliseWord('.25.00')).toBe('25.00');
    // A number whose only point is the one in front is a number.
    expect(normaliseWord('.25')).toBe('.25');
    expect(normaliseWord("'s")).toBe("'s");
  });

  it('reads a brace around a number or a percentage as a bracket', () => {
    expect(normaliseWord('(20%}')).toBe('(20%)');
    expect(normaliseWord('{35%)')).toBe('(35%)');
    expect(normaliseWord('(20%)')).toBe('(20%)');
    expect(normaliseWord('{note}')).toBe('{note}');
  });

  it('reads the J of a month read as a bracket, a bar or a small j', () => {
    expect(normaliseWord(')an')).toBe('Jan');
    // A month read with a digit 0 for its O, or run into its day.
    expect(normaliseWord('04-0ct-2025')).toBe('04-Oct-2025');
    expect(normaliseWord('mM')).toBe('M');
    expect(normaliseWord('dD')).toBe('D');
    expect(normaliseWord('mD')).toBe('mD');
    expect(normaliseWord('Mm')).toBe('Mm');
    expect(normaliseWord('19-5ep-2025')).toBe('19-Sep-2025');
    expect(normaliseWord('19-5ep-2025"')).toBe('19-Sep-2025');
    expect(normaliseWord('5ep')).toBe('5ep');
    expect(normaliseWord('0ct')).toBe('Oct');
    // No month: its zero is a capital O all the same (`normaliseWord` of "0dyssey").
    expect(normaliseWord('0ctave')).toBe('Octave');
    expect(normaliseWord('Aug29')).toBe('Aug 29');
    expect(normaliseWord('Augl5')).toBe('Aug 15');
    expect(normaliseWord('Sep.4')).toBe('Sep 4');
    expect(normaliseWord('Aug-18,')).toBe('Aug 18,');
    expect(normaliseWord('0ct5')).toBe('Oct 5');
    // With its year too, the spaces missed ("Mar2,2022"); a year with no comma before it is no date's.
    expect(normaliseWord('Mar2,2022')).toBe('Mar 2, 2022');
    expect(normaliseWord('Jan18,2022')).toBe('Jan 18, 2022');
    expect(normaliseWord('Mar22022')).toBe('Mar22022');
    expect(normaliseWord('Augl')).toBe('Augl');
    expect(normaliseWord('Mayo')).toBe('Mayo');
    expect(normaliseWord('Aug')).toBe('Aug');
    expect(normaliseWord(']an')).toBe('Jan');
    expect(normaliseWord('jan')).toBe('Jan');
    expect(normaliseWord('an')).toBe('an');
    expect(normaliseWord('pan')).toBe('pan');
  });

  it("reads the comma between a date's day and year read as another mark, and only there", () => {
    expect(dateCommas(['Nov', '4;', '2021'])).toEqual(['Nov', '4,', '2021']);
    expect(dateCommas(['due', 'Aug', '27.', '2023', 'Quiz'])).toEqual(['due', 'Aug', '27,', '2023', 'Quiz']);
    expect(dateCommas(['Quiz', '4;', '2021'])).toEqual(['Quiz', '4;', '2021']);
    expect(dateCommas(['Nov', '4;', '20'])).toEqual(['Nov', '4;', '20']);
    expect(dateCommas(['Nov', '4.'])).toEqual(['Nov', '4.']);
    expect(dateCommas(['Jan', '2]', '2025'])).toEqual(['Jan', '2,', '2025']);
    expect(dateCommas(['Set', '2]', '2025'])).toEqual(['Set', '2]', '2025']);
    // Read as one word with the year.
    expect(dateCommas(['Sep', '5.2023'])).toEqual(['Sep', '5, 2023']);
    expect(dateCommas(['Total', '5.2023'])).toEqual(['Total', '5.2023']);
  });

  it("reads specks read as marks at a date's edges as no part of it", () => {
    expect(dateCommas(['.Sep', '17,', '2023'])).toEqual(['Sep', '17,', '2023']);
    expect(dateCommas(['Quiz', '+2025-10-06', 'Maps'])).toEqual(['Quiz', '2025-10-06', 'Maps']);
    expect(dateCommas(['Sep', '27°', 'Quiz'])).toEqual(['Sep', '27', 'Quiz']);
    // Elsewhere, the marks stay: a month's name before no day, a number no date, a degree after no month.
    expect(dateCommas(['.Sep', 'Quiz'])).toEqual(['.Sep', 'Quiz']);
    expect(dateCommas(['+25', 'Quiz'])).toEqual(['+25', 'Quiz']);
    expect(dateCommas(['Test', '27°'])).toEqual(['Test', '27°']);
  });

  it('parts a number from the "out" run into it, its o perhaps read twice', () => {
    expect(normaliseWord('2.5o0ut')).toBe('2.5 out');
    expect(normaliseWord('3.50utof')).toBe('3.5 out of');
    expect(normaliseWord('12.00ut')).toBe('12.0 out');
    expect(normaliseWord('4outof')).toBe('4 out of');
    expect(normaliseWord('15out')).toBe('15 out');
    // 150 with its o lost, or 15 with its o read as a zero: as read.
    expect(normaliseWord('150ut')).toBe('150ut');
    expect(normaliseWord('Layout')).toBe('Layout');
  });

  it('closes a bracket opened before a number that nothing on its line closes', () => {
    expect(closedBrackets(['Total', 'Points', "Rec'd:", '0', '(0'])).toEqual([
      'Total',
      'Points',
      "Rec'd:",
      '0',
      '(0)',
    ]);
    expect(closedBrackets(['161.5', '(260.00', 'of', 'it)'])).toEqual(['161.5', '(260.00', 'of', 'it)']);
    expect(closedBrackets(['(P4', 'x'])).toEqual(['(P4', 'x']);
    // Its closing bracket read apart.
    expect(closedBrackets(['0', '(0', ')'])).toEqual(['0', '(0)', '']);
  });

  it('reads the o of a score\'s "out of" read as a zero in a word of its own', () => {
    expect(normaliseWord('0f')).toBe('of');
    expect(normaliseWord('0ut')).toBe('out');
    expect(normaliseWord('0ff')).toBe('0ff');
  });

  it('reads a name, an honorific, a word and a numeral run together or misread as printed', () => {
    expect(normaliseWord('0’Connor')).toBe('O’Connor');
    expect(normaliseWord('0dyssey')).toBe('Odyssey');
    expect(normaliseWord('0dyssey"')).toBe('Odyssey"');
    expect(normaliseWord("0'Brien,")).toBe("O'Brien,");
    expect(normaliseWord('Mr.D.')).toBe('Mr. D.');
    expect(normaliseWord('Mr.James')).toBe('Mr. James');
    expect(normaliseWord('Mrs.Lefèvre,')).toBe('Mrs. Lefèvre,');
    expect(normaliseWord('10.009/9')).toBe('10.00 9/9');
    expect(normaliseWord('50.009/14')).toBe('50.00 9/14');
    expect(normaliseWord('50.0099/14')).toBe('50.0099/14');
    expect(normaliseWord('Arts6')).toBe('Arts 6');
    expect(normaliseWord('Algebral')).toBe('Algebra I');
    // Words as printed: as read.
    expect(normaliseWord('Musical')).toBe('Musical');
    // A name whose first letters make a short word ("kama"): as read.
    expect(normaliseWord('Kamal')).toBe('Kamal');
    expect(normaliseWord('Q1')).toBe('Q1');
    expect(normaliseWord('Xyzzy6')).toBe('Xyzzy6');
    expect(normaliseWord('0.5')).toBe('0.5');
  });

  it('reads a zero read as a copyright sign after a slash or "of", and drops one read from a speck', () => {
    expect(zerosAsCopyright(['Total:', '0', '/', '©'])).toEqual(['Total:', '0', '/', '0']);
    expect(zerosAsCopyright(['©', '2024'])).toEqual(['©', '2024']);
    expect(zerosAsCopyright(['©', 'Jefferson'])).toEqual(['©', 'Jefferson']);
    // A speck beside a row's points.
    expect(zerosAsCopyright(['8.00', '©', '10.00'])).toEqual(['8.00', '', '10.00']);
    expect(zerosAsCopyright(['8.00', '©'])).toEqual(['8.00', '']);
  });

  it('drops a bar that opens or closes a line, and keeps one between words', () => {
    expect(barsAtLineEnds(['Course', 'Teacher', 'Period', '|'])).toEqual(['Course', 'Teacher', 'Period', '']);
    expect(barsAtLineEnds(['|', 'Choir', '1', ''])).toEqual(['', 'Choir', '1', '']);
    expect(barsAtLineEnds(['Ms.', 'Park', '|', 'P5'])).toEqual(['Ms.', 'Park', '|', 'P5']);
  });

  it("reads an initial's full stop read as a comma after a surname", () => {
    expect(initialsClosed(['Ortiz,', 'D,', '4', 'S1'])).toEqual(['Ortiz,', 'D.', '4', 'S1']);
    expect(initialsClosed(['Teacher:', 'Nguyen,', 'L,'])).toEqual(['Teacher:', 'Nguyen,', 'L.']);
    // Before a word of letters, or after no surname, as read.
    expect(initialsClosed(['Ortiz,', 'D,', 'Smith'])).toEqual(['Ortiz,', 'D,', 'Smith']);
    expect(initialsClosed(['Grade', 'A,', 'B'])).toEqual(['Grade', 'A,', 'B']);
  });

  it("reads a period's 8 read as a section sign", () => {
    expect(normaliseWord('P§')).toBe('P8');
    expect(normaliseWord('Per§')).toBe('Per 8');
    expect(normaliseWord('§')).toBe('§');
  });

  it("reads a letter grade with a speck before it ('.D+') as the grade", () => {
    expect(normaliseWord('.D+')).toBe('D+');
    expect(normaliseWord('‘A')).toBe('A');
    expect(normaliseWord(',C-')).toBe('C-');
    expect(normaliseWord('°F')).toBe('F');
    // Not a grade: as read.
    expect(normaliseWord('.G')).toBe('.G');
    expect(normaliseWord('.Done')).toBe('.Done');
  });

  it("reads the slash of a score not given, read as a digit after its dashes ('--120')", () => {
    expect(normaliseWord('--120')).toBe('--/20');
    expect(normaliseWord('\u2014l5.00')).toBe('\u2014/5.00');
    // One dash before a number is a minus sign; dashes alone are as read.
    expect(normaliseWord('-15')).toBe('-15');
    expect(normaliseWord('--')).toBe('--');
  });

  it("reads a student ID's label with its I read as a one, a small l or a bar, and a number's with its colon lost", () => {
    expect(studentIdLabels(['Student:', 'Smith,', 'Emma', '1D:', '512240'])).toEqual([
      'Student:',
      'Smith,',
      'Emma',
      'ID:',
      '512240',
    ]);
    expect(studentIdLabels(['Freja', '1', 'D:', '733104'])).toEqual(['Freja', '', 'ID:', '733104']);
    expect(studentIdLabels(['|', 'D:', '7'])).toEqual(['', 'ID:', '7']);
    // A one before anything else, and a D: after anything else, as read.
    expect(studentIdLabels(['1', 'Dec:', '5'])).toEqual(['1', 'Dec:', '5']);
    expect(studentIdLabels(['Grade', 'D:', 'x'])).toEqual(['Grade', 'D:', 'x']);
    expect(studentIdLabels(['Student', '#', '620931', 'Grade:'])).toEqual([
      'Student #:',
      '',
      '620931',
      'Grade:',
    ]);
    expect(studentIdLabels(['Student', '#:', '512240'])).toEqual(['Student #:', '', '512240']);
    expect(studentIdLabels(['Student', '512240'])).toEqual(['Student #:', '512240']);
    // Not before a student's number.
    expect(studentIdLabels(['Student', '#', '12'])).toEqual(['Student', '#', '12']);
    expect(studentIdLabels(['Student', 'Gradebook'])).toEqual(['Student', 'Gradebook']);
  });

  it("drops a colon read after a word of a title's label, before the label's number", () => {
    expect(labelColons(['Study:', 'Guide', '3:', 'Forces'])).toEqual(['Study', 'Guide', '3:', 'Forces']);
    expect(labelColons(['Reading', 'Questions:', '11:', 'Ratios'])).toEqual([
      'Reading',
      'Questions',
      '11:',
      'Ratios',
    ]);
    // The label's own colon, and a colon before anything else, as read.
    expect(labelColons(['Unit', 'Test', '3:', 'Forces'])).toEqual(['Unit', 'Test', '3:', 'Forces']);
    expect(labelColons(['Comment:', 'Show', 'all'])).toEqual(['Comment:', 'Show', 'all']);
    expect(labelColons(['Rec’d:', '25', 'of', '30'])).toEqual(['Rec’d:', '25', 'of', '30']);
  });

  it('parts a number from the year-first date after it where the year is whole', () => {
    expect(yearsParted(['out', 'of', '5.00.202', '5-08-23', 'Portfolio'])).toEqual([
      'out',
      'of',
      '5.00',
      '2025-08-23',
      'Portfolio',
    ]);
    expect(yearsParted(['12.5', '2025-08-23'])).toEqual(['12.5', '2025-08-23']);
    // No whole year: as read.
    expect(yearsParted(['5.00.20', '5-08-23'])).toEqual(['5.00.20', '5-08-23']);
    expect(yearsParted(['5.00.202', '5'])).toEqual(['5.00.202', '5']);
  });

  it("reads a named date's marks as printed: a hyphen read as another mark, a speck before its month", () => {
    expect(normaliseWord('14:0ct-2022')).toBe('14-Oct-2022');
    expect(normaliseWord('04-Sep;2024')).toBe('04-Sep-2024');
    expect(normaliseWord('04-Sep-2024')).toBe('04-Sep-2024');
    // One hyphen lost: the day or the year run into the month.
    expect(normaliseWord('15Jan-2024')).toBe('15-Jan-2024');
    expect(normaliseWord('31-Aug2025')).toBe('31-Aug-2025');
    expect(normaliseWord('12-5ep2025')).toBe('12-Sep-2025');
    expect(normaliseWord('15Jan2024')).toBe('15Jan2024');
    // Neither mark a hyphen: no date's shape to go by.
    expect(normaliseWord('04;Sep;2024')).toBe('04;Sep;2024');
    expect(normaliseWord('~Apr2')).toBe('Apr 2');
    expect(normaliseWord('~Apron')).toBe('~Apron');
    // A month's name, day and year run together over specks.
    expect(normaliseWord('Oct:25;.2025')).toBe('Oct 25, 2025');
    expect(normaliseWord("0ct'5,2023")).toBe('Oct 5, 2023');
    expect(normaliseWord('Oct:25;.20255')).toBe('Oct:25;.20255');
  });

  it("joins a word the engine parted across a gap no wider than between its letters, keeping the line's spaces", () => {
    // Each word as [text, left, right] (pixels) on a line 43 px tall; the texts after joining.
    const read = (...words: [string, number, number][]) =>
      joinSplitWords(
        words.map(([text, x0, x1]) => ({ text, confidence: 95, bbox: { x0, x1, y0: 0, y1: 30 } })),
        43,
      ).map((w) => w.text);
    // Spaces of 19-20 px; "J" and "ames", "Spa" and "nish" 9 px apart; the 94 px gap before "Fall" parts
    // cells. "Bren" and "nan" are two words, and "Brennan" none: they stay apart.
    expect(
      read(
        ['Mr.', 521, 583],
        ['J', 602, 615],
        ['ames', 624, 700],
        ['Spa', 719, 780],
        ['nish', 789, 850],
        ['Fall', 944, 1037],
        ['Bren', 1056, 1150],
        ['nan', 1159, 1250],
        ['2024-2025', 1269, 1495],
      ),
    ).toEqual(['Mr.', 'James', 'Spanish', 'Fall', 'Bren', 'nan', '2024-2025']);
    // Two words set close in a tight font, or overlapping (an f's overhang): apart.
    expect(
      read(['work', 0, 80], ['next', 99, 160], ['time', 169, 230], ['of', 249, 270], ['the', 268, 320]),
    ).toEqual(['work', 'next', 'time', 'of', 'the']);
    // As far apart as the line's other spaces: two words.
    expect(read(['Reading', 0, 100], ['and', 119, 160], ['the', 180, 220], ['Log', 239, 280])).toHaveLength(
      4,
    );
    // A capital after the gap begins a word; too few spaces on the line to know its usual one.
    expect(read(['Coach', 0, 100], ['R.', 119, 140], ['Bren', 159, 200], ['Nan', 209, 260])).toHaveLength(4);
    expect(read(['Bren', 0, 100], ['nan', 109, 200])).toHaveLength(2);
    // A name after its capital and apostrophe, an initial after initials; initials a space apart stay apart.
    expect(
      read(
        ['Mr.', 0, 60],
        ['James', 80, 180],
        ['O’', 200, 230],
        ['Connor', 236, 350],
        ['U.', 370, 400],
        ['S.', 406, 436],
        ['History', 456, 600],
      ),
    ).toEqual(['Mr.', 'James', 'O’Connor', 'U.S.', 'History']);
    expect(read(['Coach', 0, 100], ['R.', 119, 140], ['B.', 159, 180], ['Nan', 199, 260])).toHaveLength(4);
  });

  it("reads an unsure 0 or 5 and a term's number before a school year as the term's code", () => {
    const sure = (c: number) => ({ confidence: c });
    expect(quarterCodes(['Chen', '01', '2021-2022'], [sure(94), sure(10), sure(10)])).toEqual([
      'Chen',
      'Q1',
      '2021-2022',
    ]);
    expect(quarterCodes(['03', '2021-22'], [sure(30), sure(90)])).toEqual(['Q3', '2021-22']);
    expect(quarterCodes(['01', '2021-2022'], [sure(90), sure(90)])).toEqual(['01', '2021-2022']);
    expect(quarterCodes(['05', '2021-2022'], [sure(10), sure(90)])).toEqual(['05', '2021-2022']);
    expect(quarterCodes(['01', 'Quiz'], [sure(10), sure(90)])).toEqual(['01', 'Quiz']);
    // A semester's S read as a 5; there are two semesters.
    expect(quarterCodes(['—', '51', '2021-2022'], [sure(90), sure(40), sure(90)])).toEqual([
      '—',
      'S1',
      '2021-2022',
    ]);
    expect(quarterCodes(['53', '2021-2022'], [sure(10), sure(90)])).toEqual(['53', '2021-2022']);
    expect(quarterCodes(['52', '2021-2022'], [sure(90), sure(90)])).toEqual(['52', '2021-2022']);
  });

  it("reads a lone stroke after a period's label as the period's 1, however unsure", () => {
    expect(periodOne('l', 'Per')).toBe(true);
    expect(periodOne('|', 'Period')).toBe(true);
    expect(periodOne('1', 'Pd')).toBe(true);
    expect(periodOne('l', 'Quiz')).toBe(false);
    expect(periodOne('7', 'Per')).toBe(false);
    expect(periodOne('l', undefined)).toBe(false);
  });

  it('drops ink whose shape no reading of it could have', () => {
    const box = (width: number, height: number) => ({ x0: 0, y0: 0, x1: width, y1: height });
    // An upright stroke read as a hyphen; a flat smear read as a digit.
    expect(shapeBelies('-', box(8, 28), 21)).toBe(true);
    expect(shapeBelies('3', box(35, 4), 21)).toBe(true);
    // A dash and digits of their own shape.
    expect(shapeBelies('-', box(8, 2), 21)).toBe(false);
    expect(shapeBelies('—', box(20, 3), 21)).toBe(false);
    // A long dash's box may take in ink above or below it.
    expect(shapeBelies('—', box(8, 28), 21)).toBe(false);
    expect(shapeBelies('3', box(9, 15), 21)).toBe(false);
    expect(shapeBelies('10', box(18, 15), 21)).toBe(false);
    expect(shapeBelies('and', box(30, 4), 21)).toBe(false);
  });

  it('drops a small letter alone opening a line before a capitalised word', () => {
    expect(strayLetter('o', 'Group')).toBe(true);
    expect(strayLetter('a', 'Group')).toBe(false);
    expect(strayLetter('o', 'and')).toBe(false);
    expect(strayLetter('o', undefined)).toBe(false);
    expect(strayLetter('ox', 'Group')).toBe(false);
  });

  it('reads a bar after a capitalised word as a capital I, not a ruled line standing taller', () => {
    const box = (y0: number, y1: number) => ({ bbox: { x0: 0, x1: 10, y0, y1 } });
    expect(barsAsCapitalI(['Algebra', '|'], [box(0, 20), box(0, 20)])).toEqual(['Algebra', 'I']);
    expect(barsAsCapitalI(['Spanish', '|', 'Honors'], [box(0, 26), box(2, 22), box(0, 20)])).toEqual([
      'Spanish',
      'I',
      'Honors',
    ]);
    expect(barsAsCapitalI(['Algebra', '|'], [box(0, 20), box(-10, 30)])).toEqual(['Algebra', '|']);
    expect(barsAsCapitalI(['45.00', '|'], [box(0, 20), box(0, 20)])).toEqual(['45.00', '|']);
    // A label takes no numeral: a table's rule after a header's last label.
    expect(barsAsCapitalI(['Teacher', 'Period', '|'], [box(0, 20), box(0, 20), box(0, 20)])).toEqual([
      'Teacher',
      'Period',
      '|',
    ]);
    expect(barsAsCapitalI(['|', 'Algebra'], [box(0, 20), box(0, 20)])).toEqual(['|', 'Algebra']);
  });

  it('reads a term code with its 1 read as a letter, its S as a dollar sign, or run into the school year', () => {
    expect(normaliseWord('Ql,')).toBe('Q1,');
    expect(normaliseWord('$2')).toBe('S2');
    expect(normaliseWord('$1,')).toBe('S1,');
    expect(normaliseWord('$25')).toBe('$25');
    expect(normaliseWord('SI')).toBe('S1');
    expect(normaliseWord('T|')).toBe('T1');
    expect(normaliseWord('522019-20')).toBe('S2 2019-20');
    expect(normaliseWord('$12023-2024')).toBe('S1 2023-2024');
    expect(normaliseWord('Q32024-2025')).toBe('Q3 2024-2025');
    expect(normaliseWord('022019-2020')).toBe('Q2 2019-2020');
    expect(normaliseWord('T1l')).toBe('T1');
    expect(normaliseWord('Q4|')).toBe('Q4');
    expect(normaliseWord('052019-2020')).toBe('052019-2020');
    expect(normaliseWord('Ql.5')).toBe('Ql.5');
    expect(normaliseWord('Ml')).toBe('Ml');
    expect(normaliseWord('Q52024-25')).toBe('Q52024-25');
    expect(normaliseWord('2019-20')).toBe('2019-20');
  });

  it('undoes the engine misreadings a report makes plain, and nothing else', () => {
    expect(normaliseWord('Perl')).toBe('Per 1');
    expect(normaliseWord('PdI')).toBe('Pd 1');
    expect(normaliseWord('Pearl')).toBe('Pearl');
    expect(normaliseWord('(Pl)')).toBe('(P1)');
    expect(normaliseWord('(PerI)')).toBe('(Per1)');
    expect(normaliseWord('(Pa)')).toBe('(Pa)');
    expect(normaliseWord('pP2')).toBe('P2');
    expect(normaliseWord('uP12')).toBe('P12');
    expect(normaliseWord('P2')).toBe('P2');
    expect(normaliseWord('5.EC')).toBe('5 EC');
    expect(normaliseWord('20:E')).toBe('20 E');
    expect(normaliseWord('5.5')).toBe('5.5');
    expect(normaliseWord('8/28/2024')).toBe('8/28/2024');
    expect(normaliseWord('08/28/24"')).toBe('08/28/24');
    expect(normaliseWord('2021-09-14.')).toBe('2021-09-14');
    expect(normaliseWord('20-Aug-2020.')).toBe('20-Aug-2020');
    // A score's points earned with their decimals lost, run into its slash.
    expect(normaliseWord('109./')).toBe('109 /');
    expect(normaliseWord('31.50./')).toBe('31.50 /');
    expect(normaliseWord('8.5.')).toBe('8.5.');
    expect(normaliseWord('20.')).toBe('20');
    expect(normaliseWord('5;')).toBe('5');
    expect(normaliseWord('100.00-2/1')).toBe('100.00 2/1');
    expect(normaliseWord('50.00-2020-10-04')).toBe('50.00 2020-10-04');
    // A score's points possible run into the month's name after them ("15.00 /20.00-Aug 28, 2021").
    expect(normaliseWord('/20.00-Aug')).toBe('/20.00 Aug');
    expect(normaliseWord('10.00.Aug')).toBe('10.00 Aug');
    expect(normaliseWord('M/20.00Vocabulary')).toBe('M/20.00 Vocabulary');
    expect(normaliseWord('15.00.out')).toBe('15.00 out');
    expect(normaliseWord('15.5/20°')).toBe('15.5/20');
    expect(normaliseWord('19/20.')).toBe('19/20');
    expect(normaliseWord('5/0.EC')).toBe('5/0 EC');
    expect(normaliseWord('14.00/20.000ct5,2023')).toBe('14.00/20.00 Oct 5, 2023');
    expect(normaliseWord('/5.000ct6,2023')).toBe('/5.00 Oct 6, 2023');
    expect(normaliseWord('20.00Feb5,2020')).toBe('20.00 Feb 5, 2020');
    expect(normaliseWord('9../')).toBe('9 /');
    expect(normaliseWord('4:/')).toBe('4 /');
    expect(normaliseWord('16-/..25')).toBe('16/25');
    expect(normaliseWord('M-/')).toBe('M/');
    expect(normaliseWord('EX.-/15.00')).toBe('EX.-/15.00');
    expect(normaliseWord('M-/20.00')).toBe('M/20.00');
    expect(normaliseWord('12.50/20.00Quiz')).toBe('12.50/20.00 Quiz');
    expect(normaliseWord('6.5/10Homework')).toBe('6.5/10 Homework');
    expect(normaliseWord('254.00.0f')).toBe('254.00 of');
    expect(normaliseWord('Sra:')).toBe('Sra.');
    expect(normaliseWord('Mr;')).toBe('Mr.');
    expect(normaliseWord('Note:')).toBe('Note:');
    expect(normaliseWord('Coach:')).toBe('Coach:');
    expect(normaliseWord('75.5of')).toBe('75.5 of');
    expect(normaliseWord('2.5/0Classwork')).toBe('2.5/0 Classwork');
    expect(normaliseWord('M/5Lab')).toBe('M/5 Lab');
    expect(normaliseWord('10Homework')).toBe('10Homework');
    expect(normaliseWord('1/2Ab')).toBe('1/2Ab');
    expect(normaliseWord('20.00-0ct')).toBe('20.00 Oct');
    expect(normaliseWord('20.00-Augustus')).toBe('20.00-Augustus');
    expect(normaliseWord('50.00"')).toBe('50.00');
    expect(normaliseWord('/+10')).toBe('/10');
    expect(normaliseWord('/:10')).toBe('/10');
    expect(normaliseWord('8/:10')).toBe('8/10');
    expect(normaliseWord('Excused-out')).toBe('Excused out');
    expect(normaliseWord('M.out')).toBe('M out');
    expect(normaliseWord('Hand-out')).toBe('Hand-out');
    expect(normaliseWord('2@')).toBe('20');
    expect(normaliseWord('1@.5@')).toBe('10.50');
    expect(normaliseWord('@')).toBe('@');
    expect(normaliseWord('/.+5:00')).toBe('/5:00');
    expect(normaliseWord('/+.10')).toBe('/10');
    expect(normaliseWord('8/10')).toBe('8/10');
    expect(normaliseWord('0.00”')).toBe('0.00');
    expect(normaliseWord('451"')).toBe('451"');
    expect(normaliseWord('12.5-8/29/2022')).toBe('12.5 8/29/2022');
    expect(normaliseWord('20.00-06-Oct-2022')).toBe('20.00 06-Oct-2022');
    expect(normaliseWord('50.00-2020')).toBe('50.00-2020');
    expect(normaliseWord('9.5-10/12/2024')).toBe('9.5 10/12/2024');
    expect(normaliseWord('2024-10/12')).toBe('2024-10/12');
    expect(normaliseWord('330.00.')).toBe('330.00');
    expect(normaliseWord('1.632.00')).toBe('1,632.00');
    // A decimal point read as a comma; a thousands comma, and a day's before its year, stay.
    expect(normaliseWord('24,00')).toBe('24.00');
    expect(normaliseWord('(250,00)')).toBe('(250.00)');
    expect(normaliseWord('(1,250.00)')).toBe('(1,250.00)');
    // A date's 0 read as a 6, where no day or month is so numbered.
    expect(normaliseWord('01/69/2025')).toBe('01/09/2025');
    expect(normaliseWord('2024-02-63')).toBe('2024-02-03');
    expect(normaliseWord('01/16/2025')).toBe('01/16/2025');
    expect(normaliseWord('01/39/2025')).toBe('01/39/2025');
    expect(normaliseWord('1,632')).toBe('1,632');
    expect(normaliseWord('24,2023')).toBe('24, 2023');
    expect(normaliseWord('12.345.678.5')).toBe('12,345,678.5');
    expect(normaliseWord('1.63.00')).toBe('1.63.00');
    expect(normaliseWord('1,250.50,')).toBe('1,250.50');
    expect(normaliseWord('1:The')).toBe('1: The');
    expect(normaliseWord('16:Independent')).toBe('16: Independent');
    expect(normaliseWord('10:30')).toBe('10:30');
    expect(normaliseWord('Note:See')).toBe('Note:See');
    expect(normaliseWord('M/.15.00')).toBe('M/15.00');
    expect(normaliseWord('/-15')).toBe('/15');
    expect(normaliseWord('--/15')).toBe('--/15');
    expect(normaliseWord('12/,20')).toBe('12/20');
    expect(normaliseWord('1/.5')).toBe('1/5');
    expect(normaliseWord('and/or.')).toBe('and/or.');
    expect(normaliseWord('Unit.')).toBe('Unit.');
  });

  it('drops unsure punctuation alone (specks) and a lone stroke read with hardly any confidence', () => {
    expect(isSpeck(':', 40)).toBe(true);
    expect(isSpeck('-', 69)).toBe(true);
    expect(isSpeck('-', 70)).toBe(false);
    expect(isSpeck('3', 10)).toBe(false);
    expect(isSpeck('E', 10)).toBe(false);
    expect(isSpeck('1', 19)).toBe(true);
    expect(isSpeck('l', 29)).toBe(true);
    // A 1 read with some confidence is a 1; two strokes are a word ("11", "II").
    expect(isSpeck('1', 30)).toBe(false);
    expect(isSpeck('11', 10)).toBe(false);
  });

  it('turns words into items in points, on their line’s baseline, with the line’s size', () => {
    const blocks: OcrBlockResult[] = [
      {
        paragraphs: [
          {
            lines: [
              {
                bbox: { x0: 100, y0: 80, x1: 300, y1: 110 },
                baseline: { x0: 100, y0: 100, x1: 300, y1: 104 },
                rowAttributes: { rowHeight: 25, descenders: 5, ascenders: 5 },
                words: [
                  { text: 'Score', confidence: 90, bbox: { x0: 100, y0: 80, x1: 160, y1: 100 } },
                  {
                    text: '49',
                    confidence: 60,
                    bbox: { x0: 250, y0: 82, x1: 290, y1: 104 },
                    choices: [
                      { text: '49', confidence: 60 },
                      { text: '48', confidence: 30 },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ];
    const words = wordsToItems(blocks, 2, 0.5);
    expect(words.map((w) => w.item.str)).toEqual(['Score', '49']);
    // Baseline at the word's middle: x = 130 -> 100 + 30 * 4 / 200 = 100.6 px -> 50.3 pt.
    expect(words[0].item.y).toBeCloseTo(50.3, 5);
    expect(words[0].item.size).toBe(12.5);
    // Ink box widened by the side bearings (0.06 em each side): 50 - 0.75, 80 + 0.75.
    expect(words[0].item.x0).toBeCloseTo(49.25, 5);
    expect(words[0].item.x1).toBeCloseTo(80.75, 5);
    expect(words[1].alternatives).toEqual(['48']);
    // Weighted by length: (90 * 5 + 60 * 2) / 7.
    expect(meanConfidence(words)).toBeCloseTo(570 / 7, 5);
    expect(meanConfidence([])).toBe(0);
  });

  it('drops a dot of noise whatever the engine read in it', () => {
    const box = (w: number, h: number) => ({
      text: 'i',
      confidence: 60,
      bbox: { x0: 10, x1: 10 + w, y0: 5, y1: 5 + h },
    });
    // A 2 x 2 px speck on a 20 px line, read as "i"; a real i or a dash is taller or wider.
    expect(isSpeckInk(box(2, 2), 20)).toBe(true);
    expect(isSpeckInk(box(2, 14), 20)).toBe(false);
    expect(isSpeckInk(box(6, 2), 20)).toBe(false);
    // A flat streak read unsure as a letter; a dash as flat, however unsure, stays.
    const streak = (text: string, confidence: number) => ({ ...box(5, 1), text, confidence });
    expect(isSpeckInk(streak('B', 9), 20)).toBe(true);
    expect(isSpeckInk(streak('B', 80), 20)).toBe(false);
    expect(isSpeckInk(streak('—', 9), 20)).toBe(false);
    expect(isSpeckInk(streak('01.', 9), 20)).toBe(false);
  });

  it('measures a word’s own baseline from its glyphs that sit on it', () => {
    const glyph = (text: string, y1: number) => ({
      text,
      confidence: 90,
      bbox: { x0: 0, x1: 8, y0: y1 - 20, y1 },
    });
    const word = (...symbols: ReturnType<typeof glyph>[]) => ({
      text: symbols.map((x) => x.text).join(''),
      confidence: 90,
      bbox: { x0: 0, x1: 8, y0: 0, y1: 30 },
      symbols,
    });
    // "Aug": the g's descender and a comma's tail are no measure of the baseline.
    expect(ownBaseline(word(glyph('A', 98), glyph('u', 99), glyph('g', 106), glyph(',', 103)), 30)).toBe(98);
    // Descenders and marks only: no baseline of its own.
    expect(ownBaseline(word(glyph('g', 106), glyph('y', 106)), 30)).toBeNull();
    expect(ownBaseline({ text: 'x', confidence: 90, bbox: { x0: 0, x1: 8, y0: 0, y1: 30 } }, 30)).toBeNull();
    // Glyph boxes as tall as the whole word's, taller than the line: no measure.
    const tall = (text: string) => ({ text, confidence: 90, bbox: { x0: 0, x1: 8, y0: 60, y1: 100 } });
    expect(ownBaseline(word(tall('I'), tall('D')), 30)).toBeNull();
    // A dash alone stands 0.27 of the size above its baseline: its middle at 92 on a 30 px line, 100.1.
    const dash = (text: string) => ({ text, confidence: 90, bbox: { x0: 0, x1: 20, y0: 91, y1: 93 } });
    expect(ownBaseline(dash('\u2014'), 30)).toBeCloseTo(100.1, 5);
    expect(ownBaseline(dash('-'), 30)).toBeCloseTo(100.1, 5);
    expect(ownBaseline(dash('=='), 30)).toBeNull();
    // A slash alone, 0.32 of the size: from 3 px below the baseline to a capital's height, its middle at
    // 90.4 on a 30 px line, 100.
    const slash = { text: '/', confidence: 90, bbox: { x0: 0, x1: 6, y0: 77.8, y1: 103 } };
    expect(ownBaseline(slash, 30)).toBeCloseTo(100, 5);
  });

  it('drops the less sure of two readings of the same ink on two of the engine’s lines', () => {
    const word = (text: string, x0: number, y0: number, confidence: number) => ({
      text,
      confidence,
      bbox: { x0, x1: x0 + 20, y0, y1: y0 + 4 },
    });
    const line = (...words: ReturnType<typeof word>[]) => ({
      bbox: { x0: 0, x1: 500, y0: 0, y1: 30 },
      words,
    });
    const dashAbove = word('\u2014', 331, 10, 69);
    const dashBelow = word('\u2014', 333, 11, 90);
    const garbled = word('L108', 330, 10, 6);
    const late = word('Late', 300, 10, 95);
    const twice = wordsReadTwice([
      {
        paragraphs: [
          { lines: [line(dashAbove, word('in', 239, 5, 96)), line(late, dashBelow), line(garbled)] },
        ],
      },
    ]);
    expect([...twice]).toEqual(expect.arrayContaining([dashAbove, garbled]));
    expect(twice.size).toBe(2);
    // Words of one line overlapping are the engine's own wide boxes: left alone.
    expect(wordsReadTwice([{ paragraphs: [{ lines: [line(dashAbove, dashBelow)] }] }]).size).toBe(0);
  });

  it('joins a closing mark read as a word of its own to the word it closes', () => {
    const word = (text: string, x0: number, x1: number, confidence = 90) => ({
      text,
      confidence,
      bbox: { x0, x1, y0: 0, y1: 20 },
    });
    const joined = joinClosingMarks(
      [word('Homework', 0, 90), word('(15%', 100, 140), word(')', 143, 147, 80)],
      30,
    );
    expect(joined.map((w) => w.text)).toEqual(['Homework', '(15%)']);
    expect(joined[1].bbox).toEqual({ x0: 100, x1: 147, y0: 0, y1: 20 });
    expect(joined[1].confidence).toBe(80);
    // The bracket the word before opened, set wide (12 px on a 30 px line): joined.
    expect(joinClosingMarks([word('(15%', 100, 140), word(')', 152, 156)], 30).map((w) => w.text)).toEqual([
      '(15%)',
    ]);
    // Set a space apart, unsure (a speck), or no closing mark: left alone.
    expect(joinClosingMarks([word('15', 100, 140), word(')', 150, 154)], 30)).toHaveLength(2);
    expect(joinClosingMarks([word('(15%', 100, 140), word(')', 160, 164)], 30)).toHaveLength(2);
    expect(joinClosingMarks([word('(15%', 100, 140), word(')', 143, 147, 40)], 30)).toHaveLength(2);
    expect(joinClosingMarks([word('Quiz', 100, 140), word('2', 143, 150)], 30)).toHaveLength(2);
  });

  it('joins a capital set wide of its word, where the two together are a word and the rest is not', () => {
    const word = (text: string, x0: number, x1: number, confidence = 95) => ({
      text,
      confidence,
      bbox: { x0, x1, y0: 0, y1: 20 },
    });
    const texts = (words: ReturnType<typeof word>[]) =>
      joinPartedCapitals(words, isEnglishWord).map((w) => w.text);
    const parted = joinPartedCapitals(
      [
        word('Benchmark', 0, 180),
        word('A', 190, 204),
        word('ssessment', 215, 380, 88),
        word('14:', 392, 430),
      ],
      isEnglishWord,
    );
    expect(parted.map((w) => w.text)).toEqual(['Benchmark', 'Assessment', '14:']);
    expect(parted[1].bbox).toEqual({ x0: 190, x1: 380, y0: 0, y1: 20 });
    expect(parted[1].confidence).toBe(88);
    expect(texts([word('an', 0, 30), word('A', 40, 54), word('rgumentative,', 60, 300)])).toEqual([
      'an',
      'Argumentative,',
    ]);
    // A capital closing a hyphened word.
    expect(texts([word('Über-R', 0, 60), word('eactions', 70, 160)])).toEqual(['Über-Reactions']);
    expect(texts([word('Warm-U', 0, 60), word('p', 70, 80)])).toEqual(['Warm-U', 'p']);
    // A word on its own after the capital, a capital that makes no word with it, or no capital: left alone.
    expect(texts([word('A', 0, 14), word('student', 24, 150)])).toEqual(['A', 'student']);
    expect(texts([word('X', 0, 14), word('ssessment', 24, 150)])).toEqual(['X', 'ssessment']);
    expect(texts([word('B', 0, 14), word('2', 24, 40)])).toEqual(['B', '2']);
    expect(texts([word('AB', 0, 24), word('ssessment', 34, 150)])).toEqual(['AB', 'ssessment']);
  });

  it('drops specks read as a quote that nothing closes, or as a full stop inside a sentence', () => {
    const dropped = (line: string) => dropStrayMarks(line.split(' '), isEnglishWord).join(' ');
    expect(dropped('10 \u2018Research Project 7: Forces')).toBe('10 Research Project 7: Forces');
    expect(dropped('needs to return to your. claim and')).toBe('needs to return to your claim and');
    // Quoted, a sentence's end, an abbreviation, or a number after the stop: left alone.
    expect(dropped('the \u2018Giver\u2019 essay')).toBe('the \u2018Giver\u2019 essay');
    expect(dropped('\u2018The Giver\u2019')).toBe('\u2018The Giver\u2019');
    expect(dropped('Great work. Keep it up')).toBe('Great work. Keep it up');
    expect(dropped('Mrs. and Mr. Lee')).toBe('Mrs. and Mr. Lee');
    expect(dropped('Warm-Up. 7: Maps')).toBe('Warm-Up. 7: Maps');
    expect(dropped('approx. half credit')).toBe('approx. half credit');
    expect(dropped('Lab\u2019 (10%)')).toBe('Lab (10%)');
    expect(dropStrayMarks(['Life', 'Science', '.', 'Harris,'], isEnglishWord)).toEqual([
      'Life',
      'Science',
      '',
      'Harris,',
    ]);
    expect(dropped('5.00 . 10')).toBe('5.00 . 10');
    expect(dropped('\u201cMr. James O\u2019Connor')).toBe('Mr. James O\u2019Connor');
    expect(dropped('in \u201cThe Giver\u201d')).toBe('in \u201cThe Giver\u201d');
    expect(dropped("Lab' (10%)")).toBe('Lab (10%)');
    // A plural's apostrophe, or a quote something opened: kept.
    expect(dropped('the students\u2019 essays')).toBe('the students\u2019 essays');
    expect(dropped('the \u2018Giver\u2019')).toBe('the \u2018Giver\u2019');
    expect(dropped("the 'Giver'")).toBe("the 'Giver'");
  });

  it('reads an opening curly quote closed by a straight one as straight', () => {
    const paired = (line: string) => pairQuotes(line.split(' ')).join(' ');
    expect(paired('in \u201cThe Giver" and "Fahrenheit 451"')).toBe('in "The Giver" and "Fahrenheit 451"');
    expect(paired('\u201cFahrenheit" 451')).toBe('"Fahrenheit" 451');
    expect(paired('in \u201cThe Giver\u201d and')).toBe('in \u201cThe Giver\u201d and');
    expect(paired('\u201cunclosed quote')).toBe('\u201cunclosed quote');
  });

  it('sets words the engine joined to a line of another printed line on their own baseline', () => {
    // A row's centred cells ("Aug 28", "73.33%") read on one line with a wrapped name's second line, whose
    // baseline (at 120 px) the engine gave them all; their glyphs sit 21 px higher, the name's on it.
    const word = (text: string, x0: number, bottom: number) => ({
      text,
      confidence: 90,
      bbox: { x0, x1: x0 + 10 * text.length, y0: bottom - 28, y1: bottom },
      symbols: [...text].map((c, i) => ({
        text: c,
        confidence: 90,
        bbox: { x0: x0 + 10 * i, x1: x0 + 10 * i + 8, y0: bottom - 28, y1: bottom },
      })),
    });
    const line = {
      bbox: { x0: 0, y0: 70, x1: 600, y1: 128 },
      baseline: { x0: 0, y0: 120, x1: 600, y1: 120 },
      rowAttributes: { rowHeight: 37, descenders: 8, ascenders: 9 },
      words: [word('Aug', 0, 99), word('28', 40, 99), word('Graphing', 100, 120), word('73.33%', 400, 99)],
    };
    const words = wordsToItems([{ paragraphs: [{ lines: [line] }] }], 1, 0.25);
    expect(words.map((w) => [w.item.str, w.item.y, w.offLine])).toEqual([
      ['Aug', 24.75, true],
      ['28', 24.75, true],
      ['Graphing', 30, false],
      ['73.33%', 24.75, true],
    ]);
    // A word a pixel or two off its line's baseline keeps the line's (one row's words share it).
    const near = { ...line, words: [word('Aug', 0, 118), word('28', 40, 121)] };
    expect(
      wordsToItems([{ paragraphs: [{ lines: [near] }] }], 1, 0.25).map((w) => [w.item.y, w.offLine]),
    ).toEqual([
      [30, false],
      [30, false],
    ]);
  });

  it('tells a line set in a fixed-width font by its glyphs’ even steps, and spans its words by their cells', () => {
    // Glyph centres at the given x, 6 px of ink each, on a 20 px line.
    const at = (text: string, centres: number[]) => ({
      text,
      confidence: 90,
      bbox: { x0: centres[0] - 3, x1: centres.at(-1)! + 3, y0: 0, y1: 20 },
      symbols: [...text].map((c, i) => ({
        text: c,
        confidence: 90,
        bbox: { x0: centres[i] - 3, x1: centres[i] + 3, y0: 0, y1: 20 },
      })),
    });
    const fixedPitch = (words: ReturnType<typeof at>[], size: number) => linePitches([{ words, size }])[0];
    const even = (text: string, first: number) =>
      at(
        text,
        [...text].map((_, i) => first + 12 * i),
      );
    // "Name: Smith, Emma" in a fixed-width font, 12 px a cell: one r's ink sits off its cell's centre.
    const name = at('Name:', [6, 18, 30, 42, 54]);
    const smith = at('Smith,', [78, 90, 102, 115.5, 126, 138]);
    const emma = even('Emma', 162);
    expect(fixedPitch([name, smith, emma], 20)).toBe(12);
    // The same words in a proportional font: steps from a narrow i to a wide m differ.
    const prop = [
      at('Name:', [6, 19, 33, 45, 53]),
      at('Smith,', [70, 83, 94, 99, 108, 116]),
      at('Emma', [130, 143, 157, 169]),
    ];
    expect(fixedPitch(prop, 20)).toBeNull();
    // Too few glyphs of letters to tell, or a pitch no text font has.
    expect(fixedPitch([even('Emma', 0)], 20)).toBeNull();
    expect(fixedPitch([even('12345678', 0)], 20)).toBeNull();
    expect(fixedPitch([even('Emma', 0), even('Smith', 60)], 40)).toBeNull();
    // A line too short to tell ("Test (35%)") takes the pitch of a page set in a fixed-width font; not on a
    // page of proportional lines, nor when its own steps are another pitch.
    const short = [even('Test', 6), at('(35%)', [66, 78, 90, 102, 114])];
    expect(
      linePitches([
        { words: [name, smith, emma], size: 20 },
        { words: short, size: 20 },
      ]),
    ).toEqual([12, 12]);
    expect(
      linePitches([
        { words: prop, size: 20 },
        { words: short, size: 20 },
      ]),
    ).toEqual([null, null]);
    expect(
      linePitches([
        { words: [name, smith, emma], size: 20 },
        { words: [at('Test', [6, 14, 22, 30])], size: 20 },
      ]),
    ).toEqual([12, null]);
    // Each word spans its glyphs' cells (a little wider than half a pitch each side): one space between
    // words measures a little under a pitch, as in a text layer.
    const line = {
      bbox: { x0: 0, y0: 0, x1: 200, y1: 20 },
      baseline: { x0: 0, y0: 20, x1: 200, y1: 20 },
      rowAttributes: { rowHeight: 20, descenders: 4, ascenders: 4 },
      words: [name, smith, emma],
    };
    const items = wordsToItems([{ paragraphs: [{ lines: [line] }] }], 1, 1).map((w) => w.item);
    const spans = [
      [6 - 6.6, 54 + 6.6],
      [78 - 6.6, 138 + 6.6],
      [162 - 6.6, 198 + 6.6],
    ];
    items.forEach((it, i) => {
      expect(it.x0).toBeCloseTo(spans[i][0], 9);
      expect(it.x1).toBeCloseTo(spans[i][1], 9);
    });
    // Centres read 2 px farther apart than two cells: the space between the words is still one cell less a
    // tenth (10.8 px), halfway between them, not a cell and more.
    const farther = { ...line, words: [name, smith, even('Emma', 164)] };
    const [, s2, e2] = wordsToItems([{ paragraphs: [{ lines: [farther] }] }], 1, 1).map((w) => w.item);
    expect(e2.x0 - s2.x1).toBeCloseTo(10.8, 9);
    expect((e2.x0 + s2.x1) / 2).toBeCloseTo(151, 9);
  });

  /** A word of glyphs, each given as its text, left and right edges (pixels) and confidence. */
  const word = (glyphs: [string, number, number, number][]) => ({
    text: glyphs.map(([t]) => t).join(''),
    confidence: 90,
    bbox: { x0: glyphs[0][1], x1: glyphs.at(-1)![2], y0: 0, y1: 30 },
    symbols: glyphs.map(([text, x0, x1, confidence]) => ({
      text,
      confidence,
      bbox: { x0, x1, y0: 0, y1: 30 },
    })),
  });

  it("drops a table's rule read as a colon closing the word beside it", () => {
    // As read on a 150-dpi scan of a course's cell in a grid (line size 19 px): "Science" then the rule.
    const glyph = (text: string, x0: number, x1: number, y0: number, y1: number) => ({
      text,
      confidence: 99,
      bbox: { x0, x1, y0, y1 },
    });
    const letters = [...'Science'].map((c, i) => glyph(c, i * 9, i * 9 + 8, 4, 18));
    const ruled = {
      text: 'Science:',
      confidence: 99,
      bbox: { x0: 0, x1: 68, y0: 2, y1: 18 },
      symbols: [...letters, glyph(':', 67, 68, 2, 16)],
    };
    const read = rulesAsColons(ruled, 19);
    expect(read.text).toBe('Science');
    expect(read.bbox.x1).toBe(62);
    // A printed colon, its dots three pixels across and half the size tall: kept.
    const label = { ...ruled, symbols: [...letters, glyph(':', 64, 67, 8, 18)] };
    expect(rulesAsColons(label, 19)).toBe(label);
  });

  it("drops a 7 read unsure over a score's slash, the slash read twice", () => {
    // As read on a 300-dpi scan of "20.5/25".
    const twice = word([
      ['2', 1346, 1365, 99],
      ['0', 1372, 1392, 99],
      ['.', 1398, 1403, 99],
      ['5', 1409, 1428, 99],
      ['7', 1434, 1446, 88],
      ['/', 1444, 1457, 99],
      ['2', 1473, 1491, 98],
      ['5', 1498, 1517, 99],
    ]);
    const read = glyphReadTwice(twice);
    expect(read.text).toBe('20.5/25');
    expect(read.symbols!.map((x) => x.text).join('')).toBe('20.5/25');
    // A printed 7 before a slash, its box over the slash's in a tight font at 150 dpi but read sure: "9/27/2024".
    const date = word([
      ['9', 165, 173, 99],
      ['/', 172, 179, 99],
      ['2', 174, 186, 99],
      ['7', 189, 196, 99],
      ['/', 194, 202, 98],
      ['2', 197, 209, 99],
      ['0', 211, 220, 99],
      ['2', 221, 228, 99],
      ['4', 230, 238, 95],
    ]);
    expect(glyphReadTwice(date)).toBe(date);
    // A 7 read unsure beside a slash it does not stand over.
    const apart = word([
      ['1', 0, 10, 99],
      ['7', 20, 30, 80],
      ['/', 34, 44, 99],
      ['2', 50, 60, 99],
    ]);
    expect(glyphReadTwice(apart)).toBe(apart);
  });

  it("drops a digit read unsure over a capital's stroke, the capital read twice", () => {
    // As read on a 300-dpi scan of "50" and "Jan" set close in a fixed-width font: the J's hook read as a 3.
    const hooked = word([
      ['5', 1662, 1677, 99],
      ['0', 1682, 1698, 98],
      ['3', 1704, 1716, 88],
      ['J', 1710, 1724, 98],
      ['a', 1730, 1746, 98],
      ['n', 1751, 1766, 98],
    ]);
    expect(glyphReadTwice(hooked).text).toBe('50Jan');
    // The same digit read beside the capital, not over it ("153Jan" printed so), or surer than it: kept.
    const beside = word([
      ['1', 1664, 1678, 99],
      ['5', 1682, 1698, 98],
      ['3', 1700, 1708, 91],
      ['J', 1710, 1724, 98],
    ]);
    expect(glyphReadTwice(beside)).toBe(beside);
    const surer = word([
      ['1', 1664, 1678, 99],
      ['5', 1682, 1698, 98],
      ['3', 1703, 1714, 99],
      ['J', 1710, 1724, 98],
    ]);
    expect(glyphReadTwice(surer)).toBe(surer);
  });

  it('ends a glyph the engine boxed over the words after it where the next word begins', () => {
    const at = (text: string, x0: number, x1: number, lefts: number[], rights: number[]) => ({
      text,
      confidence: 95,
      bbox: { x0, y0: 2096, x1, y1: 2117 },
      symbols: [...text].map((c, i) => ({
        text: c,
        confidence: 95,
        bbox: { x0: lefts[i], x1: rights[i], y0: 2096, y1: 2117 },
      })),
    });
    // As read on a 240-dpi scan: the t of "out" boxed to the end of "20.00".
    const words = [
      at('18.00', 250, 312, [250, 264, 279, 286, 300], [260, 275, 282, 298, 312]),
      at('out', 323, 461, [323, 338, 352], [334, 349, 461]),
      at('of', 372, 393, [372, 381], [381, 393]),
      at('20.00', 402, 461, [402, 414, 426, 438, 450], [414, 426, 438, 450, 461]),
    ];
    const clipped = clipOverreaching(words);
    expect(clipped[1].bbox.x1).toBe(371);
    expect(clipped[1].symbols!.map((x) => x.bbox.x1)).toEqual([334, 349, 371]);
    expect(clipped.filter((_, i) => i !== 1)).toEqual(words.filter((_, i) => i !== 1));
    const line = {
      bbox: { x0: 250, y0: 2092, x1: 461, y1: 2128 },
      baseline: { x0: 250, y0: 2117, x1: 461, y1: 2117 },
      rowAttributes: { rowHeight: 21, descenders: 4, ascenders: 4 },
      words,
    };
    const items = wordsToItems([{ paragraphs: [{ lines: [line] }] }], 1, 0.3).map((w) => w.item);
    const [read] = buildLines([{ page: 1, width: 612, height: 792, items }]);
    expect(read.text).toBe('18.00 out of 20.00');
    // A word that only touches the next (an italic f over a space) is left as read.
    const touching = [at('of', 0, 24, [0, 10], [10, 24]), at('the', 22, 50, [22, 32, 41], [30, 40, 50])];
    expect(clipOverreaching(touching)).toEqual(touching);
  });

  it('keeps a space between the words the engine parted in a tightly set font', () => {
    const word = (text: string, x0: number, x1: number) => ({
      text,
      confidence: 95,
      bbox: { x0, y0: 2, x1, y1: 18 },
    });
    const line = {
      bbox: { x0: 0, y0: 0, x1: 200, y1: 20 },
      baseline: { x0: 0, y0: 18, x1: 200, y1: 18 },
      rowAttributes: { rowHeight: 20, descenders: 4, ascenders: 4 },
      // Ink 3 px apart (a Times space at this size), then 30 px apart.
      words: [word('Unit', 0, 40), word('Test', 43, 80), word('Quiz', 110, 150)],
    };
    const items = wordsToItems([{ paragraphs: [{ lines: [line] }] }], 1, 1).map((w) => w.item);
    // The side bearings would leave 0.6 px; a space of 0.15 of the size (3 px) is kept, halfway across.
    expect(items[0].x1).toBeCloseTo(40, 9);
    expect(items[1].x0).toBeCloseTo(43, 9);
    // Words set wide apart keep their side bearings (0.06 of the size).
    expect(items[1].x1).toBeCloseTo(81.2, 9);
    expect(items[2].x0).toBeCloseTo(108.8, 9);
    const text = buildLines([{ page: 1, width: 300, height: 100, items }])[0].text;
    expect(text).toBe('Unit Test  Quiz');
    // A word narrower than a space ("1" after "Semester"), even where the engine's box of the word before
    // reaches over it, keeps a quarter of its ink, and the space is kept.
    const narrow = { ...line, words: [word('Semester', 0, 64), word('1', 61, 65)] };
    const [semester, one] = wordsToItems([{ paragraphs: [{ lines: [narrow] }] }], 1, 1).map((w) => w.item);
    expect(semester.x1).toBe(61);
    expect(one.x0).toBe(64);
    expect(one.x1).toBeGreaterThan(one.x0);
    expect(buildLines([{ page: 1, width: 300, height: 100, items: [semester, one] }])[0].text).toBe(
      'Semester 1',
    );
  });

  it('cuts a word that is no word where it parts into words at its widest gaps', () => {
    const isWord = (t: string) => isEnglishWord(t);
    const boxes = (text: string, spans: [number, number][]) => ({
      text,
      confidence: 90,
      bbox: { x0: spans[0][0], x1: spans.at(-1)![1], y0: 0, y1: 30 },
      symbols: [...text].map((c, i) => ({
        text: c,
        confidence: 90,
        bbox: { x0: spans[i][0], x1: spans[i][1], y0: 0, y1: 30 },
      })),
    });
    // As read from a 200 dpi scan (35 px line): 11 px between "Great" and "improvement", 9 at most elsewhere.
    const great = boxes('Greatimprovement!', [
      [392, 413],
      [422, 433],
      [434, 450],
      [455, 470],
      [475, 486],
      [497, 500],
      [506, 532],
      [537, 553],
      [558, 569],
      [569, 585],
      [590, 606],
      [607, 623],
      [629, 655],
      [659, 675],
      [670, 689],
      [681, 696],
      [700, 718],
    ]);
    const parts = splitRunTogether(great, 35, isWord);
    expect(parts.map((p) => p.text)).toEqual(['Great', 'improvement!']);
    expect(parts[1].bbox.x0 - parts[0].bbox.x1).toBeGreaterThanOrEqual(0.3 * 35 - 1e-9);
    // Three words: "Reflectionforthe", each space a little wider than the gaps between letters.
    const lefts = [0, 9, 18, 27, 36, 45, 54, 63, 72, 81, 95, 104, 113, 127, 136, 145];
    expect(
      splitRunTogether(
        boxes(
          'Reflectionforthe',
          lefts.map((x) => [x, x + 6]),
        ),
        27,
        isWord,
      ).map((p) => p.text),
    ).toEqual(['Reflection', 'for', 'the']);
    // A name that parts into words ("Whit" "field") at a gap no wider than the others: left whole.
    const even = (text: string) =>
      boxes(
        text,
        [...text].map((_, i) => [i * 9, i * 9 + 6]),
      );
    expect(splitRunTogether(even('Whitfield'), 27, isWord)).toHaveLength(1);
    // Words, short words and words with digits: left whole, however wide their gaps.
    const wide = (text: string) =>
      boxes(
        text,
        [...text].map((_, i) => [i * 20, i * 20 + 6]),
      );
    expect(splitRunTogether(wide('improvement'), 27, isWord)).toHaveLength(1);
    expect(splitRunTogether(wide('ofthe'), 27, isWord)).toHaveLength(1);
    expect(splitRunTogether(wide('Quiz12ab'), 27, isWord)).toHaveLength(1);
  });

  it('cuts a number with decimals from the word of small letters run into it', () => {
    const tight = (text: string) =>
      glyphs(
        text,
        [...text].map((_, i) => i * 9),
      );
    const parts = splitNumberFromWord(tight('15.00and'), 27, isEnglishWord);
    expect(parts.map((p) => p.text)).toEqual(['15.00', 'and']);
    expect(parts[1].bbox.x0).toBeGreaterThan(parts[0].bbox.x1);
    // Letters that are no word, a number without decimals, a capital: left whole.
    expect(splitNumberFromWord(tight('5.00cts'), 27, isEnglishWord)).toHaveLength(1);
    expect(splitNumberFromWord(tight('10am'), 27, isEnglishWord)).toHaveLength(1);
    expect(splitNumberFromWord(tight('15.00And'), 27, isEnglishWord)).toHaveLength(1);
    expect(splitNumberFromWord(tight('/15.00to'), 27, isEnglishWord).map((p) => p.text)).toEqual([
      '/15.00',
      'to',
    ]);
    // Two letters may be the rest of an "out" whose o was read as a zero ("3.50ut"): left whole.
    expect(splitNumberFromWord(tight('3.50ut'), 27, isEnglishWord)).toHaveLength(1);
  });

  it('evens sizes near the usual one, keeps headings', () => {
    const item = (size: number) => ({ str: 'x', x0: 0, x1: 1, y: 0, size, page: 1 });
    const items = [item(9), item(8.6), item(9.5), item(9), item(15)];
    evenSizes(items);
    expect(items.map((i) => i.size)).toEqual([9, 9, 9, 9, 15]);
    // A row whose line the engine measured too tall (12.7 for 10): its capitals stand as high as the
    // page's usual ones, so it is the usual size; a heading's capitals stand higher.
    const row = [item(10), item(10), item(12.7), item(10), item(15)];
    evenSizes(row, [7, 7.1, 7.2, null, 10.5]);
    expect(row.map((i) => i.size)).toEqual([10, 10, 10, 10, 15]);
    // "Quiz" has no capital or digit to measure (a Q's tail reaches below the line): it is the size most
    // of its line's measured words were found to be; a line whose words stand taller keeps its sizes.
    // "Résumé", its accent measured with its capital, is too.
    const quiz = [10, 10, 10, 10, 10, 10, 10, 12.6, 12.6, 12.6, 12.6, 14, 14].map((size) => item(size));
    const inks = [7, 7, 7, 7, 7, 7, 7, 7.1, null, 7, 8.8, 9.5, null];
    evenSizes(quiz, inks, [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2]);
    expect(quiz.map((i) => i.size)).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 14, 14]);
    // A title in 11 points over rows in 10, its line measured as tall as theirs: its capitals stand a tenth
    // higher, and so it is a tenth larger ("Pre-Algebra" and "8" measured, the title's "Ms." line not).
    // A comment's last line of small letters alone ("toward the unit grade."), measured half as tall again:
    // nothing to measure, and no heading, it is the usual size; a line with a capital keeps its own.
    const words = (texts: string[], size: number) => texts.map((str) => ({ ...item(size), str }));
    const comment = [
      ...words(['Resubmitted', 'after', 'the', 'retake', 'session,', 'the', 'higher'], 8.3),
      ...words(['toward', 'the', 'unit', 'grade.'], 12.3),
      ...words(['Grades'], 12.3),
    ];
    const commentInks = [6, null, null, null, null, null, null, null, null, null, null, null];
    evenSizes(comment, commentInks, [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2]);
    expect(comment.map((i) => i.size)).toEqual([...Array(11).fill(8.3), 12.3]);
    const titled = [10, 10, 10, 10.2, 10.2, 10.1].map((size) => item(size));
    evenSizes(titled, [7, 7, 7.1, 7.7, 7.8, 7], [0, 0, 0, 1, 1, 2]);
    expect(titled.map((i) => +i.size.toFixed(2))).toEqual([10.1, 10.1, 10.1, 10.95, 10.95, 10.1]);
    // One word of a row standing high (a misread glyph's box), or one of two: the row keeps its size.
    const rows = [10, 10, 10, 10, 10, 10].map((size) => item(size));
    evenSizes(rows, [7, 7, 7, 9, 7, 9.4], [0, 0, 0, 1, 2, 2]);
    expect(rows.map((i) => i.size)).toEqual([10, 10, 10, 10, 10, 10]);
  });

  it('measures a word’s capitals and digits, not its small letters or a box as tall as the line', () => {
    const glyph = (text: string, h: number) => ({
      text,
      confidence: 90,
      bbox: { x0: 0, x1: 8, y0: 30 - h, y1: 30 },
    });
    const word = (...symbols: ReturnType<typeof glyph>[]) => ({
      text: symbols.map((x) => x.text).join(''),
      confidence: 90,
      bbox: { x0: 0, x1: 8, y0: 0, y1: 30 },
      symbols,
    });
    expect(inkHeight(word(glyph('U', 14), glyph('n', 10), glyph('7', 15), glyph('T', 14)), 30)).toBe(14);
    expect(inkHeight(word(glyph('u', 10), glyph('n', 10)), 30)).toBeNull();
    expect(inkHeight(word(glyph('I', 33), glyph('D', 33)), 30)).toBeNull();
    // A Q's and a J's tails reach below the line: not measured.
    expect(inkHeight(word(glyph('Q', 18), glyph('u', 10)), 30)).toBeNull();
    expect(inkHeight(word(glyph('J', 17), glyph('7', 14)), 30)).toBe(14);
  });
});

describe('OCR page images', () => {
  it('converts RGB and 1-bit images to grey, refuses short data', () => {
    expect(
      toGrey({ width: 2, height: 1, kind: 2, data: new Uint8Array([255, 255, 255, 0, 0, 0]) })?.pixels,
    ).toEqual(new Uint8Array([255, 0]));
    expect(
      toGrey({ width: 9, height: 1, kind: 1, data: new Uint8Array([0b10000000, 0b10000000]) })?.pixels,
    ).toEqual(new Uint8Array([255, 0, 0, 0, 0, 0, 0, 0, 255]));
    expect(toGrey({ width: 2, height: 2, kind: 2, data: new Uint8Array(3) })).toBeNull();
  });

  it('turns an image by quarter turns clockwise', () => {
    // 2 x 1: [a b] -> a quarter turn clockwise stands it up: a on top, b below.
    const img = { width: 2, height: 1, pixels: new Uint8Array([1, 2]) };
    expect(turnImage(img, 1)).toEqual({ width: 1, height: 2, pixels: new Uint8Array([1, 2]) });
    expect(turnImage(img, 2)).toEqual({ width: 2, height: 1, pixels: new Uint8Array([2, 1]) });
    expect(turnImage(img, 3)).toEqual({ width: 1, height: 2, pixels: new Uint8Array([2, 1]) });
    expect(turnImage(turnImage(img, 1), 3)).toEqual(img);
  });

  it('measures the share of the page an image covers', () => {
    expect(pageCover([612, 0, 0, 792, 0, 0], 612, 792)).toBe(1);
    expect(pageCover([306, 0, 0, 792, 0, 0], 612, 792)).toBe(0.5);
    expect(pageCover([100, 0, 0, 100, -200, -200], 612, 792)).toBe(0);
  });
});

describe('straightening and table rules', () => {
  it('turns an image about its centre by a small angle', () => {
    // A 5 x 5 image with one dark pixel right of the centre; a quarter turn (pi / 2) carries it below.
    const pixels = new Uint8Array(25).fill(255);
    pixels[2 * 5 + 3] = 0;
    const turned = rotateImage({ width: 5, height: 5, pixels }, Math.PI / 2);
    expect([...turned.pixels].map((v, i) => (v === 0 ? i : -1)).filter((i) => i >= 0)).toEqual([3 * 5 + 2]);
    // No turn: the same image.
    const img = { width: 5, height: 5, pixels };
    expect(rotateImage(img, 0)).toBe(img);
  });

  it('turns a stroke smoothly, weighing each pixel from the four it falls between', () => {
    // A one-pixel vertical stroke, 40 pixels high, turned by 1 degree.
    const w = 41;
    const h = 41;
    const pixels = new Uint8Array(w * h).fill(255);
    for (let y = 0; y < h; y++) pixels[y * w + 20] = 0;
    const turned = rotateImage({ width: w, height: h, pixels }, (1 * Math.PI) / 180);
    const ink = (p: Uint8Array) => p.reduce((sum, v) => sum + (255 - v), 0);
    // Its ink kept (the ends aside), shared between neighbouring pixels where it crosses them: greys, not steps.
    expect(Math.abs(ink(turned.pixels) - ink(pixels)) / ink(pixels)).toBeLessThan(0.05);
    const greys = [...turned.pixels].filter((v) => v > 40 && v < 215).length;
    expect(greys).toBeGreaterThan(h / 2);
  });

  it('whitens a thin rule and its stepped edges, keeps letters and shaded bands', () => {
    const w = 200;
    const h = 30;
    const pixels = new Uint8Array(w * h).fill(255);
    // A rule on row 5, with a step one row below for x 100..130 (a straightened rule).
    pixels.fill(0, 5 * w + 10, 5 * w + 190);
    pixels.fill(0, 6 * w + 100, 6 * w + 130);
    // A letter stroke crossing the rule: column 50, rows 0..9.
    for (let y = 0; y < 10; y++) pixels[y * w + 50] = 0;
    // A shaded band: rows 15..25 grey (150) across x 20..180.
    for (let y = 15; y <= 25; y++) pixels.fill(150, y * w + 20, y * w + 180);
    const out = removeRules({ width: w, height: h, pixels });
    const at = (x: number, y: number) => out.pixels[y * w + x];
    expect(at(20, 5)).toBe(255);
    expect(at(110, 6)).toBe(255);
    // The stroke above and below the rule stays.
    expect(at(50, 1)).toBe(0);
    expect(at(50, 9)).toBe(0);
    // The band is no rule.
    expect(at(100, 20)).toBe(150);
  });

  it("keeps the tops of a bold line's letters, side by side with small gaps, as letters", () => {
    const w = 220;
    const h = 20;
    const pixels = new Uint8Array(w * h).fill(255);
    // Letter tops 3 px thick on rows 8..10: 13 px of ink, then a 4 px gap, across 200 px; their stems below.
    for (let x = 10; x + 13 <= 210; x += 17)
      for (let y = 8; y < 20; y++) pixels.fill(0, y * w + x, y * w + x + (y < 11 ? 13 : 3));
    const out = removeRules({ width: w, height: h, pixels });
    expect(out.whitened).toBe(0);
    // The same tops with gaps of a speck (1 px): a rule's span, whitened.
    for (let x = 10; x < 210; x++) if ((x - 10) % 17 >= 13 && (x - 10) % 17 < 16) pixels[9 * w + x] = 0;
    expect(removeRules({ width: w, height: h, pixels }).pixels[9 * w + 100]).toBe(255);
  });

  it('whitens specks standing apart, and keeps marks beside letters and blots too large for a speck', () => {
    const w = 100;
    const h = 40;
    const pixels = new Uint8Array(w * h).fill(255);
    const blot = (x0: number, y0: number, x1: number, y1: number, v = 0) => {
      for (let y = y0; y < y1; y++) pixels.fill(v, y * w + x0, y * w + x1);
    };
    blot(10, 10, 16, 22); // a letter
    blot(18, 20, 20, 22); // its full stop, 2 px away
    blot(60, 5, 62, 7); // a speck far from any ink
    blot(80, 30, 82, 32, 90); // a grey speck, dark enough to be read
    blot(40, 30, 44, 34); // a 16-pixel blot: too large for a speck
    blot(70, 20, 72, 22, 230); // a faint one: no ink
    const out = removeSpecks({ width: w, height: h, pixels }, 9);
    const at = (x: number, y: number) => out.pixels[y * w + x];
    expect(at(60, 5)).toBe(255);
    expect(at(81, 31)).toBe(255);
    expect(at(19, 21)).toBe(0);
    expect(at(12, 12)).toBe(0);
    expect(at(42, 32)).toBe(0);
    expect(at(70, 20)).toBe(230);
    // The image given is left as it was.
    expect(pixels[5 * w + 60]).toBe(0);
  });
});

describe('strokesAsMarks', () => {
  /** A word of 8-pixel letters 10 px apart on a 30-pixel line, its last glyph given its own box. */
  const ending = (text: string, last: { x0: number; x1: number; y0: number; y1: number }) => {
    const w = glyphs(
      text,
      [...text].map((_, i) => i * 10),
    );
    w.symbols[w.symbols.length - 1].bbox = last;
    w.bbox.x1 = last.x1;
    return w;
  };
  const marks = (w: ReturnType<typeof glyphs>) => strokesAsMarks(w, 30, isEnglishWord);

  it('drops a dash, or a full stop after an English word, whose ink is an upright stroke as tall as the letters', () => {
    const cells = marks(ending('Cells.', { x0: 50, x1: 54, y0: 0, y1: 25 }));
    expect(cells.text).toBe('Cells');
    expect(cells.symbols!.map((g) => g.text).join('')).toBe('Cells');
    expect(cells.bbox.x1).toBe(48);
    expect(marks(ending('Warm-Up.', { x0: 70, x1: 74, y0: 0, y1: 30 })).text).toBe('Warm-Up');
    expect(marks(ending('Pop-', { x0: 30, x1: 32, y0: 0, y1: 28 })).text).toBe('Pop');
    const opening = glyphs(
      '-Challenge',
      [...'-Challenge'].map((_, i) => i * 10),
    );
    opening.symbols[0].bbox = { x0: 0, x1: 2, y0: 0, y1: 29 };
    const challenge = marks(opening);
    expect(challenge.text).toBe('Challenge');
    expect(challenge.bbox.x0).toBe(10);
  });

  it('leaves marks of their own shape alone, and marks the engine boxes too roughly to tell', () => {
    expect(marks(ending('grade.', { x0: 50, x1: 53, y0: 17, y1: 20 })).text).toBe('grade.');
    expect(marks(ending('Warm-', { x0: 40, x1: 46, y0: 10, y1: 13 })).text).toBe('Warm-');
    // A colon's box is often as tall as the letters; so is a stop's after an abbreviation.
    expect(marks(ending('Cells:', { x0: 50, x1: 54, y0: 0, y1: 25 })).text).toBe('Cells:');
    expect(marks(ending('Mr.', { x0: 20, x1: 24, y0: 0, y1: 25 })).text).toBe('Mr.');
    // A box the engine drew over the letter before too (wide) is no stroke.
    expect(marks(ending('class.', { x0: 40, x1: 58, y0: 2, y1: 20 })).text).toBe('class.');
    // Nothing of a word would be left.
    expect(marks(ending('--', { x0: 10, x1: 12, y0: 0, y1: 28 })).text).toBe('--');
  });
});

describe('strokesAsOnes', () => {
  /** A number word of 8-pixel glyphs 10 px apart, each of the given height about one middle line. */
  const number = (text: string, heights: number[]) => {
    const w = glyphs(
      text,
      [...text].map((_, i) => i * 10),
    );
    w.symbols.forEach((g, k) => Object.assign(g.bbox, { y0: 15 - heights[k] / 2, y1: 15 + heights[k] / 2 }));
    return strokesAsOnes(w);
  };

  it('drops a 1 at either end of a number that stands far taller than its digits: a stroke of the scan', () => {
    // Seed 577's "151" for an extra-credit 5: the 1s reach 34 px, the 5 stands 21.
    const five = number('151', [34, 21, 34]);
    expect(five.text).toBe('5');
    expect(five.symbols!.map((g) => g.text)).toEqual(['5']);
    expect(five.bbox).toEqual({ x0: 10, x1: 18, y0: 4.5, y1: 25.5 });
    expect(number('9.51', [21, 3, 21, 34]).text).toBe('9.5');
  });

  it('keeps ones as tall as their digits, words of ones alone, and words that are not numbers', () => {
    expect(number('151', [21, 21, 21]).text).toBe('151');
    expect(number('15', [21, 21]).text).toBe('15');
    // Just under 1.4 times as tall: a 1 a font draws a little higher.
    expect(number('15', [29, 21]).text).toBe('15');
    // Seed 602's "100.00", its 1 boxed with a speck below it: past the digits' bottom only.
    const hundred = glyphs('100', [0, 10, 20]);
    hundred.symbols.forEach((g, k) => Object.assign(g.bbox, { y0: 531, y1: k ? 556 : 570 }));
    expect(strokesAsOnes(hundred).text).toBe('100');
    // No other digit to measure the ones against.
    expect(number('11', [34, 21]).text).toBe('11');
    expect(number('1%', [34, 21]).text).toBe('1%');
    // Letters are not numbers.
    expect(number('l5l', [34, 21, 34]).text).toBe('l5l');
  });
});

describe('a season read as two words', () => {
  const word = (str: string, x0: number, x1: number, y = 100, page = 1): OcrWord => ({
    item: { str, x0, x1, y, size: 10, page },
    confidence: 90,
    alternatives: [],
    offLine: false,
  });

  it("is joined where its l's, read as ones, follow its first letters on its baseline", () => {
    const words = [word('Fa', 100, 110), word('11', 111, 118), word('2024-2025', 122, 160)];
    const joined = joinPartedSeasons(words);
    expect(joined.map((w) => w.item.str)).toEqual(['Fall', '2024-2025']);
    expect(joined[0].item).toMatchObject({ x0: 100, x1: 118 });
    expect(joinPartedSeasons([word('Fal', 100, 114), word('1', 114.5, 118)]).map((w) => w.item.str)).toEqual([
      'Fall',
    ]);
  });

  it('stays apart across a space, another line or page, or with more than its letters', () => {
    const apart = [
      [word('Fa', 100, 110), word('11', 120, 128)],
      [word('Fa', 100, 110), word('11', 111, 118, 110)],
      [word('Fa', 100, 110), word('11', 111, 118, 100, 2)],
      [word('Fa', 100, 110), word('111', 111, 122)],
      [word('Fa', 100, 110), word('12', 111, 118)],
    ];
    for (const words of apart) expect(joinPartedSeasons(words)).toHaveLength(2);
  });
});

describe('a dash or a slash set off its engine line', () => {
  const word = (str: string, y: number, offLine = false): OcrWord => ({
    item: { str, x0: 0, x1: 10, y, size: 10, page: 1 },
    confidence: 90,
    alternatives: [],
    offLine,
  });

  it("goes on the nearest of the page's baselines within half a size", () => {
    // A wrapped name's lines at 599.6 and 610.6, the row's score centred between them at 605.3.
    const name = word('Lab', 599.6);
    const score = word('--/20', 605.3, true);
    const dash = word('-', 602.9, true);
    const below = word('Evidence', 610.6);
    snapOffLineMarks([name, score, dash, below]);
    expect(dash.item.y).toBe(605.3);
    // Other words off their line keep their own baselines.
    expect(score.item.y).toBe(605.3);
  });

  it("does so for a spaced score's slash, the engine having read it on a wrapped name's line", () => {
    // "5.00 / 10.00" centred on a row beside a name wrapped onto lines at 599.6 and 610.6.
    const slash = word('/', 603.8, true);
    snapOffLineMarks([word('Lab', 599.6), word('5.00', 605.3), slash, word('Evidence', 610.6)]);
    expect(slash.item.y).toBe(605.3);
  });

  it('stays where no baseline is that close, or where the engine set it on its line', () => {
    const far = word('-', 620, true);
    const onItsLine = word('-', 602.9);
    snapOffLineMarks([word('Lab', 599.6), far, onItsLine, word('--/20', 606, true)]);
    expect(far.item.y).toBe(620);
    expect(onItsLine.item.y).toBe(602.9);
  });
});

describe('a mark read alone on a line of its own', () => {
  const word = (str: string, y: number, page = 1): OcrWord => ({
    item: { str, x0: 0, x1: 10, y, size: 10, page },
    confidence: 90,
    alternatives: [],
    offLine: false,
  });

  it('is a speck, and dropped: no report prints a colon or a full stop alone', () => {
    // A speck between a course's total (161) and the next course's heading (189), read as a colon.
    const speck = word(':', 184);
    const kept = dropLoneMarkLines([word('Total:', 161), speck, word('Geometry', 189), word('.', 300)]);
    expect(kept.map((w) => w.item.str)).toEqual(['Total:', 'Geometry']);
  });

  it('is kept on a line with other words, and a dash or a slash is kept anyway', () => {
    const words = [word('Lab', 100), word('.', 102), word('-', 150), word('/', 200), word(':', 250, 2)];
    expect(dropLoneMarkLines(words).map((w) => w.item.str)).toEqual(['Lab', '.', '-', '/']);
  });
});

describe("a percent sign's top read apart", () => {
  const word = (str: string, x0: number, x1: number, y: number): OcrWord => ({
    item: { str, x0, x1, y, size: 10, page: 1 },
    confidence: 43,
    alternatives: [],
    offLine: true,
  });

  it('is dropped in a cell of its own or beside the number it closes', () => {
    // "66.0%" centred beside a wrapped name: "66.0" on the values' line, "0)" a little above it.
    const words = [word('the', 300, 333, 119), word('0)', 445, 449, 121), word('66.0', 427, 445, 124)];
    expect(dropPercentTops(words).map((w) => w.item.str)).toEqual(['the', '66.0']);
    expect(dropPercentTops([word('0)', 445, 449, 121)])).toEqual([]);
  });

  it('is kept where words stand close around it: a bracket of a sentence', () => {
    const words = [word('(see', 400, 430, 120), word('0)', 433, 440, 120), word('and', 444, 460, 120)];
    expect(dropPercentTops(words)).toHaveLength(3);
    expect(dropPercentTops([word('2)', 445, 449, 121)])).toHaveLength(1);
  });
});

describe("a report's pages measured in sizes a little apart", () => {
  const item = (size: number) => ({ str: 'x', x0: 0, x1: 5, y: 10, size, page: 1 });
  it("take the report's usual size, each page's sizes scaled alike", () => {
    const pages = [
      { items: [9.12, 9.12, 9.12, 9.12, 10.5].map(item) },
      { items: [9.12, 9.12, 9.12, 9.12].map(item) },
      // A page of three lines under its running header, measured larger.
      { items: [9.73, 9.73, 11.02].map(item) },
    ];
    evenPageSizes(pages);
    expect(pages[0].items.map((it) => it.size)).toEqual([9.12, 9.12, 9.12, 9.12, 10.5]);
    expect(pages[2].items.map((it) => it.size.toFixed(2))).toEqual(['9.12', '9.12', '10.33']);
  });

  it('keep their sizes where a page is printed in another size altogether', () => {
    const pages = [
      { items: [9, 9, 9].map(item) },
      { items: [9, 9, 9].map(item) },
      { items: [12, 12].map(item) },
    ];
    evenPageSizes(pages);
    expect(pages[2].items.map((it) => it.size)).toEqual([12, 12]);
  });
});

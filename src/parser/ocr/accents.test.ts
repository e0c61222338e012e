import { describe, expect, it } from 'vitest';
import {
  accentsOfTheReport,
  accentUnmarked,
  accentsShown,
  accentsTurnedByMarks,
  accentedReading,
  apostropheShown,
  baseLetters,
  GREY_INK,
  marksAbove,
  mayBeAccented,
  setApostrophes,
  takeAccentedReadings,
  unexplainedMarks,
  type Mark,
} from './accents';
import type { OcrWord } from './words';
import { stackPieces, type GreyImage } from './image';

/** A white image with dark rectangles [left, top, width, height]. */
function drawn(width: number, height: number, boxes: [number, number, number, number][]): GreyImage {
  const pixels = new Uint8Array(width * height).fill(255);
  for (const [left, top, w, h] of boxes)
    for (let y = top; y < top + h; y++) for (let x = left; x < left + w; x++) pixels[y * width + x] = 0;
  return { width, height, pixels };
}

/** Upright marks at these places across a word. */
const at = (...places: number[]): Mark[] =>
  places.map((place) => ({ at: place, lean: 0, stroke: 'upright', wide: false }));
/** Upright marks as wide as a diaeresis whose dots run together. */
const wide = (...places: number[]): Mark[] =>
  places.map((place) => ({ at: place, lean: 0, stroke: 'upright', wide: true }));
/** Marks leaning as an acute accent's stroke (its foot to the left), and as a grave's. */
const acute = (...places: number[]): Mark[] =>
  places.map((place) => ({ at: place, lean: -0.75, stroke: 'acute', wide: false }));
const grave = (...places: number[]): Mark[] =>
  places.map((place) => ({ at: place, lean: 0.7, stroke: 'grave', wide: false }));

/** The word `first` once the models' readings (French, Spanish, German, each [text, confidence]) are taken. */
function takeReadings(first: string, levels: Mark[][], readings: [string, number][]): string {
  const w = { item: { str: first }, alternatives: [] as string[] } as unknown as OcrWord;
  const byLanguage = new Map(
    (['fra', 'spa', 'deu'] as const).map((language, k) => [
      language,
      [[{ text: readings[k][0], confidence: readings[k][1], bbox: { x0: 0, x1: 1, y0: 0, y1: 1 } }]],
    ]),
  );
  takeAccentedReadings([{ w, levels }], byLanguage);
  return w.item.str;
}

describe('accents', () => {
  it('compares readings by their letters without accents, with one apostrophe', () => {
    expect(baseLetters('Señor Díaz’s Café')).toBe("Senor Diaz's Cafe");
    expect(baseLetters('Naïve Über Zoë Björk')).toBe('Naive Uber Zoe Bjork');
  });

  // Marks above a 5-letter word, across it from 0 to 1: over its second and third letters.
  const second = 0.3;
  const third = 0.5;

  it('takes a reading differing only in accents where the page has marks, when its engine is sure enough', () => {
    expect(accentedReading('Naive', 'Naïve', 86, at(third - 0.05, third + 0.05))).toBe(true);
    expect(accentedReading('Diaz’s', "Díaz's", 92, [...acute(second), ...at(0.7)])).toBe(true);
    expect(accentedReading('Naive', 'Naïve', 40, at(third))).toBe(false);
    // One mark as wide as two dots run together shows a diaeresis clearly; one dot only perhaps.
    expect(accentedReading('Naive', 'Naïve', 60, wide(0.5), 90)).toBe(true);
    expect(accentedReading('Naive', 'Naïve', 60, at(0.5), 90)).toBe(false);
    // An accent where the page has no mark: read into noise.
    expect(accentedReading('Era', 'Éra', 90, at())).toBe(false);
    expect(accentedReading('Elimination', 'Élimination', 90, at(0.5))).toBe(false);
    // An accent the first reading has, dropped.
    expect(accentedReading('Résumé', 'Resume', 96, at(0.25, 0.9))).toBe(false);
    // Other letters, or marks the first reading has not: another word, not the same one with accents.
    expect(accentedReading('Diaz’s', 'Díazs', 92, at(second))).toBe(false);
    expect(accentedReading('Naive', '¡Naive', 62, at(third))).toBe(false);
  });

  it("takes a model's accented reading shown at one ink level only where it is as sure as the surest plain one", () => {
    const read = (levels: Mark[][], readings: [string, number][]) => takeReadings('Quiz', levels, readings);
    // An i's dot that leans as an acute at the grey level alone, a model reading "Quiz" surer: the dot.
    const dot: Mark[] = [{ at: 0.6, lean: 0.5, stroke: 'upright', wide: false }];
    const leaning: Mark[] = [{ at: 0.6, lean: -0.64, stroke: 'acute', wide: false }];
    expect(
      read(
        [dot, leaning],
        [
          ['Quiz', 96],
          ['Quíz', 84],
          ['Quiz', 90],
        ],
      ),
    ).toBe('Quiz');
    // As sure as the surest plain reading, or shown at both levels: the accent.
    expect(
      read(
        [dot, leaning],
        [
          ['Quiz', 84],
          ['Quíz', 84],
          ['Quiz', 80],
        ],
      ),
    ).toBe('Quíz');
    expect(
      read(
        [leaning, leaning],
        [
          ['Quiz', 96],
          ['Quíz', 84],
          ['Quiz', 90],
        ],
      ),
    ).toBe('Quíz');
  });

  it('turns an accent read as the marks above its letter show at both ink levels, a model reading it so', () => {
    // At 150 dpi the diaeresis of "Zoë" reads as "Zoé": two dots over the e; only French reads "Zoë", unsure.
    expect(accentsTurnedByMarks('Zoé', [wide(0.76, 0.86), wide(0.76, 0.86)])).toBe('Zoë');
    expect(accentsTurnedByMarks('Trés', [grave(0.6), grave(0.6)])).toBe('Très');
    expect(accentsTurnedByMarks('Très', [acute(0.6), acute(0.6)])).toBe('Trés');
    // A letter read plain, one level that shows no accent, or a mark too small to lean: as read.
    expect(accentsTurnedByMarks('Zoe', [at(0.76, 0.86), at(0.76, 0.86)])).toBe('Zoe');
    expect(accentsTurnedByMarks('Zoé', [at(0.76, 0.86), []])).toBe('Zoé');
    expect(accentsTurnedByMarks('Trés', [at(0.6), at(0.6)])).toBe('Trés');
    const w = { item: { str: 'Zoé' }, alternatives: [] as string[] } as unknown as OcrWord;
    const reading = (text: string, confidence: number) => [
      [{ text, confidence, bbox: { x0: 0, x1: 1, y0: 0, y1: 1 } }],
    ];
    const readings = (fra: string) =>
      new Map([
        ['fra', reading(fra, 9)],
        ['spa', reading('Zoé', 78)],
        ['deu', reading('Zoe', 30)],
      ] as const);
    takeAccentedReadings([{ w, levels: [at(0.76, 0.86), at(0.76, 0.86)] }], readings('Zoë'));
    expect(w.item.str).toBe('Zoë');
    expect(w.alternatives).toEqual(['Zoé']);
    // A comment's mark read with the word is no model's: the letters decide.
    const marked = { item: { str: '>Trés' }, alternatives: [] as string[] } as unknown as OcrWord;
    const tres = new Map([
      ['fra', reading('Très', 41)],
      ['spa', reading('Trés', 87)],
      ['deu', reading('>Trös', 81)],
    ] as const);
    takeAccentedReadings([{ w: marked, levels: [grave(0.69), grave(0.69)] }], tres);
    expect(marked.item.str).toBe('>Très');
    // Of two readings as sure, the one the marks show clearly: two dots are a diaeresis, no circumflex.
    const bjork = { item: { str: 'Bjork' }, alternatives: [] as string[] } as unknown as OcrWord;
    const dots = [...at(0.32), ...at(0.45, 0.52)];
    const readingsOfBjork = new Map([
      ['fra', reading('Bjôrk', 92)],
      ['spa', reading('Bjórk', 66)],
      ['deu', reading('Björk', 92)],
    ] as const);
    takeAccentedReadings([{ w: bjork, levels: [dots, dots] }], readingsOfBjork);
    expect(bjork.item.str).toBe('Björk');
    expect(accentsShown('Bjork', 'Bjôrk', dots)).toBe('perhaps');
    expect(accentsShown('Bjork', 'Bjôrk', [...at(0.32), ...at(0.48)])).toBe('clearly');
    // No model's reading turns it so: as read.
    const v = { item: { str: 'Zoé' }, alternatives: [] as string[] } as unknown as OcrWord;
    takeAccentedReadings([{ w: v, levels: [at(0.76, 0.86), at(0.76, 0.86)] }], readings('Zoe'));
    expect(v.item.str).toBe('Zoé');
  });

  it('takes of readings about as sure the one the marks show most clearly', () => {
    const take = (first: string, levels: Mark[][], ...readings: [string, number][]) =>
      takeReadings(first, levels, readings);
    // Two respellings of "Siobhdn" about as sure: the acute's stroke shows "Siobhán".
    const stroke = [...at(0.22), ...acute(0.77)];
    expect(take('Siobhdn', [stroke, stroke], ['Siobhän', 64], ['Siobhán', 92], ['Siobhän', 93])).toBe(
      'Siobhán',
    );
    // A reading the marks show more clearly but less sure is not taken over a surer one: one wide mark over a
    // capital may be a diaeresis run together or an acute too short to lean.
    expect(take('Angel', [wide(0.15), wide(0.15)], ['Angel', 96], ['Ángel', 96], ['Ängel', 89])).toBe(
      'Ángel',
    );
  });

  it('takes an accent only where the mark above its letter leans its way', () => {
    // An upright mark over an i is its dot, not an acute accent.
    expect(accentedReading('bien', 'bíen', 90, at(0.375))).toBe(false);
    expect(accentedReading('Maria', 'María', 90, acute(0.7))).toBe(true);
    // A grave accent read as an acute one, turned; and the other way round, refused.
    expect(accentedReading('Trés', 'Très', 90, grave(0.625))).toBe(true);
    expect(accentedReading('Tres', 'Trés', 90, grave(0.625))).toBe(false);
    expect(accentedReading('Tres', 'Très', 90, acute(0.625))).toBe(false);
    // A diaeresis is two upright dots; a leaning stroke is an acute accent.
    expect(accentedReading('Siobhan', 'Siobhän', 90, [...at(0.21), ...acute(0.79)])).toBe(false);
    expect(accentedReading('Siobhan', 'Siobhán', 90, [...at(0.21), ...acute(0.79)])).toBe(true);
    expect(accentedReading('Uber', 'Über', 90, at(0.08, 0.17))).toBe(true);
    expect(accentedReading('Uber', 'Úber', 90, at(0.08, 0.17))).toBe(false);
    expect(accentedReading('Naive', 'Naïve', 90, at(0.45, 0.55))).toBe(true);
    // Over a letter with no dot of its own, a mark too small to lean may be either accent: taken unless
    // another model read the word without it more surely (a speck over "Semester").
    expect(accentedReading('Cafe', 'Café', 90, at(0.875))).toBe(true);
    expect(accentedReading('Cafe', 'Café', 96, at(0.875), 96)).toBe(true);
    expect(accentedReading('Semester', 'Semestèr', 87, at(0.8), 96)).toBe(false);
    // A clear stroke stands against a surer reading without the accent; so do two dots for a diaeresis.
    expect(accentedReading('Maria', 'María', 95, acute(0.7), 96)).toBe(true);
    expect(accentedReading('Naive', 'Naïve', 91, at(0.45, 0.55), 93)).toBe(true);
    expect(accentedReading('Naive', 'Naïve', 91, at(0.5), 93)).toBe(false);
  });

  it('takes a respelling with accents of a word that is no English word, only when very sure', () => {
    expect(accentedReading('Sefior', 'Señor', 93, at(0.4))).toBe(true);
    expect(accentedReading('Muiioz', 'Muñoz', 90, at(0.4))).toBe(true);
    expect(accentedReading('Sefior', 'Señor', 80, at(0.4))).toBe(false);
    // Stops and commas about the letters are kept as they are.
    expect(accentedReading('Mufioz,', 'Muñoz,', 93, at(0.4))).toBe(true);
    expect(accentedReading('Mufioz,', 'Muñoz', 93, at(0.4))).toBe(false);
    // An English word stays as read; a respelling without accents is no reading of accents.
    expect(accentedReading('senior', 'señor', 95, at(0.4))).toBe(false);
    expect(accentedReading('Sefior', 'Senor', 95, at(0.4))).toBe(false);
    // A capital read as a small letter is no respelling.
    expect(accentedReading('Café', 'café', 95, at(0.9))).toBe(false);
    expect(accentedReading('Cafe', 'Café', 95, at(0.9))).toBe(true);
    // More than two letters apart: another word.
    expect(accentedReading('Sefiorita', 'Señora', 95, at(0.4))).toBe(false);
  });

  it('pairs marks above a word with the letters of its reading that have them', () => {
    // The dot of the i of "Munoz"? There is none: the mark over its third letter is unexplained.
    expect(unexplainedMarks('Munoz', at(third))).toBe(1);
    expect(unexplainedMarks('Diaz’s', at(0.25, 0.7))).toBe(0);
    // Two dots over the i of "Naive": one is its own, the other is no letter's.
    expect(unexplainedMarks('Naive', at(0.45, 0.55))).toBe(1);
    // A mark far from the only i: unexplained, the i's own dot missing aside.
    expect(unexplainedMarks('Naive', at(0.95))).toBe(1);
    expect(unexplainedMarks('“Naive”', at(0.05, 0.1, 0.45, 0.9, 0.95))).toBe(0);
    expect(unexplainedMarks('Lefévre', at(0.5))).toBe(0);
    // A stroke leaning over an i is no dot: an accent its reading has lost.
    expect(unexplainedMarks('Maria', acute(0.7))).toBe(1);
    expect(unexplainedMarks('Maria', at(0.7))).toBe(0);
    // A mark over an i wider than a dot: the two dots of a diaeresis run together.
    expect(unexplainedMarks('Naive', wide(0.5))).toBe(1);
  });

  it('checks the words whose marks their reading does not account for, and names with any', () => {
    expect(mayBeAccented('nice', at(0.3, 0.35))).toBe(true);
    expect(mayBeAccented('nice', at(0.38))).toBe(false);
    // A name whose accent may stand for the dot of an i it was read with.
    expect(mayBeAccented('Diaz', at(0.38))).toBe(true);
    expect(mayBeAccented('Munoz', at())).toBe(false);
    // An English word too ("maria", seas of the moon), where an acute accent stands for its i's dot.
    expect(mayBeAccented('Maria', at(0.7))).toBe(false);
    expect(mayBeAccented('Maria', acute(0.7))).toBe(true);
  });

  it('finds the marks standing clear above a word’s letters, and where they lie across it', () => {
    // A 20-pixel size, baseline at row 30: a tall letter, a short one, an i's dot and stem, an accent.
    const letters: [number, number, number, number][] = [
      [2, 10, 3, 20], // tall letter, down to the baseline
      [8, 16, 6, 14], // short letter
      [17, 16, 2, 14], // stem of an i
      [17, 12, 2, 2], // its dot
      [23, 16, 6, 14], // short letter
      [24, 11, 3, 2], // its accent
      [32, 26, 6, 1], // a hyphen, low
      [36, 0, 2, 3], // the foot of a letter of the line above
      [41, 11, 2, 2], // a diaeresis whose dots run together, dark in the middle
      [41, 16, 2, 14], // over an i's stem
    ];
    const piece = drawn(48, 36, letters);
    // ... and grey at either side, as a low resolution blurs them.
    for (const x of [39, 40, 43, 44]) for (const y of [11, 12]) piece.pixels[y * 48 + x] = 180;
    expect(marksAbove(piece, 30, 20, 2)).toEqual([
      { at: (17.5 - 2) / 44, lean: 0, stroke: 'upright', wide: false },
      { at: (25 - 2) / 44, lean: 0, stroke: 'upright', wide: false },
      { at: (41.5 - 2) / 44, lean: 0, stroke: 'upright', wide: true },
    ]);
    // A piece of a letter's top tied to it by grey ink: a mark at the darker level, part of the letter at
    // the lighter one.
    const serif = drawn(10, 36, [[2, 10, 3, 20]]);
    for (const [x, y, v] of [
      [5, 10, 140],
      [5, 11, 140],
      [6, 10, 0],
      [6, 11, 0],
    ])
      serif.pixels[y * 10 + x] = v;
    expect(marksAbove(serif, 30, 20, 2)).toHaveLength(1);
    expect(marksAbove(serif, 30, 20, 2, GREY_INK)).toEqual([]);
  });

  it('measures how a mark leans: a curly apostrophe’s tail runs down to the left', () => {
    // A blot two pixels wide, each row one pixel left of the row above.
    const curly = drawn(20, 36, [
      [10, 4, 2, 1],
      [9, 5, 2, 1],
      [8, 6, 2, 1],
    ]);
    const [mark] = marksAbove(curly, 30, 20);
    expect(mark.lean).toBeCloseTo(-1, 5);
    // A mark one pixel across (a curly apostrophe's tail lost at 150 dpi) shows no lean either way.
    const narrow = drawn(20, 36, [[10, 4, 1, 3]]);
    expect(marksAbove(narrow, 30, 20)[0].lean).toBeNull();
  });

  it('tells an accent’s stroke from a dot by its lean and its size', () => {
    // At a 20-pixel size: an acute accent three pixels tall, its foot to the left; a grave, to the right.
    const stroke = (dx: number) =>
      drawn(20, 36, [
        [10, 4, 2, 1],
        [10 + dx, 5, 2, 1],
        [10 + 2 * dx, 6, 2, 1],
      ]);
    expect(marksAbove(stroke(-1), 30, 20)[0].stroke).toBe('acute');
    expect(marksAbove(stroke(1), 30, 20)[0].stroke).toBe('grave');
    expect(marksAbove(stroke(0), 30, 20)[0].stroke).toBe('upright');
    // Three pixels in an L lean as far, but are a dot: too small to tell.
    const speck = drawn(20, 36, [
      [10, 4, 2, 1],
      [10, 5, 1, 1],
    ]);
    expect(Math.abs(marksAbove(speck, 30, 20)[0].lean!)).toBeGreaterThanOrEqual(0.45);
    expect(marksAbove(speck, 30, 20)[0].stroke).toBe('upright');
  });

  it('tells a word’s apostrophe by the lean of its mark, and a page’s by most of its words', () => {
    const curly = (place: number): Mark => ({ at: place, lean: -0.3, stroke: 'upright', wide: false });
    const straight = (place: number): Mark => ({ at: place, lean: 0, stroke: 'upright', wide: false });
    // "O'Brien": the apostrophe is its second character of seven.
    expect(apostropheShown("O'Brien", [curly(1.5 / 7)])).toBe('’');
    expect(apostropheShown('O’Brien', [straight(1.5 / 7)])).toBe("'");
    expect(
      apostropheShown("O'Brien", [{ at: 1.5 / 7, lean: -0.09, stroke: 'upright', wide: false }]),
    ).toBeNull();
    expect(apostropheShown("O'Brien", [curly(0.9)])).toBeNull();
    // A mark one pixel across shows no lean: a curly apostrophe's tail lost below the ink level.
    expect(
      apostropheShown("O'Brien", [{ at: 1.5 / 7, lean: null, stroke: 'upright', wide: false }]),
    ).toBeNull();
    // No apostrophe between letters: a closing quote is no apostrophe.
    expect(apostropheShown("Brien'", [curly(0.95)])).toBeNull();

    const word = (str: string) => ({ item: { str } }) as OcrWord;
    const words = [
      { w: word("O'Brien"), marks: [curly(1.5 / 7)] },
      { w: word("Diaz's"), marks: [curly(4.5 / 6)] },
      { w: word("don't"), marks: [curly(3.5 / 5)] },
      { w: word("Dell'Acqua"), marks: [] },
    ];
    setApostrophes(words);
    expect(words.map(({ w }) => w.item.str)).toEqual(['O’Brien', 'Diaz’s', 'don’t', 'Dell’Acqua']);
    // A page whose apostrophes show both forms: a word whose own does not show keeps its reading.
    const mixed = [
      { w: word("O'Brien"), marks: [curly(1.5 / 7)] },
      { w: word('Diaz’s'), marks: [straight(4.5 / 6)] },
      { w: word("Dell'Acqua"), marks: [] },
    ];
    setApostrophes(mixed);
    expect(mixed.map(({ w }) => w.item.str)).toEqual(['O’Brien', "Diaz's", "Dell'Acqua"]);
    // A report's labels may set theirs otherwise than its names: each kind of word goes by its own.
    const labelled = [
      { w: word("Rec'd:"), marks: [straight(3.5 / 6)] },
      { w: word("Rec'd:"), marks: [straight(3.5 / 6)] },
      { w: word('Rec’d:'), marks: [] },
      { w: word("Diaz's"), marks: [curly(4.5 / 6)] },
      { w: word("Diaz's"), marks: [curly(4.5 / 6)] },
      { w: word("O'Connor"), marks: [] },
    ];
    setApostrophes(labelled);
    expect(labelled.map(({ w }) => w.item.str)).toEqual([
      "Rec'd:",
      "Rec'd:",
      "Rec'd:",
      'Diaz’s',
      'Diaz’s',
      'O’Connor',
    ]);
  });

  it('stacks pieces on a sheet, one under another, apart', () => {
    const wide = drawn(10, 5, [[0, 0, 10, 5]]);
    const narrow = drawn(4, 3, [[0, 0, 4, 3]]);
    const { sheet, placed } = stackPieces([wide, narrow], 4);
    expect(placed).toEqual([
      { left: 4, top: 4, width: 10, height: 5 },
      { left: 4, top: 13, width: 4, height: 3 },
    ]);
    expect([sheet.width, sheet.height]).toEqual([18, 20]);
    expect(sheet.pixels[13 * sheet.width + 4]).toBe(0);
    expect(sheet.pixels[13 * sheet.width + 8]).toBe(255);
    expect(sheet.pixels[3 * sheet.width + 4]).toBe(255);
  });
});

describe("the report's accents", () => {
  const words = (...texts: string[]) => texts.map((str) => ({ item: { str } }) as OcrWord);
  const texts = (ws: OcrWord[]) => ws.map((w) => w.item.str);

  it('are given to a word read without them where the report reads it with them', () => {
    const ws = words(
      'Naïve',
      'Naive',
      'Sets',
      'Díaz’s',
      "Diaz's",
      'Diaz’s.',
      'Über-Reactions',
      '"Uber-Reactions',
      'Ecole',
    );
    accentsOfTheReport(ws);
    // Its apostrophe and the marks around its letters stay as read.
    expect(texts(ws)).toEqual([
      'Naïve',
      'Naïve',
      'Sets',
      'Díaz’s',
      "Díaz's",
      'Díaz’s.',
      'Über-Reactions',
      '"Über-Reactions',
      'Ecole',
    ]);
  });

  it('are given none where the report reads two accented spellings, or other letters', () => {
    const ws = words('Très', 'Trés', 'Tres', 'José', 'Jose2', 'Josef', 'jose');
    accentsOfTheReport(ws);
    expect(texts(ws)).toEqual(['Très', 'Trés', 'Tres', 'José', 'Jose2', 'Josef', 'jose']);
  });

  it("are turned as the words whose marks stand above their accents spell them, where a word's page shows none", () => {
    // At 150 dpi the grave of "Très" runs into its e: the engine's "Trés" has no mark above the é.
    const ws = words('Très', 'Très', 'Trés', 'Trés', 'Tres');
    accentsOfTheReport(ws, new Set([ws[2], ws[3]]));
    expect(texts(ws)).toEqual(['Très', 'Très', 'Très', 'Très', 'Tres']);
    // A word whose page marks its accent keeps it; and marked words that spell it two ways settle nothing.
    const marked = words('Très', 'Trés');
    accentsOfTheReport(marked);
    expect(texts(marked)).toEqual(['Très', 'Trés']);
    const two = words('Très', 'Trés', 'Três');
    accentsOfTheReport(two, new Set([two[2]]));
    expect(texts(two)).toEqual(['Très', 'Trés', 'Três']);
  });

  it('are unmarked where no mark stands above an accented letter', () => {
    const mark = (at: number) => ({ at, lean: 1, stroke: 'grave' as const, wide: false });
    expect(accentUnmarked('Trés', [])).toBe(true);
    expect(accentUnmarked('Trés', [mark(0.6)])).toBe(false);
    // A mark over another letter (an i's dot) is no accent's.
    expect(accentUnmarked('Trés', [mark(0.1)])).toBe(true);
    expect(accentUnmarked('Tres', [])).toBe(false);
  });

  it('are given where one reading in eight shows them, and taken from a speck over a word read forty times without', () => {
    const diaz = words('Díaz', ...Array<string>(7).fill('Diaz'));
    accentsOfTheReport(diaz);
    expect(texts(diaz)).toEqual(Array<string>(8).fill('Díaz'));
    const the = words('thé', ...Array<string>(39).fill('the'));
    accentsOfTheReport(the);
    expect(texts(the)).toEqual(Array<string>(40).fill('the'));
  });
});

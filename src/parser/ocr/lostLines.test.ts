import { describe, expect, it } from 'vitest';
import type { OcrEngine } from './engine';
import { garbledBands, garbledLines, readLostLines, unreadBands } from './lostLines';
import type { OcrBlockResult, OcrLineResult } from './words';

/** A line of words set one after another from x = 100, each 10 pixels a letter, 20 pixels tall at `y`. */
function line(y: number, words: [string, number][]): OcrLineResult {
  let x = 100;
  const out = words.map(([text, confidence]) => {
    const bbox = { x0: x, y0: y, x1: x + 10 * text.length, y1: y + 20 };
    x = bbox.x1 + 8;
    return { text, confidence, bbox };
  });
  return { words: out, bbox: { x0: 100, y0: y, x1: x, y1: y + 20 } };
}

const blocksOf = (...lines: OcrLineResult[]): OcrBlockResult[] => [{ paragraphs: [{ lines }] }];

describe('garbled lines', () => {
  it('are lines whose words of letters are mostly unsure nonsense', () => {
    const clean = line(0, [
      ['Chapter', 95],
      ['Test', 96],
      ['1:', 90],
      ['Forces', 94],
    ]);
    const garbled = line(40, [
      ['26"', 40],
      ['cP', 30],
      ['hoLgyInesss', 35],
      ['and', 80],
      ['the', 85],
    ]);
    // Unsure words a dictionary holds, and names read surely, are no nonsense.
    const unsureWords = line(80, [
      ['Cellular', 50],
      ['Respiration', 45],
      ['and', 40],
    ]);
    const names = line(120, [
      ['Señor', 90],
      ['Díaz’s', 85],
      ['Café', 92],
    ]);
    const numbers = line(160, [
      ['2/18', 20],
      ['37/50', 30],
    ]);
    expect(garbledLines(blocksOf(clean, garbled, unsureWords, names, numbers), 20)).toEqual([garbled]);
  });

  it('are lines holding an unsure word as tall as two printed lines', () => {
    const values = line(0, [
      ['4', 96],
      ['2020-08-30', 94],
      ['re', 0],
      ['by', 96],
      ['80.00', 96],
    ]);
    values.words[2].bbox = { ...values.words[2].bbox, y1: values.words[2].bbox.y0 + 49 };
    const sure = line(60, [
      ['Pop', 96],
      ['Quiz', 96],
    ]);
    sure.words[1].bbox = { ...sure.words[1].bbox, y1: sure.words[1].bbox.y0 + 49 };
    expect(garbledLines(blocksOf(values, sure), 20)).toEqual([values]);
  });

  it('close above one another are one band', () => {
    const a = line(40, [
      ['cP', 30],
      ['hoLgy', 35],
    ]);
    const b = line(64, [
      ['Dronmsdgo', 30],
      ['fesplefon', 35],
    ]);
    const c = line(200, [
      ['Jekylls', 30],
      ['BHOaLION', 35],
    ]);
    const bands = garbledBands([c, a, b], 20);
    expect(bands.map((band) => band.lines)).toEqual([[a, b], [c]]);
    expect(bands[0].box).toMatchObject({ y0: 40, y1: 84 });
  });
});

describe('a garbled band read again', () => {
  const img = { width: 600, height: 300, pixels: new Uint8Array(600 * 300).fill(255) };
  /** An engine whose band reading gives these lines (in the band's own pixels). */
  const engine = (lines: OcrLineResult[], seen: { top?: number; layout?: string } = {}) =>
    ({
      readRegions: (images: Uint8Array[], _page: number, _budget: number, layout: string) => {
        seen.layout = layout;
        return Promise.resolve(images.map(() => [{ paragraphs: [{ lines }] }]));
      },
    }) as unknown as OcrEngine;

  it('replaces its lines where the engine is surer of the new reading', async () => {
    const above = line(0, [
      ['Chapter', 95],
      ['Test', 96],
      ['1:', 90],
      ['Forces', 94],
    ]);
    const garbled = line(40, [
      ['cP', 30],
      ['hoLgyInesss', 35],
      ['and', 80],
    ]);
    const blocks = blocksOf(above, garbled);
    const seen: { layout?: string } = {};
    // The band is cut from 12 pixels above the line (0.6 of the usual 20): its line at 12 is the page's 40.
    const reread = line(12, [
      ['Unit', 92],
      ['Test', 93],
      ['8:', 90],
      ['Cells', 94],
    ]);
    await readLostLines(engine([reread], seen), img, blocks, 1, 1000);
    expect(seen.layout).toBe('sparse');
    const lines = blocks[0].paragraphs[0].lines;
    expect(lines.map((l) => l.words.map((w) => w.text).join(' '))).toEqual([
      'Chapter Test 1: Forces',
      'Unit Test 8: Cells',
    ]);
    expect(lines[1].words[0].bbox).toMatchObject({ y0: 40, y1: 60 });
  });

  it('keeps the values of the first reading the new one has nothing over', async () => {
    // "Missing/250" read, its wrapped name beside it read as nonsense.
    const garbled = line(40, [
      ['Missing/250', 57],
      ['Refactar', 15],
      ['Barimg', 9],
      ['Period', 46],
    ]);
    const blocks = blocksOf(garbled);
    // The new reading misses the value, and reads the name over the nonsense.
    const reread = line(12, [
      ['Reflection', 95],
      ['for', 95],
      ['the', 95],
      ['First', 96],
    ]);
    reread.words.forEach((w) => (w.bbox = { ...w.bbox, x0: w.bbox.x0 + 110, x1: w.bbox.x1 + 110 }));
    await readLostLines(engine([reread]), img, blocks, 1, 1000);
    expect(blocks[0].paragraphs[0].lines.map((l) => l.words.map((w) => w.text).join(' '))).toEqual([
      'Reflection for the First',
      'Missing/250',
    ]);
  });

  it('keeps them where the new reading is no surer', async () => {
    const above = line(0, [
      ['Chapter', 95],
      ['Test', 96],
    ]);
    const garbled = line(40, [
      ['cP', 30],
      ['hoLgyInesss', 35],
    ]);
    const blocks = blocksOf(above, garbled);
    await readLostLines(
      engine([
        line(12, [
          ['cP', 35],
          ['hoLgy', 38],
        ]),
      ]),
      img,
      blocks,
      1,
      1000,
    );
    expect(blocks[0].paragraphs[0].lines).toEqual([above, garbled]);
  });

  it('takes a sure word the first reading lost under a blot, where the new reading is no surer', async () => {
    // A comment's line read with a blot ("Nat", as tall as two lines) over its first word and the word
    // wrapped under it ("back."); the new reading, no surer, reads "back." surely, and "Please" again.
    const comment = line(40, [
      ['Nat', 41],
      ['Please', 96],
      ['see', 95],
    ]);
    comment.words[0].bbox = { ...comment.words[0].bbox, y1: comment.words[0].bbox.y0 + 45 };
    const blocks = blocksOf(comment);
    const reread = line(12, [
      ['Note:', 60],
      ['Please', 58],
    ]);
    const back = line(37, [['back.', 96]]);
    await readLostLines(
      engine([{ ...reread, words: [...reread.words, ...back.words] }]),
      img,
      blocks,
      1,
      1000,
    );
    const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
    expect(lines.map((l) => l.words.map((w) => w.text).join(' '))).toEqual(['Nat Please see', 'back.']);
    expect(lines[1].words[0].bbox).toMatchObject({ y0: 65, y1: 85 });
  });

  it('never takes a word read already on another line of the band twice', async () => {
    const garbled = line(40, [
      ['cP', 30],
      ['hoLgyInesss', 35],
    ]);
    // A date read well on a line of its own within the band.
    const date = { ...line(44, [['2/18', 96]]) };
    const blocks = blocksOf(garbled, date);
    await readLostLines(
      engine([
        line(16, [
          ['2/18', 97],
          ['Unit', 92],
        ]),
      ]),
      img,
      blocks,
      1,
      1000,
    );
    const lines = blocks[0].paragraphs[0].lines;
    expect(lines.map((l) => l.words.map((w) => w.text).join(' '))).toEqual(['Unit', '2/18']);
  });
});

describe('ink no line holds', () => {
  /** A white page 200 pixels wide with dark boxes of ink where given. */
  const page = (inks: { x0: number; y0: number; x1: number; y1: number }[]) => {
    const img = { width: 200, height: 200, pixels: new Uint8Array(200 * 200).fill(255) };
    for (const b of inks)
      for (let y = b.y0; y < b.y1; y++) img.pixels.fill(0, y * 200 + b.x0, y * 200 + b.x1);
    return img;
  };
  const read = line(10, [
    ['Chapter', 95],
    ['Test', 96],
  ]);

  it('is a band of ink as tall as letters that no word covers', () => {
    // The line read (10 to 30), and a row of ink below it no word covers (60 to 75).
    const img = page([
      { x0: 100, y0: 12, x1: 180, y1: 28 },
      { x0: 20, y0: 60, x1: 150, y1: 75 },
    ]);
    expect(unreadBands(img, blocksOf(read), 20)).toEqual([{ x0: 20, y0: 60, x1: 150, y1: 75 }]);
  });

  it('is not a speck, a rule or the edge of a word read', () => {
    const img = page([
      { x0: 100, y0: 12, x1: 180, y1: 28 },
      // A speck, a thin rule, and an accent just above the word read.
      { x0: 50, y0: 100, x1: 53, y1: 103 },
      { x0: 0, y0: 150, x1: 200, y1: 152 },
      { x0: 110, y0: 4, x1: 114, y1: 8 },
    ]);
    expect(unreadBands(img, blocksOf(read), 20)).toEqual([]);
  });

  it('is read, and the words the engine is sure of are taken', async () => {
    const img = page([
      { x0: 100, y0: 12, x1: 180, y1: 28 },
      { x0: 20, y0: 60, x1: 150, y1: 75 },
    ]);
    const blocks = blocksOf(read);
    // The band (60 to 75) is cut from 48: the engine's line at 12 is the page's 60.
    const found = line(12, [
      ['Exit', 90],
      ['Ticket', 92],
      ['Ll', 30],
    ]);
    const engine = {
      readRegions: (images: Uint8Array[]) =>
        Promise.resolve(images.map(() => [{ paragraphs: [{ lines: [found] }] }])),
    } as unknown as OcrEngine;
    await readLostLines(engine, img, blocks, 1, 1000);
    const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
    expect(lines.map((l) => l.words.map((w) => w.text).join(' '))).toEqual(['Chapter Test', 'Exit Ticket']);
  });
});

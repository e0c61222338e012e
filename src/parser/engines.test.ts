import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { ParseError } from './errors';
import { extractPages, type TextEngine } from './extract';
import { buildLines } from './lines';
import { interpretLines } from './parse';
import { popplerAvailable } from './popplerText';
import { cleanTranscript } from './sanitize';

/**
 * poppler's words (the native addon) and pdf.js's text runs read every fixture the same way: the same
 * transcript, or the same refusal.
 */

const root = join(import.meta.dirname, '../../fixtures/pdf');
const pdfsIn = (sub: string) =>
  readdirSync(join(root, sub))
    .filter((f) => f.endsWith('.pdf'))
    .map((f) => join(sub, f));
// The hostile fixture's font maps letters to U+0000 and to a lone surrogate: pdf.js keeps the NUL inside its
// run and reads the surrogate as U+10000, poppler ends a word at the NUL and reads U+FFFD (tests/support/hostile.ts).
const FIXTURES = ['.', 'examples', 'reprinted'].flatMap(pdfsIn);
const MALFORMED = pdfsIn('malformed').filter((f) => !f.includes('2000-pages'));

async function read(bytes: Uint8Array, engine: TextEngine) {
  try {
    const pages = await extractPages(bytes.slice(), 100, { engine });
    return cleanTranscript(interpretLines(buildLines(pages), pages.length));
  } catch (err) {
    return { refused: err instanceof ParseError ? err.code : String(err) };
  }
}

/** Lines as the reader sees them: text and positions, rounded to half a point. */
async function linesOf(bytes: Uint8Array, engine: TextEngine) {
  const pages = await extractPages(bytes.slice(), 100, { engine });
  const r = (v: number) => Math.round(v * 2) / 2;
  return {
    sizes: pages.map((p) => [r(p.width), r(p.height)]),
    lines: buildLines(pages).map((l) => ({
      page: l.page,
      y: r(l.y),
      cells: l.cells.map((c) => [c.text, r(c.x0)]),
    })),
  };
}

/** A small page drawn with pdfkit; `draw` writes on it. */
function pdfOf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.font('Helvetica').fontSize(10);
    draw(doc);
    doc.end();
  });
}

const ROWS = [
  ['Quiz 1: Fractions', '18.5', '20', '09/03/2024'],
  ['Essay — “Office” efficiency', 'Exempt', '50', '09/10/2024'],
];

/** The rows as a table, turned by `turn` degrees about the page's centre. */
function table(doc: PDFKit.PDFDocument, turn = 0) {
  doc.save().rotate(turn, { origin: [306, 396] });
  ROWS.forEach((row, i) =>
    row.forEach((cell, j) => doc.text(cell, 40 + j * 150, 380 + i * 16, { lineBreak: false })),
  );
  doc.restore();
}

describe.skipIf(!popplerAvailable)('poppler and pdf.js read alike', () => {
  it.each(FIXTURES)('%s: the same transcript', async (file) => {
    const bytes = new Uint8Array(readFileSync(join(root, file)));
    expect(await read(bytes, 'poppler')).toEqual(await read(bytes, 'pdfjs'));
  });

  it.each(MALFORMED)('%s: the same refusal or reading', async (file) => {
    const bytes = new Uint8Array(readFileSync(join(root, file)));
    expect(await read(bytes, 'poppler')).toEqual(await read(bytes, 'pdfjs'));
  });

  it('a page turned by /Rotate (its text upright as shown), in a crop box away from the origin', async () => {
    for (const rotate of [0, 90, 180, 270]) {
      const bytes = await pdfOf((doc) => {
        table(doc, -rotate);
        const page = doc.page.dictionary.data as Record<string, unknown>;
        page.Rotate = rotate;
        page.CropBox = [20, 100, 590, 760];
      });
      const lines = await linesOf(bytes, 'poppler');
      expect(lines).toEqual(await linesOf(bytes, 'pdfjs'));
      expect(lines.lines.map((l) => l.cells.map((c) => c[0]))).toEqual(ROWS);
    }
  });

  it('text shown glyph by glyph, and lines out of stream order', async () => {
    const bytes = await pdfOf((doc) => {
      for (const [i, row] of [...ROWS.entries()].reverse())
        row.forEach((cell, j) => {
          let x = 40 + j * 150;
          for (const ch of cell) {
            doc.text(ch, x, 100 + i * 16, { lineBreak: false });
            x += doc.widthOfString(ch);
          }
        });
    });
    const lines = await linesOf(bytes, 'poppler');
    expect(lines).toEqual(await linesOf(bytes, 'pdfjs'));
    expect(lines.lines.map((l) => l.cells.map((c) => c[0]))).toEqual(ROWS);
  });
});

/**
 * Scanned reports read by OCR: generated scans of the committed text fixtures (rasterised, skewed, noisy,
 * JPEG, wrapped in an image-only PDF; cached in node_modules/.cache/gradelens-scans). Few, small pages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedScan, OFFICE_SCAN, pdfPages } from '../../../fixtures/layouts/scan';
import { parseTranscript } from '../parse';
import { createParserPool, createTestParserPool } from '../pool';
import type { Transcript } from '../types';
import PDFDocument from 'pdfkit';
import { fontFiles } from '../../../fixtures/layouts/geometry';
import { pdfOperators, type PdfDocument } from '../extract';
import { readLines } from '../parse';
import { restoreAccents, setApostrophes } from './accents';
import { OcrEngines } from './engine';
import { findPageImage, readScannedPage, type PdfPageLike } from './read';
import { parseScannedBytes } from './scan';
import type { OcrWord } from './words';
import { warningNamesCourse } from '../../shared/courseWarnings';

const FIXTURES = path.resolve(import.meta.dirname, '../../../fixtures/pdf');
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));
const truth = JSON.parse(readFileSync(path.join(FIXTURES, 'report-1p.json'), 'utf8')) as Transcript;

const SCAN = OFFICE_SCAN;

const engines = new OcrEngines(1);
afterAll(() => engines.stop());

/**
 * Courses as comparable facts: the name, the printed total, and each row's name (its start, spaces aside:
 * the engine may miss a space in a name), points and status.
 */
function facts(t: Transcript) {
  return t.courses.map((c) => ({
    name: c.courseName,
    total: [c.pointsReceived, c.maxPoints],
    rows: c.assignments.map((a) => [
      a.assignmentName.replace(/\s+/g, '').slice(0, 12),
      a.pointsEarned,
      a.maxPoints,
      a.status,
    ]),
  }));
}

/**
 * Every course is read exactly or flagged: it does not add up to its printed total, or a warning names it (a
 * row or its heading read with low confidence). At most one is not exact.
 */
function expectExactOrFlagged(t: Transcript, expectedTranscript: Transcript) {
  const expected = facts(expectedTranscript).map((f) => JSON.stringify(f));
  const exact = t.courses.filter((c) => expected.includes(JSON.stringify(facts({ ...t, courses: [c] })[0])));
  for (const c of t.courses.filter((c) => !exact.includes(c))) {
    const named = t.warnings.some((w) => warningNamesCourse(w.message, c.courseName));
    expect(c.reconciliation.status !== 'matches' || named).toBe(true);
  }
  expect(exact.length).toBeGreaterThanOrEqual(expected.length - 1);
}

/** A one-page PDF of lines of text, each set in the font and size given. */
async function linesPdf(lines: { text: string; font: string; size: number }[]): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  let y = 40;
  for (const { text, font, size } of lines) {
    doc.font(fontFiles(font).regular).fontSize(size).text(text, 40, y);
    y += size * 2;
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** The words of the first page of a scan, read and with their accents and apostrophes restored. */
async function scannedWords(scan: Uint8Array): Promise<OcrWord[]> {
  const ops = await pdfOperators();
  let words: OcrWord[] = [];
  await readLines(scan, {
    readImages: async (doc: PdfDocument) => {
      const page = await doc.getPage(1);
      const viewport = page.getViewport({ scale: 1 });
      const found = await findPageImage(
        page as unknown as PdfPageLike,
        ops,
        viewport.transform as [number, number, number, number, number, number],
        viewport.width,
        viewport.height,
      );
      const ppp = Math.sqrt(
        (viewport.width * viewport.height * found!.cover) / (found!.image.width * found!.image.height),
      );
      const budget = { remaining: () => 60_000 };
      await engines.use(async (engine) => {
        const read = await readScannedPage(engine, found!.image, ppp, 1, budget);
        const { apostrophes } = await restoreAccents(engine, [
          { img: read.upright, ppp, n: 1, budget, words: read.words },
        ]);
        setApostrophes(apostrophes);
        words = read.words;
      });
    },
  }).catch((err: unknown) => {
    // The page's words are not handed back as its text: the reader then finds no text, as it should.
    if (!words.length) throw err;
  });
  return words;
}

describe('scanned reports', () => {
  it('a scan without text layer is refused as before by the text reader, and read by OCR', async () => {
    const scan = await cachedScan(fixture('report-1p.pdf'), SCAN);
    await expect(parseTranscript(scan)).rejects.toMatchObject({ code: 'NO_TEXT' });
    const pages: number[][] = [];
    const t = await parseScannedBytes(scan.slice(), {
      engines,
      onProgress: (p) => pages.push([p.page, p.pages]),
    });
    expect(t.source).toBe('ocr');
    expect(pages).toEqual([[1, 1]]);
    expect(facts(t)).toEqual(facts(truth));
    expect(t.courses.map((c) => c.reconciliation.status)).toEqual(truth.courses.map(() => 'matches'));
  }, 60_000);

  it('reads the accents of names and titles, which the English model reads without them', async () => {
    const page = pdfPages(fixture('report-10p.pdf'), '1');
    const printed = await parseTranscript(page);
    const accented = (t: Transcript) =>
      t.courses.flatMap((c) => [c.teacherName ?? '', ...c.assignments.map((a) => a.assignmentName)]);
    const expected = accented(printed).filter((name) => /\P{ASCII}/u.test(name.replace(/’/g, '')));
    const t = await parseScannedBytes((await cachedScan(page, SCAN)).slice(), { engines });
    const read = accented(t).filter((name) => expected.includes(name));
    expect(read.length).toBeGreaterThanOrEqual(expected.length - 1);
  }, 60_000);

  it('tells printed straight apostrophes from curly ones, which the engine reads alike', async () => {
    const fonts = ['Helvetica', 'Times-Roman', 'Courier', 'DejaVuSans', 'DejaVuSerif'];
    const lines = fonts.flatMap((font) => [
      { text: "Straight O'Brien and Diaz's Cafe, don't stop", font, size: 10 },
      { text: 'Curly O’Brien and Diaz’s Cafe, don’t stop', font, size: 10 },
    ]);
    const words = await scannedWords(await cachedScan(await linesPdf(lines), SCAN));
    const line = (label: string) =>
      words.filter((w) => words.some((l) => l.item.str === label && Math.abs(l.item.y - w.item.y) < 2));
    const apostrophes = (label: string) =>
      line(label).flatMap((w) => w.item.str.match(/(?<=\p{L})['’](?=\p{L})/gu) ?? []);
    const straight = apostrophes('Straight');
    const curly = apostrophes('Curly');
    expect(straight.length + curly.length).toBeGreaterThanOrEqual(25);
    // Nearly all as printed: a few marks lean between the two forms and keep the engine's reading.
    expect(straight.filter((a) => a === "'").length).toBeGreaterThanOrEqual(straight.length - 2);
    expect(curly.filter((a) => a === '’').length).toBeGreaterThanOrEqual(curly.length - 3);
  }, 60_000);

  it('reads pages scanned upside down and sideways', async () => {
    for (const turn of [180, 90] as const) {
      const scan = await cachedScan(fixture('report-1p.pdf'), {
        ...SCAN,
        turn,
        skewDegrees: -1,
        colour: 'colour',
      });
      const t = await parseScannedBytes(scan.slice(), { engines });
      expect(facts(t)).toEqual(facts(truth));
    }
  }, 90_000);

  it('reads a mixed report page by page: the text page from its text, the scanned page by OCR', async () => {
    const two = pdfPages(fixture('report-10p.pdf'), '1-2');
    const textOnly = await parseTranscript(two);
    const mixed = await cachedScan(two, { ...SCAN, dpi: 150, keepTextPages: [1] });
    await expect(parseTranscript(mixed, { referScans: true })).rejects.toMatchObject({
      name: 'ScanNeededError',
    });
    const progress: number[][] = [];
    const t = await parseScannedBytes(mixed.slice(), {
      engines,
      onProgress: (p) => progress.push([p.page, p.pages]),
    });
    expect(t.source).toBe('ocr');
    expect(progress).toEqual([[1, 1]]);
    expectExactOrFlagged(t, textOnly);
  }, 90_000);

  it("reads a scan's pages side by side on two engine threads as one thread reads them", async () => {
    const two = pdfPages(fixture('report-10p.pdf'), '1-2');
    const scan = await cachedScan(two, SCAN);
    const pair = new OcrEngines(2);
    try {
      const progress: number[][] = [];
      const t = await parseScannedBytes(scan.slice(), {
        engines: pair,
        onProgress: (p) => progress.push([p.page, p.pages]),
      });
      expect(progress).toEqual([
        [1, 2],
        [2, 2],
      ]);
      expect(t).toEqual(await parseScannedBytes(scan.slice(), { engines }));
    } finally {
      await pair.stop();
    }
  }, 120_000);

  it('refuses a scan over the scanned-page cap with a message that says the cap, before reading any page', async () => {
    const two = await cachedScan(pdfPages(fixture('report-10p.pdf'), '1-2'), { ...SCAN, dpi: 150 });
    const progress: unknown[] = [];
    const err = await parseScannedBytes(two.slice(), {
      engines,
      maxScannedPages: 1,
      onProgress: (p) => progress.push(p),
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'TOO_MANY_PAGES' });
    expect((err as Error).message).toContain('up to 1 pages');
    expect(progress).toEqual([]);
  }, 60_000);
});

describe('OCR processes', () => {
  it('a scan over its time budget fails alone while text uploads finish', async () => {
    const pool = createParserPool({
      size: 1,
      timeoutMs: 60_000,
      ocr: { threads: 1, maxPages: 10, pageTimeoutMs: 20_000 },
    });
    try {
      const scan = await cachedScan(fixture('report-1p.pdf'), SCAN);
      const text = fixture('report-1p.pdf');
      const slow = pool.parse(scan, { owner: 'a', timeoutMs: 1_500 }).catch((e: unknown) => e);
      const texts = await Promise.all([1, 2, 3].map((i) => pool.parse(text, { owner: `t${i}` })));
      expect(texts.map((t) => t.source)).toEqual(['text', 'text', 'text']);
      expect(await slow).toMatchObject({ code: 'TIMEOUT' });
      // The OCR process that was stopped is replaced: the next scan is read.
      const progress: number[][] = [];
      const t = await pool.parse(scan, { owner: 'b', onProgress: (p) => progress.push([p.page, p.pages]) });
      expect(t.source).toBe('ocr');
      expect(progress).toEqual([[1, 1]]);
    } finally {
      await pool.close();
    }
  }, 120_000);
  it('keeps an OCR process, its engines loaded, from one scan to the next: a new one would start them again', async () => {
    const pool = createTestParserPool({
      size: 1,
      timeoutMs: 60_000,
      ocr: { threads: 1, maxPages: 10, pageTimeoutMs: 30_000 },
    });
    try {
      const scan = await cachedScan(fixture('report-1p.pdf'), SCAN);
      expect((await pool.parse(scan, { owner: 'a' })).source).toBe('ocr');
      const [reader] = pool.ocrPids;
      expect((await pool.parse(scan, { owner: 'b' })).source).toBe('ocr');
      expect(pool.ocrPids).toEqual([reader]);
    } finally {
      await pool.close();
    }
  }, 120_000);
});

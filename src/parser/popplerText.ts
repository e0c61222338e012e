import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ParseError } from './errors';
import type { ExtractedPage, TextItem } from './extract';

/**
 * Text extraction with poppler's own word builder (TextOutputDev, as pdftotext), through the addon in
 * native/pdftext. It is built during `npm install` where poppler's headers are installed; where it is not,
 * `popplerText` is null and pdf.js reads the text.
 */

/** One page's words as the addon returns them: a typed array per field and every word's text joined. */
interface NativePage {
  width: number;
  height: number;
  x0: Float64Array;
  x1: Float64Array;
  /** Baseline from the top of the page. */
  y: Float64Array;
  size: Float64Array;
  /** The word's direction in quarter turns: 0 reads left to right, upright on the page as shown. */
  rotation: Uint8Array;
  /** Each word's length in `text` (UTF-16 code units). */
  lengths: Uint32Array;
  text: string;
  /** Syntax and internal errors poppler worked around while reading the page. */
  errors: number;
}

interface NativeDocument {
  pageCount(): number;
  readPage(n: number): NativePage;
  close(): void;
}

interface Addon {
  Document: new (bytes: Uint8Array) => NativeDocument;
}

/** The addon, from the project root both in src/parser and in the bundled dist/server. */
const ADDON_PATH = fileURLToPath(new URL('../../native/pdftext/build/Release/pdftext.node', import.meta.url));

function loadAddon(): Addon | null {
  try {
    return createRequire(import.meta.url)(ADDON_PATH) as Addon;
  } catch {
    return null;
  }
}

const addon = loadAddon();

/** Whether the poppler addon is built and loads on this machine. */
export const popplerAvailable = addon !== null;

/** Ligatures poppler passes through as their own code points (pdf.js spells them out). */
const LIGATURE_RE = /[\uFB00-\uFB06]/;

/**
 * A page's words as text items: each word is an item at its exact position, so the line builder sees the
 * same gaps pdf.js's runs would show, and the exact place of every word inside a run. Text that does not
 * stand upright on the page as shown (vertical or upside down) is left out: it forms no line of a report.
 */
export function itemsOf(p: NativePage, page: number): TextItem[] {
  const items: TextItem[] = [];
  let at = 0;
  for (let i = 0; i < p.lengths.length; i++) {
    const end = at + p.lengths[i];
    let str = p.text.slice(at, end);
    at = end;
    if (p.rotation[i] !== 0) continue;
    if (LIGATURE_RE.test(str)) str = str.normalize('NFKC');
    if (!str.trim()) continue;
    items.push({ str, x0: p.x0[i], x1: p.x1[i], y: p.y[i], size: p.size[i], page });
  }
  return items;
}

/** An open document: its page count and pages, read in this thread. */
export interface PopplerDocument {
  numPages: number;
  readPage(n: number): ExtractedPage;
  close(): void;
}

/**
 * Opens a PDF's bytes with poppler: ENCRYPTED or DAMAGED where it cannot be opened. poppler rebuilds what
 * it can of a broken file where pdf.js gives up: a document without pages, or a page whose reading failed
 * with no word read, is DAMAGED (not a scan without text).
 */
export function openWithPoppler(bytes: Uint8Array): PopplerDocument {
  if (!addon) throw new Error('The poppler addon is not built');
  let doc: NativeDocument;
  try {
    doc = new addon.Document(bytes);
  } catch (err) {
    throw new ParseError((err as { code?: string }).code === 'ENCRYPTED' ? 'ENCRYPTED' : 'DAMAGED');
  }
  const numPages = doc.pageCount();
  if (numPages < 1) {
    doc.close();
    throw new ParseError('DAMAGED');
  }
  return {
    numPages,
    readPage(n) {
      const p = doc.readPage(n);
      if (p.errors > 0 && p.lengths.length === 0) throw new ParseError('DAMAGED');
      return { page: n, width: p.width, height: p.height, items: itemsOf(p, n) };
    },
    close: () => doc.close(),
  };
}

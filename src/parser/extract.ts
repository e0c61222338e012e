import { ParseError } from './errors';
import { openWithPoppler, popplerAvailable } from './popplerText';

/** One run of text on a page, in top-down page coordinates (points). */
export interface TextItem {
  str: string;
  x0: number;
  x1: number;
  /** Baseline, measured from the top of the page. */
  y: number;
  /** Font size. */
  size: number;
  page: number;
}

export interface ExtractedPage {
  page: number;
  width: number;
  height: number;
  items: TextItem[];
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsPromise: Promise<Loaded> | null = null;

/**
 * The legacy build bundles core-js, which replaces a few built-ins that Node already has natively
 * (Array.prototype.push, JSON.parse, JSON.stringify) with much slower spec-edge-case versions, for the
 * whole thread. Text extraction does not depend on those edge cases, so the native ones are put back.
 */
interface Loaded {
  pdfjs: PdfJs;
  worker: InstanceType<PdfJs['PDFWorker']>;
}

type Listener = (event: { data: unknown }) => void;

/**
 * pdf.js runs its document half ("worker") in this same thread. Its own in-thread port deep-copies every
 * message with structuredClone, which for text extraction means every text item of every page. This port
 * copies the small messages the same way, but hands text-content chunks over without copying their items:
 * the document half builds each item once and never touches it again, and only swaps the chunk's own
 * `items`/`styles` fields for fresh ones after sending, so a shallow copy of the chunk object suffices.
 * Delivery keeps the same order and microtask schedule.
 */
class DirectPort {
  private readonly listeners = new Set<Listener>();
  private readonly pending: Promise<void> = Promise.resolve();

  postMessage(data: unknown, transfer?: Transferable[]): void {
    const chunk = (data as { chunk?: { items?: unknown } } | null)?.chunk;
    const event = {
      data:
        chunk && Array.isArray(chunk.items)
          ? { ...(data as object), chunk: { ...chunk } }
          : structuredClone(data, transfer ? { transfer } : undefined),
    };
    void this.pending.then(() => {
      for (const listener of this.listeners) listener.call(this, event);
    });
  }

  addEventListener(_name: string, listener: Listener): void {
    this.listeners.add(listener);
  }

  removeEventListener(_name: string, listener: Listener): void {
    this.listeners.delete(listener);
  }

  terminate(): void {
    this.listeners.clear();
  }
}

async function importWithNativeBuiltins(): Promise<Loaded> {
  const push = Object.getOwnPropertyDescriptor(Array.prototype, 'push')!;
  const parse = Object.getOwnPropertyDescriptor(JSON, 'parse')!;
  const stringify = Object.getOwnPropertyDescriptor(JSON, 'stringify')!;
  try {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const { WorkerMessageHandler } = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    const port = new DirectPort();
    WorkerMessageHandler.initializeFromPort(port);
    // pdf.js types `port` for browser workers only; it accepts any object with this port's methods.
    type WorkerParams = ConstructorParameters<PdfJs['PDFWorker']>[0];
    const worker = new pdfjs.PDFWorker({ port, verbosity: 0 } as unknown as WorkerParams);
    return { pdfjs, worker };
  } finally {
    Object.defineProperty(Array.prototype, 'push', push);
    Object.defineProperty(JSON, 'parse', parse);
    Object.defineProperty(JSON, 'stringify', stringify);
  }
}

function loadPdfJs(): Promise<Loaded> {
  pdfjsPromise ??= importWithNativeBuiltins();
  return pdfjsPromise;
}

/** Warm the library up (module load and its in-process worker) so the first job is not slower. */
export async function preloadPdfJs(): Promise<void> {
  await loadPdfJs();
}

/** pdf.js's drawing-operator codes (to find a page's images). */
export async function pdfOperators(): Promise<PdfJs['OPS']> {
  return (await loadPdfJs()).pdfjs.OPS;
}

function mapLoadError(err: unknown): ParseError {
  const name = (err as { name?: string } | null)?.name ?? '';
  if (name === 'PasswordException') return new ParseError('ENCRYPTED');
  return new ParseError('DAMAGED');
}

/** Pages `from`..`to`, 1-based and inclusive. */
export interface PageRange {
  from: number;
  to: number;
}

/**
 * Offered the page count once the document is open and within the page cap: may have another process
 * read the pages `from`..numPages and return them, or return null to read every page here.
 */
export type PageSplitter = (
  numPages: number,
) => Promise<{ from: number; pages: Promise<ExtractedPage[]> } | null>;

/**
 * Reads the pages that have no text from their images (OCR), filling their items in place, while the
 * document is still open. Given every page read.
 */
export type PageImageReader = (doc: PdfDocument, pages: ExtractedPage[]) => Promise<void>;

/** poppler's word builder (the native addon) or pdf.js. */
export type TextEngine = 'poppler' | 'pdfjs';

/** poppler where its addon is built, pdf.js otherwise or where PDF_TEXT_ENGINE=pdfjs asks for it. */
export const DEFAULT_ENGINE: TextEngine =
  popplerAvailable && process.env.PDF_TEXT_ENGINE !== 'pdfjs' ? 'poppler' : 'pdfjs';

export interface ExtractOptions {
  /** Which library reads the text (default: DEFAULT_ENGINE; pdf.js where page images are read). */
  engine?: TextEngine;
  /** Read only these pages (a share of a document split across processes). */
  range?: PageRange;
  readImages?: PageImageReader;
}

/** What each share of pages becomes, and who may read the tail share. */
interface ReadOptions<T> extends ExtractOptions {
  /** Run on each share of pages as soon as it is read, while the other share may still be read elsewhere. */
  prepare: (pages: ExtractedPage[]) => T[];
  split?: PageSplitter;
}

/**
 * pdf.js has no cap on a stream's decoded size; the parser process's address-space limit bounds it.
 * What it does allow to cap is the size of images, which text extraction does not need.
 */
const MAX_IMAGE_PIXELS = 4096 * 4096;

export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

async function readPage(pdfjs: PdfJs, doc: PdfDocument, n: number): Promise<ExtractedPage> {
  const page = await doc.getPage(n);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent({
    includeMarkedContent: false,
    disableNormalization: false,
  });
  const items: TextItem[] = [];
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const str = raw.str;
    if (!str || !str.trim()) continue;
    const t = pdfjs.Util.transform(viewport.transform, raw.transform) as number[];
    const size = Math.hypot(t[2], t[3]) || raw.height || 10;
    const x0 = t[4];
    items.push({ str, x0, x1: x0 + raw.width, y: t[5], size, page: n });
  }
  page.cleanup();
  return { page: n, width: viewport.width, height: viewport.height, items };
}

function readPages(pdfjs: PdfJs, doc: PdfDocument, from: number, to: number): Promise<ExtractedPage[]> {
  const pageNumbers = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  return Promise.all(pageNumbers.map((n) => readPage(pdfjs, doc, n)));
}

/** An open document, whichever library reads it. */
interface OpenDocument {
  numPages: number;
  readPages(from: number, to: number): Promise<ExtractedPage[]>;
}

/**
 * The pages asked for, prepared: a range, or every page. Where another process reads the tail pages, the
 * head is prepared while they are read, and the tail once it arrives.
 */
async function readDocument<T>(
  doc: OpenDocument,
  maxPages: number,
  opts: ReadOptions<T>,
  readImages?: (pages: ExtractedPage[]) => Promise<void>,
): Promise<T[]> {
  const n = doc.numPages;
  if (n > maxPages) throw new ParseError('TOO_MANY_PAGES');
  const { prepare, split } = opts;
  if (opts.range) return prepare(await doc.readPages(opts.range.from, Math.min(opts.range.to, n)));
  const remote = split ? await split(n) : null;
  if (!remote) {
    const pages = await doc.readPages(1, n);
    if (readImages) await readImages(pages);
    return prepare(pages);
  }
  const [head, tail] = await Promise.all([
    doc.readPages(1, remote.from - 1).then(prepare),
    remote.pages.then(prepare),
  ]);
  return head.concat(tail);
}

async function extractWithPoppler<T>(data: Uint8Array, maxPages: number, opts: ReadOptions<T>): Promise<T[]> {
  const doc = openWithPoppler(data);
  try {
    return await readDocument(
      {
        numPages: doc.numPages,
        readPages: async (from, to) => {
          const pages: ExtractedPage[] = [];
          for (let n = from; n <= to; n++) pages.push(doc.readPage(n));
          return pages;
        },
      },
      maxPages,
      opts,
    );
  } catch (err) {
    if (err instanceof ParseError) throw err;
    throw new ParseError('DAMAGED');
  } finally {
    doc.close();
  }
}

async function extractWithPdfJs<T>(data: Uint8Array, maxPages: number, opts: ReadOptions<T>): Promise<T[]> {
  const { pdfjs, worker } = await loadPdfJs();
  const task = pdfjs.getDocument({
    data,
    worker,
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    stopAtErrors: false,
    // Text extraction never needs image data or the WebAssembly image decoders: images larger than
    // this many pixels are skipped outright.
    maxImageSize: MAX_IMAGE_PIXELS,
    useWasm: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
  });
  let doc: PdfDocument;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    throw mapLoadError(err);
  }
  try {
    const readImages = opts.readImages;
    return await readDocument(
      { numPages: doc.numPages, readPages: (from, to) => readPages(pdfjs, doc, from, to) },
      maxPages,
      opts,
      readImages && ((pages) => readImages(doc, pages)),
    );
  } catch (err) {
    if (err instanceof ParseError) throw err;
    throw mapLoadError(err);
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

/**
 * Reads every page's text items with their positions (or the pages of `opts.range`). `data` is consumed:
 * pdf.js takes ownership of its buffer, so callers that still need the bytes pass a copy. Pages whose
 * images are read (`readImages`) are read with pdf.js, which draws them.
 */
export function extractPages(
  data: Uint8Array,
  maxPages: number,
  opts: ExtractOptions = {},
): Promise<ExtractedPage[]> {
  return extractPrepared(data, maxPages, { ...opts, prepare: (pages) => pages });
}

/**
 * Reads pages as extractPages does and prepares them (`prepare`: into lines, say) share by share: where
 * `split` hands the tail pages to another process, this one prepares its head while that one reads.
 */
export async function extractPrepared<T>(
  data: Uint8Array,
  maxPages: number,
  opts: ReadOptions<T>,
): Promise<T[]> {
  const engine = opts.engine ?? (opts.readImages ? 'pdfjs' : DEFAULT_ENGINE);
  return engine === 'poppler'
    ? extractWithPoppler(data, maxPages, opts)
    : extractWithPdfJs(data, maxPages, opts);
}

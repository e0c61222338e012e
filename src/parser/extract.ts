import { ParseError } from './errors';

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
let pdfjsPromise: Promise<PdfJs> | null = null;

/**
 * The legacy build bundles core-js, which replaces a few built-ins that Node already has natively
 * (Array.prototype.push, JSON.parse, JSON.stringify) with much slower spec-edge-case versions, for the
 * whole thread. Text extraction does not depend on those edge cases, so the native ones are put back.
 */
async function importWithNativeBuiltins(): Promise<PdfJs> {
  const push = Object.getOwnPropertyDescriptor(Array.prototype, 'push')!;
  const parse = Object.getOwnPropertyDescriptor(JSON, 'parse')!;
  const stringify = Object.getOwnPropertyDescriptor(JSON, 'stringify')!;
  try {
    const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // Loading the worker module here sets globalThis.pdfjsWorker, which the in-thread "fake worker" uses.
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return lib;
  } finally {
    Object.defineProperty(Array.prototype, 'push', push);
    Object.defineProperty(JSON, 'parse', parse);
    Object.defineProperty(JSON, 'stringify', stringify);
  }
}

function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= importWithNativeBuiltins();
  return pdfjsPromise;
}

/** Warm the library up (module load and its in-process worker) so the first job is not slower. */
export async function preloadPdfJs(): Promise<void> {
  await loadPdfJs();
}

function mapLoadError(err: unknown): ParseError {
  const name = (err as { name?: string } | null)?.name ?? '';
  if (name === 'PasswordException') return new ParseError('ENCRYPTED');
  return new ParseError('DAMAGED');
}

/**
 * Reads every page's text items with their positions. `data` is consumed: pdf.js takes ownership of its
 * buffer, so callers that still need the bytes pass a copy.
 */
export async function extractPages(data: Uint8Array, maxPages: number): Promise<ExtractedPage[]> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data,
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    stopAtErrors: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    throw mapLoadError(err);
  }
  try {
    if (doc.numPages > maxPages) throw new ParseError('TOO_MANY_PAGES');
    const pageNumbers = Array.from({ length: doc.numPages }, (_, i) => i + 1);
    return await Promise.all(
      pageNumbers.map(async (n) => {
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
      }),
    );
  } catch (err) {
    if (err instanceof ParseError) throw err;
    throw mapLoadError(err);
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

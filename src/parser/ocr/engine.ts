import { createRequire } from 'node:module';
import path from 'node:path';
import { ParseError } from '../errors';
import type { OcrBlockResult } from './words';

/**
 * The OCR engines of a parser process: tesseract.js worker threads loaded from the npm packages (the
 * LSTM models of @tesseract.js-data/eng, and fra, spa and deu for accents; the WebAssembly core of
 * tesseract.js-core); nothing is fetched or cached on disk. The threads live in the parser process, so
 * the process's memory cap bounds them too. They are started on the first page that needs them, and
 * ended after a while without pages.
 */

type Tesseract = typeof import('tesseract.js');
type TesseractWorker = Awaited<ReturnType<Tesseract['createWorker']>>;

/** An idle engine thread is ended after this long (it holds the model, about 100 MB). */
const IDLE_MS = 60_000;

export interface PageReading {
  blocks: OcrBlockResult[];
  /** Mean word confidence, 0..100. */
  confidence: number;
}

/**
 * How the engine finds the page's lines. "block": one uniform block of text, as a report's table rows run
 * across the page (the automatic layout drops a column of numbers standing alone between wide gaps).
 * "auto": the engine's own column and block finding, better where cells wrap onto several lines.
 */
export type PageLayout = 'block' | 'auto';

export interface Rectangle {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The languages whose models read the accented letters of names and titles the English model does not:
 * French (é è ê ë ï ç), Spanish (á í ó ú ñ), German (ä ö ü).
 */
export const ACCENT_LANGUAGES = ['fra', 'spa', 'deu'] as const;
export type AccentLanguage = (typeof ACCENT_LANGUAGES)[number];
type Language = 'eng' | AccentLanguage;

/** The directory of a language package's best_int model: the integer LSTM model the engine reads fastest. */
function modelPath(language: Language): string {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
  return path.join(dir, '4.0.0_best_int');
}

/** A tesseract.js worker thread holding one language's model. */
async function startWorker(language: Language): Promise<TesseractWorker> {
  const tesseract = (await import('tesseract.js')).default as unknown as Tesseract;
  const w = await tesseract.createWorker(language, tesseract.OEM.LSTM_ONLY, {
    langPath: modelPath(language),
    gzip: true,
    cacheMethod: 'none',
    // Without a handler, tesseract.js throws a failed job's error in the process as well as rejecting
    // the job: the process would die with it. The rejection alone fails the page.
    errorHandler: () => undefined,
  });
  await w.setParameters({ user_defined_dpi: '300' });
  return w;
}

/**
 * A tesseract.js worker thread holding one language's model at a time, used by one caller at a time;
 * asked for another language, it is started again with that one's model (about 0.3 s). Ended after a
 * while unused.
 */
export class ModelThread {
  private current: { language: Language; worker: Promise<TesseractWorker> } | null = null;
  private turn: Promise<unknown> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | null = null;

  /** The language whose model the thread holds, if it runs. */
  holds(): Language | null {
    return this.current?.language ?? null;
  }

  /** Runs `fn` on the thread with `language`'s model, after the callers before. */
  use<T>(language: Language, fn: (w: TesseractWorker) => Promise<T>): Promise<T> {
    const run = this.turn.then(async () => {
      if (this.current?.language !== language) {
        await this.stop();
        this.current = { language, worker: startWorker(language) };
      }
      return fn(await this.current.worker);
    });
    this.turn = run.catch(() => undefined).finally(() => this.touch());
    return run;
  }

  /** Ends the thread now (a read over its page's budget or failed, or unused for a while). */
  async stop(): Promise<void> {
    const current = this.current;
    this.current = null;
    if (current) await current.worker.then((w) => w.terminate()).catch(() => undefined);
  }

  private touch(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.turn = this.turn.then(() => this.stop());
    }, IDLE_MS);
    this.idleTimer.unref();
  }
}

/**
 * The engine of a page being read: a thread with the English model, and the thread for the languages
 * written with accents, shared by the engines of a process (a worker thread maps 50 MB of private memory
 * on Node 20, 560 MB on Node 24, whose memory cap an OCR process must keep under).
 */
export class OcrEngine {
  private readonly english = new ModelThread();
  private readonly accents: ModelThread;
  private readonly ownAccents: boolean;

  /** `accents`: the process's accent thread, shared with its other engines (else one of its own). */
  constructor(accents?: ModelThread) {
    this.accents = accents ?? new ModelThread();
    this.ownAccents = !accents;
  }

  /** The accent languages, the one whose model the accent thread holds first (read first, it saves a start). */
  accentLanguages(): AccentLanguage[] {
    const held = this.accents.holds();
    const at = Math.max(0, ACCENT_LANGUAGES.indexOf(held as AccentLanguage));
    return [...ACCENT_LANGUAGES.slice(at), ...ACCENT_LANGUAGES.slice(0, at)];
  }

  /** Ends the engine's threads now (the process going idle or closing); a shared accent thread is left. */
  async stop(): Promise<void> {
    await Promise.all([this.english.stop(), this.ownAccents ? this.accents.stop() : undefined]);
  }

  /**
   * Runs `fn` on the engine within `budgetMs`; past it the thread is ended (its work with it) and the
   * page fails with TIMEOUT.
   */
  private async within<T>(
    budgetMs: number,
    page: number,
    fn: (w: TesseractWorker) => Promise<T>,
    language: Language = 'eng',
  ): Promise<T> {
    if (budgetMs <= 0) throw pageTimeout(page);
    const thread = language === 'eng' ? this.english : this.accents;
    let timer: NodeJS.Timeout | null = null;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(pageTimeout(page)), budgetMs);
    });
    try {
      return await Promise.race([thread.use(language, fn), expired]);
    } catch (err) {
      // Over budget, or the engine failed (its WebAssembly state is then unusable): a fresh thread next time.
      await thread.stop();
      if (err instanceof ParseError) throw err;
      throw new ParseError(
        'DAMAGED',
        `Page ${page} of this scan could not be read. Scan it again, or export the report from your school portal as a PDF.`,
      );
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  /**
   * The skew of a page image's text lines (radians), from the engine's line finding alone: no output is
   * asked for, so the engine neither recognises nor lays out the page.
   */
  measureSkew(image: Uint8Array, page: number, budgetMs: number): Promise<number> {
    return this.within(budgetMs, page, async (w) => {
      await w.setParameters({ tessedit_char_whitelist: '', tessedit_pageseg_mode: '3' as never });
      const r = await w.recognize(Buffer.from(image), { rotateAuto: true }, { text: false });
      return (r.data as unknown as { rotateRadians?: number }).rotateRadians ?? 0;
    });
  }

  /**
   * Reads a whole page image (PGM), straightened already (`measureSkew`): the engine is not asked to look
   * for a skew again, a second line finding as long as the first.
   */
  readPage(
    image: Uint8Array,
    page: number,
    budgetMs: number,
    layout: PageLayout = 'block',
  ): Promise<PageReading> {
    return this.within(budgetMs, page, async (w) => {
      await w.setParameters({
        tessedit_char_whitelist: '',
        tessedit_pageseg_mode: (layout === 'block' ? '6' : '3') as never,
      });
      const r = await w.recognize(Buffer.from(image), {}, { blocks: true, text: false });
      const data = r.data as unknown as { blocks: OcrBlockResult[] | null; confidence: number };
      return { blocks: data.blocks ?? [], confidence: data.confidence };
    });
  }

  /**
   * Reads small images cut from a straightened page (PGM), each as one uniform block of text (the cells of
   * a row the page's reading ran together, read apart), or as text scattered in no order (`sparse`: a band
   * of rows whose cells stand at different heights).
   */
  readRegions(
    images: Uint8Array[],
    page: number,
    budgetMs: number,
    layout: 'block' | 'sparse' = 'block',
  ): Promise<OcrBlockResult[][]> {
    return this.within(budgetMs, page, async (w) => {
      await w.setParameters({
        tessedit_char_whitelist: '',
        tessedit_pageseg_mode: (layout === 'sparse' ? '11' : '6') as never,
      });
      const out: OcrBlockResult[][] = [];
      for (const image of images) {
        const r = await w.recognize(Buffer.from(image), {}, { blocks: true, text: false });
        out.push((r.data as unknown as { blocks: OcrBlockResult[] | null }).blocks ?? []);
      }
      return out;
    });
  }

  /**
   * Reads a sheet of words cut from a page (PGM) with the model of a language written with accents, as
   * one uniform block of text.
   */
  readAccented(
    sheet: Uint8Array,
    language: AccentLanguage,
    page: number,
    budgetMs: number,
  ): Promise<OcrBlockResult[]> {
    return this.within(
      budgetMs,
      page,
      async (w) => {
        await w.setParameters({ tessedit_pageseg_mode: '6' as never });
        const r = await w.recognize(Buffer.from(sheet), {}, { blocks: true, text: false });
        return (r.data as unknown as { blocks: OcrBlockResult[] | null }).blocks ?? [];
      },
      language,
    );
  }

  /**
   * Reads words' boxes on a straightened page image again, with the characters restricted to `allowed`:
   * the engine's reading of a cell whose type is known.
   */
  rereadWords(
    image: Uint8Array,
    boxes: Rectangle[],
    allowed: string,
    page: number,
    budgetMs: number,
  ): Promise<{ text: string; confidence: number }[]> {
    return this.within(budgetMs, page, async (w) => {
      await w.setParameters({ tessedit_char_whitelist: allowed, tessedit_pageseg_mode: '7' as never });
      const out: { text: string; confidence: number }[] = [];
      for (const rectangle of boxes) {
        const r = await w.recognize(Buffer.from(image), { rectangle }, { text: true });
        out.push({ text: r.data.text.trim(), confidence: r.data.confidence });
      }
      return out;
    });
  }
}

/**
 * The engine threads of an OCR process. A task (a page's reading) takes whichever thread is free, or waits
 * for one: a scan's pages are read side by side, as many at once as there are threads.
 */
export class OcrEngines {
  private readonly all: OcrEngine[];
  private readonly accents = new ModelThread();
  private readonly free: OcrEngine[];
  private readonly waiting: ((engine: OcrEngine) => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError('an OCR process needs an engine thread');
    this.all = Array.from({ length: size }, () => new OcrEngine(this.accents));
    this.free = [...this.all];
  }

  async use<T>(task: (engine: OcrEngine) => Promise<T>): Promise<T> {
    const engine = this.free.pop() ?? (await new Promise<OcrEngine>((resolve) => this.waiting.push(resolve)));
    try {
      return await task(engine);
    } finally {
      const next = this.waiting.shift();
      if (next) next(engine);
      else this.free.push(engine);
    }
  }

  /**
   * Runs `task` on every item, as many at once as there are threads, and answers in the items' order once
   * all have ended (a failure is thrown then, so no reading goes on behind the answer).
   */
  async each<I, T>(items: readonly I[], task: (item: I, engine: OcrEngine) => Promise<T>): Promise<T[]> {
    const settled = await Promise.allSettled(items.map((item) => this.use((e) => task(item, e))));
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.all.map((e) => e.stop()), this.accents.stop()]);
  }
}

function pageTimeout(page: number): ParseError {
  return new ParseError(
    'TIMEOUT',
    `Reading page ${page} of this scan took too long. Try a clearer scan, or export the report from your school portal as a PDF.`,
  );
}

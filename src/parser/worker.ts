import { ParseError, ScanNeededError } from './errors';
import { OcrEngines } from './ocr/engine';
import { parseScannedBytes } from './ocr/scan';
import { extractPages, preloadPdfJs, type ExtractedPage, type PageSplitter } from './extract';
import { packPages, unpackPages } from './packedPages';
import { parseOwnedBytes } from './parse';
import type {
  FromWorkerMessage,
  JobMessage,
  RangeMessage,
  RangeResult,
  ResultMessage,
  ToWorkerMessage,
} from './protocol';

/**
 * A parser process: started by the pool under an address-space limit and a lower priority, it parses
 * the documents it is sent, one at a time, until the pool stops it or the pool's process goes away.
 */

if (!process.send) throw new Error('The parser worker must run as a child process with an IPC channel');
const testHooks = process.argv.includes('--test-hooks');
/** A numeric `--name=value` argument; absent or not a number: the default applies. */
const argValue = (name: string) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]) || undefined;
/** An OCR process: it reads pages without text from their images (the pool's OCR processes). */
const ocr = process.argv.includes('--ocr')
  ? {
      engines: new OcrEngines(argValue('ocr-threads') ?? 1),
      maxScannedPages: argValue('ocr-max-pages'),
      pageTimeoutMs: argValue('ocr-page-timeout-ms'),
    }
  : null;

/**
 * Documents with at least this many pages offer their second half to an idle process. Below it the
 * second document load and the hand-over cost more than the pages.
 */
export const SPLIT_MIN_PAGES = 6;

const send = (msg: FromWorkerMessage) => process.send!(msg);
const rssBytes = () => process.memoryUsage.rss();

// The pool going away (its channel closes) ends this process too.
process.on('disconnect', () => process.exit(0));

void preloadPdfJs().then(() => send({ kind: 'ready', rssBytes: rssBytes() }));

/** Pending split replies, and the helper pages of split jobs, by job id. */
const splitReplies = new Map<number, (granted: boolean) => void>();
const helperPages = new Map<number, (result: RangeResult) => void>();

function splitterFor(id: number): PageSplitter {
  return async (numPages) => {
    if (numPages < SPLIT_MIN_PAGES) return null;
    const from = Math.floor(numPages / 2) + 1;
    const pages = new Promise<ExtractedPage[]>((resolve, reject) => {
      helperPages.set(id, (r) =>
        r.ok ? resolve(unpackPages(r.pages)) : reject(new ParseError(r.code, r.message)),
      );
    });
    const granted = await new Promise<boolean>((resolve) => {
      splitReplies.set(id, resolve);
      send({ kind: 'split', id, from, to: numPages });
    });
    if (!granted) {
      helperPages.delete(id);
      return null;
    }
    return { from, pages };
  };
}

const failure = (err: unknown) => {
  const e = err instanceof ParseError ? err : new ParseError('DAMAGED');
  return { ok: false as const, code: e.code, message: e.message, scanNeeded: e instanceof ScanNeededError };
};

/** Test hooks: what a hostile or broken document does to a process. */
const ballast: Buffer[] = [];
function simulate(debug: JobMessage['debug'] | RangeMessage['debug']): void {
  if (!testHooks || !debug) return;
  if (debug === 'hang') {
    for (;;) {
      // Busy loop: only killing the process ends it.
    }
  }
  if (debug === 'crash') process.exit(3);
  if (debug === 'oom') {
    const hog: string[][] = [];
    for (;;) hog.push(new Array(1_000_000).fill('x'.repeat(16)));
  }
  // 'grow': the process keeps 512 MB it touched, as a document that left memory behind would. (Node 24 may
  // hand back a couple of hundred MB of its start-up heap meanwhile: the growth must show through that.)
  if (debug === 'grow') ballast.push(Buffer.alloc(512 * 1024 * 1024, 1));
}

async function runJob(msg: JobMessage): Promise<void> {
  simulate(msg.debug);
  let reply: ResultMessage;
  try {
    // The IPC channel gives this process its own copy of the bytes: pdf.js may take it over.
    const transcript = ocr
      ? await parseScannedBytes(msg.bytes, {
          ...ocr,
          maxPages: msg.maxPages,
          deadline: msg.deadline,
          onProgress: (p) => send({ kind: 'progress', id: msg.id, ...p }),
        })
      : await parseOwnedBytes(msg.bytes, {
          maxPages: msg.maxPages,
          split: splitterFor(msg.id),
          referScans: msg.referScans,
        });
    reply = { kind: 'result', id: msg.id, rssBytes: rssBytes(), ok: true, transcript };
  } catch (err) {
    reply = { kind: 'result', id: msg.id, rssBytes: rssBytes(), ...failure(err) };
  } finally {
    splitReplies.delete(msg.id);
    helperPages.delete(msg.id);
  }
  send(reply);
}

async function runRange(msg: RangeMessage): Promise<void> {
  simulate(msg.debug);
  let result: RangeResult;
  try {
    const pages = await extractPages(msg.bytes, msg.maxPages, { range: { from: msg.from, to: msg.to } });
    result = { ok: true, pages: packPages(pages) };
  } catch (err) {
    result = failure(err);
  }
  send({ kind: 'rangeDone', id: msg.id, result, rssBytes: rssBytes() });
}

process.on('message', (msg: ToWorkerMessage) => {
  if (msg.kind === 'split') {
    splitReplies.get(msg.id)?.(msg.granted);
    splitReplies.delete(msg.id);
  } else if (msg.kind === 'pages') {
    helperPages.get(msg.id)?.(msg.result);
    helperPages.delete(msg.id);
  } else if (msg.kind === 'range') {
    void runRange(msg);
  } else {
    void runJob(msg);
  }
});

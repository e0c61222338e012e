import os from 'node:os';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { ParseError } from './errors';
import { extractPages, preloadPdfJs, type ExtractedPage, type PageSplitter } from './extract';
import { parseOwnedBytes } from './parse';
import type {
  FromWorkerMessage,
  JobMessage,
  RangeMessage,
  RangeResult,
  ResultMessage,
  ToWorkerMessage,
} from './protocol';

const port = parentPort;
if (!port) throw new Error('The parser worker must run in a worker thread');
const testHooks = Boolean((workerData as { testHooks?: boolean } | null)?.testHooks);

/**
 * Documents with at least this many pages offer their second half to an idle worker. Below it the
 * second document load and the hand-over cost more than the pages.
 */
export const SPLIT_MIN_PAGES = 6;

/** How much parser threads defer to the server thread (a nice value; 0 is normal, 19 the lowest). */
const WORKER_NICENESS = 5;

const send = (msg: FromWorkerMessage) => port.postMessage(msg);

/**
 * Parsing yields the CPU to the server's own thread: on Linux a priority set with pid 0 applies to the
 * calling thread only, so requests such as /api/auth/me stay quick while every worker is busy.
 */
try {
  os.setPriority(0, WORKER_NICENESS);
} catch {
  // Not permitted or not supported here: parse at normal priority.
}

void preloadPdfJs().then(() => send({ kind: 'ready' }));

/** Pending split requests of this worker's job, by job id. */
const splitReplies = new Map<number, (port: MessagePort | null) => void>();

/** pdf.js takes ownership of the bytes it reads, and the job's buffer is shared: each worker reads its own copy. */
const ownCopy = (buffer: SharedArrayBuffer) => new Uint8Array(buffer).slice();

function splitterFor(id: number, state: { helperDone: boolean }): PageSplitter {
  return async (numPages) => {
    if (numPages < SPLIT_MIN_PAGES) return null;
    const from = Math.floor(numPages / 2) + 1;
    const channel = await new Promise<MessagePort | null>((resolve) => {
      splitReplies.set(id, resolve);
      send({ kind: 'split', id, from, to: numPages });
    });
    if (!channel) return null;
    const pages = new Promise<ExtractedPage[]>((resolve, reject) => {
      channel.once('message', (r: RangeResult) => {
        channel.close();
        state.helperDone = true;
        if (r.ok) resolve(r.pages);
        else reject(new ParseError(r.code, r.message));
      });
    });
    return { from, pages };
  };
}

async function runJob(msg: JobMessage): Promise<void> {
  let reply: ResultMessage;
  const state = { helperDone: false };
  try {
    const transcript = await parseOwnedBytes(ownCopy(msg.buffer), {
      maxPages: msg.maxPages,
      split: splitterFor(msg.id, state),
    });
    reply = { kind: 'result', id: msg.id, helperDone: state.helperDone, ok: true, transcript };
  } catch (err) {
    const e = err instanceof ParseError ? err : new ParseError('DAMAGED');
    reply = {
      kind: 'result',
      id: msg.id,
      helperDone: state.helperDone,
      ok: false,
      code: e.code,
      message: e.message,
    };
  } finally {
    splitReplies.delete(msg.id);
  }
  send(reply);
}

async function runRange(msg: RangeMessage): Promise<void> {
  if (testHooks && msg.debug === 'hang') {
    for (;;) {
      // Busy loop: only terminating the thread ends it.
    }
  }
  if (testHooks && msg.debug === 'crash') process.exit(3);
  let result: RangeResult;
  try {
    const pages = await extractPages(ownCopy(msg.buffer), msg.maxPages, {
      range: { from: msg.from, to: msg.to },
    });
    result = { ok: true, pages };
  } catch (err) {
    const e = err instanceof ParseError ? err : new ParseError('DAMAGED');
    result = { ok: false, code: e.code, message: e.message };
  }
  // Free for new work first: this thread only has the hand-over left to do.
  send({ kind: 'rangeDone', id: msg.id });
  msg.port.postMessage(result);
  msg.port.close();
}

port.on('message', (msg: ToWorkerMessage) => {
  if (msg.kind === 'split') {
    const resolve = splitReplies.get(msg.id);
    splitReplies.delete(msg.id);
    if (resolve) resolve(msg.port);
    else msg.port?.close();
    return;
  }
  if (msg.kind === 'range') {
    void runRange(msg);
    return;
  }
  if (testHooks && msg.debug === 'hang') {
    for (;;) {
      // Busy loop: only terminating the thread ends it.
    }
  }
  if (testHooks && msg.debug === 'crash') process.exit(3);
  if (testHooks && msg.debug === 'oom') {
    const hog: string[][] = [];
    for (;;) hog.push(new Array(1_000_000).fill('x'.repeat(16)));
  }
  void runJob(msg);
});

import { parentPort, workerData } from 'node:worker_threads';
import { ParseError } from './errors';
import { preloadPdfJs } from './extract';
import { parseOwnedBytes } from './parse';
import type { JobMessage, ResultMessage } from './protocol';

const port = parentPort;
if (!port) throw new Error('The parser worker must run in a worker thread');
const testHooks = Boolean((workerData as { testHooks?: boolean } | null)?.testHooks);

void preloadPdfJs();

port.on('message', async (msg: JobMessage) => {
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
  let reply: ResultMessage;
  try {
    const transcript = await parseOwnedBytes(new Uint8Array(msg.buffer), { maxPages: msg.maxPages });
    reply = { id: msg.id, ok: true, transcript };
  } catch (err) {
    const e = err instanceof ParseError ? err : new ParseError('DAMAGED');
    reply = { id: msg.id, ok: false, code: e.code, message: e.message };
  }
  port.postMessage(reply);
});

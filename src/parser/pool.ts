import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';
import { ParseError } from './errors';
import { DEFAULT_MAX_PAGES, hasPdfSignature } from './parse';
import type { FromWorkerMessage, JobMessage, RangeMessage, SplitReply, SplitRequest } from './protocol';
import type { Transcript } from './types';

export interface ParserPoolOptions {
  /** Number of worker threads; default = CPU cores. */
  size?: number;
  /** Default per-job timeout; a job that runs longer is rejected with TIMEOUT and its worker replaced. */
  timeoutMs?: number;
  /** Old-generation heap cap of each worker. */
  maxHeapMb?: number;
  maxPages?: number;
}

export interface ParserPool {
  /**
   * Parses one PDF in a worker. The bytes are copied once into a buffer the job's workers only read, so
   * the caller's array stays usable. The timeout counts from the moment a worker starts the job. A long
   * document may have its second half of pages read by a worker that is idle at the time; the job's
   * timeout and failures then cover both workers.
   */
  parse(bytes: Uint8Array, opts?: { timeoutMs?: number }): Promise<Transcript>;
  close(): Promise<void>;
  readonly size: number;
}

interface Job {
  id: number;
  buffer: SharedArrayBuffer;
  timeoutMs: number;
  debug?: JobMessage['debug'];
  /** Test hooks: what the worker reading this job's tail pages does. */
  helperDebug?: RangeMessage['debug'];
  resolve: (t: Transcript) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  /** The job whose tail pages this worker is reading for the job's own worker. */
  helping: Job | null;
  /** pdf.js is loaded (only ready workers are asked to help). */
  ready: boolean;
}

/** The ESM entry of tsx's loader API, resolved from this file (the eval'd bootstrap has no location). */
function tsxApiUrl(): string {
  const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  const mjs = cjs.replace(/\.cjs$/, '.mjs');
  return pathToFileURL(existsSync(mjs) ? mjs : cjs).href;
}

interface WorkerTarget {
  url: URL;
  /** Source run instead of the file itself (eval mode), when the file needs a TypeScript loader. */
  bootstrap: string | null;
}

/**
 * Sources (tests, dev, tsx): worker.ts through tsx. On Node 20 `--import tsx` in a worker's execArgv
 * does not apply to the worker's own entry module, so a bootstrap registers tsx in the thread and then
 * imports worker.ts. Production build: the bundled dist/server/parser-worker.js next to main.js.
 */
function workerTarget(): WorkerTarget {
  if (import.meta.url.endsWith('.ts')) {
    const url = new URL('./worker.ts', import.meta.url);
    const api = tsxApiUrl();
    const bootstrap = `import(${JSON.stringify(api)}).then((api) => { api.register(); return import(${JSON.stringify(url.href)}); });`;
    return { url, bootstrap };
  }
  return { url: new URL('./parser-worker.js', import.meta.url), bootstrap: null };
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_HEAP_MB = 512;

class WorkerPool implements ParserPool {
  readonly size: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private readonly target = workerTarget();

  constructor(
    private readonly opts: Required<ParserPoolOptions>,
    private readonly testHooks: boolean,
  ) {
    this.size = opts.size;
    for (let i = 0; i < this.size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const { url, bootstrap } = this.target;
    const worker = new Worker(bootstrap ?? url, {
      eval: bootstrap !== null,
      workerData: { testHooks: this.testHooks },
      resourceLimits: {
        maxOldGenerationSizeMb: this.opts.maxHeapMb,
        maxYoungGenerationSizeMb: Math.max(16, Math.min(64, Math.floor(this.opts.maxHeapMb / 8))),
      },
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, job: null, timer: null, helping: null, ready: false };
    worker.on('message', (msg: FromWorkerMessage) => this.onMessage(slot, msg));
    worker.on('error', () => this.onFailure(slot, new ParseError('DAMAGED')));
    worker.on('exit', () => this.onFailure(slot, new ParseError('DAMAGED')));
    worker.unref();
    return slot;
  }

  private finish(slot: Slot): Job | null {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    return job;
  }

  private onMessage(slot: Slot, msg: FromWorkerMessage): void {
    if (!this.slots.includes(slot)) return;
    if (msg.kind === 'ready') {
      slot.ready = true;
      return;
    }
    if (msg.kind === 'split') {
      this.onSplitRequest(slot, msg);
      return;
    }
    if (msg.kind === 'rangeDone') {
      if (slot.helping?.id !== msg.id) return;
      slot.helping = null;
      this.pump();
      return;
    }
    const job = slot.job;
    if (!job || job.id !== msg.id) return;
    this.finish(slot);
    for (const s of this.slots.filter((x) => x.helping === job)) {
      // Its pages arrived (its "done" message may still be on the way); otherwise it is still reading
      // pages nobody needs, and is replaced.
      if (msg.helperDone) s.helping = null;
      else this.replace(s);
    }
    if (msg.ok) job.resolve(msg.transcript);
    else job.reject(new ParseError(msg.code, msg.message));
    this.pump();
  }

  /** Gives the job's tail pages to an idle worker when nothing is waiting in the queue. */
  private onSplitRequest(slot: Slot, msg: SplitRequest): void {
    const job = slot.job;
    if (!job || job.id !== msg.id) return;
    const helper = this.closed || this.queue.length ? undefined : this.slots.find((s) => this.canHelp(s));
    if (!helper) {
      const reply: SplitReply = { kind: 'split', id: job.id, port: null };
      slot.worker.postMessage(reply);
      return;
    }
    const { port1, port2 } = new MessageChannel();
    helper.helping = job;
    helper.worker.ref();
    const range: RangeMessage = {
      kind: 'range',
      id: job.id,
      buffer: job.buffer,
      maxPages: this.opts.maxPages,
      from: msg.from,
      to: msg.to,
      port: port2,
      debug: job.helperDebug,
    };
    helper.worker.postMessage(range, [port2]);
    const reply: SplitReply = { kind: 'split', id: job.id, port: port1 };
    slot.worker.postMessage(reply, [port1]);
  }

  private isIdle(slot: Slot): boolean {
    return !slot.job && !slot.helping;
  }

  private canHelp(slot: Slot): boolean {
    return slot.ready && this.isIdle(slot);
  }

  private replaceHelpers(job: Job): void {
    for (const s of this.slots.filter((x) => x.helping === job)) this.replace(s);
  }

  /** Terminates a worker and puts a fresh one in its place. */
  private replace(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.finish(slot);
    slot.helping = null;
    this.slots.splice(index, 1);
    slot.worker.removeAllListeners('exit');
    slot.worker.on('exit', () => undefined);
    void slot.worker.terminate();
    if (!this.closed) this.slots.push(this.spawn());
  }

  /**
   * The worker died (crash, heap limit) or was terminated: fail its job and put a fresh worker in its
   * place. A job split across two workers fails as a whole, and both workers are replaced.
   */
  private onFailure(slot: Slot, err: ParseError): void {
    if (!this.slots.includes(slot)) return;
    const job = slot.job;
    const helped = slot.helping;
    this.replace(slot);
    if (job) {
      this.replaceHelpers(job);
      job.reject(err);
    }
    if (helped) {
      const owner = this.slots.find((s) => s.job === helped);
      if (owner) this.replace(owner);
      this.replaceHelpers(helped);
      helped.reject(err);
    }
    this.pump();
  }

  private pump(): void {
    if (this.closed) return;
    for (const slot of this.slots) {
      if (!this.queue.length) return;
      if (!this.isIdle(slot)) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(() => this.onFailure(slot, new ParseError('TIMEOUT')), job.timeoutMs);
      const msg: JobMessage = {
        kind: 'job',
        id: job.id,
        buffer: job.buffer,
        maxPages: this.opts.maxPages,
        debug: job.debug,
      };
      slot.worker.ref();
      slot.worker.postMessage(msg);
    }
  }

  submit(
    bytes: Uint8Array,
    timeoutMs: number | undefined,
    debug?: JobMessage['debug'],
    helperDebug?: RangeMessage['debug'],
  ): Promise<Transcript> {
    if (this.closed) return Promise.reject(new Error('The parser pool is closed'));
    if (!debug && !hasPdfSignature(bytes)) return Promise.reject(new ParseError('NOT_PDF'));
    // One copy, shared with the job's workers (each gives pdf.js its own copy of it).
    const buffer = new SharedArrayBuffer(bytes.byteLength);
    new Uint8Array(buffer).set(bytes);
    return new Promise<Transcript>((resolve, reject) => {
      const done =
        <T>(fn: (v: T) => void) =>
        (v: T) => {
          this.refresh();
          fn(v);
        };
      this.queue.push({
        id: this.nextId++,
        buffer,
        timeoutMs: timeoutMs ?? this.opts.timeoutMs,
        debug,
        helperDebug,
        resolve: done(resolve),
        reject: done(reject),
      });
      this.pump();
    });
  }

  /** Idle workers do not keep the process alive. */
  private refresh(): void {
    for (const s of this.slots) if (this.isIdle(s)) s.worker.unref();
  }

  parse(bytes: Uint8Array, opts?: { timeoutMs?: number }): Promise<Transcript> {
    return this.submit(bytes, opts?.timeoutMs);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The parser pool is closed'));
    const slots = this.slots.splice(0);
    await Promise.all(
      slots.map(async (slot) => {
        const job = this.finish(slot);
        job?.reject(new Error('The parser pool is closed'));
        slot.worker.removeAllListeners();
        await slot.worker.terminate();
      }),
    );
  }
}

function resolveOptions(opts: ParserPoolOptions): Required<ParserPoolOptions> {
  return {
    size: Math.max(1, Math.floor(opts.size ?? availableParallelism())),
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxHeapMb: opts.maxHeapMb ?? DEFAULT_MAX_HEAP_MB,
    maxPages: opts.maxPages ?? DEFAULT_MAX_PAGES,
  };
}

export function createParserPool(opts: ParserPoolOptions = {}): ParserPool {
  return new WorkerPool(resolveOptions(opts), false);
}

/** A pool whose workers also accept simulated hangs, crashes and heap exhaustion (tests only). */
export function createTestParserPool(opts: ParserPoolOptions = {}): ParserPool & {
  debug(kind: NonNullable<JobMessage['debug']>, timeoutMs?: number): Promise<Transcript>;
  /** Parses `bytes`; a worker that reads part of its pages hangs or crashes instead. */
  debugHelper(
    kind: NonNullable<RangeMessage['debug']>,
    bytes: Uint8Array,
    timeoutMs?: number,
  ): Promise<Transcript>;
} {
  const pool = new WorkerPool(resolveOptions(opts), true);
  return Object.assign(pool, {
    debug: (kind: NonNullable<JobMessage['debug']>, timeoutMs?: number) =>
      pool.submit(new Uint8Array(0), timeoutMs, kind),
    debugHelper: (kind: NonNullable<RangeMessage['debug']>, bytes: Uint8Array, timeoutMs?: number) =>
      pool.submit(bytes, timeoutMs, undefined, kind),
  });
}

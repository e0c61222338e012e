import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ParseError } from './errors';
import { DEFAULT_MAX_PAGES, hasPdfSignature } from './parse';
import type { JobMessage, ResultMessage } from './protocol';
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
   * Parses one PDF in a worker. The bytes are copied once and the copy is transferred, so the caller's
   * array stays usable. The timeout counts from the moment a worker starts the job.
   */
  parse(bytes: Uint8Array, opts?: { timeoutMs?: number }): Promise<Transcript>;
  close(): Promise<void>;
  readonly size: number;
}

interface Job {
  id: number;
  buffer: ArrayBuffer;
  timeoutMs: number;
  debug?: JobMessage['debug'];
  resolve: (t: Transcript) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
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
    const slot: Slot = { worker, job: null, timer: null };
    worker.on('message', (msg: ResultMessage) => this.onResult(slot, msg));
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

  private onResult(slot: Slot, msg: ResultMessage): void {
    const job = slot.job;
    if (!job || job.id !== msg.id) return;
    this.finish(slot);
    if (msg.ok) job.resolve(msg.transcript);
    else job.reject(new ParseError(msg.code, msg.message));
    this.pump();
  }

  /** The worker died (crash, heap limit) or was terminated: fail its job and put a fresh worker in its place. */
  private onFailure(slot: Slot, err: ParseError): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    const job = this.finish(slot);
    job?.reject(err);
    this.slots.splice(index, 1);
    slot.worker.removeAllListeners('exit');
    slot.worker.on('exit', () => undefined);
    void slot.worker.terminate();
    if (!this.closed) {
      this.slots.push(this.spawn());
      this.pump();
    }
  }

  private pump(): void {
    if (this.closed) return;
    for (const slot of this.slots) {
      if (!this.queue.length) return;
      if (slot.job) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(() => this.onFailure(slot, new ParseError('TIMEOUT')), job.timeoutMs);
      const msg: JobMessage = {
        id: job.id,
        buffer: job.buffer,
        maxPages: this.opts.maxPages,
        debug: job.debug,
      };
      slot.worker.ref();
      slot.worker.postMessage(msg, [job.buffer]);
    }
  }

  submit(bytes: Uint8Array, timeoutMs: number | undefined, debug?: JobMessage['debug']): Promise<Transcript> {
    if (this.closed) return Promise.reject(new Error('The parser pool is closed'));
    if (!debug && !hasPdfSignature(bytes)) return Promise.reject(new ParseError('NOT_PDF'));
    // One copy, transferred to the worker without a second copy.
    const buffer = bytes.slice().buffer as ArrayBuffer;
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
        resolve: done(resolve),
        reject: done(reject),
      });
      this.pump();
    });
  }

  /** Idle workers do not keep the process alive. */
  private refresh(): void {
    for (const s of this.slots) if (!s.job) s.worker.unref();
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
} {
  const pool = new WorkerPool(resolveOptions(opts), true);
  return Object.assign(pool, {
    debug: (kind: NonNullable<JobMessage['debug']>, timeoutMs?: number) =>
      pool.submit(new Uint8Array(0), timeoutMs, kind),
  });
}

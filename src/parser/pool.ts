import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ParseError } from './errors';
import { FairQueue, type QueueRefusal } from './fairQueue';
import { DEFAULT_MAX_PAGES, hasPdfSignature } from './parse';
import type { FromWorkerMessage, JobDebug, RangeDebug, ToWorkerMessage } from './protocol';
import type { Transcript } from './types';

export interface ParserPoolOptions {
  /** Number of parser processes; default = CPU cores. */
  size?: number;
  /** Default time budget of a job, counted from its arrival (queue wait included). */
  timeoutMs?: number;
  /** V8 heap cap of each parser process. */
  maxHeapMb?: number;
  /**
   * Memory cap of each parser process, enforced by the kernel: RLIMIT_DATA through prlimit, which counts
   * every private writable mapping (heaps, buffers, decoded PDF streams) but not address space that is
   * only reserved. It is counted above what the Node runtime itself maps at start (see runtimeDataBytes).
   */
  maxMemoryMb?: number;
  /**
   * A process whose resident memory grew by more than this since it started is replaced after its job
   * (an OCR process: since its first scan was read).
   */
  recycleGrowthMb?: number;
  /** Jobs one owner may have waiting while its job is in flight. */
  maxQueuedPerOwner?: number;
  /** Jobs waiting across all owners. */
  maxQueued?: number;
  maxPages?: number;
  /**
   * Scanned pages: read by OCR processes of their own (see docs/decisions/0014-ocr-processes.md), with
   * `threads` engine threads in all (never more than the cores). Null or absent: a PDF without text is
   * refused.
   */
  ocr?: OcrPoolOptions | null;
}

export interface OcrPoolOptions {
  /** Engine threads in all (OCR_THREADS), capped by the cores; see `ocrProcesses`. */
  threads: number;
  /** Most scanned pages one PDF may have (OCR_MAX_PAGES). */
  maxPages: number;
  /** Each scanned page's time budget, within the job's (OCR_PAGE_TIMEOUT_SECONDS). */
  pageTimeoutMs: number;
  /**
   * Kernel memory cap of each OCR process (OCR_MAX_MEMORY_MB), counted like PARSER_MAX_MEMORY_MB: the engine's
   * WebAssembly memory and page images need more room than text does, and on Node 24 each worker thread
   * maps 560 MB of private memory of its own (one engine thread and the accent thread reading a scan:
   * 3.9 GB).
   */
  maxMemoryMb?: number;
}

export const DEFAULT_OCR_MAX_MEMORY_MB = 6144;

/**
 * Engine threads of one OCR process, on which a scan's pages are read side by side. A report has few
 * scanned pages (one to four, most often): two threads nearly halve its reading, and more would mostly
 * wait while the process puts the pages' words together.
 */
const OCR_THREADS_PER_PROCESS = 2;

/** How `threads` engine threads (at most one per core) are laid out in OCR processes. */
export function ocrProcesses(
  threads: number,
  cores = availableParallelism(),
): { processes: number; threadsEach: number } {
  const total = Math.max(0, Math.min(Math.floor(threads), cores));
  const threadsEach = Math.min(total, OCR_THREADS_PER_PROCESS);
  return { processes: threadsEach ? Math.floor(total / threadsEach) : 0, threadsEach };
}

/** What an OCR pool's processes are started with: the OCR settings and each process's engine threads. */
type OcrRole = OcrPoolOptions & { threadsEach: number };

/** How far a job reading a scan has come: scanned page `page` of `pages` is being read. */
export interface ParseProgress {
  stage: 'ocr';
  page: number;
  pages: number;
}

export interface ParseRequestOptions {
  /** This job's time budget from arrival; default the pool's. */
  timeoutMs?: number;
  /**
   * Whose job this is (a user id). An owner has at most one job in flight and a short queue, and owners
   * are served in turn. Jobs without an owner are each their own.
   */
  owner?: string;
  /** Told as each scanned page starts being read. */
  onProgress?: (p: ParseProgress) => void;
}

/** How long one job took, reported once as it ends (for the server's metrics). */
export interface ParseJobTiming {
  /** From arrival until a process took it; until its end when it never got one. */
  waitedMs: number;
  /** From a process taking it until its answer; null when it never got a process. */
  parsedMs: number | null;
  /** How the transcript was read; null when the job failed. */
  source: Transcript['source'] | null;
}

/** Jobs waiting for a process, and jobs processes are reading now. */
export interface ParserPoolDepth {
  queued: number;
  running: number;
}

export interface ParserPool {
  /**
   * Parses one PDF in a parser process. The caller's bytes are not modified. The time budget counts
   * from arrival. A long document may have its second half of pages read by a process that is idle at
   * the time; the job's budget and failures then cover both processes.
   * Rejects with ParseError (TIMEOUT, DAMAGED when a process dies or hits its memory cap, and the
   * parser's own codes) or ParserBusyError (no room in the queue).
   */
  parse(bytes: Uint8Array, opts?: ParseRequestOptions): Promise<Transcript>;
  /** Resolves once every process, the OCR processes too, has loaded pdf.js and takes work. */
  whenReady(): Promise<void>;
  close(): Promise<void>;
  readonly size: number;
  depth(): ParserPoolDepth;
  /** Calls `listener` once for every job as it ends, parsed or failed. */
  onJobEnd(listener: (timing: ParseJobTiming) => void): void;
}

/** No room for the job: the owner's queue or the whole queue is full. */
export class ParserBusyError extends Error {
  constructor(
    readonly reason: QueueRefusal,
    /** When trying again has a chance: the soonest end of a job in the way. */
    readonly retryAfterSeconds: number,
  ) {
    super(
      reason === 'OWNER_QUEUE_FULL' ? 'Too many files of this owner are waiting' : 'The parser queue is full',
    );
    this.name = 'ParserBusyError';
  }
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_HEAP_MB = 512;
export const DEFAULT_MAX_MEMORY_MB = 1024;
export const DEFAULT_RECYCLE_GROWTH_MB = 256;
export const DEFAULT_MAX_QUEUED_PER_OWNER = 2;
/** Nice value of parser processes: the server's own process keeps precedence for the CPU. */
const NICENESS = 5;
/** OCR processes run below text parsing: a text upload is not slowed by a scan being read. */
const OCR_NICENESS = 15;
/** A process that died before it was ready is restarted after this pause (a broken set-up must not spin). */
const RESPAWN_DELAY_MS = 1_000;

interface Job {
  id: number;
  owner: string;
  bytes: Uint8Array;
  deadline: number;
  /** performance.now() at arrival, and when a process took it. */
  arrivedAt: number;
  startedAt: number | null;
  timer: NodeJS.Timeout | null;
  debug?: JobDebug;
  helperDebug?: RangeDebug;
  onProgress?: (p: ParseProgress) => void;
  resolve: (t: Transcript) => void;
  reject: (e: Error) => void;
}

interface Slot {
  child: ChildProcess;
  job: Job | null;
  /** The job whose tail pages this process is reading for the job's own process. */
  helping: Job | null;
  ready: boolean;
  /**
   * Resident memory its growth is counted from: when the process became ready; for an OCR process, when
   * its first scan was read (its engine threads and their models, several hundred MB, loaded then).
   */
  startRssBytes: number;
  /** An OCR process whose engines have read a scan: its growth counts from then. */
  enginesLoaded: boolean;
}

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(path.delimiter)) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

const PRIVATE_DATA_PROBE =
  "process.stdout.write(/VmData:\\s+(\\d+)/.exec(require('fs').readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '0')";
let runtimeData: number | undefined;

/**
 * Private writable memory (VmData) a bare process of this Node binary maps before running any code,
 * measured once. Node 24 maps about 520 MB there that it never uses, Node 20 about 50 MB; the memory cap
 * is counted above it, so PARSER_MAX_MEMORY_MB leaves a parser the same room on every Node line.
 */
function runtimeDataBytes(): number {
  if (runtimeData === undefined) {
    try {
      const kb = execFileSync(process.execPath, ['-e', PRIVATE_DATA_PROBE], {
        encoding: 'utf8',
        timeout: 10_000,
      });
      runtimeData = (Number(kb) || 0) * 1024;
    } catch {
      runtimeData = 0; // no /proc (not Linux): prlimit is absent there too
    }
  }
  return runtimeData;
}

/**
 * The command line of a parser process: `prlimit --data` (the kernel refuses allocations past the cap,
 * decoded PDF streams included) and `nice` where available, then Node with the heap cap. The address-space
 * limit (RLIMIT_AS) does not fit Node: V8 and the native canvas library pdf.js loads reserve gigabytes
 * they never use (2.3 GB for an idle process with pdf.js loaded, 10 GB per WebAssembly memory). Sources (tests,
 * dev) run worker.ts through tsx; the build runs dist/server/parser-worker.js next to main.js.
 */
function commandLine(opts: Required<ParserPoolOptions>, testHooks: boolean, ocr: OcrRole | null): string[] {
  const node = [process.execPath, `--max-old-space-size=${opts.maxHeapMb}`];
  if (import.meta.url.endsWith('.ts')) {
    const cjs = createRequire(import.meta.url).resolve('tsx/esm');
    const mjs = cjs.replace(/\.cjs$/, '.mjs');
    node.push('--import', pathToFileURL(existsSync(mjs) ? mjs : cjs).href);
    node.push(fileURLToPath(new URL('./worker.ts', import.meta.url)));
  } else {
    node.push(fileURLToPath(new URL('./parser-worker.js', import.meta.url)));
  }
  if (testHooks) node.push('--test-hooks');
  if (ocr)
    node.push(
      '--ocr',
      `--ocr-threads=${ocr.threadsEach}`,
      `--ocr-max-pages=${ocr.maxPages}`,
      `--ocr-page-timeout-ms=${ocr.pageTimeoutMs}`,
    );
  const prefix: string[] = [];
  const prlimit = onPath('prlimit');
  if (prlimit) {
    const capMb = ocr ? (ocr.maxMemoryMb ?? DEFAULT_OCR_MAX_MEMORY_MB) : opts.maxMemoryMb;
    prefix.push(prlimit, `--data=${capMb * 1024 * 1024 + runtimeDataBytes()}`, '--');
  }
  const nice = onPath('nice');
  if (nice) prefix.push(nice, '-n', String(ocr ? OCR_NICENESS : NICENESS));
  // OCR runs only on CPU time nothing else wants (SCHED_IDLE) where the system allows it.
  const chrt = ocr ? onPath('chrt') : null;
  if (chrt) prefix.push(chrt, '--idle', '0');
  return [...prefix, ...node];
}

/**
 * The bytes as a plain Uint8Array over exactly their own memory: the IPC channel sends a view's whole
 * backing buffer, and a Buffer arrives as a Buffer, which pdf.js refuses. Processes get copies; the
 * caller's array is never modified.
 */
function plainBytes(bytes: Uint8Array): Uint8Array {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole ? new Uint8Array(bytes.buffer) : new Uint8Array(bytes);
}

class ProcessPool implements ParserPool {
  readonly size: number;
  private readonly slots: Slot[] = [];
  private readonly queue: FairQueue<Job>;
  /** Owners with a job in a process. */
  private readonly busyOwners = new Set<string>();
  private nextId = 1;
  private closed = false;
  private readonly command: string[];
  private readonly jobEndListeners: Array<(timing: ParseJobTiming) => void> = [];
  /** Where jobs with scanned pages go (this pool's own processes read text only). */
  readonly ocrPool: ProcessPool | null;

  constructor(
    private readonly opts: Required<ParserPoolOptions>,
    testHooks: boolean,
    /** This pool's processes read scanned pages (it is another pool's OCR pool). */
    private readonly ocrRole: OcrRole | null = null,
  ) {
    this.size = opts.size;
    this.command = commandLine(opts, testHooks, ocrRole);
    const ocr = ocrRole ? null : opts.ocr;
    const layout = ocrProcesses(ocr?.threads ?? 0);
    this.ocrPool =
      ocr && layout.processes > 0
        ? new ProcessPool({ ...opts, size: layout.processes, ocr: null }, testHooks, {
            ...ocr,
            threadsEach: layout.threadsEach,
          })
        : null;
    this.queue = new FairQueue({ maxPerOwner: opts.maxQueuedPerOwner, maxTotal: opts.maxQueued });
    for (let i = 0; i < this.size; i++) this.slots.push(this.spawn());
  }

  /** Process ids of the parser processes (tests). */
  get pids(): number[] {
    return this.slots.map((s) => s.child.pid ?? 0);
  }

  /** Process ids of the OCR processes (tests). */
  get ocrPids(): number[] {
    return this.ocrPool?.pids ?? [];
  }

  async whenReady(): Promise<void> {
    while (this.slots.length < this.size || this.slots.some((s) => !s.ready)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await this.ocrPool?.whenReady();
  }

  private spawn(): Slot {
    const [command, ...args] = this.command;
    const child = spawn(command, args, {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      serialization: 'advanced',
    });
    const slot: Slot = {
      child,
      job: null,
      helping: null,
      ready: false,
      startRssBytes: 0,
      enginesLoaded: false,
    };
    child.on('message', (msg: FromWorkerMessage) => this.onMessage(slot, msg));
    child.on('error', () => this.onExit(slot));
    child.on('exit', () => this.onExit(slot));
    this.setKeepAlive(slot, false);
    return slot;
  }

  /** Only processes with work keep the server's event loop alive. */
  private setKeepAlive(slot: Slot, on: boolean): void {
    const handles = [slot.child, slot.child.channel].filter(Boolean) as { ref(): void; unref(): void }[];
    for (const h of handles) {
      if (on) h.ref();
      else h.unref();
    }
  }

  private send(slot: Slot, msg: ToWorkerMessage): void {
    if (slot.child.connected) slot.child.send(msg);
  }

  private onMessage(slot: Slot, msg: FromWorkerMessage): void {
    if (!this.slots.includes(slot)) return;
    switch (msg.kind) {
      case 'ready':
        slot.ready = true;
        slot.startRssBytes = msg.rssBytes;
        break;
      case 'split':
        this.onSplitRequest(slot, msg.id, msg.from, msg.to);
        return;
      case 'rangeDone': {
        const job = slot.helping;
        if (job?.id !== msg.id) return;
        slot.helping = null;
        const owner = this.slots.find((s) => s.job === job);
        if (owner) this.send(owner, { kind: 'pages', id: job.id, result: msg.result });
        this.recycleIfGrown(slot, msg.rssBytes);
        break;
      }
      case 'progress':
        if (slot.job?.id === msg.id)
          slot.job.onProgress?.({ stage: 'ocr', page: msg.page, pages: msg.pages });
        return;
      case 'result': {
        const job = slot.job;
        if (job?.id !== msg.id) return;
        this.release(slot);
        // A helper still reading pages nobody needs any more is replaced.
        for (const s of this.slots.filter((x) => x.helping === job)) this.replace(s);
        if (this.ocrRole && !slot.enginesLoaded && msg.ok && msg.transcript.source === 'ocr') {
          // Kept for the next scan: a new process would start its engines again, seconds of every scan.
          slot.startRssBytes = msg.rssBytes;
          slot.enginesLoaded = true;
        } else this.recycleIfGrown(slot, msg.rssBytes);
        if (!msg.ok && msg.scanNeeded && this.ocrPool) this.toOcr(job);
        else if (msg.ok) this.settle(job, () => job.resolve(msg.transcript), msg.transcript.source);
        else this.settle(job, () => job.reject(new ParseError(msg.code, msg.message)));
        break;
      }
    }
    this.pump();
  }

  /**
   * The job has pages without text: it moves to the OCR processes with the rest of its budget, and this
   * pool's process is free for the next job at once.
   */
  private toOcr(job: Job): void {
    if (job.timer) clearTimeout(job.timer);
    job.timer = null;
    this.ocrPool!.submit(job.bytes, {
      owner: job.owner,
      timeoutMs: Math.max(1, job.deadline - Date.now()),
      onProgress: job.onProgress,
    }).then(
      (t) => this.settle(job, () => job.resolve(t), t.source),
      (err: Error) => this.settle(job, () => job.reject(err)),
    );
  }

  private recycleIfGrown(slot: Slot, rssBytes: number): void {
    const grown = rssBytes - slot.startRssBytes > this.opts.recycleGrowthMb * 1024 * 1024;
    if (grown && this.slots.includes(slot)) this.replace(slot);
  }

  /** Gives the job's tail pages to an idle process when nothing is waiting in the queue. */
  private onSplitRequest(slot: Slot, id: number, from: number, to: number): void {
    const job = slot.job;
    if (job?.id !== id) return;
    const helper = this.queue.length ? undefined : this.slots.find((s) => s.ready && this.isIdle(s));
    if (helper) {
      helper.helping = job;
      this.setKeepAlive(helper, true);
      this.send(helper, {
        kind: 'range',
        id,
        bytes: job.bytes,
        maxPages: this.opts.maxPages,
        from,
        to,
        debug: job.helperDebug,
      });
    }
    this.send(slot, { kind: 'split', id, granted: Boolean(helper) });
  }

  private isIdle(slot: Slot): boolean {
    return !slot.job && !slot.helping;
  }

  /** The slot's job leaves it (done or failed). */
  private release(slot: Slot): void {
    if (slot.job) this.busyOwners.delete(slot.job.owner);
    slot.job = null;
    if (this.isIdle(slot)) this.setKeepAlive(slot, false);
  }

  /** Ends a job once: clears its budget timer, tells the listeners how long it took, then settles it. */
  private settle(job: Job, outcome: () => void, source: Transcript['source'] | null = null): void {
    if (job.timer) clearTimeout(job.timer);
    job.timer = null;
    const now = performance.now();
    const timing: ParseJobTiming = {
      waitedMs: (job.startedAt ?? now) - job.arrivedAt,
      parsedMs: job.startedAt === null ? null : now - job.startedAt,
      source,
    };
    for (const listener of this.jobEndListeners) listener(timing);
    outcome();
  }

  depth(): ParserPoolDepth {
    const ocr = this.ocrPool?.depth() ?? { queued: 0, running: 0 };
    return {
      queued: this.queue.length + ocr.queued,
      running: this.slots.filter((s) => s.job).length + ocr.running,
    };
  }

  onJobEnd(listener: (timing: ParseJobTiming) => void): void {
    this.jobEndListeners.push(listener);
  }

  /** Kills a process and puts a fresh one in its place. */
  private replace(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.release(slot);
    slot.helping = null;
    this.slots.splice(index, 1);
    slot.child.removeAllListeners('exit');
    slot.child.removeAllListeners('error');
    slot.child.on('error', () => undefined);
    slot.child.kill('SIGKILL');
    if (!this.closed) this.slots.push(this.spawn());
  }

  /** The process died (crash, memory cap) or could not start: its job fails, and so does a job it helped. */
  private onExit(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    const { job, helping, ready } = slot;
    this.slots.splice(index, 1);
    this.release(slot);
    if (!this.closed) {
      if (ready || job || helping) this.slots.push(this.spawn());
      else setTimeout(() => this.respawn(), RESPAWN_DELAY_MS).unref();
    }
    if (job) this.fail(job, new ParseError('DAMAGED'));
    if (helping) this.fail(helping, new ParseError('DAMAGED'));
    this.pump();
  }

  private respawn(): void {
    if (!this.closed && this.slots.length < this.size) this.slots.push(this.spawn());
  }

  /** Fails a job wherever it is: waiting, in its process, or split across two. */
  private fail(job: Job, err: Error): void {
    this.queue.remove(job.owner, job);
    for (const s of this.slots.filter((x) => x.job === job || x.helping === job)) this.replace(s);
    this.settle(job, () => job.reject(err));
  }

  private pump(): void {
    if (this.closed) return;
    for (const slot of this.slots) {
      if (!slot.ready || !this.isIdle(slot)) continue;
      const next = this.queue.take((owner) => this.busyOwners.has(owner));
      if (!next) return;
      const job = next.item;
      job.startedAt = performance.now();
      slot.job = job;
      this.busyOwners.add(job.owner);
      this.setKeepAlive(slot, true);
      this.send(slot, {
        kind: 'job',
        id: job.id,
        bytes: job.bytes,
        maxPages: this.opts.maxPages,
        debug: job.debug,
        referScans: this.ocrPool !== null,
        deadline: job.deadline,
      });
    }
  }

  /** A job of this owner would go to a process at once (the queue's limits do not apply to it). */
  private canStartNow(owner: string): boolean {
    return !this.busyOwners.has(owner) && this.slots.some((s) => s.ready && this.isIdle(s));
  }

  /** Seconds until the soonest deadline among the jobs in the way (at least 1). */
  private retryAfter(owner: string | null): number {
    const running = this.slots.map((s) => s.job).filter((j): j is Job => j !== null);
    const inWay = owner === null ? running : running.filter((j) => j.owner === owner);
    const soonest = Math.min(...inWay.map((j) => j.deadline));
    const seconds = Number.isFinite(soonest) ? Math.ceil((soonest - Date.now()) / 1000) : 1;
    return Math.max(1, seconds);
  }

  submit(
    bytes: Uint8Array,
    opts: ParseRequestOptions,
    debug?: JobDebug,
    helperDebug?: RangeDebug,
  ): Promise<Transcript> {
    if (this.closed) return Promise.reject(new Error('The parser pool is closed'));
    if (!debug && !hasPdfSignature(bytes)) return Promise.reject(new ParseError('NOT_PDF'));
    const id = this.nextId++;
    const owner = opts.owner ?? `job:${id}`;
    const refusal = this.canStartNow(owner) ? null : this.queue.refusal(owner);
    if (refusal) {
      const retry = this.retryAfter(refusal === 'OWNER_QUEUE_FULL' ? owner : null);
      return Promise.reject(new ParserBusyError(refusal, retry));
    }
    const timeoutMs = opts.timeoutMs ?? this.opts.timeoutMs;
    return new Promise<Transcript>((resolve, reject) => {
      const job: Job = {
        id,
        owner,
        bytes: plainBytes(bytes),
        deadline: Date.now() + timeoutMs,
        arrivedAt: performance.now(),
        startedAt: null,
        timer: null,
        debug,
        helperDebug,
        onProgress: opts.onProgress,
        resolve,
        reject,
      };
      job.timer = setTimeout(() => {
        job.timer = null;
        this.fail(job, new ParseError('TIMEOUT'));
        this.pump();
      }, timeoutMs);
      this.queue.push(owner, job);
      this.pump();
    });
  }

  parse(bytes: Uint8Array, opts: ParseRequestOptions = {}): Promise<Transcript> {
    return this.submit(bytes, opts);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.ocrPool?.close();
    const closed = new Error('The parser pool is closed');
    for (const job of this.queue.drain()) this.settle(job, () => job.reject(closed));
    const slots = this.slots.splice(0);
    await Promise.all(
      slots.map(async (slot) => {
        const job = slot.job;
        if (job) this.settle(job, () => job.reject(closed));
        slot.child.removeAllListeners();
        if (slot.child.exitCode !== null || slot.child.signalCode !== null) return;
        const exited = new Promise((resolve) => slot.child.once('exit', resolve));
        // Referenced until it is gone, so the caller's await on close() keeps the event loop running.
        slot.child.ref();
        slot.child.kill('SIGKILL');
        await exited;
      }),
    );
  }
}

function resolveOptions(opts: ParserPoolOptions): Required<ParserPoolOptions> {
  const size = Math.max(1, Math.floor(opts.size ?? availableParallelism()));
  return {
    size,
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxHeapMb: opts.maxHeapMb ?? DEFAULT_MAX_HEAP_MB,
    maxMemoryMb: opts.maxMemoryMb ?? DEFAULT_MAX_MEMORY_MB,
    recycleGrowthMb: opts.recycleGrowthMb ?? DEFAULT_RECYCLE_GROWTH_MB,
    maxQueuedPerOwner: opts.maxQueuedPerOwner ?? DEFAULT_MAX_QUEUED_PER_OWNER,
    maxQueued: opts.maxQueued ?? size * 8,
    maxPages: opts.maxPages ?? DEFAULT_MAX_PAGES,
    ocr: opts.ocr ?? null,
  };
}

export function createParserPool(opts: ParserPoolOptions = {}): ParserPool {
  return new ProcessPool(resolveOptions(opts), false);
}

/** A pool whose processes also accept simulated hangs, crashes and memory growth (tests only). */
export function createTestParserPool(opts: ParserPoolOptions = {}): ParserPool & {
  readonly pids: number[];
  readonly ocrPids: number[];
  /** Runs a simulated behaviour; `grow` then parses `bytes`. */
  debug(kind: JobDebug, opts?: ParseRequestOptions & { bytes?: Uint8Array }): Promise<Transcript>;
  /** Parses `bytes`; a process that reads part of its pages hangs or crashes instead. */
  debugHelper(kind: RangeDebug, bytes: Uint8Array, timeoutMs?: number): Promise<Transcript>;
} {
  const pool = new ProcessPool(resolveOptions(opts), true);
  return Object.assign(pool, {
    debug: (kind: JobDebug, opts: ParseRequestOptions & { bytes?: Uint8Array } = {}) =>
      pool.submit(opts.bytes ?? new Uint8Array(0), opts, kind),
    debugHelper: (kind: RangeDebug, bytes: Uint8Array, timeoutMs?: number) =>
      pool.submit(bytes, { timeoutMs }, undefined, kind),
  });
}

/**
 * OCR cost: seconds per scanned page (median and spread), a 3-page scan from submission to transcript,
 * and the latency of text-PDF parses through the parser pool with no OCR running and while OCR jobs run
 * back to back, in the same run (the pool the server uses: PARSER_POOL_SIZE text processes, OCR_THREADS
 * engine threads in OCR processes of up to two). The scanned fixture is generated from fixtures/pdf/a-flat-comments.pdf (3 pages; cached
 * in node_modules/.cache/gradelens-scans; needs pdftoppm and qpdf). BENCH_TEXT_RUNS (default 20) and
 * OCR_THREADS (default: the cores, as the server's) adjust the run. Prints figures; never asserts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cachedScan } from '../fixtures/layouts/scan';
import { createParserPool, ocrProcesses } from '../src/parser/pool';

const root = path.resolve(import.meta.dirname, '..');
const TEXT_RUNS = Number(process.env.BENCH_TEXT_RUNS ?? 20);
const THREADS = Number(process.env.OCR_THREADS ?? os.availableParallelism());
/** Scans read from submission to transcript, at the least. */
const OCR_RUNS = 5;

const textPdf = new Uint8Array(fs.readFileSync(path.join(root, 'fixtures/pdf/a-flat-comments.pdf')));
const scan = await cachedScan(textPdf, {
  dpi: 200,
  colour: 'grey',
  skewDegrees: 1.2,
  turn: 0,
  noise: 0.002,
  jpegQuality: 75,
});

const pool = createParserPool({
  timeoutMs: 120_000,
  ocr: { threads: THREADS, maxPages: 10, pageTimeoutMs: 60_000 },
});

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const describe = (xs: number[], unit: string, digits: number) =>
  `median ${quantile(xs, 0.5).toFixed(digits)} ${unit}, p90 ${quantile(xs, 0.9).toFixed(digits)}, min ${Math.min(...xs).toFixed(digits)}, max ${Math.max(...xs).toFixed(digits)} (n=${xs.length})`;

async function textLatencies(): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < TEXT_RUNS; i++) {
    const t0 = performance.now();
    await pool.parse(textPdf, { owner: `text-${i}` });
    out.push(performance.now() - t0);
  }
  return out;
}

async function ocrJob(owner: string): Promise<{ seconds: number; pages: number; firstProgress: number }> {
  let pages = 0;
  let firstProgress = 0;
  const t0 = performance.now();
  const t = await pool.parse(scan, {
    owner,
    onProgress: (p) => {
      pages = p.pages;
      firstProgress ||= (performance.now() - t0) / 1000;
    },
  });
  if (t.source !== 'ocr') throw new Error('the scan was not read by OCR');
  return { seconds: (performance.now() - t0) / 1000, pages, firstProgress };
}

try {
  // Warm-up: processes started and pdf.js loaded, as in a running server; the first scan starts the engines.
  await pool.whenReady();
  await pool.parse(textPdf, { owner: 'warm' });
  const first = await ocrJob('warm');

  const idle = await textLatencies();

  const perPage: number[] = [];
  const whole: number[] = [];
  let stop = false;
  const ocrLoop = (async () => {
    for (let i = 0; !stop; i++) {
      const r = await ocrJob(`ocr-${i}`);
      perPage.push(r.seconds / r.pages);
      whole.push(r.seconds);
    }
  })();
  // Let the first OCR job get going before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const busy = await textLatencies();
  stop = true;
  await ocrLoop;
  while (whole.length < OCR_RUNS) {
    const r = await ocrJob(`ocr-extra-${whole.length}`);
    perPage.push(r.seconds / r.pages);
    whole.push(r.seconds);
  }

  const layout = ocrProcesses(THREADS);
  console.log(
    `cores: ${os.availableParallelism()}, text processes: ${pool.size}, OCR processes: ${layout.processes} of ${layout.threadsEach} engine threads`,
  );
  console.log(`scanned fixture: 3 pages, 200 dpi grey, 1.2 degrees skew, JPEG 75`);
  console.log(`seconds per scanned page: ${describe(perPage, 's', 2)}`);
  console.log(`3-page scan, submitted to transcript: ${describe(whole, 's', 2)}`);
  console.log(`the first 3-page scan, its engines starting: ${first.seconds.toFixed(2)} s`);
  console.log(`text-PDF parse latency, no OCR running: ${describe(idle, 'ms', 0)}`);
  console.log(`text-PDF parse latency, OCR running:    ${describe(busy, 'ms', 0)}`);
  console.log(
    `ratio of medians (OCR running / none): ${(quantile(busy, 0.5) / quantile(idle, 0.5)).toFixed(2)}`,
  );
} finally {
  await pool.close();
}

/**
 * Parser speed: warm median time per report in the worker pool, next to poppler's `pdftotext -layout`
 * on the same files in the same run. The pool reads text with the poppler addon where it is built, and a
 * second pool with pdf.js: their runs alternate with pdftotext's, so the three are paired. A second table
 * splits one thread's work into its stages (text extraction by each library, line building,
 * interpretation), to show where the time goes. Prints tables; never asserts.
 */
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createParserPool } from '../src/parser/index';
import { DEFAULT_ENGINE, extractPages, type TextEngine } from '../src/parser/extract';
import { buildLines } from '../src/parser/lines';
import { interpretLines } from '../src/parser/parse';
import { cleanTranscript } from '../src/parser/sanitize';

const run = promisify(execFile);
const dir = join(import.meta.dirname, '../fixtures/pdf');
const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
  name: string;
  pages: number;
}[];
const FILES = process.env.BENCH_FILES?.split(',') ?? ['report-1p', 'report-10p', 'report-50p'];
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = 3;

function stats(ms: number[]): { median: number; p10: number; p90: number } {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))];
  return { median: at(0.5), p10: at(0.1), p90: at(0.9) };
}

/** Times each function `runs` times after the warm-up, taking turns run by run (paired measurements). */
async function timePaired(fns: (() => Promise<unknown>)[], runs: number): Promise<number[][]> {
  for (let i = 0; i < WARMUP; i++) for (const fn of fns) await fn();
  const out = fns.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, fn] of fns.entries()) {
      const t0 = performance.now();
      await fn();
      out[k].push(performance.now() - t0);
    }
  }
  return out;
}

/** A pool whose processes read text with `engine` (the processes take it from their environment). */
function poolReading(engine: TextEngine) {
  const before = process.env.PDF_TEXT_ENGINE;
  process.env.PDF_TEXT_ENGINE = engine;
  try {
    return createParserPool({ timeoutMs: 60_000 });
  } finally {
    if (before === undefined) delete process.env.PDF_TEXT_ENGINE;
    else process.env.PDF_TEXT_ENGINE = before;
  }
}

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const fmt = (s: { median: number; p10: number; p90: number }) =>
  `${s.median.toFixed(1)} ms (p10 ${s.p10.toFixed(1)} – p90 ${s.p90.toFixed(1)})`;

async function main(): Promise<void> {
  const engines: TextEngine[] = DEFAULT_ENGINE === 'poppler' ? ['poppler', 'pdfjs'] : ['pdfjs'];
  const pools = engines.map(poolReading);
  const poppler = hasPdftotext();
  console.log(
    `Parser pools: ${pools[0].size} workers each, reading text with ${engines.join(' and ')}; ${RUNS} timed runs after ${WARMUP} warm-up runs per file, taking turns.`,
  );
  if (DEFAULT_ENGINE !== 'poppler') console.log('The poppler addon is not built: pdf.js reads the text.');
  if (!poppler) console.log('pdftotext not found: the pdftotext column is skipped.');
  const rows: string[][] = [
    [
      'file',
      'pages',
      ...engines.map((e) => `parser (pool, ${e}) median`),
      'pdftotext -layout median',
      ...engines.map((e) => `ratio (${e})`),
    ],
  ];
  try {
    for (const name of FILES) {
      const file = join(dir, `${name}.pdf`);
      const bytes = new Uint8Array(readFileSync(file));
      const pages = manifest.find((m) => m.name === name)?.pages ?? NaN;
      const fns: (() => Promise<unknown>)[] = pools.map((pool) => () => pool.parse(bytes));
      if (poppler) fns.push(() => run('pdftotext', ['-layout', file, '-'], { maxBuffer: 64 << 20 }));
      const times = (await timePaired(fns, RUNS)).map(stats);
      const reference = poppler ? times[pools.length] : null;
      rows.push([
        name,
        String(pages),
        ...times.slice(0, pools.length).map(fmt),
        reference ? fmt(reference) : 'skipped (not installed)',
        ...times
          .slice(0, pools.length)
          .map((t) => (reference ? `${(t.median / reference.median).toFixed(2)}x` : '—')),
      ]);
    }
  } finally {
    await Promise.all(pools.map((p) => p.close()));
  }
  printTable(rows);
  console.log('\nOne thread, stage by stage (medians, p10–p90):');
  printTable(await stages(engines));
}

/** Each stage of one thread's parse, timed on its own over the same runs (text extraction by each engine). */
async function stages(engines: TextEngine[]): Promise<string[][]> {
  const rows = [['file', ...engines.map((e) => `text extraction (${e})`), 'line building', 'interpretation']];
  for (const name of FILES) {
    const bytes = readFileSync(join(dir, `${name}.pdf`));
    const times: number[][] = [...engines.map((): number[] => []), [], []];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const extraction: number[] = [];
      // Lines and interpretation run on the pages of the engine the parser uses (the first).
      let pages: Awaited<ReturnType<typeof extractPages>> = [];
      for (const engine of engines) {
        const t0 = performance.now();
        const read = await extractPages(new Uint8Array(bytes), 1000, { engine });
        extraction.push(performance.now() - t0);
        if (engine === engines[0]) pages = read;
      }
      const t1 = performance.now();
      const lines = buildLines(pages);
      const t2 = performance.now();
      cleanTranscript(interpretLines(lines, pages.length));
      const t3 = performance.now();
      if (i >= WARMUP) [...extraction, t2 - t1, t3 - t2].forEach((ms, k) => times[k].push(ms));
    }
    rows.push([name, ...times.map((t) => fmt(stats(t)))]);
  }
  return rows;
}

function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const [i, r] of rows.entries()) {
    console.log(`| ${r.map((c, j) => c.padEnd(widths[j])).join(' | ')} |`);
    if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
}

await main();

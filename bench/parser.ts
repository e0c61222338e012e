/**
 * Parser speed: warm median time per report in the worker pool, next to poppler's `pdftotext -layout`
 * on the same files in the same run. A second table splits one thread's work into its stages (pdf.js text
 * extraction, line building, interpretation), to show where the time goes. Prints tables; never asserts.
 */
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createParserPool } from '../src/parser/index';
import { extractPages } from '../src/parser/extract';
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

async function time(fn: () => Promise<unknown>, runs: number): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
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
  const pool = createParserPool({ timeoutMs: 60_000 });
  const poppler = hasPdftotext();
  console.log(`Parser pool: ${pool.size} workers; ${RUNS} timed runs after ${WARMUP} warm-up runs per file.`);
  if (!poppler) console.log('pdftotext not found: the pdftotext column is skipped.');
  const rows: string[][] = [['file', 'pages', 'parser (pool) median', 'pdftotext -layout median', 'ratio']];
  try {
    for (const name of FILES) {
      const file = join(dir, `${name}.pdf`);
      const bytes = new Uint8Array(readFileSync(file));
      const pages = manifest.find((m) => m.name === name)?.pages ?? NaN;
      const parser = stats(await time(() => pool.parse(bytes), RUNS));
      let popplerCol = 'skipped (not installed)';
      let ratio = '—';
      if (poppler) {
        const p = stats(
          await time(() => run('pdftotext', ['-layout', file, '-'], { maxBuffer: 64 << 20 }), RUNS),
        );
        popplerCol = fmt(p);
        ratio = `${(parser.median / p.median).toFixed(2)}x`;
      }
      rows.push([name, String(pages), fmt(parser), popplerCol, ratio]);
    }
  } finally {
    await pool.close();
  }
  printTable(rows);
  console.log('\nOne thread, stage by stage (medians, p10–p90):');
  printTable(await stages());
}

/** Each stage of one thread's parse, timed on its own over the same runs. */
async function stages(): Promise<string[][]> {
  const rows = [['file', 'text extraction (pdf.js)', 'line building', 'interpretation']];
  for (const name of FILES) {
    const bytes = readFileSync(join(dir, `${name}.pdf`));
    const times: number[][] = [[], [], []];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const t0 = performance.now();
      const pages = await extractPages(new Uint8Array(bytes), 1000);
      const t1 = performance.now();
      const lines = buildLines(pages);
      const t2 = performance.now();
      cleanTranscript(interpretLines(lines, pages.length));
      const t3 = performance.now();
      if (i >= WARMUP) [t1 - t0, t2 - t1, t3 - t2].forEach((ms, k) => times[k].push(ms));
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

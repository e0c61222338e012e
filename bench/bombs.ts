/**
 * Memory and time the hostile PDFs of tests/support/bombs.ts cost the process that owns the parser pool
 * (the server). Samples this process's RSS every 20 ms while each bomb is parsed, then after ten normal
 * reports. Prints a table; never asserts. `BOMB_TIMEOUT_MS` sets the per-job timeout (default 30 s).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createParserPool } from '../src/parser/index';
import { contentStreamBomb, fontBomb, xobjectFanOutBomb } from '../tests/support/bombs';

const MB = 1024 * 1024;
const report = new Uint8Array(readFileSync(join(import.meta.dirname, '../fixtures/pdf/report-1p.pdf')));
const timeoutMs = Number(process.env.BOMB_TIMEOUT_MS ?? 30_000);

/** RSS after a full garbage collection when the run allows one (`--expose-gc`). */
const settledRssMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().rss / MB;
};
const rssMb = () => process.memoryUsage().rss / MB;

async function withPeak<T>(fn: () => Promise<T>): Promise<{ value: T; peakMb: number; ms: number }> {
  let peak = rssMb();
  const timer = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const t0 = performance.now();
  try {
    const value = await fn();
    return { value, peakMb: Math.max(peak, rssMb()), ms: performance.now() - t0 };
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<void> {
  const bombs: [string, Uint8Array][] = [
    ['content stream 1 GiB', await contentStreamBomb()],
    ['embedded font 1 GiB', await fontBomb()],
    ['XObject fan-out 10^8', xobjectFanOutBomb()],
  ];
  const pool = createParserPool({ size: 2, timeoutMs });
  try {
    for (let i = 0; i < 4; i++) await pool.parse(report);
    const idle = settledRssMb();
    console.log(`Pool of ${pool.size}; per-job timeout ${timeoutMs} ms; idle RSS ${idle.toFixed(0)} MB.`);
    const rows = [['upload', 'size', 'outcome', 'time', 'peak RSS', 'RSS after 10 normal parses']];
    for (const [name, bytes] of bombs) {
      const r = await withPeak(() =>
        pool.parse(bytes).then(
          () => 'parsed',
          (e: { code?: string; message?: string }) => e.code ?? e.message ?? 'error',
        ),
      );
      for (let i = 0; i < 10; i++) await pool.parse(report);
      rows.push([
        name,
        `${(bytes.length / 1024).toFixed(0)} KB`,
        r.value,
        `${(r.ms / 1000).toFixed(1)} s`,
        `${r.peakMb.toFixed(0)} MB`,
        `${settledRssMb().toFixed(0)} MB`,
      ]);
    }
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    for (const [i, r] of rows.entries()) {
      console.log(`| ${r.map((c, j) => c.padEnd(widths[j])).join(' | ')} |`);
      if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    }
  } finally {
    await pool.close();
  }
}

await main();

import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { ParseError, ScanNeededError } from './errors';
import type { Line } from './lines';
import { OcrEngines } from './ocr/engine';
import { readScannedReport } from './ocr/scan';
import { parseTranscript, readLines } from './parse';
import { ocrProcesses } from './pool';
import type { Transcript } from './types';

function printLines(lines: Line[]): void {
  for (const l of lines) {
    const cells = l.cells.map((c) => `[${c.x0.toFixed(0)}-${c.x1.toFixed(0)}] ${c.text}`).join(' | ');
    process.stdout.write(`p${l.page} y=${l.y.toFixed(1)} ${cells}\n`);
  }
}

/** A PDF with scanned pages, read by OCR in this process on the engine threads an OCR process has. */
async function readScan(bytes: Uint8Array): Promise<{ transcript: Transcript; lines: Line[] }> {
  const engines = new OcrEngines(ocrProcesses(availableParallelism()).threadsEach);
  try {
    return await readScannedReport(bytes, { engines });
  } finally {
    await engines.stop();
  }
}

async function main(argv: string[]): Promise<number> {
  const showLines = argv.includes('--lines');
  const files = argv.filter((a) => !a.startsWith('--'));
  if (files.length !== 1) {
    process.stderr.write('Usage: npm run --silent parse -- [--lines] <file.pdf>\n');
    return 2;
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(files[0]));
  } catch {
    process.stderr.write(`Cannot read ${files[0]}\n`);
    return 2;
  }
  try {
    try {
      if (showLines) printLines((await readLines(bytes.slice(), { referScans: true })).lines);
      else
        process.stdout.write(
          `${JSON.stringify(await parseTranscript(bytes, { referScans: true }), null, 2)}\n`,
        );
    } catch (err) {
      if (!(err instanceof ScanNeededError)) throw err;
      // Pages without text: the report is read as the OCR processes read it.
      const scan = await readScan(bytes.slice());
      if (showLines) printLines(scan.lines);
      else process.stdout.write(`${JSON.stringify(scan.transcript, null, 2)}\n`);
    }
    return 0;
  } catch (err) {
    if (err instanceof ParseError) {
      process.stderr.write(`${err.code}: ${err.message}\n`);
      return 1;
    }
    process.stderr.write(`${(err as Error).message}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));

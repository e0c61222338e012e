import { readFile } from 'node:fs/promises';
import { ParseError } from './errors';
import { parseTranscript, readLines } from './parse';

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
    if (showLines) {
      const { lines } = await readLines(bytes.slice());
      for (const l of lines) {
        const cells = l.cells.map((c) => `[${c.x0.toFixed(0)}-${c.x1.toFixed(0)}] ${c.text}`).join(' | ');
        process.stdout.write(`p${l.page} y=${l.y.toFixed(1)} ${cells}\n`);
      }
    } else {
      const transcript = await parseTranscript(bytes);
      process.stdout.write(`${JSON.stringify(transcript, null, 2)}\n`);
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

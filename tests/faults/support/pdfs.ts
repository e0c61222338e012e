import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { seededRandom } from './app.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../../fixtures/pdf');

/** The report PDFs of fixtures/pdf (not the malformed ones). */
export function fixturePdfs(): Array<{ name: string; bytes: Buffer }> {
  return fs
    .readdirSync(FIXTURES)
    .filter((n) => n.endsWith('.pdf'))
    .sort()
    .map((name) => ({ name, bytes: fs.readFileSync(path.join(FIXTURES, name)) }));
}

export interface Mutant {
  label: string;
  bytes: Buffer;
}

/**
 * `count` damaged copies of the fixtures, the same for a given seed: byte flips (1 to 64 random bytes),
 * truncations (anywhere after the header), and splices (the head of one file joined to the tail of
 * another), in turn.
 */
export function mutatedPdfs(count: number, seed: number): Mutant[] {
  const random = seededRandom(seed);
  const int = (n: number) => Math.floor(random() * n);
  const sources = fixturePdfs();
  const out: Mutant[] = [];
  for (let i = 0; i < count; i++) {
    const a = sources[int(sources.length)];
    const bytes = Buffer.from(a.bytes);
    if (i % 3 === 0) {
      const flips = 1 + int(64);
      for (let f = 0; f < flips; f++) bytes[int(bytes.length)] = int(256);
      out.push({ label: `flip ${flips} bytes of ${a.name}`, bytes });
    } else if (i % 3 === 1) {
      const at = 8 + int(bytes.length - 8);
      out.push({ label: `${a.name} cut at ${at}`, bytes: bytes.subarray(0, at) });
    } else {
      const b = sources[int(sources.length)];
      const head = int(a.bytes.length);
      const tail = int(b.bytes.length);
      out.push({
        label: `${a.name}[0,${head}) + ${b.name}[${tail},end)`,
        bytes: Buffer.concat([a.bytes.subarray(0, head), b.bytes.subarray(tail)]),
      });
    }
  }
  return out;
}

/** A PDF file from its objects' bodies (numbered from 1; object 1 is the catalog), with a correct xref. */
export function buildPdf(objects: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(obj);
    offset += obj.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

function stream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
}

/** `bytes` of `fill` deflated, fed in chunks so the inflated size never sits in memory here. */
async function deflatedFill(bytes: number, fill: string): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((r) => deflate.on('end', r));
  const chunk = Buffer.alloc(16 * 1024 * 1024, fill);
  for (let left = bytes; left > 0; left -= chunk.length) {
    const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
    if (!deflate.write(piece)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

const GiB = 1024 ** 3;

/** A one-page PDF whose content stream inflates to 1 GiB (of spaces, which a content parser skips). */
export async function contentBomb(): Promise<Buffer> {
  const content = await deflatedFill(GiB, ' ');
  return buildPdf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>'),
    stream('/Filter /FlateDecode', content),
  ]);
}

/** A one-page PDF whose text uses an embedded TrueType font file that inflates to 1 GiB. */
export async function fontBomb(): Promise<Buffer> {
  const font = await deflatedFill(GiB, '\0');
  const text = Buffer.from('BT /F1 12 Tf 72 720 Td (Grades - By Student) Tj ET');
  return buildPdf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    stream('', text),
    Buffer.from(
      '<< /Type /Font /Subtype /TrueType /BaseFont /Bomb /FirstChar 32 /LastChar 126 /FontDescriptor 6 0 R >>',
    ),
    Buffer.from(
      '<< /Type /FontDescriptor /FontName /Bomb /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 7 0 R >>',
    ),
    stream('/Filter /FlateDecode', font),
  ]);
}

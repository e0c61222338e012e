import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * Hostile PDFs built in code (nothing big is committed): small files that cost a reader a lot of memory
 * or CPU. Each is a valid PDF with a correct cross-reference table.
 */

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

/** Serialises objects 1..n (object 1 is the catalog) with their xref table and trailer. */
function buildPdf(objects: PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets: number[] = [];
  const push = (b: Buffer) => {
    parts.push(b);
    offset += b.length;
  };
  objects.forEach((o, i) => {
    offsets.push(offset);
    if (o.stream) {
      push(Buffer.from(`${i + 1} 0 obj\n<< ${o.dict} /Length ${o.stream.length} >>\nstream\n`));
      push(o.stream);
      push(Buffer.from('\nendstream\nendobj\n'));
    } else {
      push(Buffer.from(`${i + 1} 0 obj\n${o.dict}\nendobj\n`));
    }
  });
  const xrefAt = offset;
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

const cache = new Map<number, Promise<Buffer>>();

/** Deflate of `bytes` zero bytes, streamed chunk by chunk (the inflated size is never held). */
export function deflatedZeros(bytes: number): Promise<Buffer> {
  let hit = cache.get(bytes);
  if (!hit) {
    hit = (async () => {
      const chunk = Buffer.alloc(1 << 20);
      async function* zeros() {
        for (let left = bytes; left > 0; left -= chunk.length)
          yield chunk.subarray(0, Math.min(left, chunk.length));
      }
      const out: Buffer[] = [];
      const z = zlib.createDeflate({ level: 9 });
      const collected = (async () => {
        for await (const b of z) out.push(b as Buffer);
      })();
      await pipeline(Readable.from(zeros()), z);
      await collected;
      return Buffer.concat(out);
    })();
    cache.set(bytes, hit);
  }
  return hit;
}

const page = (contents: string, resources: string) =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources ${resources} /Contents ${contents} >>`;

const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** One page whose content stream inflates to `inflatedBytes` (1 GiB by default; about 1 MB on disk). */
export async function contentStreamBomb(inflatedBytes = 1 << 30): Promise<Buffer> {
  return buildPdf([
    { dict: '<< /Type /Catalog /Pages 2 0 R >>' },
    { dict: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    { dict: page('4 0 R', `<< /Font << /F1 5 0 R >> >>`) },
    { dict: '/Filter /FlateDecode', stream: await deflatedZeros(inflatedBytes) },
    { dict: HELVETICA },
  ]);
}

/** Text set in an embedded TrueType font whose font file inflates to `inflatedBytes`. */
export async function fontBomb(inflatedBytes = 1 << 30): Promise<Buffer> {
  const text = Buffer.from('BT /F1 12 Tf 72 700 Td (Grades) Tj ET');
  return buildPdf([
    { dict: '<< /Type /Catalog /Pages 2 0 R >>' },
    { dict: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    { dict: page('4 0 R', '<< /Font << /F1 5 0 R >> >>') },
    { dict: '', stream: text },
    {
      dict:
        '<< /Type /Font /Subtype /TrueType /BaseFont /Bomb /FirstChar 32 /LastChar 126 ' +
        '/Widths [' +
        Array(95).fill('500').join(' ') +
        '] /FontDescriptor 6 0 R /Encoding /WinAnsiEncoding >>',
    },
    {
      dict:
        '<< /Type /FontDescriptor /FontName /Bomb /Flags 32 /FontBBox [0 0 1000 1000] ' +
        '/ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 7 0 R >>',
    },
    { dict: `/Filter /FlateDecode /Length1 ${inflatedBytes}`, stream: await deflatedZeros(inflatedBytes) },
  ]);
}

/**
 * A few kilobytes whose form XObjects draw each other `fanOut` times, `depth` levels deep: the leaf's
 * text is shown fanOut^depth times (10^8 by default), which keeps a reader busy far past any timeout.
 */
export function xobjectFanOutBomb(depth = 8, fanOut = 10): Buffer {
  const objects: PdfObject[] = [
    { dict: '<< /Type /Catalog /Pages 2 0 R >>' },
    { dict: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    { dict: page('4 0 R', '<< /XObject << /X 6 0 R >> >>') },
    { dict: '', stream: Buffer.from('/X Do') },
    { dict: HELVETICA },
  ];
  for (let level = 0; level < depth; level++) {
    const id = 6 + level;
    const leaf = level === depth - 1;
    const content = leaf
      ? 'BT /F1 1 Tf 10 10 Td (A) Tj ET'
      : Array.from({ length: fanOut }, () => '/X Do').join(' ');
    const resources = leaf ? '<< /Font << /F1 5 0 R >> >>' : `<< /XObject << /X ${id + 1} 0 R >> >>`;
    objects.push({
      dict: `/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources ${resources}`,
      stream: Buffer.from(content),
    });
  }
  return buildPdf(objects);
}

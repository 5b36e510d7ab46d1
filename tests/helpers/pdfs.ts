import { once } from 'node:events';
import { createDeflate } from 'node:zlib';

// PDFs made by the tests: a "flate bomb" and a document of very many pages (issue 15). Each is a
// well-formed PDF (a cross-reference table with the right offsets), so pdf.js reads it as it is.

function pdfOf(objects: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  parts.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

function stream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** Letters for a number ("b", "ba", …), so that each page says something of its own. */
function wordOf(n: number): string {
  let word = '';
  for (let k = n + 1; k > 0; k = Math.floor(k / 26)) word = String.fromCharCode(97 + (k % 26)) + word;
  return word;
}

/** A PDF of `pages` pages, each saying a sentence of its own ("Page text number bcd."). */
export function manyPagesPdf(pages: number): Buffer {
  const first = 4;
  const kids = Array.from({ length: pages }, (_, i) => `${first + 2 * i} 0 R`).join(' ');
  const objects: Array<string | Buffer> = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    FONT,
  ];
  for (let i = 0; i < pages; i++) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${first + 2 * i + 1} 0 R >>`,
      stream('', Buffer.from(`BT /F1 12 Tf 72 720 Td (Page text number ${wordOf(i)}.) Tj ET`)),
    );
  }
  return pdfOf(objects);
}

/** `size` bytes of spaces, deflated: a few hundred KB per GB, streamed so the test never holds the GB. */
async function deflatedSpaces(size: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const block = Buffer.alloc(16 * 1024 * 1024, 0x20);
  for (let written = 0; written < size; written += block.length) {
    if (!deflate.write(block)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(chunks);
}

/**
 * One page whose content stream inflates to `size` bytes (spaces, then a line of text). With
 * `hex`, the compressed data is also hex-encoded ([/ASCIIHexDecode /FlateDecode]), a bomb that only
 * a memory budget can stop, since no size can be known before decoding the hex.
 */
export async function flateBombPdf(size: number, { hex = false } = {}): Promise<Buffer> {
  const deflated = await deflatedSpaces(size);
  const data = hex ? Buffer.from(`${deflated.toString('hex')}>`) : deflated;
  const filter = hex ? '/Filter [/ASCIIHexDecode /FlateDecode]' : '/Filter /FlateDecode';
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    FONT,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
    stream(filter, data),
  ]);
}

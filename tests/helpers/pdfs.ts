import { constants, deflateRawSync } from 'node:zlib';

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

const ADLER_BASE = 65521;

/** Adler-32 of `data` (zlib's checksum). */
function adler32(data: Buffer): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < data.length; i += 4096) {
    // Summed in runs short enough that neither sum outgrows a double's exact integers.
    for (const byte of data.subarray(i, i + 4096)) {
      a += byte;
      b += a;
    }
    a %= ADLER_BASE;
    b %= ADLER_BASE;
  }
  return b * 65536 + a;
}

/** Adler-32 of two pieces joined, from each one's and the second's length (zlib's adler32_combine). */
function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % ADLER_BASE;
  const a1 = first % 65536;
  const b1 = Math.floor(first / 65536);
  const a2 = second % 65536;
  const b2 = Math.floor(second / 65536);
  const a = (a1 + a2 + ADLER_BASE - 1) % ADLER_BASE;
  const b = (((rem * a1) % ADLER_BASE) + b1 + b2 + ADLER_BASE - rem) % ADLER_BASE;
  return b * 65536 + a;
}

/**
 * `size` bytes of spaces (a multiple of 16 MB), as a zlib stream: 16 MB of spaces deflated once
 * and flushed, so that each copy of it stands alone, repeated, then a last empty block and the
 * checksum of the whole. About a kilobyte a megabyte, like a stream deflated in one go, and made
 * in a moment, where deflating the gigabytes took 1.5 s of CPU each (four in documentBudgets).
 */
function deflatedSpaces(size: number): Buffer {
  const block = Buffer.alloc(16 * 1024 * 1024, 0x20);
  if (size % block.length) throw new Error('deflatedSpaces: size must be a multiple of 16 MB');
  const copies = size / block.length;
  const piece = deflateRawSync(block, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const one = adler32(block);
  let checksum = one;
  for (let i = 1; i < copies; i++) checksum = adler32Combine(checksum, one, block.length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(checksum);
  return Buffer.concat([
    // The zlib header of a stream deflated at level 9.
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: copies }, () => piece),
    deflateRawSync(Buffer.alloc(0)),
    trailer,
  ]);
}

/**
 * One page whose content stream inflates to `size` bytes (spaces, then a line of text). With
 * `hex`, the compressed data is also hex-encoded ([/ASCIIHexDecode /FlateDecode]), a bomb that only
 * a memory budget can stop, since no size can be known before decoding the hex.
 */
export async function flateBombPdf(size: number, { hex = false } = {}): Promise<Buffer> {
  const deflated = deflatedSpaces(size);
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

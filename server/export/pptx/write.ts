import { AsyncLocalStorage } from 'node:async_hooks';
import JSZip from 'jszip';
import type PptxGenJS from 'pptxgenjs';
import { writeZip, type ZipEntry } from '../../lib/zip';

/**
 * pptxgenjs puts its parts into a JSZip and asks it for the file. JSZip then pushes every part
 * through its JavaScript pipeline (a stream worker per part, CRCs and UTF-8 in JavaScript), and
 * that, with the garbage it leaves, was about half of a PowerPoint export's time. While
 * `writePptx` runs, the same parts are written by `server/lib/zip` instead (native CRCs, one copy).
 * The switch is scoped to this call by AsyncLocalStorage: any other JSZip use in the process,
 * even one running at the same moment, is untouched; and a part of a kind we do not expect sends
 * the file back to JSZip's own writer.
 * (On Node 20 an AsyncLocalStorage turns on promise hooks for the process; playwright-core does
 * the same as soon as the warm Chromium is used, and bench/api.ts measures the read path after
 * an export: about 9% fewer requests per second.)
 */
const writing = new AsyncLocalStorage<{ rewrite?: Rewrite }>();
let installed = false;

/** Rewrites a text part on its way into the file (font slots in the slides' XML, the theme part). */
export type Rewrite = (name: string, xml: string) => string;

export async function writePptx(pptx: PptxGenJS, rewrite?: Rewrite): Promise<Buffer> {
  if (!installed) install();
  return writing.run({ rewrite }, async () => (await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
}

type Generate = (
  this: JSZip,
  options?: JSZip.JSZipGeneratorOptions,
  onUpdate?: JSZip.OnUpdateCallback,
) => Promise<unknown>;

function install() {
  installed = true;
  const generate = JSZip.prototype.generateAsync as Generate;
  const stored: Generate = async function (options, onUpdate) {
    const plain = options?.type === 'nodebuffer' && (options.compression ?? 'STORE') === 'STORE';
    const store = writing.getStore();
    if (store && plain) {
      const entries = await partsOf(this, store.rewrite);
      if (entries) return writeZip(entries);
    }
    return generate.call(this, options, onUpdate);
  };
  JSZip.prototype.generateAsync = stored as typeof JSZip.prototype.generateAsync;
}

/** A part as JSZip keeps it before writing (jszip 3.10: the prepared content and its kind). */
interface HeldPart {
  dir: boolean;
  _data: unknown;
  _dataBinary: boolean;
}

async function partsOf(zip: JSZip, rewrite?: Rewrite): Promise<ZipEntry[] | null> {
  const entries: ZipEntry[] = [];
  for (const [name, file] of Object.entries(zip.files)) {
    const part = file as unknown as HeldPart;
    if (part.dir) {
      entries.push({ name, data: Buffer.alloc(0) });
      continue;
    }
    const data = await part._data;
    if (typeof data === 'string') {
      const text = rewrite && !part._dataBinary ? rewrite(name, data) : data;
      entries.push({ name, data: Buffer.from(text, part._dataBinary ? 'latin1' : 'utf8') });
    } else if (data instanceof Uint8Array) {
      entries.push({ name, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) });
    } else {
      return null;
    }
  }
  return entries;
}

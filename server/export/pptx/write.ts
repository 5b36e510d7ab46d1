import { AsyncLocalStorage } from 'node:async_hooks';
import JSZip from 'jszip';
import type PptxGenJS from 'pptxgenjs';
import { readZip, writeZip, type ZipEntry } from '../../lib/zip';

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
const writing = new AsyncLocalStorage<{ sink: PartSink; main?: JSZip }>();
let installed = false;

/** Rewrites a text part on its way into the file (font slots in the slides' XML, the theme part). */
export type Rewrite = (name: string, xml: string) => string;

/** Takes each part of the file in turn: its XML as text, or its bytes. */
export type PartSink = (name: string, data: string | Buffer) => void;

/** The whole file in memory (tests, small files). */
export async function writePptx(pptx: PptxGenJS, rewrite?: Rewrite): Promise<Buffer> {
  const entries: ZipEntry[] = [];
  await emitPptx(pptx, (name, data) =>
    entries.push({
      name,
      data: typeof data === 'string' ? Buffer.from(rewrite ? rewrite(name, data) : data) : data,
    }),
  );
  return writeZip(entries);
}

/**
 * Hands the parts pptxgenjs makes to `sink` one at a time, in the file's order, and keeps none:
 * the caller writes them on (a ZipWriter into a file), so the file is never whole in memory.
 * pptxgenjs makes every slide's XML in one go and puts it into its JSZip; here each XML part
 * goes to the sink as it is put there, instead of being held, so the builder holds one slide's
 * XML at a time rather than all of them. Pictures and charts (added later, as base64) are held
 * by JSZip as usual and go to the sink when pptxgenjs asks for the file.
 */
export async function emitPptx(pptx: PptxGenJS, sink: PartSink): Promise<void> {
  if (!installed) install();
  await writing.run({ sink }, () => pptx.write({ outputType: 'nodebuffer' }));
}

type Generate = (
  this: JSZip,
  options?: JSZip.JSZipGeneratorOptions,
  onUpdate?: JSZip.OnUpdateCallback,
) => Promise<unknown>;

type AddFile = (this: JSZip, ...args: [name: string, data?: unknown, options?: unknown]) => unknown;

function install() {
  installed = true;
  const file = JSZip.prototype.file as unknown as AddFile;
  // Every argument passed on as given: JSZip's `file` reads one argument as a look-up.
  const passing: AddFile = function (...args) {
    const [name, data] = args;
    const store = writing.getStore();
    // The presentation's own zip is the one its content types go into first (a chart's workbook
    // is a zip of its own, made by pptxgenjs at the same time, and left alone).
    if (store && !store.main && name === '[Content_Types].xml' && typeof data === 'string')
      if (data.includes('presentationml')) store.main = this;
    if (store && store.main === this && typeof data === 'string') {
      if (args.length === 2) {
        store.sink(name, data);
        return this;
      }
      // A picture or a chart's workbook, as base64: decoded natively, not by JSZip's JavaScript.
      if (isBase64Only(args[2])) {
        store.sink(name, Buffer.from(data, 'base64'));
        return this;
      }
    }
    return file.apply(this, args);
  };
  JSZip.prototype.file = passing as unknown as typeof JSZip.prototype.file;
  const generate = JSZip.prototype.generateAsync as Generate;
  const stored: Generate = async function (options, onUpdate) {
    const stored = (options?.compression ?? 'STORE') === 'STORE';
    const store = writing.getStore();
    // A chart's workbook, asked for as base64 (pptxgenjs puts it into the file): written here too.
    if (store && stored && options?.type === 'base64' && (await partsKnown(this))) {
      const entries: ZipEntry[] = [];
      for (const [name, file] of Object.entries(this.files)) {
        const part = file as unknown as HeldPart;
        const data = part.dir
          ? Buffer.alloc(0)
          : partData((await part._data) as string | Uint8Array, part._dataBinary);
        entries.push({ name, data: typeof data === 'string' ? Buffer.from(data) : data });
      }
      return writeZip(entries).toString('base64');
    }
    if (!store || !stored || options?.type !== 'nodebuffer') return generate.call(this, options, onUpdate);
    if (await partsKnown(this)) {
      // By name, so that nothing here holds a part after it is out.
      for (const name of Object.keys(this.files)) {
        const part = this.files[name] as unknown as HeldPart;
        const data = await part._data;
        store.sink(
          name,
          part.dir ? Buffer.alloc(0) : partData(data as string | Uint8Array, part._dataBinary),
        );
        // Out: JSZip's copy of the part may go.
        delete this.files[name];
      }
    } else {
      // A part of a kind we do not expect: JSZip writes the file, and its parts go on from it.
      const file = (await generate.call(this, options, onUpdate)) as Buffer;
      for (const { name, data } of readZip(file))
        store.sink(name, /\.(xml|rels)$/.test(name) ? data.toString('utf8') : data);
    }
    return Buffer.alloc(0);
  };
  JSZip.prototype.generateAsync = stored as typeof JSZip.prototype.generateAsync;
}

/** A part as JSZip keeps it before writing (jszip 3.10: the prepared content and its kind). */
interface HeldPart {
  dir: boolean;
  _data: unknown;
  _dataBinary: boolean;
}

/** JSZip's options for a part given as base64 and nothing else. */
function isBase64Only(options: unknown): boolean {
  if (!options || typeof options !== 'object') return false;
  const keys = Object.keys(options);
  return keys.length === 1 && (options as { base64?: unknown }).base64 === true;
}

/** A part's content as the sink takes it: XML as text, anything else as bytes. */
function partData(data: string | Uint8Array, binary: boolean): string | Buffer {
  if (typeof data !== 'string') return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return binary ? Buffer.from(data, 'latin1') : data;
}

/** Whether every part is held as text or bytes, which the sink takes as they are. */
async function partsKnown(zip: JSZip): Promise<boolean> {
  for (const file of Object.values(zip.files)) {
    const part = file as unknown as HeldPart;
    if (part.dir) continue;
    const data = await part._data;
    if (typeof data !== 'string' && !(data instanceof Uint8Array)) return false;
  }
  return true;
}

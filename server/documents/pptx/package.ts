import {
  PPTX_ENTRIES_MAX,
  PPTX_MAX_BYTES,
  PPTX_UNPACKED_MAX,
  PPTX_XML_PART_MAX,
} from '../../../common/limits';
import { inflatePart, openZip, type ZipPart, ZipTooManyEntries } from '../../lib/unzip';
import { isEncryptedOoxml } from '../detect';
import { UnreadableDocument } from '../types';
import { parseXml, type XmlNode } from './xml';

const MB = 1024 * 1024;
const DAMAGED = 'it is not a readable PowerPoint file (the file looks damaged)';

export interface Relationship {
  type: string;
  /** The part it points to, resolved to a name in the zip; undefined for an external target. */
  target?: string;
  external: boolean;
}

/** A part as the package keeps it: its entry and its stored (still compressed) bytes. */
type StoredPart = ZipPart & { raw: Buffer };

/**
 * A PowerPoint package opened under its limits. Nothing is inflated on opening: the zip is read
 * with yauzl (../../lib/unzip.ts), the entry count its end record declares is checked before any
 * entry is read, then the sizes the entries declare are checked against the limits; each part is
 * inflated only when asked for, capped at the size it declared (a zip that lies about a size
 * fails at that size, never past it).
 */
export class PptxPackage {
  private readonly relsCache = new Map<string, Map<string, Relationship>>();

  private constructor(private readonly parts: Map<string, StoredPart>) {}

  static async open(bytes: Buffer): Promise<PptxPackage> {
    if (bytes.length > PPTX_MAX_BYTES)
      throw new UnreadableDocument(
        `it is larger than ${PPTX_MAX_BYTES / MB} MB, the most a PowerPoint file may be`,
      );
    if (isEncryptedOoxml(bytes)) throw new UnreadableDocument('it is protected with a password');
    if (!bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1')))
      throw new UnreadableDocument(DAMAGED);
    const parts = new Map<string, StoredPart>();
    try {
      const zip = await openZip(bytes, PPTX_ENTRIES_MAX);
      let declared = 0;
      for (const part of zip.parts) declared += part.size;
      if (declared > PPTX_UNPACKED_MAX)
        throw new UnreadableDocument(
          `it unpacks to more than ${PPTX_UNPACKED_MAX / MB} MB, more than a PowerPoint file may`,
        );
      if (zip.parts.some((p) => p.encrypted)) throw new UnreadableDocument('it is protected with a password');
      for (const part of zip.parts) parts.set(part.name, { ...part, raw: await zip.raw(part) });
    } catch (err) {
      if (err instanceof UnreadableDocument) throw err;
      if (err instanceof ZipTooManyEntries)
        throw new UnreadableDocument(
          `it holds ${err.count.toLocaleString('en')} parts, more than the ${PPTX_ENTRIES_MAX.toLocaleString('en')} a PowerPoint file may have`,
        );
      throw new UnreadableDocument(DAMAGED);
    }
    return new PptxPackage(parts);
  }

  has(name: string) {
    return this.parts.has(name);
  }

  /** The declared unpacked size of a part (0 when absent). */
  sizeOf(name: string) {
    return this.parts.get(name)?.size ?? 0;
  }

  names() {
    return [...this.parts.keys()];
  }

  /** A part's bytes, inflated at most to its declared size; undefined when there is none. */
  bytes(name: string): Buffer | undefined {
    const part = this.parts.get(name);
    if (!part) return undefined;
    try {
      return inflatePart(part, part.raw);
    } catch {
      throw new UnreadableDocument(
        `${DAMAGED.replace(' (the file looks damaged)', '')}: its part ${name} is damaged`,
      );
    }
  }

  /** A part parsed as XML (refused when it declares more than PPTX_XML_PART_MAX). */
  xml(name: string): XmlNode | undefined {
    const size = this.sizeOf(name);
    if (size > PPTX_XML_PART_MAX)
      throw new UnreadableDocument(`its part ${name} unpacks to more than ${PPTX_XML_PART_MAX / MB} MB`);
    const data = this.bytes(name);
    return data ? parseXml(data, `its part ${name}`) : undefined;
  }

  /**
   * A part's relationships by id. An external one (a link to a web address or a file on some
   * disk) is kept as external, with no target: nothing outside the file is ever read.
   */
  rels(name: string): Map<string, Relationship> {
    const cached = this.relsCache.get(name);
    if (cached) return cached;
    const slash = name.lastIndexOf('/');
    const dir = name.slice(0, slash + 1);
    const relsName = `${dir}_rels/${name.slice(slash + 1)}.rels`;
    const out = new Map<string, Relationship>();
    const root = this.xml(relsName);
    for (const r of root?.children ?? []) {
      if (r.name !== 'rel:Relationship' || !r.attrs.Id) continue;
      const external = r.attrs.TargetMode === 'External';
      const type = (r.attrs.Type ?? '').split('/').pop() ?? '';
      out.set(r.attrs.Id, {
        type,
        external,
        ...(external ? {} : { target: resolve(dir, r.attrs.Target ?? '') }),
      });
    }
    this.relsCache.set(name, out);
    return out;
  }
}

/** A relationship's target, relative to the part's folder (or absolute from the package root). */
function resolve(dir: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : dir + target).split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p !== '.' && p !== '') out.push(p);
  }
  return out.join('/');
}

import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { describe, expect, test } from 'vitest';
import { writePptx } from './write';

function presentation() {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  for (const title of ['Première diapositive ✓', 'Second slide']) {
    const slide = pptx.addSlide();
    slide.addText(title, { x: 1, y: 1, w: 8, h: 1 });
    slide.addNotes(`Notes for ${title}`);
  }
  return pptx;
}

async function partsOf(file: Buffer) {
  const zip = await JSZip.loadAsync(file, { checkCRC32: true });
  const parts: Record<string, string> = {};
  for (const [name, entry] of Object.entries(zip.files)) {
    if (!entry.dir) parts[name] = (await entry.async('nodebuffer')).toString('base64');
  }
  return parts;
}

describe('writing a PowerPoint file', () => {
  test('has the same parts, byte for byte, as JSZip would write', async () => {
    const ours = await writePptx(presentation());
    const theirs = (await presentation().write({ outputType: 'nodebuffer' })) as Buffer;
    const [a, b] = await Promise.all([partsOf(ours), partsOf(theirs)]);
    // docProps/core.xml carries the time of writing; everything else must match exactly.
    delete a['docProps/core.xml'];
    delete b['docProps/core.xml'];
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(a).toEqual(b);
    expect(Object.keys(a)).toContain('ppt/slides/slide2.xml');
    // Which writer wrote it: ours always flags names as UTF-8, JSZip only for non-ASCII names.
    expect(ours.readUInt16LE(6)).toBe(0x0800);
    expect(theirs.readUInt16LE(6)).toBe(0);
  });

  test('other JSZip use, even at the same moment, is JSZip’s own', async () => {
    const other = async () => {
      const zip = new JSZip();
      zip.file('a.txt', 'kept as JSZip writes it', { date: new Date(2001, 0, 1) });
      const file = await zip.generateAsync({ type: 'nodebuffer' });
      expect(file.readUInt16LE(6)).toBe(0);
      return JSZip.loadAsync(file);
    };
    const [, read] = await Promise.all([writePptx(presentation()), other()]);
    // JSZip keeps each file's own date; our writer stamps the time of writing.
    expect(read.file('a.txt')!.date.getFullYear()).toBe(2001);
  });
});

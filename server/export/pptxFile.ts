import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BrowserPool } from './browser';
import type { ExportDeck } from './deck';
import type { PptxBuilders } from './pptxPool';
import { pictureHtmlSlidesToFiles } from './render';

/**
 * The deck's PowerPoint file, as a stream from disk: the HTML slides' pictures are taken by the
 * browser into files one at a time, the file is built from them by a child process
 * (./pptxPool) and written beside them, and all of it is removed once the stream is done. The
 * server's heap holds neither the pictures nor the file.
 */
export async function pptxFile(
  browsers: BrowserPool,
  builders: PptxBuilders,
  deck: ExportDeck,
): Promise<Readable> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'decksmith-pptx-'));
  const removeDir = () => void rm(dir, { recursive: true, force: true });
  try {
    // A browser problem only costs the HTML slides their picture; they still carry their text.
    const shots = await pictureHtmlSlidesToFiles(browsers, deck, dir).catch(() => []);
    const out = path.join(dir, 'deck.pptx');
    await builders.build(deck, shots, out);
    const stream = createReadStream(out);
    stream.once('close', removeDir);
    return stream;
  } catch (err) {
    removeDir();
    throw err;
  }
}

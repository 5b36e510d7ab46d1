import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';

/** Every page of a PDF as a PNG of the same small size (pdftoppm), in page order. */
export function rasterise(pdf: string, prefix: string, width = 480, height = 270): PNG[] {
  execFileSync('pdftoppm', [
    '-png',
    '-scale-to-x',
    String(width),
    '-scale-to-y',
    String(height),
    pdf,
    prefix,
  ]);
  const dir = path.dirname(prefix);
  const base = path.basename(prefix);
  return readdirSync(dir)
    .filter((f) => f.startsWith(`${base}-`) && f.endsWith('.png'))
    .sort((a, b) => Number(/-(\d+)\.png$/.exec(a)![1]) - Number(/-(\d+)\.png$/.exec(b)![1]))
    .map((f) => PNG.sync.read(readFileSync(path.join(dir, f))));
}

/** The picture averaged over `block`×`block` squares: a word moved by a pixel or two stays in its square. */
function blocks(p: PNG, block: number): Float64Array {
  const w = Math.floor(p.width / block);
  const h = Math.floor(p.height / block);
  const out = new Float64Array(w * h * 3);
  for (let y = 0; y < h * block; y++)
    for (let x = 0; x < w * block; x++) {
      const i = (y * p.width + x) * 4;
      const o = (Math.floor(y / block) * w + Math.floor(x / block)) * 3;
      for (let c = 0; c < 3; c++) out[o + c]! += p.data[i + c]! / (block * block);
    }
  return out;
}

/**
 * How far two pictures of a slide are apart: the mean absolute difference of their colour
 * channels over `block`-pixel squares, as a share of full scale (0 = the same picture, 1 = black
 * against white). Averaging over squares forgives text that lands a pixel or two elsewhere (each
 * renderer hints and positions glyphs its own way) but not a missing word, card, panel or band.
 */
export function meanDifference(a: PNG, b: PNG, block = 6): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('pictures of different sizes');
  const x = blocks(a, block);
  const y = blocks(b, block);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / (x.length * 255);
}

/** A picture of one colour, the size of `like` (a slide with nothing on it, for comparisons). */
export function plain(like: PNG, rgb: [number, number, number]): PNG {
  const p = new PNG({ width: like.width, height: like.height });
  for (let i = 0; i < p.data.length; i += 4) {
    p.data[i] = rgb[0];
    p.data[i + 1] = rgb[1];
    p.data[i + 2] = rgb[2];
    p.data[i + 3] = 255;
  }
  return p;
}

import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { SVG_RASTER_LONG_SIDE_PX } from '../../common/limits';
import { prepareSvg } from './svgPrepare';
import { SvgRefused } from './svgProlog';

export interface RasterisedSvg {
  png: Buffer;
  width: number;
  height: number;
}

// Fonts are looked up among the machine's own (the slide font Inter, Noto for other scripts).
const FONTS: ResvgRenderOptions['font'] = {
  loadSystemFonts: true,
  defaultFontFamily: 'Inter',
  sansSerifFamily: 'Inter',
};

/**
 * An uploaded SVG drawn to a PNG, transparent where the SVG draws nothing, its long side
 * SVG_RASTER_LONG_SIDE_PX whatever size the SVG says (a logo is a vector: drawn larger it stays
 * crisp; a "100000 px" one is drawn no larger). Refused (SvgRefused) when it cannot be read.
 * Runs only in the drawing process (svgWorker.ts): it may take long, and resvg's memory is native.
 */
export function rasteriseSvg(bytes: Uint8Array): RasterisedSvg {
  const { svg, hasText } = prepareSvg(bytes);
  let width: number;
  let height: number;
  try {
    // Its size first, without fonts (a second parse is cheap next to loading every font).
    const sized = new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' });
    width = sized.width;
    height = sized.height;
  } catch (err) {
    const message = resvgMessage(err);
    // resvg's own caps (nodes, nesting) are the ones `<use>` fan-out reaches: too much, not broken.
    if (/limit/i.test(message))
      throw new SvgRefused('too_complex', `file is an SVG too complex to draw (${message})`);
    throw new SvgRefused('invalid', `file is not a well-formed SVG (${message})`);
  }
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height)))
    throw new SvgRefused('invalid', 'file is an SVG without a size (give it width and height, or a viewBox)');
  const fitTo: ResvgRenderOptions['fitTo'] =
    width >= height
      ? { mode: 'width', value: SVG_RASTER_LONG_SIDE_PX }
      : { mode: 'height', value: SVG_RASTER_LONG_SIDE_PX };
  try {
    const image = new Resvg(svg, {
      fitTo,
      font: hasText ? FONTS : { loadSystemFonts: false },
      shapeRendering: 2,
      textRendering: 1,
      imageRendering: 0,
      logLevel: 'off',
    }).render();
    return { png: image.asPng(), width: image.width, height: image.height };
  } catch (err) {
    throw new SvgRefused('invalid', `file is an SVG that cannot be drawn (${resvgMessage(err)})`);
  }
}

function resvgMessage(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.split('\n')[0]!.slice(0, 200);
}

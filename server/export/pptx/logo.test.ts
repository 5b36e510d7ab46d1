import { PNG } from 'pngjs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { SlideCanvas } from '../../../common/slides/SlideCanvas';
import { BUILT_IN_THEMES } from '../../../common/themes/builtIn';
import { logoBoxOf } from '../../../common/themes/logo';
import type { Theme } from '../../../common/themes/types';
import { imageSize } from './logo';

const png = (width: number, height: number) => PNG.sync.write(new PNG({ width, height }));
const theme = (placement: 'title' | 'corner'): Theme => ({
  ...BUILT_IN_THEMES[2],
  logo: { url: '/api/files/abc', placement },
});

describe('the logo in PowerPoint', () => {
  test('picture sizes from their headers', () => {
    expect(imageSize(png(240, 80))).toEqual({ w: 240, h: 80 });
    const gif = Buffer.from('474946383961c8003200', 'hex');
    expect(imageSize(Buffer.concat([gif, Buffer.alloc(8)]))).toEqual({ w: 200, h: 50 });
    // A JPEG: SOI, an APP0 segment, then SOF0 with height 90 and width 300.
    const jpeg = Buffer.from(
      'ffd8ffe000104a46494600010100000100010000ffc0001108005a012c03012200021101031101',
      'hex',
    );
    expect(imageSize(jpeg)).toEqual({ w: 300, h: 90 });
    expect(imageSize(Buffer.from('not a picture'))).toBeNull();
  });

  test('the box is the one the canvas draws: title slides, or every slide in the corner', () => {
    const draw = (type: string, t: Theme) =>
      renderToStaticMarkup(
        createElement(SlideCanvas, {
          slide: { id: 's', type, title: 'T', content: {} },
          options: { theme: t },
        }),
      );
    for (const [type, t] of [
      ['title', theme('title')],
      ['thank_you', theme('title')],
      ['content', theme('corner')],
    ] as const) {
      const box = logoBoxOf(t, type)!;
      const html = draw(type, t);
      expect(html).toContain(
        `right:${box.right}px;bottom:${box.bottom}px;height:${box.height}px;max-width:${box.maxWidth}px`,
      );
    }
    expect(logoBoxOf(theme('title'), 'content')).toBeNull();
    expect(draw('content', theme('title'))).not.toContain('data-theme-logo');
  });
});

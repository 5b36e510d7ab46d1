import { SLIDE_HEIGHT, SLIDE_WIDTH } from '../limits';
import { FONT_SANS } from './theme';
import { slideTypeOf } from './types';
import type { RenderOptions, SlideProps, SlideView } from './view';

export type { RenderOptions, SlideView } from './view';

function UnknownSlide({ slide }: Pick<SlideProps, 'slide'>) {
  return (
    <div
      style={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f7fafc',
        color: '#718096',
        fontSize: 48,
        fontWeight: 600,
      }}
    >
      Unknown slide type: {slide.type}
    </div>
  );
}

/** One slide at its true size, 1920×1080; ScaledSlide fits it to any box. */
export function SlideCanvas({ slide, options = {} }: { slide: SlideView; options?: RenderOptions }) {
  const type = slideTypeOf(slide.type);
  return (
    <div
      data-slide-type={slide.type}
      style={{
        position: 'relative',
        width: SLIDE_WIDTH,
        height: SLIDE_HEIGHT,
        overflow: 'hidden',
        fontFamily: FONT_SANS,
        textAlign: 'left',
        lineHeight: 1.2,
        WebkitFontSmoothing: 'antialiased',
        boxSizing: 'border-box',
      }}
    >
      {type ? (
        <type.Renderer slide={slide} options={options} defaults={type.defaults} />
      ) : (
        <UnknownSlide slide={slide} />
      )}
    </div>
  );
}

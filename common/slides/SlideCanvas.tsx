import { fontStackOf } from '../fonts/families';
import { SLIDE_HEIGHT, SLIDE_WIDTH } from '../limits';
import { slideDefaultsFor } from '../themes/surfaces';
import type { Theme } from '../themes/types';
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

/** The title-like types, where a kit's logo placed on "title slides" shows. */
const TITLE_TYPES = new Set(['title', 'strategic_title', 'thank_you']);

/**
 * The theme's logo, bottom right inside the slide's padding (common/slides/theme.ts PAD_Y), where
 * no text box reaches: larger on the title slides, small in the corner of every other one.
 */
function ThemeLogo({ theme, type }: { theme: Theme; type: string }) {
  const logo = theme.logo;
  if (!logo || (logo.placement === 'title' && !TITLE_TYPES.has(type))) return null;
  const big = TITLE_TYPES.has(type);
  return (
    <img
      data-theme-logo=""
      src={logo.url}
      alt=""
      style={{
        position: 'absolute',
        right: 64,
        bottom: big ? 32 : 28,
        height: big ? 72 : 52,
        maxWidth: big ? 360 : 260,
        objectFit: 'contain',
      }}
    />
  );
}

/** One slide at its true size, 1920×1080; ScaledSlide fits it to any box. */
export function SlideCanvas({ slide, options = {} }: { slide: SlideView; options?: RenderOptions }) {
  const type = slideTypeOf(slide.type);
  const theme = options.theme;
  const defaults = slideDefaultsFor(theme, slide.type);
  // Headings (h1–h3) in the theme's heading family, everything else in its body family.
  const headingFont =
    theme && theme.fonts.heading !== theme.fonts.body ? fontStackOf(theme.fonts.heading) : undefined;
  return (
    <div
      data-slide-type={slide.type}
      data-theme={theme?.id}
      style={{
        position: 'relative',
        width: SLIDE_WIDTH,
        height: SLIDE_HEIGHT,
        overflow: 'hidden',
        fontFamily: theme ? fontStackOf(theme.fonts.body) : FONT_SANS,
        textAlign: 'start',
        lineHeight: 1.2,
        WebkitFontSmoothing: 'antialiased',
        boxSizing: 'border-box',
      }}
    >
      {headingFont && (
        <style>{`[data-theme="${theme!.id}"] :is(h1,h2,h3){font-family:${headingFont}}`}</style>
      )}
      {type ? (
        <type.Renderer slide={slide} options={options} defaults={defaults ?? type.defaults} />
      ) : (
        <UnknownSlide slide={slide} />
      )}
      {theme && type && <ThemeLogo theme={theme} type={slide.type} />}
    </div>
  );
}

import { CONTRAST_LARGE } from '../limits';
import { BUILT_IN_THEMES } from './builtIn';
import { contrastRatio, mixOver } from './color';

/**
 * The band behind a statement's highlighted words: the theme's brand colour (its primary, else its
 * secondary) laid over the slide's surface, as one solid colour, so that it reads as the brand's
 * mark on every theme instead of a grey shadow. The lightest tint that stands out from the surface
 * wins, and only one under which the statement's text keeps WCAG AA for large text (the statement
 * is display text); failing every brand colour, the surface is pushed away from the text (darker
 * under light text, lighter under dark), which only raises the text's contrast.
 *
 * One function for the canvas (StatementSlide) and the PowerPoint drawing, from the colours the
 * slide is actually drawn in (its own background and text override the theme's).
 */
export function highlightBand(
  background: string,
  text: string,
  brand: readonly string[] = CLASSIC_BRAND,
): string {
  for (const tint of brand)
    for (const alpha of BAND_ALPHAS) {
      const band = mixOver(tint, background, alpha);
      if (!band) break;
      if (contrastRatio(band, background) >= BAND_STANDS_OUT && contrastRatio(text, band) >= CONTRAST_LARGE)
        return band;
    }
  const away = contrastRatio(text, '#000000') > contrastRatio(text, '#ffffff') ? '#000000' : '#ffffff';
  return mixOver(away, background, FALLBACK_ALPHA) ?? 'rgba(0, 0, 0, 0.18)';
}

/** How strong a tint may be, lightest first: past 0.4 a band starts to compete with the words. */
const BAND_ALPHAS = [0.2, 0.24, 0.28, 0.32, 0.36, 0.4];
/** A band must differ from its surface at least this much (contrast ratio) to be seen at all. */
const BAND_STANDS_OUT = 1.25;
/** The band without a usable brand colour: the old black-at-18% look, towards the side away from the text. */
const FALLBACK_ALPHA = 0.22;
/** A deck drawn without a theme is drawn in Classic: its brand colours. */
const CLASSIC_BRAND = [BUILT_IN_THEMES[0].colors.primary, BUILT_IN_THEMES[0].colors.secondary];

import type { Theme } from './types';

/** The title-like types, where a logo placed on "title slides" shows. */
export const LOGO_TITLE_TYPES: ReadonlySet<string> = new Set(['title', 'strategic_title', 'thank_you']);

/**
 * Where the theme's logo sits on a 1920×1080 slide of a type, or null where it does not show:
 * bottom right inside the slide's padding, larger on the title slides. `height` is the box's
 * height, `maxWidth` its widest; the picture is fitted inside (object-fit: contain). The editor
 * canvas (common/slides/SlideCanvas.tsx ThemeLogo) and the PowerPoint file draw it here.
 */
export function logoBoxOf(
  theme: Theme | undefined,
  type: string,
): { right: number; bottom: number; height: number; maxWidth: number } | null {
  const logo = theme?.logo;
  const titleLike = LOGO_TITLE_TYPES.has(type);
  if (!logo || (logo.placement === 'title' && !titleLike)) return null;
  return titleLike
    ? { right: 64, bottom: 32, height: 72, maxWidth: 360 }
    : { right: 64, bottom: 28, height: 52, maxWidth: 260 };
}

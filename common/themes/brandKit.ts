import { builtInTheme, DEFAULT_THEME } from './builtIn';
import type { LogoPlacement, Theme, ThemeColors, ThemeFonts } from './types';

/** What a client's kit holds (server/services/brand.ts stores it; common/schemas/brand.ts checks it). */
export interface BrandKitValues {
  colors: ThemeColors;
  fonts: ThemeFonts;
  logo: string | null;
  logoPlacement: LogoPlacement;
}

/** A client with no kit yet starts from the default theme's values, its own logo on the title slides. */
export function defaultKitValues(clientLogo: string | null = null): BrandKitValues {
  return {
    colors: { ...DEFAULT_THEME.colors },
    fonts: { ...DEFAULT_THEME.fonts },
    logo: clientLogo,
    logoPlacement: 'title',
  };
}

/** The theme a kit draws with: its roles, fonts and logo, always through the roles (never Classic's per-type colours). */
export function themeOfKit(kit: BrandKitValues, name = 'Brand'): Theme {
  return {
    id: 'brand',
    name,
    colors: kit.colors,
    fonts: kit.fonts,
    ...(kit.logo ? { logo: { url: kit.logo, placement: kit.logoPlacement } } : {}),
  };
}

/**
 * The theme a deck draws in: the built-in theme it picked, else its client's saved kit, else the
 * default theme. The server's deck theme and the presentations page's thumbnails both ask this.
 */
export function deckThemeOf(
  themeId: string | null,
  kit: { values: BrandKitValues; saved: boolean } | undefined,
  clientName: string,
): Theme {
  const picked = themeId ? builtInTheme(themeId) : undefined;
  if (picked) return picked;
  return kit?.saved ? themeOfKit(kit.values, `${clientName} brand`) : DEFAULT_THEME;
}

import { DEFAULT_THEME } from './builtIn';
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

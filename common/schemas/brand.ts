import { z } from 'zod';
import { FONT_FAMILY_NAMES, isBundledFamily } from '../fonts/families';
import { isCssColor } from '../themes/color';
import { COLOR_ROLES, type ColorRole, LOGO_PLACEMENTS } from '../themes/types';
import { logoSchema } from './clients';

// A client's brand kit (issue 21): its colours, fonts and logo, stored per client and turned into
// the theme its decks draw with (common/themes/brandKit.ts).

const colorField = (role: ColorRole) =>
  z
    .string({ error: `colors.${role} must be a CSS colour` })
    .trim()
    .refine(isCssColor, `colors.${role} must be a CSS colour (#1a365d, rgb(…), hsl(…) or a colour name)`);

const fontField = (name: string) =>
  z
    .string({ error: `fonts.${name} must be a font name` })
    .refine(isBundledFamily, `fonts.${name} must be one of ${FONT_FAMILY_NAMES.join(', ')}`);

export const brandColorsSchema = z.object(
  Object.fromEntries(COLOR_ROLES.map((r) => [r, colorField(r)])) as Record<
    ColorRole,
    ReturnType<typeof colorField>
  >,
);

export const brandKitBody = z.object({
  colors: brandColorsSchema,
  fonts: z.object({ heading: fontField('heading'), body: fontField('body') }),
  logo: logoSchema.optional(),
  logoPlacement: z.enum(LOGO_PLACEMENTS, {
    error: `logoPlacement must be one of ${LOGO_PLACEMENTS.join(', ')}`,
  }),
});
export type BrandKitBody = z.infer<typeof brandKitBody>;

export const contrastWarningSchema = z.object({
  pair: z.tuple([z.enum(COLOR_ROLES), z.enum(COLOR_ROLES)]),
  ratio: z.number(),
  required: z.number(),
  message: z.string(),
});

export const brandKitSchema = z.object({
  clientId: z.string(),
  colors: brandColorsSchema,
  fonts: z.object({ heading: z.string(), body: z.string() }),
  logo: z.string().nullable(),
  logoPlacement: z.enum(LOGO_PLACEMENTS),
  /** False when the client has no kit yet (the values are then the default theme's). */
  saved: z.boolean(),
  warnings: z.array(contrastWarningSchema),
  updatedAt: z.string().nullable(),
});
export type BrandKit = z.infer<typeof brandKitSchema>;

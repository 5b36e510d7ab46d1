import { z } from 'zod';
import { calculator } from './calculator';
import { chart } from './chart';
import { comparison } from './comparison';
import { content } from './content';
import { DEFAULT_TINT, type SlideTypeDefinition } from './define';
import { html } from './html';
import { image } from './image';
import { metrics } from './metrics';
import { statement } from './statement';
import { strategicTitle } from './strategic_title';
import { table } from './table';
import { thankYou } from './thank_you';
import { timeline } from './timeline';
import { title } from './title';

/**
 * The slide types of SPEC §3, one line each: a type is its folder beside this file plus its line
 * here. `SlideType` comes from these keys, so every map keyed by it (the PowerPoint drawings on the
 * server among them) is checked by the compiler for a missing type.
 */
export const SLIDE_TYPE_REGISTRY = {
  title,
  strategic_title: strategicTitle,
  thank_you: thankYou,
  content,
  metrics,
  statement,
  comparison,
  calculator,
  html,
  chart,
  table,
  image,
  timeline,
} as const satisfies Record<string, SlideTypeDefinition>;

export type SlideType = keyof typeof SLIDE_TYPE_REGISTRY;
export const SLIDE_TYPES = Object.keys(SLIDE_TYPE_REGISTRY) as [SlideType, ...SlideType[]];
export const slideTypeSchema = z.enum(SLIDE_TYPES, {
  error: () => `must be one of ${SLIDE_TYPES.join(', ')}`,
});

export function isSlideType(value: string): value is SlideType {
  return Object.hasOwn(SLIDE_TYPE_REGISTRY, value);
}

/** The definition of a stored type, or undefined for a type we no longer know. */
export function slideTypeOf(type: string): SlideTypeDefinition | undefined {
  return isSlideType(type) ? SLIDE_TYPE_REGISTRY[type] : undefined;
}

/** How a type is named to people; an unknown stored type by its own name. */
export const typeLabel = (type: string) => slideTypeOf(type)?.label ?? type;

export function tintFor(type: string) {
  return slideTypeOf(type)?.tint ?? DEFAULT_TINT;
}

export type { EditorField, EditorFieldKey, EditorFieldKind, SlideTypeDefinition } from './define';
export { DEFAULT_TINT } from './define';

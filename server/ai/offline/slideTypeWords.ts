import type { SlideType } from '../../../common/slides/model';
import { SLIDE_TYPE_REGISTRY, SLIDE_TYPES } from '../../../common/slides/types';

/**
 * What users call each slide type, read from the slide-type registry (the one place for these
 * synonyms, so a new type is understood by the assistant the day it is defined). Several words
 * make one phrase ("thank you"); the longest phrase wins.
 */
export const SLIDE_TYPE_WORDS = Object.fromEntries(
  SLIDE_TYPES.map((type) => [type, SLIDE_TYPE_REGISTRY[type].aliases]),
) as unknown as Record<SlideType, readonly string[]>;

/** Lists the types for a question: "title, strategic title, thank you, …". */
export const TYPE_NAMES = SLIDE_TYPES.map((t) => t.replace('_', ' '));

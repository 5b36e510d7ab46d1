import { z } from 'zod';
import { NEW_SLIDE_TITLE, NEW_SLIDE_TYPE, SLIDE_NOTES_MAX, SLIDE_TITLE_MAX } from '../limits';
import type { SlideContent } from './content';
import type { SlideType } from './types';

// The slide model in one import: content fields (./content) and the types (./types).
export * from './content';
export { isSlideType, SLIDE_TYPES, type SlideType, slideTypeSchema } from './types';

export const slideTitleSchema = z.string().max(SLIDE_TITLE_MAX);
export const slideNotesSchema = z.string().max(SLIDE_NOTES_MAX);

export interface Slide {
  id: string;
  presentationId: string;
  type: SlideType;
  title: string;
  content: SlideContent;
  notes: string;
  order: number;
  createdAt: string;
  updatedAt: string;
}

export const NEW_SLIDE_DEFAULTS: { type: SlideType; title: string; content: SlideContent } = {
  type: NEW_SLIDE_TYPE,
  title: NEW_SLIDE_TITLE,
  content: {},
};

import type { SlideType } from '../../../common/slides/model';

/**
 * What users call each slide type, one list per type (the one place for these synonyms). Several
 * words make one phrase ("thank you"); the longest phrase wins. When the slide-type registry gains
 * its own alias lists, this table is read from there.
 */
export const SLIDE_TYPE_WORDS: Record<SlideType, readonly string[]> = {
  title: ['title', 'cover', 'intro', 'introduction', 'opening', 'title page', 'cover page', 'front page'],
  strategic_title: [
    'strategic title',
    'strategic',
    'strategic partnership',
    'partnership',
    'proposal cover',
    'proposal title',
  ],
  thank_you: ['thank you', 'thank-you', 'thanks', 'closing', 'goodbye', 'outro', 'end'],
  content: [
    'content',
    'bullet',
    'bullets',
    'bullet point',
    'bullet points',
    'bulleted',
    'list',
    'text',
    'standard',
    'normal',
    'regular',
    'plain',
    'basic',
    'blank',
    'empty',
  ],
  metrics: [
    'metrics',
    'metric',
    'numbers',
    'number',
    'kpi',
    'kpis',
    'stats',
    'statistics',
    'figures',
    'data',
  ],
  statement: ['statement', 'quote', 'quotation', 'big idea', 'headline', 'key message', 'mission'],
  comparison: [
    'comparison',
    'compare',
    'versus',
    'vs',
    'before and after',
    'pros and cons',
    'side by side',
    'two column',
    'two-column',
  ],
  calculator: ['calculator', 'cost calculator', 'team cost calculator', 'team calculator'],
  html: ['html', 'custom', 'custom html', 'embed', 'code', 'web'],
};

/** Lists the types for a question: "title, strategic title, thank you, …". */
export const TYPE_NAMES = Object.keys(SLIDE_TYPE_WORDS).map((t) => t.replace('_', ' '));

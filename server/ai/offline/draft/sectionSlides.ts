import { SLIDE_TITLE_MAX } from '../../../../common/limits';
import type { SlideContent } from '../../../../common/slides/model';
import type { DeckKind } from '../vocabulary';
import type { DraftInput, DraftSlide } from './drafter';
import type { figuresOf } from './figures';
import type { SectionSpec } from './kinds';
import type { contrastsOf } from './sections';
import type { Sentence } from './sentences';
import { capital, withinBudget } from './text';

/** One slide of a draft per section of its template, from the sentences and figures of the sources. */

export interface Built {
  spec: SectionSpec;
  slide: Omit<DraftSlide, 'notes'>;
  /** Where its text came from; empty when it holds prompts for the author. */
  sources: string[];
  /** Sentences left over that another slide could carry. */
  rest: Sentence[];
}

export interface Context {
  input: DraftInput;
  kind: DeckKind;
  label: string;
  client: string;
  topic?: string;
  groups: Record<string, Sentence[]>;
  figures: ReturnType<typeof figuresOf>;
  contrasts: ReturnType<typeof contrastsOf>;
}

export function buildSection(spec: SectionSpec, x: Context): Built | undefined {
  const base = { spec, rest: [] as Sentence[] };
  switch (spec.key) {
    case 'title': {
      const title = clipTitle(
        x.topic
          ? capital(x.topic)
          : x.input.title.trim() || `${x.label}${x.client ? ` for ${x.client}` : ''}`,
      );
      const subtitle = [`${x.label}${x.client ? ` for ${x.client}` : ''}`, x.input.metadata.presentationDate]
        .filter(Boolean)
        .join(' · ');
      if (x.kind === 'proposal') {
        const content: SlideContent = {};
        if (x.client) content.clientName = x.client;
        if (x.input.metadata.agency) content.agency = x.input.metadata.agency;
        if (x.input.metadata.presentationDate) content.date = x.input.metadata.presentationDate;
        return { ...base, slide: { type: 'strategic_title', title, content }, sources: ['the request'] };
      }
      return { ...base, slide: { type: 'title', title, content: { subtitle } }, sources: ['the request'] };
    }
    case 'agenda':
      return {
        ...base,
        slide: { type: 'content', title: 'Agenda', content: {} },
        sources: ['the other slides'],
      };
    case 'thanks':
      return {
        ...base,
        slide: {
          type: 'thank_you',
          title: 'Thank you',
          content: { mainText: 'Thank you', highlightText: x.client || 'Questions?' },
        },
        sources: [],
      };
    case 'figures': {
      if (!x.figures.length) return undefined;
      const metrics = x.figures.map((f) => f.metric);
      return {
        ...base,
        slide: { type: 'metrics', title: spec.title, content: { metrics } },
        sources: sourcesOf(x.figures.map((f) => f.sentence)),
      };
    }
    case 'comparison': {
      if (!x.contrasts.length) return undefined;
      const left = withinBudget(x.contrasts.map((c) => capital(c.before))).slice(0, 3);
      const right = withinBudget(x.contrasts.map((c) => capital(c.after))).slice(0, 3);
      return {
        ...base,
        slide: {
          type: 'comparison',
          title: spec.title,
          content: {
            comparison: { left: { title: 'Today', items: left }, right: { title: 'Tomorrow', items: right } },
          },
        },
        sources: [],
      };
    }
    default: {
      const pool = [...(x.groups[spec.key] ?? [])];
      // The request's own topic is what the approach is about, when the sources say nothing more.
      if (spec.key === 'approach' && !pool.length && x.topic) {
        pool.push({ text: capital(x.topic), source: 'your request', words: [] });
      }
      const items = withinBudget(pool.map((s) => s.text));
      if (!items.length)
        return {
          ...base,
          slide: { type: 'content', title: spec.title, content: { items: [spec.prompt] } },
          sources: [],
        };
      return {
        ...base,
        slide: { type: 'content', title: spec.title, content: { items } },
        sources: sourcesOf(pool.slice(0, items.length)),
        rest: pool.slice(items.length),
      };
    }
  }
}

export const clipTitle = (s: string) => (s.length > SLIDE_TITLE_MAX ? s.slice(0, SLIDE_TITLE_MAX) : s);

export const sourcesOf = (sentences: Sentence[]) => [...new Set(sentences.map((s) => s.source))];

import { describe, expect, test } from 'vitest';
import type { ChecklistItem } from '../../../../common/schemas/presentations';
import { draftDeck } from './drafter';
import type { Lang } from './locales';

/**
 * The seventh round of issue 34's reading faults (blind sets 4 and 5), each from the blind brief's
 * own text: the checklist's named parts each a slide, the ask in every language, a tender's
 * numbered sections in their order, and an action table as next steps.
 */
function draft(brief: string, checklist: ChecklistItem[] = [], title = 'Deck', lang?: Lang) {
  const d = draftDeck({
    request: lang ? { language: lang } : {},
    title,
    brief,
    metadata: {},
    documents: [],
    checklist,
  } as Parameters<typeof draftDeck>[0]);
  if ('say' in d) throw new Error(d.say);
  return d;
}
const items = (texts: string[]): ChecklistItem[] =>
  texts.map((text, i) => ({ id: `c${i + 1}`, text, completed: false }));
const ticked = (d: ReturnType<typeof draft>) =>
  d.operations.flatMap((o) => (o.op === 'update_checklist_item' ? [o.itemId] : []));

const DIRECTIONS = [
  "Notes for the pitch deck, from Ines (creative lead). Pitch is 16 Dec to Oakhurst's board of trustees + their director, Dr Amara Nwosu.",
  '',
  'THREE DIRECTIONS (we show all three; moodboard images to come from Kit)',
  '1. "Roots & Records" – draws on the 1848 herbarium: archive botanical illustration, a serif wordmark, pressed-plant textures. Feels: scholarly, warm, trusted. Risk: could read as "more of the same" to younger visitors.',
  '2. "Glasshouse" – built around the Victorian palm house: light, transparent colour layers, a modular "pane" grid for signage and digital. Feels: bright, open, modern. Best for digital & wayfinding.',
  '3. "Wild Margins" – the garden\'s rewilded meadow edges: hand-drawn type, a seasonal palette that changes four times a year. Feels: playful, alive, family-friendly. Risk: needs more discipline in the guidelines.',
  'Our recommendation: Glasshouse, with the seasonal palette borrowed from Wild Margins. (Say it as a recommendation, they still choose.)',
  '',
  'FEES & TIMINGS (ex VAT)',
  'Discovery & strategy – £9,500 – Jan 2027',
  'Creative development (1 direction) – £24,000 – Feb–Mar 2027',
  'Total – £81,500 (under the £85k budget)',
].join('\n');

describe('checklist items that name parts of the deck (blind set 5: 05)', () => {
  test('each named direction of a numbered list is a slide of its own, under its name', () => {
    const d = draft(
      DIRECTIONS,
      items(['Direction 1: "Roots & Records"', 'Direction 2: "Glasshouse"', 'Direction 3: "Wild Margins"']),
    );
    const titles = d.slides.map((s) => s.title);
    for (const name of ['Roots & Records', 'Glasshouse', 'Wild Margins']) {
      const s = d.slides.find((x) => x.title.includes(`"${name}"`));
      expect(s, `${name} in ${titles.join(' · ')}`).toBeDefined();
      // Its own sentences, and no other direction's.
      const said = JSON.stringify(s!.content);
      expect(said).toMatch(/Feels: /);
      expect(said.match(/Feels: /g)).toHaveLength(1);
    }
    // The recommendation across directions is said once, after them, under its label.
    const rec = d.slides.findIndex((s) => s.title === 'Our recommendation');
    expect(rec).toBeGreaterThan(titles.findIndex((t) => t.includes('Wild Margins')));
    expect(ticked(d)).toEqual(['c1', 'c2', 'c3']);
  });

  test('an item naming a direction the brief does not give is not ticked', () => {
    const d = draft(DIRECTIONS, items(['Direction 2: "Glasshouse"', 'Direction 4: "Orchard Lines"']));
    expect(ticked(d)).toEqual(['c1']);
    expect(d.summary).toMatch(/Orchard Lines/);
  });

  test('a numbered list of one line each stays one slide', () => {
    const d = draft(
      [
        'OUR APPROACH',
        '1. Discovery: interviews with staff.',
        '2. Design: three concepts.',
        '3. Delivery: guidelines and templates.',
      ].join('\n'),
    );
    expect(d.slides.filter((s) => /discovery|design|delivery/i.test(s.title))).toHaveLength(0);
  });
});

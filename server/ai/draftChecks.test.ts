import { expect, test } from 'vitest';
import type { BriefReading, ModelDraftSlide } from '../../common/ai/draft';
import { checkModelDraft, removedSaid } from './draftChecks';

const BRIEF = [
  'Priya Shah  9:12 AM',
  'keep it punchy pls, max 10 slides',
  'cost per drop £4.82 in Q3, was £5.10 in Q2',
  'returns rate ~40%? need to check that',
  'Tom: they want the board to sign off the phase 2 budget, £1.4m',
  'Tom: we can do it by March',
  'make the cost per drop slide really clear',
].join('\n');
const READING: BriefReading = {
  sections: [],
  figures: [],
  doubted: [],
  instructions: [],
  doNotMention: ['depot closure'],
};

const check = (items: string[], notes = 'Notes.') =>
  checkModelDraft(
    [{ type: 'content', title: 'Where we are', content: { items }, notes } as ModelDraftSlide],
    {
      brief: BRIEF,
      others: [],
      reading: READING,
    },
  );

test.each([
  ['a chat line with a timestamp', '[10:04] Sam: deadline is Friday', 'chat'],
  ['a "Name:" prefix of a speaker of the brief', 'Tom: we can do it by March', 'chat'],
  ['a greeting', 'Hi team,', 'chat'],
  ['a sign-off', 'Thanks, Priya', 'chat'],
  ['an instruction about the deck', 'Keep it punchy, max 10 slides', 'instructions'],
  ['a do-not-mention item', 'The depot closure frees budget', 'unmentionable'],
  ['an invented figure', 'Revenue grew 27% last year', 'figures'],
  ['a bracketed prompt', '[What will be different?]', 'prompts'],
] as const)('%s leaves the slide and is said', (_what, line, kind) => {
  const kept = 'Cost per drop fell to £4.82 in Q3';
  const { slides, removed } = check([kept, line]);
  expect(slides[0]!.content.items).toEqual([kept]);
  expect(removed[kind]).toHaveLength(1);
  expect(removedSaid(removed)).not.toBe('');
});

test('a doubted figure goes to the notes to verify, and a "…" sentence is said shorter', () => {
  const { slides, removed } = check([
    'Returns rate ~40%',
    'Automated routing cuts the cost of every drop, freeing drivers for…',
  ]);
  expect(slides[0]!.content.items).toEqual(['Automated routing cuts the cost of every drop']);
  expect(slides[0]!.notes).toBe('Notes.\nTo verify: Returns rate ~40%');
  expect(removedSaid(removed)).toBe(
    'Shortened 1 sentence cut with “…”; moved 1 doubted figure to the speaker notes, to verify.',
  );
});

test('notes that speak of what must not be mentioned go too; a slide left empty goes', () => {
  const { slides } = check(['Revenue grew 27% last year'], 'Say the depot closure here.');
  expect(slides).toEqual([]);
  const kept = check(['Cost per drop fell to £4.82 in Q3'], 'Say the depot closure here.');
  expect(kept.slides[0]!.notes).toBe('');
});

test('a phrase of an instruction is no instruction: "Cost per drop" stays', () => {
  expect(check(['Cost per drop']).slides[0]!.content.items).toEqual(['Cost per drop']);
  expect(check(['Make the cost per drop slide really clear']).slides).toEqual([]);
});

test("another organisation's figure says whose it is", () => {
  const { slides, removed } = checkModelDraft(
    [
      {
        type: 'metrics',
        title: 'Results elsewhere',
        content: { metrics: [{ value: '£4.82', label: 'Cost per drop' }] },
        notes: '',
      },
    ],
    {
      brief: BRIEF,
      others: [],
      reading: {
        ...READING,
        client: 'Northwind',
        figures: [{ value: '£4.82', label: 'cost', owner: 'Acme' }],
      },
    },
  );
  expect(slides[0]!.content.metrics).toEqual([{ value: '£4.82', label: 'Cost per drop', subtext: 'Acme' }]);
  expect(removedSaid(removed)).toBe("Labelled 1 figure as another organisation's: £4.82 (“Cost per drop”).");
});

test('the closing slide keeps its "Thank you"', () => {
  const { slides } = checkModelDraft(
    [{ type: 'thank_you', title: 'Thank you', content: { mainText: 'Thank you' }, notes: '' }],
    { brief: BRIEF, others: [], reading: READING },
  );
  expect(slides[0]!.content).toEqual({ mainText: 'Thank you' });
});

test('talk no table has a phrasing for is kept off by its word classes; its figures go to the notes', () => {
  const kept = 'Cost per drop fell to £4.82 in Q3';
  const { slides, removed } = check([
    kept,
    'Running order i want: who we are / the plan / the ask',
    '@Priyanka can your lot build it?',
    'Headline for me is cost per drop: £4.82 in Q3',
  ]);
  expect(slides[0]!.content.items).toEqual([kept]);
  expect(slides[0]!.notes).toBe('Notes.\nKept off the slides: Headline for me is cost per drop: £4.82 in Q3');
  expect(removed.chat.length + removed.instructions.length).toBe(3);
});

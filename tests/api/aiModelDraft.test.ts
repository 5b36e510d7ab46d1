import { describe, expect, test } from 'vitest';
import { aiServerForFile } from '../helpers/aiServer';
import { outputSchemaOf } from '../helpers/fakeProviders';
import { expectStatus, getPresentation, seedDeck } from '../helpers/seed';

/**
 * A model's draft (issue 34) through the real SDKs against each provider's fake server: the chat
 * turn's "draft" command, then pass 1 (the reading) and pass 2 (the outline and slides), both
 * structured output; then the checks, which take what a model must not propose off its slides.
 */

const ai = aiServerForFile();

const BRIEF = [
  'Priya Shah  9:12 AM',
  'keep it punchy pls, max 8 slides',
  'cost per drop £4.82 in Q3, was £5.10 in Q2',
  'returns rate ~40%? need to check that',
  'they want the board to sign off the phase 2 budget, £1.4m',
  "don't mention the depot closure",
].join('\n');

/** Pass 1 as a model answers it. */
const READING = {
  client: 'Northwind',
  audience: 'the board',
  purpose: 'get the phase 2 budget signed off',
  ask: 'sign off the phase 2 budget, £1.4m',
  length: { min: 1, max: 8 },
  tone: 'punchy',
  sections: [{ title: 'Cost per drop', from: 'heading' }],
  figures: [
    { value: '£4.82', label: 'cost per drop', period: 'Q3', owner: 'Northwind' },
    { value: '£1.4m', label: 'phase 2 budget', owner: 'Northwind' },
  ],
  doubted: ['returns rate ~40%'],
  instructions: ['keep it punchy pls, max 8 slides'],
  doNotMention: ['depot closure'],
};

/** Pass 2, scripted with what the checks must take off: an invented figure, a chat line and more. */
const DRAFT = {
  outline: ['Phase 2', 'Cost per drop', 'The ask', 'Thank you'],
  slides: [
    { type: 'title', title: 'Phase 2', content: { subtitle: 'Northwind board' }, notes: 'Open.' },
    {
      type: 'content',
      title: 'Cost per drop is falling',
      content: {
        items: [
          'Cost per drop fell to £4.82 in Q3 from £5.10 in Q2',
          'Revenue grew 27% last year',
          '[10:04] Sam: deadline is Friday, lets go',
          'Returns rate ~40%',
          'The depot closure frees budget',
          '[What will be different?]',
        ],
      },
      notes: 'The trend.',
    },
    {
      type: 'metrics',
      title: 'Key figures',
      content: {
        metrics: [
          { value: '£4.82', label: 'Cost per drop' },
          { value: '£1.4m', label: 'Phase 2 budget' },
          { value: '98%', label: 'On-time delivery' },
        ],
      },
      notes: 'The figures.',
    },
    {
      type: 'statement',
      title: 'The ask',
      content: { text: 'Sign off the phase 2 budget of £1.4m' },
      notes: 'The ask.',
    },
    { type: 'thank_you', title: 'Thank you', content: { mainText: 'Thank you' }, notes: 'Close.' },
  ],
};

const say = (content: string) => [{ role: 'user', content }];
const chat = (body: Record<string, unknown>) => ai.server.api('/api/ai/chat', { json: body });

interface ProposalBody {
  kind: string;
  operations: { op: string }[];
  slides: { type: string; title: string; content: Record<string, unknown>; notes: string }[];
}

describe.each(['openai', 'anthropic', 'gemini'] as const)(
  '%s: a draft in two structured passes',
  (provider) => {
    test('"rédige la présentation" is proposed, not applied; the invented figures and the chat line are removed and said', async () => {
      const { presentation } = await seedDeck(ai.server, 1);
      await expectStatus(
        ai.server,
        `/api/presentations/${presentation.id}`,
        { method: 'PATCH', json: { brief: BRIEF } },
        200,
      );
      const before = await getPresentation(ai.server, presentation.id);
      const fake = ai.fakes[provider];
      const from = fake.requests.length;
      fake.answers.push(
        { kind: 'tool', input: { reply: 'Voici un projet.', commands: [{ kind: 'draft', request: {} }] } },
        { kind: 'object', value: READING },
        { kind: 'object', value: DRAFT },
      );
      const res = await chat({
        provider,
        presentationId: presentation.id,
        messages: say('rédige la présentation'),
      });
      expect(res.status, res.text).toBe(200);

      // Three calls: the chat turn's tool call, then the two passes, each asking for a JSON schema.
      const requests = fake.requests.slice(from);
      expect(requests).toHaveLength(3);
      const [readingSchema, draftSchema] = requests.slice(1).map((r) => outputSchemaOf(provider, r.body));
      expect(Object.keys(readingSchema?.properties ?? {})).toEqual(
        expect.arrayContaining([
          'client',
          'audience',
          'ask',
          'length',
          'tone',
          'sections',
          'figures',
          'doubted',
        ]),
      );
      expect(Object.keys(readingSchema.properties)).toEqual(
        expect.arrayContaining(['instructions', 'doNotMention']),
      );
      expect(Object.keys(draftSchema?.properties ?? {})).toEqual(['outline', 'slides']);
      // The slides' shapes come from the slide registry: one variant per type, with that type's fields.
      const variants = JSON.stringify(draftSchema.properties.slides);
      for (const type of ['metrics', 'chart', 'table', 'timeline', 'comparison', 'statement'])
        expect(variants).toContain(`"${type}"`);
      expect(variants).not.toContain('htmlContent');
      // Pass 2 is given pass 1's reading.
      expect(JSON.stringify(requests[2]!.body)).toContain('doNotMention');

      const proposal = res.body.proposal as ProposalBody;
      expect(proposal.kind).toBe('model');
      expect(res.body.operations).toEqual([]);
      const shown = JSON.stringify(proposal.slides.map((s) => [s.title, s.content]));
      expect(shown).toContain('£4.82');
      expect(shown).toContain('£1.4m');
      expect(shown).not.toMatch(/27%|98%|10:04|Sam|lets go|40%|depot|What will be different/);
      expect(proposal.slides.some((s) => s.notes.includes('To verify: Returns rate ~40%'))).toBe(true);
      expect(res.body.response).toMatch(
        /Removed 2 figures not in the brief: “Revenue grew 27% last year”; 98% \(“On-time delivery”\); removed 1 chat line;/,
      );
      expect(res.body.response).toMatch(/removed 1 bracketed prompt/);
      expect(res.body.response).toMatch(/moved 1 doubted figure to the speaker notes, to verify/);
      expect(res.body.response).toMatch(/Nothing changes until you accept it\.$/);
      expect(await getPresentation(ai.server, presentation.id)).toEqual(before);
    });

    test('a reading the schema refuses is a 502 naming it, and nothing changes', async () => {
      const { presentation } = await seedDeck(ai.server, 1);
      const before = await getPresentation(ai.server, presentation.id);
      ai.fakes[provider].answers.push(
        { kind: 'tool', input: { commands: [{ kind: 'draft', request: {} }] } },
        { kind: 'object', value: { client: 'Acme', sections: 'all of them' } },
      );
      const res = await chat({ provider, presentationId: presentation.id, messages: say('draft the deck') });
      expect(res.status, res.text).toBe(502);
      expect(res.body.error.code).toBe('ai_invalid_output');
      expect(await getPresentation(ai.server, presentation.id)).toEqual(before);
    });
  },
);

test('the checklist items a kept slide answers are ticked when the draft is accepted', async () => {
  const { presentation } = await seedDeck(ai.server, 1);
  const checklist = [
    { id: 'c-1', text: 'Cost per drop', completed: false },
    { id: 'c-2', text: 'Team', completed: false },
  ];
  await expectStatus(
    ai.server,
    `/api/presentations/${presentation.id}`,
    { method: 'PATCH', json: { brief: BRIEF, checklist } },
    200,
  );
  const slides = [
    { ...DRAFT.slides[1]!, checklist: ['Cost per drop'] },
    // An invented team: the check empties it, so its item stays unticked.
    {
      type: 'metrics',
      title: 'Team',
      content: { metrics: [{ value: '12', label: 'Engineers' }] },
      notes: 'Team.',
      checklist: ['Team'],
    },
  ];
  ai.fakes.openai.answers.push(
    { kind: 'tool', input: { commands: [{ kind: 'draft', request: {} }] } },
    { kind: 'object', value: READING },
    { kind: 'object', value: { outline: ['Cost per drop', 'Team'], slides } },
  );
  const res = await chat({ provider: 'openai', presentationId: presentation.id, messages: say('draft it') });
  expect(res.status, res.text).toBe(200);
  const proposal = res.body.proposal as ProposalBody;
  expect(proposal.slides.map((s) => s.title)).toEqual(['Cost per drop is falling']);
  expect(proposal.operations.filter((o) => o.op === 'update_checklist_item')).toEqual([
    { op: 'update_checklist_item', itemId: 'c-1', completed: true },
  ]);
});

test('streamed, a model draft is proposed in the last event, checked the same way', async () => {
  const { presentation } = await seedDeck(ai.server, 1);
  await expectStatus(
    ai.server,
    `/api/presentations/${presentation.id}`,
    { method: 'PATCH', json: { brief: BRIEF } },
    200,
  );
  ai.fakes.anthropic.answers.push(
    { kind: 'tool', say: 'Drafting.', input: { commands: [{ kind: 'draft', request: {} }] } },
    { kind: 'object', value: READING },
    { kind: 'object', value: DRAFT },
  );
  const stream = await ai.server.api('/api/ai/chat/stream', {
    json: { provider: 'anthropic', presentationId: presentation.id, messages: say('draft the deck') },
  });
  expect(stream.status, stream.text).toBe(200);
  const done = JSON.parse(stream.text.trim().split('\n').at(-1)!);
  expect(done).toMatchObject({ type: 'done', proposal: { kind: 'model' } });
  expect(JSON.stringify(done.proposal.slides)).not.toMatch(/27%|10:04/);
  expect(done.response).toMatch(/removed 1 chat line/);
  expect((await getPresentation(ai.server, presentation.id)).slides).toHaveLength(1);
});

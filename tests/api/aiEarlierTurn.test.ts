import { describe, expect, test } from 'vitest';
import { aiServerForFile } from '../helpers/aiServer';
import { getPresentation, seedPresentation, seedSlide } from '../helpers/seed';

// "ok replace registered pets with that then", after the assistant asked about "add a fifth
// number: 212 staff": "that" is what the message it asked about gave. The route passes the
// message before only when the assistant's reply to it asked a question, so "that" never reaches
// back past a change.

const ai = aiServerForFile();

const FOUR = [
  { value: '11', label: 'clinics' },
  { value: '38,400', label: 'registered pets' },
  { value: '92%', label: 'client satisfaction' },
  { value: '£14.8M', label: 'revenue' },
];

async function deckWithFourFigures() {
  const presentation = await seedPresentation(ai.server);
  await seedSlide(ai.server, presentation.id, {
    type: 'metrics',
    title: '2026 in four numbers',
    content: { metrics: FOUR },
  });
  return presentation.id;
}

const chat = async (presentationId: string, messages: Array<{ role: string; content: string }>) => {
  const res = await ai.server.api('/api/ai/chat', {
    json: { provider: 'offline', presentationId, messages },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { response: string; operations: unknown[] };
};

const figures = async (id: string) => (await getPresentation(ai.server, id)).slides[0]!.content.metrics;

describe('"that" in the answer to the assistant’s question', () => {
  test('is the figure the message it asked about gave', async () => {
    const id = await deckWithFourFigures();
    const asked = 'add a fifth number: 212 staff';
    const question = await chat(id, [{ role: 'user', content: asked }]);
    expect(question.operations).toEqual([]);
    expect(question.response).toContain('?');
    await chat(id, [
      { role: 'user', content: asked },
      { role: 'assistant', content: question.response },
      { role: 'user', content: 'ok replace registered pets with that then' },
    ]);
    expect(await figures(id)).toEqual([FOUR[0], { value: '212', label: 'staff' }, FOUR[2], FOUR[3]]);
  });

  test('is not taken from a message the assistant did rather than asked about', async () => {
    const id = await deckWithFourFigures();
    const reply = await chat(id, [
      { role: 'user', content: 'add a fifth number: 212 staff' },
      { role: 'assistant', content: 'Slide 1: updated the figures.' },
      { role: 'user', content: 'ok replace registered pets with that then' },
    ]);
    // Nothing to point at: asked, never written as "that".
    expect(reply.operations).toEqual([]);
    expect(reply.response).toMatch(/What should replace “registered pets”\?/);
    expect(await figures(id)).toEqual(FOUR);
  });
});

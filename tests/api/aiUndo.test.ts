import { describe, expect, test } from 'vitest';
import { aiServerForFile } from '../helpers/aiServer';
import { getPresentation, seedDeck } from '../helpers/seed';

// "Undo that" in the chat takes back the assistant's own last change in that conversation, for the
// offline assistant and the models alike (one command of the shared language). It steps back
// through the conversation's changes, never over an edit made since, and without a conversation
// it says where the editor's Undo is.

const ai = aiServerForFile();

const titles = async (presentationId: string) =>
  (await getPresentation(ai.server, presentationId)).slides.map((s) => s.title);

async function conversation(presentationId: string, provider = 'offline') {
  const session = await ai.server.api('/api/conversations/sessions', {
    json: { presentationId, title: 'Undo', provider },
  });
  expect(session.status).toBe(201);
  return async (content: string) => {
    const res = await ai.server.api('/api/ai/chat', {
      json: { provider, presentationId, sessionId: session.body.id, messages: [{ role: 'user', content }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { response: string; operations: unknown[]; changedSlideIds: string[] };
  };
}

describe('offline: "undo that"', () => {
  test('takes back the last change, then the one before, and says when there is nothing left', async () => {
    const { presentation, slides } = await seedDeck(ai.server, 3);
    const say = await conversation(presentation.id);
    await say('rename slide 2 to Beta');
    await say('what is on slide 1?');
    await say('delete slide 1');
    expect(await titles(presentation.id)).toEqual(['Beta', 'S3']);

    // The deletion comes back as it was (its id, its place, its text) though a question came after it.
    const first = await say('actually no, undo that');
    expect(first.response).toMatch(/takes back my last change/);
    const back = await getPresentation(ai.server, presentation.id);
    expect(back.slides.map((s) => [s.id, s.title, s.content])).toEqual([
      [slides[0]!.id, 'S1', { text: 'Text 1' }],
      [slides[1]!.id, 'Beta', { text: 'Text 2' }],
      [slides[2]!.id, 'S3', { text: 'Text 3' }],
    ]);

    // A second undo steps further back instead of taking back the undo.
    await say('undo');
    expect(await titles(presentation.id)).toEqual(['S1', 'S2', 'S3']);

    const none = await say('undo that');
    expect(none.operations).toEqual([]);
    expect(none.response).toMatch(/no change in this conversation to take back.*Ctrl\+Z/);
    expect(await titles(presentation.id)).toEqual(['S1', 'S2', 'S3']);
  });

  test('another conversation’s change is not this one’s to take back', async () => {
    const { presentation } = await seedDeck(ai.server, 1);
    await (await conversation(presentation.id))('rename slide 1 to Elsewhere');
    const reply = await (await conversation(presentation.id))('undo that');
    expect(reply.operations).toEqual([]);
    expect(await titles(presentation.id)).toEqual(['Elsewhere']);
  });

  test('an edit made since to what the change wrote is never overwritten; an edit elsewhere is kept', async () => {
    const { presentation, slides } = await seedDeck(ai.server, 2);
    const say = await conversation(presentation.id);
    await say('rename slide 1 to Alpha');
    const edit = (slideId: string, title: string) =>
      ai.server.api(`/api/presentations/${presentation.id}/operations`, {
        json: { operations: [{ op: 'update_slide', slideId, title }] },
      });
    expect((await edit(slides[0]!.id, 'Mine')).status).toBe(200);
    const refused = await say('undo that');
    expect(refused.operations).toEqual([]);
    expect(refused.response).toMatch(/edited since.*Nothing was changed/);
    expect(await titles(presentation.id)).toEqual(['Mine', 'S2']);

    await say('rename slide 1 to Again');
    expect((await edit(slides[1]!.id, 'Theirs')).status).toBe(200);
    await say('undo that');
    expect(await titles(presentation.id)).toEqual(['Mine', 'Theirs']);
  });

  test('without a conversation (the command bar) it says where Undo is and changes nothing', async () => {
    const { presentation } = await seedDeck(ai.server, 1);
    const res = await ai.server.api('/api/ai/chat', {
      json: {
        provider: 'offline',
        presentationId: presentation.id,
        messages: [{ role: 'user', content: 'undo' }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatch(/Ctrl\+Z/);
    expect(res.body.operations).toEqual([]);
  });
});

describe.each(['openai', 'anthropic', 'gemini'] as const)('%s: the undo command', (provider) => {
  test('takes back the model’s own last change; with none, its answer is the reason', async () => {
    const { presentation } = await seedDeck(ai.server, 2);
    const say = await conversation(presentation.id, provider);
    const fake = ai.fakes[provider];
    fake.answers.push({ kind: 'tool', input: { commands: [{ kind: 'undo' }] } });
    const early = await say('undo that');
    expect(early.operations).toEqual([]);
    expect(early.response).toMatch(/no change in this conversation/);

    fake.answers.push({
      kind: 'tool',
      input: {
        commands: [{ kind: 'rename', target: { kind: 'numbers', numbers: [2] }, title: 'Model title' }],
      },
    });
    await say('call slide 2 Model title');
    expect(await titles(presentation.id)).toEqual(['S1', 'Model title']);
    fake.answers.push({ kind: 'tool', input: { reply: 'Done.', commands: [{ kind: 'undo' }] } });
    const undone = await say('no, put it back');
    expect(undone.response).toMatch(/takes back my last change/);
    expect(await titles(presentation.id)).toEqual(['S1', 'S2']);
  });
});

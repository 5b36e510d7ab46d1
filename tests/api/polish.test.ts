import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PRESENTATION_TITLE_MAX } from '../../common/limits';
import { tooMany } from '../../server/lib/errors';
import { seedPresentation } from '../helpers/seed';
import { isErrorShape, startLoggedIn, startTestServer, type TestServer } from '../helpers/testServer';

// Issue 20: rename as a deck operation, the configuration help, wait times in words.

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

describe('renaming a presentation (update_title)', () => {
  test('renames, trimmed, and answers the inverse that takes it back', async () => {
    const deck = await seedPresentation(server, undefined, 'Old name');
    const res = await server.api(`/api/presentations/${deck.id}/operations`, {
      json: { operations: [{ op: 'update_title', title: '  New name  ' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.inverses).toEqual([{ op: 'update_title', title: 'Old name' }]);
    expect((await server.api(`/api/presentations/${deck.id}`)).body.title).toBe('New name');
  });

  test.each([
    ['empty', '', /^operations\.0\.title: title is required$/],
    ['blank', '   ', /^operations\.0\.title: title is required$/],
    ['too long', 't'.repeat(PRESENTATION_TITLE_MAX + 1), /^operations\.0\.title: title must be at most/],
  ])('a %s title is 400 naming title, and nothing changes', async (_, title, message) => {
    const deck = await seedPresentation(server, undefined, 'Kept');
    const res = await server.api(`/api/presentations/${deck.id}/operations`, {
      json: { operations: [{ op: 'update_title', title }] },
    });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.body)).toBe(true);
    expect(res.body.error.message).toMatch(message);
    expect((await server.api(`/api/presentations/${deck.id}`)).body.title).toBe('Kept');
  });
});

test('the configuration help is README’s Configuration section, readable without a session', async () => {
  const visitor = await startTestServer();
  try {
    const res = await visitor.api('/docs/configuration');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/^## Configuration/);
    expect(res.text).toContain('OPENAI_API_KEY');
    expect(res.text).not.toContain('## Architecture');
  } finally {
    await visitor.close();
  }
});

test('a rate limit says how long to wait in minutes, and Retry-After keeps the seconds', () => {
  const err = tooMany(1751);
  expect(err.message).toBe('Too many attempts. Try again in 30 minutes.');
  expect(err.headers['retry-after']).toBe('1751');
});

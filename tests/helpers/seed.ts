import type { Client } from '../../common/schemas/clients';
import type { Presentation } from '../../common/schemas/presentations';
import type { VersionSummary } from '../../common/schemas/versions';
import type { Slide } from '../../common/slides/model';
import type { ApiInit, ApiResult, Json, TestServer } from './testServer';

/** Calls the API and fails loudly unless the answer has the expected status. */
export async function expectStatus<T = Json>(
  server: TestServer,
  pathname: string,
  init: ApiInit,
  status: number,
): Promise<ApiResult<T>> {
  const res = await server.api<T>(pathname, init);
  if (res.status !== status) {
    throw new Error(
      `${init.method ?? 'GET'} ${pathname}: expected ${status}, got ${res.status} ${res.text.slice(0, 500)}`,
    );
  }
  return res;
}

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

export async function seedClient(server: TestServer, name = unique('Client')): Promise<Client> {
  return (await expectStatus<Client>(server, '/api/clients', { json: { name } }, 201)).body;
}

export async function seedPresentation(
  server: TestServer,
  clientId?: string,
  title = unique('Deck'),
): Promise<Presentation> {
  const owner = clientId ?? (await seedClient(server)).id;
  return (
    await expectStatus<Presentation>(server, '/api/presentations', { json: { clientId: owner, title } }, 201)
  ).body;
}

export async function seedSlide(
  server: TestServer,
  presentationId: string,
  fields: Record<string, unknown> = {},
): Promise<Slide> {
  return (await expectStatus<Slide>(server, '/api/slides', { json: { presentationId, ...fields } }, 201))
    .body;
}

/** A deck with `count` slides titled "S1".."Sn" (type content, text "Text n"). */
export async function seedDeck(
  server: TestServer,
  count: number,
  clientId?: string,
): Promise<{ presentation: Presentation; slides: Slide[] }> {
  const presentation = await seedPresentation(server, clientId);
  const slides: Slide[] = [];
  for (let i = 1; i <= count; i++) {
    slides.push(await seedSlide(server, presentation.id, { title: `S${i}`, content: { text: `Text ${i}` } }));
  }
  return { presentation, slides };
}

export async function getPresentation(server: TestServer, id: string): Promise<Presentation> {
  return (await expectStatus<Presentation>(server, `/api/presentations/${id}`, {}, 200)).body;
}

export async function slideTitles(server: TestServer, presentationId: string): Promise<string[]> {
  return (await getPresentation(server, presentationId)).slides.map((s) => s.title);
}

export async function saveVersion(server: TestServer, presentationId: string, notes?: string) {
  return (
    await expectStatus<VersionSummary>(
      server,
      `/api/presentations/${presentationId}/versions`,
      notes === undefined ? { method: 'POST' } : { json: { notes } },
      201,
    )
  ).body;
}

/** A 1x1 PNG as a data URL, for logo uploads. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

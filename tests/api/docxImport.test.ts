import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DOCX_ENTRIES_MAX, DOCX_TEXT_UNPACKED_MAX } from '../../common/limits';
import type { Asset } from '../../common/schemas/assets';
import { readZip, type ZipEntry } from '../../server/lib/zip';
import { deflatedZeros, deflatedZip } from '../helpers/pptxFiles';
import { seedPresentation } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 30, part 3 ("Safe parsing") for Word files: an uploaded .docx is read with yauzl under
// its limits, checked before anything is inflated (server/documents/word.ts), and a part that
// declares a DTD is refused naming it. Each refusal is a 422 naming the file, and nothing is kept.

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

const DOCUMENTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/fixtures/documents',
);
const MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MB = 1024 * 1024;

/** test03.docx (a real Word file, a table of licences), entry by entry, with `change` applied. */
function test03(change: (entry: ZipEntry) => ZipEntry & { declared?: number; deflated?: Buffer } = (e) => e) {
  return readZip(readFileSync(path.join(DOCUMENTS, 'test03.docx'))).map(change);
}

async function upload(fileName: string, bytes: Buffer) {
  const deck = await seedPresentation(server);
  const res = await server.api<Asset>(`/api/presentations/${deck.id}/assets`, {
    json: { file: `data:${MIME};base64,${bytes.toString('base64')}`, fileName, fileType: MIME },
  });
  return { deck, res };
}

async function refused(fileName: string, bytes: Buffer, reason: string | RegExp) {
  const { deck, res } = await upload(fileName, bytes);
  expect(res.status, res.text).toBe(422);
  expect(isErrorShape(res.body)).toBe(true);
  const message = (res.body as unknown as { error: { message: string } }).error.message;
  if (typeof reason === 'string') expect(message).toBe(`${fileName} could not be imported: ${reason}`);
  else expect(message).toMatch(reason);
  const listed = await server.api<Asset[]>(`/api/presentations/${deck.id}/assets`);
  expect(listed.body).toEqual([]);
}

const withDtd = (xml: string) =>
  xml.replace('?>', '?><!DOCTYPE x [<!ENTITY secret SYSTEM "file:///etc/passwd">]>');

describe('a .docx is read under its limits', () => {
  test('a real Word file, taken apart and put together again, is read whole', async () => {
    // Deflated afresh by the hostile-zip helper: the same path as the files below, none of it lying.
    const { res } = await upload('test03.docx', deflatedZip(test03()));
    expect(res.status, res.text).toBe(201);
    expect(res.body.extractedContent?.text).toContain('Can You Release Commercial Works?');
  });

  test('a zip bomb whose text declares more than the limit is refused before it is inflated', async () => {
    // 33 MB of zeros in 33 kB, declared honestly.
    const bomb = deflatedZip(
      test03((e) =>
        e.name === 'word/document.xml' ? { ...e, deflated: deflatedZeros(33), declared: 33 * MB } : e,
      ),
    );
    expect(bomb.length).toBeLessThan(100_000);
    await refused(
      'bomb.docx',
      bomb,
      `its text unpacks to more than ${DOCX_TEXT_UNPACKED_MAX / MB} MB, too much to read`,
    );
  });

  test('an entry that lies about its size stops at the size it declared', async () => {
    // Declares 100 bytes and inflates to 4 GB, from 4 MB: stopped at the 101st byte.
    const liar = deflatedZip(
      test03((e) =>
        e.name === 'word/document.xml' ? { ...e, deflated: deflatedZeros(4096), declared: 100 } : e,
      ),
    );
    expect(liar.length).toBeLessThan(5 * MB);
    await refused(
      'liar.docx',
      liar,
      'it is not a readable Word document: its part word/document.xml is damaged',
    );
  });

  test('more entries than allowed is refused from the end record', async () => {
    const many = [
      ...test03(),
      ...Array.from({ length: DOCX_ENTRIES_MAX }, (_, i) => ({
        name: `word/extra${i}.xml`,
        data: Buffer.alloc(0),
      })),
    ];
    await refused(
      'many.docx',
      deflatedZip(many),
      new RegExp(`more than the ${DOCX_ENTRIES_MAX.toLocaleString('en')} a Word document may have$`),
    );
  });

  test.each(['word/document.xml', 'word/styles.xml', '[Content_Types].xml', '_rels/.rels'])(
    'a DTD in %s is refused, naming the part',
    async (part) => {
      const file = deflatedZip(
        test03((e) => (e.name === part ? { ...e, data: Buffer.from(withDtd(e.data.toString('utf8'))) } : e)),
      );
      await refused('dtd.docx', file, `its part ${part} declares a DTD, which a Word document never needs`);
    },
  );

  test('a DTD hidden behind a malformed prolog is still found', async () => {
    const file = deflatedZip(
      test03((e) =>
        e.name === 'word/document.xml'
          ? { ...e, data: Buffer.from(`junk ${withDtd(e.data.toString('utf8'))}`) }
          : e,
      ),
    );
    await refused(
      'hidden.docx',
      file,
      'its part word/document.xml declares a DTD, which a Word document never needs',
    );
  });
});

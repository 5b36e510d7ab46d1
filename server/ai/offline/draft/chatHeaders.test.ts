import { expect, test } from 'vitest';
import { readBrief } from './reading';

/** Issue 34: a Teams export's message headers ("Name — Mo 23.11. 08:45") are no slide's text. */
test('a chat header of a name, a dash, a day and a time is read as no matter', () => {
  const r = readBrief(
    [
      '**Lena Hoffmann** — Mo 23.11. 08:14',
      'Wir haben 2025 insgesamt 152 Wohneinheiten fertiggestellt.',
      '',
      '**Paul Weber (Agentur)** – Di 24.11. 14:20',
      'Die Vorstellung ist am 14. Januar.',
    ].join('\n'),
    [],
    '',
    'de',
  );
  const said = r.blocks.flatMap((b) => b.lines.map((l) => l.text));
  expect(said.join(' | ')).not.toMatch(/Hoffmann|Weber|08:14|14:20/);
  expect(said.join(' | ')).toContain('152 Wohneinheiten');
});

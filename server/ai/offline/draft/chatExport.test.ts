import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { readBrief } from './reading';

/** A Slack channel exported and pasted whole: its header, threads, reactions and a dictated ask. */
const SLACK = `Slack export — #ext-harbour (Slack Connect: Harbour Credit Union ↔ Northgate Studio)
Exported 26 Nov 2026 by ben.oduya

---

**Priya Nair** — 09:31
monthly active app users 2026:
Jan 29,800
Feb 31,100
Mar 33,500
Apr 38,900
> :chart_with_upwards_trend: 3

  ↳ thread (3 replies)
  **Tom** — 09:44
  looks right to me
> :100: 1  :joy: 2

**Priya Nair** — 10:29
yes. "The board is asked to approve £340,000 for Phase 2 of the member app." exactly that please`;

describe('a chat exported and pasted whole', () => {
  const d = draftText(SLACK, [], '');
  const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));

  test("the export's header, its thread markers and its reactions are on no slide", () => {
    for (const said of ['Slack', 'Exported', 'ben.oduya', 'thread', 'replies', ':100:', 'chart_with'])
      expect(shown).not.toContain(said);
    expect(readBrief(SLACK).text).not.toMatch(/Exported|↳|:joy:/);
  });

  test('a line the brief dictates word for word is the ask, said as dictated', () => {
    const ask = d.slides.at(-2)!;
    expect(JSON.stringify(ask.content)).toContain(
      'The board is asked to approve £340,000 for Phase 2 of the member app',
    );
    expect(shown).not.toMatch(/exactly that/i);
  });

  test("a recording's transcript header is no matter either", () => {
    const memo = `Transcription automatique — mémo vocal (WhatsApp), 4 min 52 s
Reçu le 25/11/2026 à 18:47 — transcrit par l'outil, non relu

---

[00:00] Bonjour, c'est Camille. Nous exportons 42 tonnes de fromage par an vers le Royaume-Uni.`;
    expect(readBrief(memo, [], '', 'fr').text).not.toMatch(/4 min|18:47|transcrit/);
  });
});

test('a correction in yen reaches the bare cell of a pasted sheet', () => {
  const brief = `Sales by store (¥):

Store\tJul 2026\tAug 2026\tSep 2026
Shibuya\t4,180,000\t3,960,000\t4,510,000
Umeda\t3,050,000\t2,870,000\t4,320,000
Nagoya\t2,240,000\t2,310,000\t2,480,000

Heads up: the Umeda Sep figure is a typo, should be ¥3,420,000 not ¥4,320,000.`;
  const text = readBrief(brief).text;
  expect(text).toContain('Umeda\t3,050,000\t2,870,000\t3,420,000');
  expect(text).not.toContain('4,320,000');
});

test('a period restated after an apology corrects the series, and the apology is no matter', () => {
  const brief = `**Priya** — 09:31
monthly active app users 2026:
Jan 29,800
Feb 31,100
Mar 33,500
Apr 31,900

**Priya** — 09:52
argh sorry I read the wrong tab (that was web). April is 40,100. the others are right`;
  const r = readBrief(brief);
  expect(r.text).toContain('Apr 40,100');
  expect(r.text).not.toMatch(/31,900|wrong tab|April is/);
  // Without an apology a period's figure is said, not corrected.
  expect(readBrief(brief.replace('argh sorry I read the wrong tab (that was web). ', '')).text).toContain(
    'Apr 31,900',
  );
});

test("a sign-off in Japanese, the deck's tone and whose a figure is are said to the team", () => {
  const brief = `A few things from my side:
Counters opened in April and sell-through grew every month since.
Aoki did ¥58M first-year sales for Maison Verel. But it's Maison Verel's number, obviously.
And nothing too salesy, it's a partner not a prospect.
よろしくお願いします。`;
  const r = readBrief(brief);
  expect(r.text).not.toMatch(/salesy|obviously|よろしく/);
  expect(r.blocks.flatMap((b) => b.lines).find((l) => l.text.includes('¥58M'))?.others).toBe(true);
});

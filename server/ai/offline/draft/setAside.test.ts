import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { readBrief } from './reading';

/**
 * Issue 34: what an email says of its own figures and ask, found on blind sets 8 and 9 and written
 * here in other words: a figure set aside ("use that one, not 312k"; "closed at £15.1M, not
 * £14.8M") and an ask pointed at ("That's the ask").
 */
type Deck = ReturnType<typeof draftText>;
const shown = (d: Deck) => JSON.stringify(d.slides.map((s) => [s.title, s.content]));

describe('a figure set aside in other words than it was said', () => {
  const brief = `Hannah, one correction first: the 312,000 visits figure is 2023. For 2024 it's 338,500 visits. Please use that one, not 312k.

Numbers for the deck:
- 42 branches across the North East
- 312,000 visits in the year
- 186,000 members`;
  const d = draftText(brief, [], 'Orrin Libraries');

  test('"use that one, not 312k" keeps "312,000" off every slide and out of the notes', () => {
    expect(JSON.stringify(d.slides)).not.toMatch(/312/);
    expect(shown(d)).toContain('186,000');
  });
});

describe('a correction that names both figures', () => {
  const brief = `Sam – one correction from the finance team: 2025 turnover closed at £9.4M, not £9.1M. Everything else stands.

Numbers:
- Turnover: 2022 £6.2M, 2023 £7.0M, 2024 £8.3M, 2025 £9.1M
- 14 sites across Kent

As discussed, we're meeting the Arden Foundation's grants team on 3 March. Hope the move went well! We want £2M to open three more sites by end of 2028. That's the ask, and I want it said plainly on its own slide before we close.`;
  const d = draftText(brief, [], 'Harrow Kitchens');

  test("the old figure is said as the new one wherever it stands, and the correction's talk goes", () => {
    expect(shown(d)).not.toMatch(/9\.1M|one correction/);
    expect(shown(d)).toContain('£9.4M');
  });

  test('"That\'s the ask" makes the sentence before it the ask\'s own slide, before the close', () => {
    const ask = d.slides.at(-2)!;
    expect(JSON.stringify(ask.content), d.slides.map((s) => s.title).join(' | ')).toContain(
      '£2M to open three more sites',
    );
    expect(shown(d)).not.toMatch(/its own slide/);
  });

  test("the reading labels that sentence as the ask, and the words about it are the team's", () => {
    const r = readBrief(brief);
    expect(r.blocks.flatMap((b) => b.lines.map((l) => l.text))).toContain(
      'The ask: We want £2M to open three more sites by end of 2028.',
    );
    expect(r.instructions.join(' ')).toContain("That's the ask");
  });
});

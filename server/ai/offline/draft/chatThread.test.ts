import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { readBrief } from './reading';

/**
 * A founder's WhatsApp thread for a demo-day pitch, shaped as blind12's 04 arrived: a doubt and a
 * withholding said after their figure ("I got that from an old article", "so not on the slides"),
 * one said before it ("DO NOT put the valuation on anything. pre-money is …"), a correction whose
 * label the first line never said, and chat about a logo and where a line goes. A thread of my own.
 */
const THREAD = `WhatsApp Chat with Nia Odum (Loomly)

[02/11/2026, 18:10] Kai Brant: hey Nia, send over whatever you have for the demo day deck
[02/11/2026, 18:40] Nia Odum: traction: 4,800 weekly active tutors (Oct), 6 schools live, ARR £210k, growing 9% month on month since June
[02/11/2026, 18:42] Nia Odum: the big one: the Harbour pilot showed reading ages up 14 months in a term. BUT the school hasn't signed off on us quoting it yet so not on the slides until they do
[02/11/2026, 18:44] Nia Odum: market: UK schools spend ~£1.9bn a year on tutoring. I got that from an old article, no idea if it's still right, tbc
[02/11/2026, 18:46] Nia Odum: competitors: Tutorix is the big one, they raised a £4M series A
[02/11/2026, 18:50] Nia Odum: <image omitted>
[02/11/2026, 18:50] Nia Odum: that's our current logo, new one coming soon
[02/11/2026, 18:55] Nia Odum: sorry typo earlier!! WAU is 4,600 not 4,800. 4,800 was october's peak
[02/11/2026, 19:01] Nia Odum: the ask: raising £1.5M seed, 20 months runway
[02/11/2026, 19:02] Nia Odum: DO NOT put the valuation on anything. pre-money is £6M but we negotiate that in the room
[02/11/2026, 19:05] Nia Odum: one more: 4.8 stars on the App Store. can go with the traction stuff
`;

describe("a founder's chat thread", () => {
  const d = draftText(THREAD, [], 'Loomly demo day');
  const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));
  const notes = d.slides.map((s) => s.notes).join(' ');

  test('a doubt said after its figure keeps that figure off the slides, to verify in the notes', () => {
    expect(shown).not.toContain('1.9bn');
    expect(notes).toMatch(/To verify: [^.]*£1\.9bn/);
  });

  test('"… hasn\'t signed off on us quoting it yet so not on the slides" keeps the sentence before it off', () => {
    expect(shown).not.toContain('14 months');
  });

  test('"DO NOT put the valuation on anything" keeps the figure said after it off the slides', () => {
    expect(shown).not.toContain('£6M');
  });

  test('a correction whose label the first line never said corrects that line, and its aside goes', () => {
    expect(shown).toContain('4,600 weekly active tutors');
    expect(shown).not.toContain('4,800');
    expect(shown).toContain('£210k');
  });

  test('chat about the logo and where a line goes is no slide', () => {
    expect(shown).not.toMatch(/current logo|can go with/i);
    const read = readBrief(THREAD, [], undefined, 'en').blocks.flatMap((b) => b.lines.map((l) => l.text));
    expect(read.filter((t) => /logo|can go with/i.test(t))).toEqual([]);
  });
});

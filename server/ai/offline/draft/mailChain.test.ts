import { expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';

/**
 * A chain of mails, newest first, whose latest takes back a slide the first one asked for, shaped
 * as blind13's 03 arrived. A chain of my own.
 */
const CHAIN = `Leah, a few changes after talking to the Chair:

1. Drop the 2027 membership fees slide completely. The board hasn't approved it.
2. Keep it to 6 slides.

Martin

> On Mon, 23 Nov 2026 at 11:05, Martin Okafor <m@hall.example> wrote:
>
> We need a deck for the trustees about the Friends campaign.
>
> Running order:
> 1. Where we started
> 2. Results
> 3. 2027 membership fees: the Friend fee going up from £40 to £45
> 4. What's next
>
> Friends members rose from 1,610 to 2,340 in the year to October 2026.
> What's next for 2027: reach 3,000 Friends by 31 October 2027.`;

test('a slide the newest mail drops is made for none of the sections, and its matter is said nowhere', () => {
  const d = draftText(CHAIN, [], '');
  const everything = JSON.stringify(d.slides);
  expect(d.slides.map((s) => s.title)).not.toContain('2027 membership fees');
  expect(everything).not.toMatch(/membership fees|£45|£40/);
  // Without the newest mail's word, the fees are the deck's.
  const asked = JSON.stringify(draftText(CHAIN.replace(/1\. Drop[^\n]*\n/, ''), [], '').slides);
  expect(asked).toMatch(/£45/);
});

/** The newest mail's other changes: the meeting moved, who presents, and its sign-off words. */
const MOVED = `Leah, a few changes:

1. Amara will present, not me. Put her name on the front.
2. The meeting has moved: it's now Wednesday 16 December 2026, 6pm, in the Green Room. Not the 9th.

Everything else as before.

Martin

> On Mon, 23 Nov 2026 at 11:05, Martin Okafor <m@hall.example> wrote:
>
> We need a deck for the trustees' meeting on Wednesday 9 December about the Friends campaign.
> Friends members rose from 1,610 to 2,340 in the year to October 2026.
> The campaign raised £187,200 from April to October 2026.`;

test("the meeting's new date is the cover's, and the mail's asides are no slide's", () => {
  const d = draftText(MOVED, [], '');
  const cover = JSON.stringify(d.slides[0]);
  expect(cover).toContain('16 December 2026');
  expect(cover).not.toContain('9 December');
  const slides = JSON.stringify(d.slides.slice(1).map((s) => [s.title, s.content]));
  expect(slides).not.toMatch(/has moved|Green Room|Not the 9th|Everything else|name on the front/);
  expect(slides).toContain('2,340');
});

/** Whose figures are right, ones given for now, and the right one with the old in brackets. */
const FIGURES = `Amara's figures are the right ones — use hers, not the ones in my first email.

> Friends members: 2,340 at 31 Oct 2026 (not 2,210), up from 1,610 at 31 Oct 2025
> Campaign income: £187,200, April–October 2026
>
> > Figures for now: 1,980 Friends, about £150k raised. Amara has the final numbers.
> > The September report said 2,210 Friends.`;

test('talk about whose figures are right, and figures given for now, are the team’s; the old figure goes', () => {
  const slides = JSON.stringify(draftText(FIGURES, [], '').slides.map((s) => [s.title, s.content]));
  expect(slides).toContain('2,340');
  expect(slides).not.toMatch(/2,210|1,980|£150k|right ones|final numbers|for now/);
});

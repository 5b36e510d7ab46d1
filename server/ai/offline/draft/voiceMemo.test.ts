import { expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { readBrief } from './reading';

/**
 * A voice memo as a phone's app transcribes it, shaped as blind13's 01 arrived: the app's header
 * (its name, the recording's number, when, how long) over the words. A memo of my own.
 */
const MEMO = `VoiceNote+ · Recording 0212 · 3 Dec 2026, 08:10 · 4 min 12 s
Auto-transcript (English, UK) · accuracy may vary

Occupancy across our two parks was 88% in 2026, up from 81% in 2025. We opened 40 new pitches in June. Next year we build a new shower block by April 2027.`;

test("a recording app's header is the file the memo came in: never a figure or a slide's words", () => {
  const said = JSON.stringify(draftText(MEMO, [], '').slides.map((s) => [s.title, s.content]));
  expect(said).not.toMatch(/VoiceNote|Recording|0212|4 min|Auto-transcript|accuracy may vary/);
  expect(said).toContain('88%');
});

test('a title that says "recording", with no length of a recording, stays the title', () => {
  const brief = `Recording studio refit – Northgate Sound
Prepared by: Dana Wu, 3 Dec 2026, 10:30

The studio's bookings fell from 1,240 hours in 2024 to 980 hours in 2025. The refit costs £180,000.`;
  expect(readBrief(brief, [], '', 'en').title).toBe('Recording studio refit – Northgate Sound');
});

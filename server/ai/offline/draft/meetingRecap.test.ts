import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { plainRecap } from './meetingRecap';

/**
 * The page an AI meeting assistant makes after a call, pasted whole as the brief: a header, a
 * disclaimer, the machine's summary, the team's action items, an outline, and the transcript. What
 * the people said is the brief; the summary repeats a figure a speaker later corrected. Pages
 * written for these tests, after Otter.ai, a Teams recap and Fireflies.
 */
type Deck = ReturnType<typeof draftText>;
const shown = (d: Deck) => JSON.stringify(d.slides.map((s) => [s.title, s.content]));

const RULE = '━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━';

const OTTER = `Otter.ai · My Conversations › Harbourline Ferries – spring board deck kickoff
Mar 9, 2027 · 10:02 AM · 47 min · Recorded by Sam Keller
Participants: Dana Whitfield, Sam Keller, Speaker 3
Keywords: ridership, Skye route, punctuality, fleet

⚡ AI-generated content may be inaccurate. Please verify important information.

${RULE}
SUMMARY
${RULE}
Dana Whitfield briefed Sam Keller on the spring board deck. Harbourline carried 1.4 million passengers in 2026, up 12% on 2025, with 94% of sailings on time. The Skye route launches in May with two sailings a day.

${RULE}
ACTION ITEMS
${RULE}
☐ @Sam Keller — send the first draft of the deck by Friday  [00:41:10]
☐ @Dana Whitfield — chase the comms team for the fleet photos  [00:43:02]
☑ @Sam Keller — book the boardroom for the rehearsal  [00:45:30]

${RULE}
OUTLINE
${RULE}
▸ Ridership in 2026 (00:00 – 04:30)
  • 1.4 million passengers, up 12%
  • 94% of sailings on time
▸ The Skye route (04:30 – 12:15)
  • Launches in May, two sailings a day
▸ Next steps (12:15 – 47:02)
  • First draft by Friday

${RULE}
TRANSCRIPT
${RULE}
Dana Whitfield  00:00:04
Okay, so, um, thanks for jumping on. The deck is for the spring board meeting.

Dana Whitfield  00:00:21
So the headline is ridership. We carried 1.4 million passengers in 2026, up 12% on 2025.

Sam Keller  00:01:02
Great. And punctuality?

Dana Whitfield  00:01:10
94% of sailings left on time. Which, uh, the board will like. [crosstalk]

Speaker 3  00:02:45
Sorry to jump in. Correction: it was 1.3 million passengers, not 1.4 million. The 1.4 was before the winter refunds came off.

Dana Whitfield  00:02:58
Right, yes, thanks. So 1.3 million.

Dana Whitfield  00:04:40
The other big thing is the Skye route. It launches in May with two sailings a day from Mallaig.

Sam Keller  00:12:20
Perfect. I'll send a first draft by Friday.

👍 2  ❤️ 1
`;

const TEAMS = `Recap: Ferngate Rowing Club – AGM deck prep
Tuesday, 9 March 2027 · 14:00–14:45
Recorded by Priya Shah
AI-generated content may be incorrect.

───────────────────────
MEETING NOTES
───────────────────────
Priya and Tom went through the season for the AGM deck: 14 regattas, 9 wins, 212 members.

───────────────────────
FOLLOW-UP TASKS
───────────────────────
Tom Hale will send the race photos to Priya.

───────────────────────
TRANSCRIPT
───────────────────────
Priya Shah 0:04
Hi Tom, thanks. So the AGM deck needs the season first.
Tom Hale started transcription
Tom Hale 0:31
Sure. We raced 14 regattas and won 9 of them.
Tom Hale 0:52
And membership is at 212, which is a record.
Priya Shah 1:20
Lovely. Then the three new coaches.
`;

const FIREFLIES = `Fireflies.ai
Loomly – seed round narrative
Mar 3, 2027 · 30 mins
Participants: Nia Odum, Kai Brant
⚠️ AI-generated notes may be inaccurate.

─── OVERVIEW ───
Nia walked Kai through traction: 4,800 weekly active tutors and £210k ARR.

─── ACTION ITEMS ───
Kai Brant: draft the traction slide

─── TRANSCRIPT ───
[00:00:05] Kai Brant: Hey Nia, what have you got for the seed deck?
[00:00:12] Nia Odum: Traction first. We have 4,600 weekly active tutors. The 4,800 was October's peak.
[00:00:40] Nia Odum: ARR is £210k and we're live in 6 schools.
[00:01:15] Kai Brant: And the ask?
[00:01:20] Nia Odum: We're raising £1.5M seed for 20 months of runway.
`;

describe('an AI meeting assistant’s page, pasted whole', () => {
  test('Otter: the title as the subject, the transcript as a chat, the rest of the page gone', () => {
    const read = plainRecap(OTTER);
    expect(read.split('\n').slice(0, 2)).toEqual([
      'Subject: Harbourline Ferries – spring board deck kickoff',
      '',
    ]);
    // Turns of one speaker in a row are one line; their words are kept as said, the sounds' marks go.
    expect(read).toContain(
      'Dana Whitfield: Okay, so, um, thanks for jumping on. The deck is for the spring board meeting. So the headline is ridership.',
    );
    expect(read).toContain('Dana Whitfield: 94% of sailings left on time. Which, uh, the board will like.\n');
    expect(read).toContain('Speaker 3: Sorry to jump in. Correction: it was 1.3 million passengers');
    expect(read.split('\n').filter((l) => l.startsWith('Dana Whitfield: '))).toHaveLength(3);
    for (const gone of [
      'Otter.ai',
      'Recorded by',
      'Participants',
      'Keywords',
      'AI-generated',
      'briefed',
      '☐',
      '☑',
    ])
      expect(read).not.toContain(gone);
    for (const gone of ['fleet photos', 'boardroom', '▸', '•', '━', '👍', 'crosstalk'])
      expect(read).not.toContain(gone);
    expect(read).not.toMatch(/\d{1,2}:\d{2}/);
  });

  test('Teams: "Name 0:04" turns, the tool’s own lines and sections gone', () => {
    const read = plainRecap(TEAMS);
    expect(read).toBe(
      [
        'Subject: Ferngate Rowing Club – AGM deck prep',
        '',
        'Priya Shah: Hi Tom, thanks. So the AGM deck needs the season first.',
        'Tom Hale: Sure. We raced 14 regattas and won 9 of them. And membership is at 212, which is a record.',
        'Priya Shah: Lovely. Then the three new coaches.',
      ].join('\n'),
    );
  });

  test('Fireflies: "[00:00:05] Name: …" turns, the site’s name no title', () => {
    const read = plainRecap(FIREFLIES);
    expect(read.split('\n')[0]).toBe('Subject: Loomly – seed round narrative');
    expect(read).toContain(
      "Nia Odum: Traction first. We have 4,600 weekly active tutors. The 4,800 was October's peak. ARR is £210k and we're live in 6 schools.",
    );
    expect(read).not.toMatch(/walked Kai|draft the traction slide|\[00:/);
  });

  test('"Name (00:04:31):" turns, and comments under the transcript are nobody’s words said', () => {
    const page = `Meeting summary for Orrin Freight – Q2 review (03/12/2027)
Recorded by Marianne Okafor

SUMMARY
Orrin moved 38,000 pallets.

TRANSCRIPT
Marianne Okafor (00:00:10): We moved 36,000 pallets in Q2, not the 38 in the plan.
Joel Brandt (00:00:30):
And the new depot?
Marianne Okafor (00:00:41): Opens in Leeds in September.
Comments (1)
Priya Shah · 2 days ago
Nice call!`;
    expect(plainRecap(page)).toBe(
      [
        'Subject: Orrin Freight – Q2 review',
        '',
        'Marianne Okafor: We moved 36,000 pallets in Q2, not the 38 in the plan.',
        'Joel Brandt: And the new depot?',
        'Marianne Okafor: Opens in Leeds in September.',
      ].join('\n'),
    );
  });

  test('with no transcript, the outline’s points under their chapters’ titles', () => {
    const page = OTTER.slice(0, OTTER.indexOf(`${RULE}\nTRANSCRIPT`));
    expect(plainRecap(page)).toBe(
      [
        'Subject: Harbourline Ferries – spring board deck kickoff',
        '',
        'Ridership in 2026',
        '- 1.4 million passengers, up 12%',
        '- 94% of sailings on time',
        '',
        'The Skye route',
        '- Launches in May, two sailings a day',
        '',
        'Next steps',
        '- First draft by Friday',
      ].join('\n'),
    );
  });

  test('a transcript cut short in the copy: the outline’s chapters it does not reach stand in', () => {
    const page = OTTER.slice(0, OTTER.indexOf('Dana Whitfield  00:04:40'));
    const read = plainRecap(page);
    expect(read).toContain('Dana Whitfield: Right, yes, thanks. So 1.3 million.\n\nThe Skye route\n');
    expect(read).toContain('- Launches in May, two sailings a day');
    // The chapter the transcript covers is said in its words, not the outline's.
    expect(read).not.toContain('Ridership in 2026');
  });
});

describe('an ordinary brief is as it was', () => {
  const briefs = {
    'a transcript without the page around it': `TRANSCRIPT
Dana Whitfield  00:00:04
We carried 1.3 million passengers in 2026.
Sam Keller  00:01:02
And punctuality?
Dana Whitfield  00:01:10
94% on time.`,
    'a brief with its own "Summary:" and "Action items:"': `Summary:
Harbourline carried 1.3 million passengers in 2026, up 12%.

Action items:
- Draft the deck by Friday
- Book the boardroom

Transcript of the call:
Dana (00:01): We carried 1.3 million.
Sam (00:20): Great.`,
    'a person’s own NOTES in capitals over a call’s lines': `NOTES
Board deck for Harbourline, 10 slides.

TRANSCRIPT
[00:00:05] Dana: The headline is ridership.
[00:00:12] Sam: Got it.`,
    'a chat export': `[02/11/2026, 18:10] Kai Brant: hey Nia, send over whatever you have
[02/11/2026, 18:40] Nia Odum: traction: 4,800 weekly active tutors (Oct)`,
    'a video page with its AI summary': `Our spring update
Sam Keller · 12 Mar 2027 · 4 min · 31 views
✨ AI summary
Sam gives the spring update.
Transcript
0:00
Hi everyone, quick update on spring.
0:12
We carried 1.3 million passengers.`,
  };
  for (const [what, brief] of Object.entries(briefs)) test(what, () => expect(plainRecap(brief)).toBe(brief));
});

describe('the deck drafted from the page', () => {
  const slides = shown(draftText(plainRecap(OTTER)));

  test('says what the speakers said, corrected, and nothing of the page around it', () => {
    expect(slides).toContain('1.3 million');
    expect(slides).not.toContain('1.4 million');
    expect(slides).not.toMatch(/\d{1,2}:\d{2}|AI-generated|Recorded by|Otter|Keywords/);
    expect(slides).not.toMatch(/fleet photos|boardroom|first draft|@Sam|☐|☑|👍/);
  });

  test('an unknown voice\'s "Speaker 3:" is who spoke, on no slide', () => {
    expect(slides).not.toContain('Speaker 3');
  });
});

import { expect, test } from 'vitest';
import { draftDeck } from './drafter';
import { readBrief } from './reading';

/**
 * A proposal pasted out of Word with its changes and comments shown, under a letterhead of the
 * client's name, shaped as blind13's 02 arrived. A document of my own.
 */
const DOC = `HALE & MOSS LLP

Website proposal
Prepared for: Hannah Lowe, Head of Marketing, Hale & Moss LLP
Prepared by: Ravi Mehta, Client Services Director, Northlight Digital

1. Our understanding
Hale & Moss is a 90-lawyer firm with offices in Leeds ~~and York~~.
Deleted: and York
Formatted: Font: (Default) Calibri, 11 pt
[Comment JS1]: Deck = 6 slides MAX. Keep it calm, no exclamation marks.

2. Timeline
Deleted: 14 weeks, ending 16 April 2027
Inserted: 16 weeks, ending 29 April 2027
Field Code Changed

3. Investment
Total: ~~£84,000~~ £86,500 excluding VAT
Deleted: £84,000
Inserted: £86,500
Moved (insertion) [1]
4. Case study: ~~Kestrel Law~~ a regional law firm
Inserted: a regional law firm
Their enquiries rose 62% in the nine months after relaunch.
[Comment RM2]: Hannah let slip that Brightside quoted £72k. Do NOT mention Brightside anywhere.
We ask for a decision by Friday 18 December 2026.`;

function drafted() {
  const d = draftDeck({
    request: {},
    title: '',
    brief: DOC,
    metadata: { clientName: 'Hale & Moss' },
    documents: [],
    checklist: [],
  });
  if ('say' in d) throw new Error(d.say);
  return d;
}

test("a tracked change's deletion and its marks are no slide's, its insertion is said once", () => {
  const slides = JSON.stringify(drafted().slides.map((s) => [s.title, s.content]));
  expect(slides).not.toMatch(/York|84,000|14 weeks|Deleted|Inserted|Formatted|Field Code|Moved \(/);
  expect(slides).toContain('16 weeks, ending 29 April 2027');
  expect(slides.split('£86,500').length - 1).toBe(1);
  expect(slides).not.toMatch(/"a regional law firm"/i);
});

test("a margin comment is the team's: never on a slide, nor what it names to keep off", () => {
  const d = drafted();
  const everything = JSON.stringify(d.slides);
  expect(everything).not.toMatch(/Comment|Hannah let slip|Brightside|72k/);
  // What the comment asks of the deck is read: its length.
  expect(readBrief(DOC, [], '', 'en', 'Hale & Moss').length?.max).toBe(6);
  // The line after a comment is the document's again.
  expect(everything).toContain('18 December 2026');
});

test("the cover block's 'Prepared for' and 'Prepared by' are the meeting's, no slide's", () => {
  // With room for every section, the cover block's too.
  const d = draftDeck({
    request: {},
    title: '',
    brief: DOC.replace('Deck = 6 slides MAX. ', ''),
    metadata: { clientName: 'Hale & Moss' },
    documents: [],
    checklist: [],
  });
  if ('say' in d) throw new Error(d.say);
  const slides = JSON.stringify(d.slides.map((s) => [s.title, s.content]));
  expect(slides).not.toMatch(/Prepared (?:for|by)|Ravi Mehta/);
});

test("the client's name atop the document is its letterhead, no slide's matter", () => {
  const matter = readBrief(DOC, [], '', 'en', 'Hale & Moss').blocks.flatMap((b) =>
    b.lines.map((l) => l.text),
  );
  expect(matter.join('\n')).not.toContain('HALE & MOSS');
  expect(matter.join('\n')).toContain('90-lawyer firm');
});

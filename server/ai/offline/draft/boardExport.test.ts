import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { plainBoard, withoutHtml } from './boardExport';

/**
 * A whiteboard's export pasted as CSV (Miro, FigJam, Mural, Lucidspark): read frame by frame, the
 * notes' HTML gone, the board's columns (colours, coordinates, authors, votes) said nowhere.
 * Exports written for these tests.
 */
type Deck = ReturnType<typeof draftText>;
const everything = (d: Deck) => JSON.stringify(d.slides);

const MIRO = `Hi both, the workshop board is below, please build the pitch deck from it (max 8 slides).

Exported from Miro · 2027-01-21 · Format: CSV · Board: Kestrel Cycle Hire pitch
"Type","Frame","Content","Fill color","Author","Tags","X","Y","Created at","Votes"
"frame","0 · READ ME","","#FFFFFF","Priya Shah","","0","0","2027-01-20 09:12","0"
"sticky_note","0 · READ ME","<p>One frame per slide. Dot-vote what matters.</p>","#FFF9B1","Priya Shah","","120.5","80","2027-01-20 09:14","0"
"frame","1 · Who we are","","#FFFFFF","Priya Shah","","1800","0","2027-01-20 09:15","0"
"sticky_note","1 · Who we are","<p>Kestrel Cycle Hire &amp; Repair, founded 2014 in Leeds</p>","#FFF9B1","Tom Ashdown","intro","1920","140","2027-01-20 09:20","3"
"sticky_note","1 · Who we are","<p><strong>42 staff</strong>, 6 docks across the city</p>","#FFF9B1","Tom Ashdown","","2100","140","2027-01-20 09:21","5"
"sticky_note","1 · Who we are","<p>Our motto: &quot;Ride it, fix it, share it&quot;</p>","#D5F692","Priya Shah","","1920","320","2027-01-20 09:22","1"
"frame","2 – Our numbers","","#FFFFFF","Priya Shah","","3600","0","2027-01-20 09:30","0"
"sticky_note","2 – Our numbers","<p>Year | Rides<br>2024 | 38,200<br>2025 | 51,900<br>2026 | 64,300</p>","#FFF9B1","Tom Ashdown","data","3720","140","2027-01-20 09:31","7"
"sticky_note","2 – Our numbers","<p>Correction: the old one-pager says 61,400 rides for 2026 – it&#39;s 64,300.</p>","#FFC2C2","Priya Shah","","3720","420","2027-01-20 09:40","2"
"sticky_note","2 – Our numbers","<p>Θέλουμε επέκταση στην Αθήνα το 2028</p>","#FFF9B1","Eleni Papadaki","","3900","420","2027-01-20 09:44","0"
"frame","Parking lot","","#FFFFFF","Priya Shah","","5400","0","2027-01-20 09:50","0"
"sticky_note","Parking lot","<ul><li>Helmet partnership?</li><li>Winter pricing</li></ul>","#FFF9B1","Tom Ashdown","","5520","140","2027-01-20 09:51","0"
"sticky_note","","<p>Deadline: deck by 3 Feb</p>","#FFF9B1","Priya Shah","","-400","-200","2027-01-20 09:55","0"

Thanks, Sam`;

const FIGJAM = `FigJam export — Board: Brightwater retro — 2027-02-02
Item type,Section,Text,Author,Color,Reactions
SECTION,Went well,,Ana Ruiz,,
STICKY,Went well,We shipped the app in 11 weeks,Ana Ruiz,Yellow,2
STICKY,Went well,"Support tickets down 18%, NPS up to 54",Ben Cole,Green,4
STICKY,To improve,"Handover to ops was ""too late"", per the ops team",Ana Ruiz,Pink,1
STICKY,Went well,Design review every Friday,Ben Cole,Yellow,0`;

describe('a Miro export', () => {
  const read = plainBoard(MIRO);

  test('is read frame by frame, each frame a heading over its notes', () => {
    expect(read).toBe(
      [
        'Hi both, the workshop board is below, please build the pitch deck from it (max 8 slides).',
        '',
        '## READ ME',
        '- One frame per slide. Dot-vote what matters.',
        '',
        '## Who we are',
        '- Kestrel Cycle Hire & Repair, founded 2014 in Leeds',
        '- 42 staff, 6 docks across the city',
        '- Our motto: "Ride it, fix it, share it"',
        '',
        '## Our numbers',
        'Year | Rides',
        '2024 | 38,200',
        '2025 | 51,900',
        '2026 | 64,300',
        '',
        "- Correction: the old one-pager says 61,400 rides for 2026 – it's 64,300.",
        '- Θέλουμε επέκταση στην Αθήνα το 2028',
        '',
        '## Parking lot',
        '- Helmet partnership?',
        '- Winter pricing',
        '',
        'Deadline: deck by 3 Feb',
        '',
        'Thanks, Sam',
      ].join('\n'),
    );
  });

  test('says none of the board’s own columns', () => {
    for (const gone of [
      'Exported from',
      '#FFF9B1',
      'sticky_note',
      'Tom Ashdown',
      '2027-01-20',
      '3720',
      'Votes',
    ])
      expect(read).not.toContain(gone);
  });

  test('its deck holds the notes’ words and figures, not their HTML or the board’s columns', () => {
    const d = draftText(plainBoard(MIRO));
    const all = everything(d);
    for (const gone of ['&amp;', '&quot;', '<p>', '#FFF9B1', '1920', '3720', 'sticky_note', 'Tom Ashdown'])
      expect(all).not.toContain(gone);
    expect(all).toContain('64,300');
    expect(all).toContain('42 staff, 6 docks across the city');
    // The correction's old figure is on no slide.
    expect(all).not.toContain('61,400');
  });
});

describe('a FigJam export, its columns named otherwise, unquoted where it can be', () => {
  test('is read by section, a quoted cell keeping its commas and its doubled quotes', () => {
    expect(plainBoard(FIGJAM)).toBe(
      [
        '## Went well',
        '- We shipped the app in 11 weeks',
        '- Support tickets down 18%, NPS up to 54',
        '- Design review every Friday',
        '',
        '## To improve',
        '- Handover to ops was "too late", per the ops team',
      ].join('\n'),
    );
  });
});

describe('a semicolon-separated export with a new line inside a quoted cell', () => {
  test('is read as the comma-separated one is', () => {
    const csv = [
      'Board export for the Alder Trust:',
      '"Frame";"Content";"Author";"X";"Y"',
      '"Our goals";"<p>Plant 12,000 trees</p>";"Joe";"10";"20"',
      '"Our goals";"Open two\nnew sites; both in Kent";"Joe";"30";"20"',
      '"Team";"Über 30 Freiwillige &#8211; und wachsend";"Mia";"50";"20"',
      'Speak soon.',
    ].join('\n');
    expect(plainBoard(csv)).toBe(
      [
        'Board export for the Alder Trust:',
        '',
        '## Our goals',
        '- Plant 12,000 trees',
        '',
        'Open two',
        'new sites; both in Kent',
        '',
        '## Team',
        '- Über 30 Freiwillige – und wachsend',
        '',
        'Speak soon.',
      ].join('\n'),
    );
  });

  test('a Korean note without a frame comes at the end, under no heading', () => {
    const csv =
      'Type,Content,Author,Created at\nsticky,"<p>회원 수 1,240명</p>",Min,2027-01-02\nsticky,Hello,Min,2027-01-02';
    expect(plainBoard(csv)).toBe('회원 수 1,240명\nHello');
  });
});

describe('an ordinary brief is as it was', () => {
  test.each([
    [
      'prose with commas',
      'Content, tone, images, layout: all open.\nWe need eight slides, a cover, and a close.',
    ],
    [
      'a list of columns in prose',
      'Columns we track: Type, Frame, Content, Author\nand then, later, more, of, them',
    ],
    ['a table with pipes', '| Type | Frame | Content | Author |\n|---|---|---|---|\n| a | b | c | d |'],
    ['a table with tabs', 'Type\tFrame\tContent\tAuthor\nsticky\tGoals\tPlant trees\tJoe'],
    ['a markdown list', '- Content: the season\n- Frame, Type, X, Y\n- Author: Sam'],
    ['a header with no rows', 'Type,Frame,Content,Author\n\nThat is the header we use.'],
    ['a CSV of another kind', 'Name,Email,Role,Team\nSam,sam@x.example,Lead,Ops'],
  ])('%s', (_, brief) => {
    expect(plainBoard(brief)).toBe(brief);
  });
});

describe('withoutHtml', () => {
  test('ends lines at breaks and blocks, lists items, decodes entities after the tags', () => {
    expect(withoutHtml('<p>A &amp; B</p><p>C<br/>D&nbsp;E</p><ul><li>one</li><li>two</li></ul>')).toBe(
      // A list after a paragraph: a blank line between, as in markdown.
      'A & B\nC\nD E\n\n- one\n- two',
    );
    expect(withoutHtml('Write &lt;p&gt; literally, it&#8217;s &#x2014; fine')).toBe(
      'Write <p> literally, it’s — fine',
    );
  });

  test('text with no tag or entity, or only prose angle brackets, is as it was', () => {
    for (const text of ['Growth < 5% and > 2%\n  indented', 'Dear <Name>, & co', 'AT&T; R&D'])
      expect(withoutHtml(text)).toBe(text);
  });
});

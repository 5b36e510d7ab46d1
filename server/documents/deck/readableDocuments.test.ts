import { describe, expect, test } from 'vitest';
import { htmlToStructuredText } from '../html';
import { extractText } from '../text';
import { draftDeck } from './draft';
import { sayShorter } from './shorter';
import type { DraftSlide } from './types';

// Issue 34, documents: a Markdown text file read as structure (its marks never on a slide), list
// glyphs a PDF sets in a column of their own read as list markers, a presentation printed to PDF
// drafted page by page, and long bullets said shorter at a clause, never cut with "…".

const words = (slides: DraftSlide[]) =>
  slides
    .flatMap((s) => [
      s.title,
      s.content.text ?? '',
      s.content.subtitle ?? '',
      ...(s.content.items ?? []),
      ...(s.content.table ? [...s.content.table.header, ...s.content.table.rows.flat()] : []),
    ])
    .join('\n');

describe('a Markdown file uploaded as text', () => {
  const markdown = [
    '# Harbour Trust: autumn report',
    '',
    '## Summary',
    '',
    'The trust **restored three piers** this autumn and opened the [visitor centre](https://example.org/centre) on time.',
    'Volunteers logged _4,200 hours_, and the `booking` system took its first payments.',
    '',
    '## Targets',
    '',
    '| **Target** | Status |',
    '|---|---|',
    '| **T1**: Restore the north pier before the winter storms arrive | Done |',
    '| **T2**: Raise £250,000 for the lighthouse roof from local donors | On track |',
    '',
    '## Next steps',
    '',
    '* Tender for the lighthouse roof in **January**',
    '* Open the *second* café by Easter',
  ].join('\n');
  const text = extractText(Buffer.from(markdown)).text;
  const deck = draftDeck(text, 'harbour-report');

  test('keeps its headings, lists and table, without their marks', () => {
    const shown = words(deck.slides);
    for (const mark of ['**', '](', 'https://', '`', '_4,200']) expect(shown).not.toContain(mark);
    expect(deck.slides[0]!.title).toBe('Harbour Trust: autumn report');
    expect(deck.slides.map((s) => s.title)).toEqual(
      expect.arrayContaining(['Summary', 'Targets', 'Next steps']),
    );
    expect(shown).toContain('visitor centre');
    expect(shown).toContain('Tender for the lighthouse roof in January');
  });

  test('its table is a table slide, each row with its status', () => {
    const table = deck.slides.find((s) => s.title === 'Targets')!.content.table!;
    expect(table.header).toEqual(['Target', 'Status']);
    expect(table.rows).toEqual([
      ['T1: Restore the north pier before the winter storms arrive', 'Done'],
      ['T2: Raise £250,000 for the lighthouse roof from local donors', 'On track'],
    ]);
  });

  test('an asterisk that is no emphasis stays: a list marker, a product, snake_case', () => {
    const plain = extractText(
      Buffer.from('## Notes\n\n* 2*3*4 is 24, see file_name_here\n* [draft] stays\n\n## More\n\n**Done**'),
    ).text;
    expect(plain).toContain('* 2*3*4 is 24, see file_name_here');
    expect(plain).toContain('[draft] stays');
    expect(plain).toContain('\nDone');
  });
});

describe('list glyphs a PDF set in a column of their own', () => {
  test('are list markers, not a table, and a wrapped item is joined', () => {
    const text = [
      '## Roadmap',
      '',
      'What the board agreed for next year.',
      '',
      '| ● | Grow the volunteer programme to every county |',
      '| ○ | Recruit forty new volunteer leads through partner charities and the |',
      '',
      'regional press, with a welcome pack for each.',
      '',
      '| ○ | Train each lead in safeguarding |',
      '',
      '## Funding',
      '',
      'Income rose to £1.2M.',
    ].join('\n');
    const deck = draftDeck(text, 'roadmap');
    const roadmap = deck.slides.find((s) => s.title === 'Roadmap')!;
    expect(roadmap.type).not.toBe('table');
    const shown = words([roadmap]);
    for (const glyph of ['●', '○', '•:', '○:']) expect(shown).not.toContain(glyph);
    expect(roadmap.content.items).toContain('Grow the volunteer programme to every county');
    expect(shown).toContain(
      'Recruit forty new volunteer leads through partner charities and the regional press',
    );
  });
});

describe('a presentation printed to PDF', () => {
  test('is drafted page by page, whatever size each page title was set in', () => {
    const pages = [
      ['## Riverside Trust 2026 plan', 'Board meeting, March'],
      ['#### Our mission', 'Clean rivers that every town can swim in by 2035.'],
      ['### Our vision', 'A river network owned and cared for by the people who live beside it.'],
      ['#### Our values', '- Open data\n- Local first\n- Science led'],
      [
        '#### Three priorities',
        '- Monitor 40 bathing sites\n- Plant 12 km of buffer strips\n- Train 300 river wardens',
      ],
      ['### Budget', 'We ask the board to approve £640,000 for 2026.'],
      ['# Questions?', ''],
    ];
    const text = pages.map(([title, body], i) => `--- page ${i + 1} ---\n\n${title}\n\n${body}`).join('\n\n');
    const titles = draftDeck(text, 'riverside').slides.map((s) => s.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Our mission', 'Our vision', 'Our values', 'Three priorities', 'Budget']),
    );
  });
});

describe('sayShorter', () => {
  test('drops the last clauses, never cuts a figure, never adds "…"', () => {
    const long =
      'Attacks on software suppliers cost firms over $38 billion in 2024, with analysts expecting losses exceeding $70 billion by 2027 across all sectors of the economy';
    const short = sayShorter(long, 120);
    expect(long.startsWith(short)).toBe(true);
    expect(short.length).toBeLessThanOrEqual(120);
    // It ends after a whole figure ("$70 billion"), never on its number alone ("$70").
    expect(short).toMatch(/\$\d+ billion(?: in 2024)?$/);
    expect(short).not.toContain('…');
  });

  test('keeps a sentence whole when no clause break leaves enough of it', () => {
    const whole =
      'Members of the regional partnership agreed unanimously on the proposed restructuring of the fund for 2026 onwards';
    expect(sayShorter(`${whole} immediately`, 100)).toBe(`${whole} immediately`);
  });

  test('never leaves a bracket open or a leading word at the end', () => {
    const text =
      'The trust bought the site (a former mill on the east bank, with its weir and sluices) in 2021 and began to clear it of the old machinery';
    const short = sayShorter(text, 90);
    expect(short.split('(').length).toBe(short.split(')').length);
    expect(short).not.toMatch(/\b(?:and|of|the|with|to)$/);
  });
});

describe('a Word section and a PDF white paper', () => {
  test('a nested list item is an item of its own, not glued to its parent', async () => {
    const text = await htmlToStructuredText(
      '<h2>Advice</h2><ul><li>Keep forms short.<ul><li>Ask only for what you need.</li></ul></li><li>Offer help by phone.</li></ul>',
    );
    expect(text).toContain('- Keep forms short.\n- Ask only for what you need.\n- Offer help by phone.');
  });

  test('"4. Safety" above "4.1 …" and "4.2 …" in one heading size is the title of the deck', () => {
    const text = [
      '### 4. Site safety',
      'Every visitor signs in at the gate and wears a helmet on site, whatever the reason for the visit and however short it is. The rules apply to staff of other sites too.',
      'Safety is everyone’s job: a visitor who sees a hazard tells the nearest guide, who stops the work around it until a supervisor has seen it and made it safe.',
      '### 4.1 Before the visit',
      'Visitors book a slot two days ahead and read the safety sheet.',
      '### 4.2 On the day',
      'A guide walks each group through the yard and stays with it.',
      '### 4.3 After the visit',
      'Visitors return their helmets and sign out at the gate.',
    ].join('\n\n');
    const slides = draftDeck(text, 'site-safety').slides;
    expect(slides[0]).toMatchObject({ type: 'title', title: 'Site safety' });
  });

  test("a cover's credits are no slide, and a sentence broken by footnote marks is whole", () => {
    const text = [
      '--- page 1 ---',
      '## Cleaner harbours',
      '| Authors | Ann Lee | Reviewers | Published |',
      '|  | Bo Chen | Cy Diaz | 2025 |',
      'authors Ann Lee Bo Chen',
      '--- page 2 ---',
      '### Why it matters',
      'Plastic in the harbour cost fishing crews over £12 million in 2024, with losses expected to pass £20',
      '1 2',
      'million by 2027. Most of it comes from three outfalls.',
      '### What we propose',
      'Nets on the three outfalls, emptied weekly by harbour staff.',
      '### What it costs',
      'The nets cost £90,000 to fit and £15,000 a year to run.',
    ].join('\n\n');
    const slides = draftDeck(text, 'harbours').slides;
    const shown = words(slides);
    for (const credit of ['Authors', 'Reviewers', 'Ann Lee']) expect(shown).not.toContain(credit);
    expect(shown).toContain('million by 2027');
    expect(shown).not.toMatch(/£20$/m);
  });
});

import { describe, expect, test } from 'vitest';
import { DRAFT_SLIDE_BUDGET, DRAFT_SLIDES_PER_DOCUMENT } from '../../../common/limits';
import { isOverflowing } from '../../../common/slides/fitSlide';
import { draftDeck, withinFit } from './draft';
import { figureOf } from './metrics';
import { isNoise } from './section';
import { compact, sentencesOf, shorten } from './sentences';
import { readTable } from './tables';

const slideChars = (s: { title: string; content: Record<string, unknown> }) =>
  [s.title, s.content.text ?? '', s.content.subtitle ?? '', ...((s.content.items as string[]) ?? [])].join(
    ' ',
  ).length;

describe('a deck drafted from a document', () => {
  test('a title slide, sections by their headings: lists as bullets, figures as metrics, a lone line as a statement', () => {
    const text = [
      '# Annual Report 2026',
      'A year of growth for Northwind.',
      '## Highlights',
      '- Opened two new markets',
      '- Hired 40 engineers',
      '## Results',
      'Revenue: $4.2M',
      'Growth: 32%',
      'NPS: 71',
      '## Our promise',
      'We will double our impact.',
    ].join('\n');
    // Every slide has speaker notes (issue 19); what they say is tested below.
    expect(draftDeck(text).slides.map(({ notes, ...s }) => s)).toEqual([
      {
        type: 'title',
        title: 'Annual Report 2026',
        content: { subtitle: 'A year of growth for Northwind.' },
      },
      { type: 'content', title: 'Agenda', content: { items: ['Highlights', 'Results', 'Our promise'] } },
      {
        type: 'content',
        title: 'Highlights',
        content: { items: ['Opened two new markets', 'Hired 40 engineers'] },
      },
      {
        type: 'metrics',
        title: 'Results',
        content: {
          metrics: [
            { label: 'Revenue', value: '$4.2M' },
            { label: 'Growth', value: '32%' },
            { label: 'NPS', value: '71' },
          ],
        },
      },
      { type: 'statement', title: 'Our promise', content: { text: 'We will double our impact.' } },
    ]);
  });

  test('page numbers, contents lines and citations are not figures', () => {
    expect(figureOf('Revenue: $4.2M')).toEqual({ label: 'Revenue', value: '$4.2M' });
    expect(figureOf('Page: 12')).toBeUndefined();
    expect(figureOf('Introduction . . . . . . . .: 5')).toBeUndefined();
    expect(figureOf('Founded: 2010')).toBeUndefined();
    expect(figureOf("plot 'a.dat' using 1:2")).toBeUndefined();
    // An index ("word: page") is not a row of key figures.
    const index = Array.from(
      { length: 10 },
      (_, i) => `Term ${String.fromCharCode(97 + i)}: ${100 + i}`,
    ).join('\n');
    expect(draftDeck(`# Book\n## Index of terms\n${index}`).slides.some((s) => s.type === 'metrics')).toBe(
      false,
    );
  });

  test('long prose gives its best sentences, in document order, within the slide budget, never cut inside a word', () => {
    const filler = Array.from(
      { length: 60 },
      (_, i) => `Sentence ${i + 1} talks about the weather and nothing in particular at all today.`,
    );
    const key = 'Our pricing model doubles revenue per customer within two quarters of the launch.';
    const text = [
      '# Strategy',
      '## Pricing',
      [...filler.slice(0, 30), key, ...filler.slice(30)].join(' '),
      '## Next',
      'Short.',
    ].join('\n\n');
    const { slides } = draftDeck(text);
    const pricing = slides.filter((s) => s.title.startsWith('Pricing'));
    expect(pricing.length).toBeGreaterThanOrEqual(1);
    const bullets = pricing.flatMap((s) => s.content.items ?? []);
    expect(bullets).toContain(key);
    for (const s of slides) {
      expect(s.content.items?.length ?? 0).toBeLessThanOrEqual(DRAFT_SLIDE_BUDGET.bullets);
      expect(slideChars(s)).toBeLessThanOrEqual(DRAFT_SLIDE_BUDGET.slideChars);
      for (const item of s.content.items ?? [])
        expect(item.length).toBeLessThanOrEqual(DRAFT_SLIDE_BUDGET.bulletChars);
    }
  });

  test('a long bullet is said shorter at a clause or a word, never with an ellipsis', () => {
    const long =
      'The committee approved the budget for the coming year, including new hires in sales and engineering, after a long debate about priorities.';
    const cut = shorten(long, 120);
    expect(cut.length).toBeLessThanOrEqual(120);
    expect(cut).not.toContain('…');
    expect(long.startsWith(cut)).toBe(true);
    expect(long[cut.length]).toMatch(/[ ,]/);
  });

  test('a long document gets one agenda slide that fits: its first sections, then how many more', () => {
    const sections = Array.from(
      { length: 26 },
      (_, i) => `## Section number ${i + 1} of the handbook\n- Point ${i + 1}`,
    );
    const slides = draftDeck(['# Handbook', 'All about it.', ...sections].join('\n')).slides;
    const agendas = slides.filter((s) => s.title.startsWith('Agenda'));
    expect(agendas).toHaveLength(1);
    const items = agendas[0]!.content.items!;
    expect(items).toHaveLength(8);
    expect(items[0]).toBe('Section number 1 of the handbook');
    expect(items.at(-1)).toBe('And 19 more sections');
    expect(isOverflowing({ type: 'content', title: 'Agenda', content: agendas[0]!.content })).toBe(false);
  });

  test('headings with nothing under them (a name, a date) are no part of the agenda', () => {
    const text = [
      '# Report',
      '## Your Name',
      '## January 3, 2024',
      '## Abstract',
      'It is short. It says little.',
    ].join('\n');
    expect(draftDeck(text).slides.some((s) => s.title === 'Agenda')).toBe(false);
    const four = [text, '## Method', '- Interviews', '## Results', '- Growth'].join('\n');
    const agenda = draftDeck(four).slides.find((s) => s.title === 'Agenda');
    expect(agenda?.content.items).toEqual(['Abstract', 'Method', 'Results']);
  });

  test('a header one cell short has lost its corner; icon-font glyphs are dropped', () => {
    const table = readTable([
      ['Indonesia \u{F03D9}', 'Germany'],
      ['Capital', 'Jakarta', 'Berlin'],
      ['Currency', 'Rupiah', 'Euro'],
    ]);
    expect(table).toMatchObject({
      kind: 'bullets',
      bullets: [
        'Capital — Indonesia \u{F03D9}: Jakarta; Germany: Berlin',
        'Currency — Indonesia \u{F03D9}: Rupiah; Germany: Euro',
      ],
    });
    const text = [
      '# Countries',
      'Some facts.',
      '',
      '| Indonesia \u{F03D9} | Germany |',
      '| Capital | Jakarta | Berlin |',
      '| Currency | Rupiah | Euro |',
    ].join('\n');
    // On the slides it is a table, under the header it had, without the glyph.
    const drafted = draftDeck(text).slides.find((s) => s.type === 'table')!;
    expect(drafted.content.table).toEqual({
      header: ['', 'Indonesia', 'Germany'],
      rows: [
        ['Capital', 'Jakarta', 'Berlin'],
        ['Currency', 'Rupiah', 'Euro'],
      ],
    });
  });

  test('a document with no sections under its title keeps its table', () => {
    const text = [
      '# Facts',
      'One thing is true. Another is too.',
      '',
      '| Name | Capital |',
      '| Indonesia | Jakarta |',
      '| Germany | Berlin |',
      '| Austria | Vienna |',
    ].join('\n');
    const { slides, leftOut } = draftDeck(text);
    expect(slides.find((s) => s.type === 'table')?.content.table?.rows).toContainEqual([
      'Indonesia',
      'Jakarta',
    ]);
    expect(leftOut).toEqual([]);
  });

  test('a bullet shortened on the slide is kept whole in the speaker notes', () => {
    const long =
      'The committee approved the budget for the coming year, including new hires in sales and engineering, after a long debate about priorities.';
    const text = ['# Plan', 'Intro.', '## Budget', `- ${long}`, '- Hire two designers'].join('\n');
    const slide = draftDeck(text).slides.find((s) => s.title === 'Budget')!;
    const [first, second] = slide.content.items!;
    // Said shorter at a clause, never cut with "…" (issue 34).
    expect(first).toBe(
      'The committee approved the budget for the coming year, including new hires in sales and engineering',
    );
    expect(second).toBe('Hire two designers');
    expect(slide.notes).toContain(`In full:\n• ${long}`);
    expect(slide.notes).not.toContain('Hire two designers');
  });

  test('sentences end at . ! ? and their CJK forms, not at 3.5, e.g. or initials', () => {
    expect(sentencesOf('It grew 3.5 times, e.g. in Q1. J. Doe agreed! Did it? 日本語です。次の文。')).toEqual(
      ['It grew 3.5 times, e.g. in Q1.', 'J. Doe agreed!', 'Did it?', '日本語です。', '次の文。'],
    );
  });

  test('hyphens at line ends: split words are rejoined, compounds keep their hyphen', () => {
    const text = [
      'Our well-known approach to the reorgani-',
      'zation is a well-',
      'known state-of-the-',
      'art self-',
      'assessment with real co-',
      'operation.',
    ].join('\n');
    expect(draftDeck(text, 'notes').slides.find((s) => s.content.text)!.content.text).toBe(
      'Our well-known approach to the reorganization is a well-known state-of-the-art self-assessment with real cooperation.',
    );
  });

  test('more sections than the deck has room for: the last are left out and named', () => {
    const text = Array.from({ length: 60 }, (_, i) => `## Part ${i + 1}\nPoint ${i + 1} is made here.`).join(
      '\n',
    );
    const { slides, leftOut } = draftDeck(`# Book\n${text}`);
    expect(slides.length).toBe(DRAFT_SLIDES_PER_DOCUMENT);
    expect(leftOut[0]).toMatch(/^\d+ sections of 60 past the 40-slide limit: “Part \d+”/);
  });

  test('a table of many rows is capped at two continued slides, and what was left out is in leftOut', () => {
    const rows = Array.from({ length: 240 }, (_, i) => `| Country ${i + 1} | ${i + 1}00 km |`).join('\n');
    const { slides, leftOut } = draftDeck(`# Atlas\n## Countries\n${rows}`);
    expect(slides.filter((s) => s.title === 'Countries (continued)').length).toBeLessThanOrEqual(2);
    expect(leftOut.some((l) => /^\d+ of 240 rows of a table in “Countries”$/.test(l))).toBe(true);
    expect(leftOut).toContain('1 more slide of “Countries” (past two continued slides)');
  });

  test('tables read as a person presents them (two columns, a header naming values, a slide per wordy row)', () => {
    expect(
      readTable([
        ['Analyste', 'ROB (432)'],
        ['Can you resell it?', 'Yes'],
      ]),
    ).toMatchObject({
      kind: 'bullets',
      bullets: ['Analyste: ROB (432)', 'Can you resell it? Yes'],
    });
    expect(
      readTable([
        ['Quarter', 'Revenue', 'Growth'],
        ['Q1', '$1.2M', '12%'],
      ]),
    ).toMatchObject({
      kind: 'bullets',
      bullets: ['Q1 — Revenue: $1.2M; Growth: 12%'],
    });
  });

  test('empty text gives no slide', () => {
    expect(draftDeck('   \n\n ').slides).toEqual([]);
  });
});

describe('a drafted deck obeys the fit rule (issue 19)', () => {
  // Long sentences, long lists and long section titles: the character budgets alone let such
  // slides overflow at their type's floors; the fit rule splits them.
  const long = (i: number) =>
    `Point ${i}: the migration programme keeps the finance reporting, invoicing, consolidation and audit trails running in parallel across every region until each team signs off its own cut-over plan`;
  const text = [
    '# A very long report on the cloud migration programme for the whole finance organisation',
    ...Array.from({ length: 8 }, (_, s) => [
      `## Section ${s + 1}: a heading long enough to take two lines of the slide title on its own`,
      ...Array.from({ length: 9 }, (_, i) => `- ${long(i)}`),
      'Revenue: $4.2M',
      'Growth: 32%',
      'NPS: 71',
      'Churn: 7%',
      ...Array.from({ length: 6 }, (_, i) => `${long(i)}. It also says more than one sentence of detail.`),
    ]).flat(),
  ].join('\n');
  const { slides } = draftDeck(text);

  test('no slide overflows, and every slide has speaker notes', () => {
    expect(slides.length).toBeGreaterThan(8);
    expect(slides.filter((s) => isOverflowing(s)).map((s) => s.title)).toEqual([]);
    for (const s of slides) expect(s.notes?.trim(), s.title).toBeTruthy();
  });
});

test('an overflowing slide is split into slides that fit, each with notes (fit rule over budgets)', () => {
  const items = Array.from(
    { length: 40 },
    (_, i) =>
      `Workstream ${i + 1} moves the reporting, invoicing, consolidation, audit trails and payroll of one region to the cloud, one team at a time, with a cut-over plan signed by each lead`,
  );
  const slide = {
    type: 'content' as const,
    title: 'Workstreams',
    content: { items },
    notes: 'From page 3 of the document.',
  };
  expect(isOverflowing(slide)).toBe(true);
  const parts = withinFit([slide]);
  expect(parts.length).toBeGreaterThan(1);
  expect(parts.flatMap((p) => p.content.items)).toEqual(items);
  expect(parts.slice(1).every((p) => p.title === 'Workstreams (continued)')).toBe(true);
  for (const p of parts) {
    expect(isOverflowing(p)).toBe(false);
    expect(p.notes).toMatch(/^From page 3 of the document\.\s+Walk through/);
  }
});

describe('a long section reads as slides, not a dump', () => {
  const sentence = (topic: string, i: number) =>
    `The ${topic} team reviewed approach number ${i} for migrating the regional ledgers, and found it sound.`;
  const text = [
    '# Cloud Migration Proposal',
    '## Why now',
    'Our data centre lease ends in June. Renewing it costs more than moving.',
    '## How we move',
    'We move in waves, one region at a time, with a rollback plan for each.',
    '### 2.1 Wave planning',
    ...Array.from({ length: 14 }, (_, i) => sentence('planning', i + 1)),
    '### 2.2 Cut-over',
    ...Array.from({ length: 14 }, (_, i) => sentence('cut-over', i + 1)),
    '## Checklist',
    ...Array.from(
      { length: 40 },
      (_, i) => `- Item ${i + 1}: confirm the owner of system ${i + 1} signs off`,
    ),
    '## Risks',
    '¹See the appendix for the full register of risks and owners.',
    '',
    'src/main.c -+-> build/main.o +-> bin/app {x = $y | z}',
    '',
    'The main risk is the payroll cut-over; we rehearse it twice before the real one.',
  ].join('\n');
  const { slides, leftOut } = draftDeck(text);
  const titles = slides.map((s) => s.title);

  test('a slide past a section’s first is titled by its subsection, without its number', () => {
    expect(titles).toContain('How we move');
    expect(titles.some((t) => t === 'Wave planning' || t === 'Cut-over')).toBe(true);
    expect(titles.filter((t) => t.includes('(continued) (continued)'))).toEqual([]);
    expect(titles.filter((t) => /^\d/.test(t))).toEqual([]);
  });

  test('a list longer than its slides keeps its best items, and says in the notes what it left', () => {
    const checklist = slides.filter((s) => s.title.startsWith('Checklist'));
    const bullets = checklist.flatMap((s) => (s.content.items as string[]) ?? []);
    expect(bullets.length).toBeGreaterThan(5);
    expect(bullets.length).toBeLessThan(40);
    expect(bullets.filter((b) => b.startsWith('…'))).toEqual([]);
    const left = 40 - bullets.length;
    expect(leftOut).toContain(`${left} of 40 list items in “Checklist”`);
    expect(checklist.at(-1)!.notes).toContain(`The document lists ${left} more:`);
  });

  test('footnotes and code are not bullets; the notes add the document’s next-best sentences', () => {
    const risks = slides.find((s) => s.title === 'Risks')!;
    const shown = JSON.stringify(risks.content);
    expect(shown).toContain('payroll cut-over');
    expect(shown).not.toContain('appendix');
    expect(shown).not.toContain('+->');
    const moving = slides.slice(titles.indexOf('How we move'), titles.indexOf('Checklist'));
    expect(moving.some((s) => s.notes?.includes('More from the document:\n• The '))).toBe(true);
  });
});

test('noise: footnotes, rules, drawings and code, but not prose with figures or CJK', () => {
  for (const noise of [
    '⁴Unlike under the pbuilder package, the chroot is not minimal.',
    '3If a package is packaged in the old format, run zcat.',
    '-----BEGIN PGP SIGNED MESSAGE-----',
    'src/Makefile.am -+ — /: /; +-> Makefile.in',
    'export PATH=$HOME/bin:$PATH && make {all} | tee log_file',
  ])
    expect(isNoise(noise), noise).toBe(true);
  for (const prose of [
    'Revenue grew 12% to $4.2M in 2024, ahead of plan.',
    '3D printing cuts the lead time of spare parts.',
    '我们的收入增长了百分之十二。',
    'Q3: 14 new clients, 3 renewals.',
  ])
    expect(isNoise(prose), prose).toBe(false);
});

test('titles lose section numbers and permalink marks, but keep a bare number that is part of the name', () => {
  const text = [
    '# 6. Best Packaging Practices',
    '## 6.1. Best practices for debian/rules¶',
    'Use the helper scripts. They share common logic among packages.',
    '## A.2 Appendix of terms',
    'A glossary of the words the guide uses, with one line for each of them.',
    '## 2024 Results',
    'Revenue grew in every region. Margins held steady through the year.',
  ].join('\n');
  const titles = draftDeck(text).slides.map((s) => s.title);
  expect(titles[0]).toBe('Best Packaging Practices');
  expect(titles).toContain('Best practices for debian/rules');
  expect(titles).toContain('Appendix of terms');
  expect(titles).toContain('2024 Results');
  expect(titles.filter((t) => t.includes('¶'))).toEqual([]);
});

test('the text between the title and the first section is the overview, not a second title slide', () => {
  const text = [
    '# Northwind Growth Plan',
    'A short subtitle.',
    '',
    'We grew in every region last year, and the board asks where to invest next. This plan answers that in three parts.',
    '## Markets',
    'Two new markets open in spring. Each has a local lead and a budget of its own.',
    '## People',
    'We hire forty engineers. Half of them join the platform team in the first quarter.',
  ].join('\n');
  const titles = draftDeck(text).slides.map((s) => s.title);
  expect(titles.slice(0, 2)).toEqual(['Northwind Growth Plan', 'Overview']);
});

test('a long sentence is compacted before it is cut: connective, extra sentences, asides', () => {
  const max = DRAFT_SLIDE_BUDGET.bulletChars;
  expect(
    compact(
      'However, the rules file controls the whole build process and selects the files that go into the package, so it matters most.',
      max,
    ),
  ).toBe(
    'The rules file controls the whole build process and selects the files that go into the package, so it matters most.',
  );
  expect(
    compact(
      'Full featured: Debian includes more than 59100 software packages at present. Users can select which packages to install and the installer does the rest.',
      max,
    ),
  ).toBe('Full featured: Debian includes more than 59100 software packages at present.');
  expect(
    compact(
      'Since debian/rules controls the build process (directly or indirectly) and selects the files that go into the package (see below), it is central.',
      max,
    ),
  ).toBe(
    'Since debian/rules controls the build process and selects the files that go into the package, it is central.',
  );
  const short = 'However, this fits.';
  expect(compact(short, max)).toBe(short);
});

test('a document’s slides are fitted in the deck’s theme: a wider family splits what Inter fits', () => {
  // As in common/slides/layout/typeScale.test.ts: ten bullets that fit in Inter, not in Montserrat.
  const bullet =
    'Partnerships with regional distributors across every northern market this year with two new warehouses and shared marketing budgets';
  const slide = {
    type: 'content' as const,
    title: 'Where our growth will come from over the next three years across every region',
    content: { items: Array.from({ length: 10 }, () => bullet) },
    notes: 'From page 2 of the document.',
  };
  expect(withinFit([slide])).toHaveLength(1);
  const wide = withinFit([slide], { fonts: { heading: 'Montserrat', body: 'Montserrat' } });
  expect(wide.length).toBeGreaterThan(1);
  expect(wide.flatMap((s) => s.content.items)).toEqual(slide.content.items);
});

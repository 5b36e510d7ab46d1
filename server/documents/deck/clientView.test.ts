import { describe, expect, test } from 'vitest';
import { composeAccents, decodeTexControls, repairCyrillicWords } from '../prose';
import { draftDeck } from './draft';
import { isNameRoll, isNoise, isRevisionTable, withoutListJoin } from './section';
import { numberedInSequence, shortTitle, withoutNumber } from './titles';

// What a client saw in decks drafted from the corpus (issue 18's follow-up): the title of a book
// whose cover is its second page, a revision table as the overview, "List of Tables" as three
// slides, chapter numbers and cut questions as titles, "Br¨oker" for Bröker.

describe('the title of a document whose cover is not its first page', () => {
  test('a blank or legal first page does not hide the cover on page 2', () => {
    const text = [
      '--- page 1 ---',
      'Printed in Japan.',
      '--- page 2 ---',
      '## Debian Reference',
      '### Osamu Aoki',
      '--- page 3 ---',
      '## Tutorial',
      'The shell is where you type commands.',
      '## Package management',
      'Packages are installed with apt.',
      '## System initialisation',
      'Systemd starts the services.',
    ].join('\n\n');
    const { slides } = draftDeck(text, 'debian-reference-ja');
    expect(slides[0]).toMatchObject({
      type: 'title',
      title: 'Debian Reference',
      content: { subtitle: 'Osamu Aoki' },
    });
    expect(slides[1]!.title).toBe('Agenda');
  });

  test('a heading on page 2 after a page of real text is no title', () => {
    const long =
      'This report looks at how the teams worked through the year and what they delivered. '.repeat(4);
    const text = [
      '--- page 1 ---',
      long,
      '--- page 2 ---',
      '## Findings',
      'Teams delivered.',
      '## Next',
      'More.',
    ].join('\n\n');
    expect(draftDeck(text, 'report').slides[0]!.type).not.toBe('title');
  });
});

describe("a document's own apparatus", () => {
  test('a revision history, its table and a list of tables are left out and named', () => {
    const text = [
      '# Guide',
      '#### COLLABORATORS',
      'TITLE :',
      '#### Guide',
      '| ACTION | NAME | DATE | SIGNATURE |',
      '| WRITTEN BY | Ann Lee | October 8, 2022 | |',
      '#### REVISION HISTORY',
      '| NUMBER | DATE | DESCRIPTION | NAME |',
      '| 1.0 | 2022 | First | AL |',
      '# List of Tables',
      '| 1.1 | Commands . . . . . . | 4 |',
      '# Getting started',
      'Start with a program you use yourself.',
      '# First steps',
      'Check the program is not packaged yet.',
      '# Building',
      'Build it with debuild.',
    ].join('\n\n');
    const { slides, leftOut } = draftDeck(text);
    const said = JSON.stringify(slides);
    for (const junk of ['WRITTEN BY', 'SIGNATURE', 'REVISION', 'List of Tables', 'Commands'])
      expect(said).not.toContain(junk);
    expect(leftOut.join(' ')).toContain('List of Tables');
    expect(slides.find((s) => s.title === 'Agenda')?.content.items).toEqual([
      'Getting started',
      'First steps',
      'Building',
    ]);
  });

  test('a revision table is told from a table of figures', () => {
    expect(
      isRevisionTable([
        ['Version', 'Date', 'Author'],
        ['1.0', '2020', 'Ann'],
      ]),
    ).toBe(true);
    expect(
      isRevisionTable([
        ['Region', 'Date', 'Revenue'],
        ['EU', '2020', '4.2M'],
      ]),
    ).toBe(false);
  });
});

describe('slide titles from headings', () => {
  test('lose a chapter word and number, and a number set against CJK text', () => {
    expect(withoutNumber('Chapter 1. Definitions and overview')).toBe('Definitions and overview');
    expect(withoutNumber('Глава 2 Установка')).toBe('Установка');
    expect(withoutNumber('第一章 LATEX的基本概念')).toBe('LATEX的基本概念');
    expect(withoutNumber('2.1.7パッケージ管理')).toBe('パッケージ管理');
    // A chapter's number before a sentence's words is no heading's number.
    expect(withoutNumber('Глава 6 содержит сведения')).toBe('Глава 6 содержит сведения');
    expect(withoutNumber('5 Reasons We Win')).toBe('5 Reasons We Win');
  });

  test('numbered "1 Introduction", "2 Structure" sections lose their numbers', () => {
    expect(numberedInSequence(['1 Introduction', '2 Structure', '3 Installation'])).toBe(true);
    expect(numberedInSequence(['5 Reasons We Win', 'Pricing', 'Team'])).toBe(false);
    expect(numberedInSequence(['3 Usage', '1 Overview', '2 Install'])).toBe(false);
    const text = [
      '# Manual',
      '# 1 Introduction',
      'Text one.',
      '# 2 Structure',
      'Text two.',
      '# 3 Installation',
      'Text.',
    ];
    const titles = draftDeck(text.join('\n\n')).slides.map((s) => s.title);
    expect(titles).toContain('Structure');
    expect(titles).not.toContain('2 Structure');
  });

  test('a long heading of two questions is titled by its first, whole', () => {
    const heading =
      "Why is it that testing could be broken for months? Won't the fixes introduced in unstable flow directly down into testing?";
    expect(shortTitle(heading, 70)).toBe('Why is it that testing could be broken for months?');
    expect(shortTitle('Short enough.', 70)).toBe('Short enough.');
  });
});

describe('text as a typesetter drew it', () => {
  test("an old TeX font's spacing accents before letters become accented letters", () => {
    expect(composeAccents('Hans-Bernhard Br¨oker, P´eter Juh´asz, J´erˆome, Petr Mikul´ık')).toBe(
      'Hans-Bernhard Bröker, Péter Juhász, Jérôme, Petr Mikulík',
    );
    expect(composeAccents('http://example.edu/˜bush')).toBe('http://example.edu/˜bush');
  });

  test("a list item keeps no comma and no “and” joining it to the author's next item", () => {
    expect(withoutListJoin('aid developers in the construction of package archives, and')).toBe(
      'aid developers in the construction of package archives',
    );
    expect(withoutListJoin('2 through 5 (various multi-user modes),')).toBe(
      '2 through 5 (various multi-user modes)',
    );
    expect(withoutListJoin('rock and roll')).toBe('rock and roll');
  });
});

describe('a document whose title is not a heading of its own', () => {
  test("a Word file's first short line is its title, and its contents list goes", () => {
    const text = [
      'סוגיות בכתיב חסר הניקוד',
      'נדב הראל',
      "Copyright © 2009-2017 Nadav Har'El.",
      'תוכן העניינים',
      '1. הקדמה 4',
      '2. מבוא 5',
      '3. הוספת אמות קריאה 8',
      '# הקדמה',
      'איסוף של יותר מעשרים וארבעה אלף מילים.',
      '# מבוא',
      'בראשית שנת 2000, עולם התכנה החופשית נהנה.',
      '# הוספת אמות קריאה',
      'פרקים נוספים יוחדו לשאלות.',
    ].join('\n\n');
    const { slides, leftOut } = draftDeck(text, 'niqqudless');
    expect(slides[0]).toMatchObject({
      type: 'title',
      title: 'סוגיות בכתיב חסר הניקוד',
      content: { subtitle: 'נדב הראל' },
    });
    expect(slides[1]!.title).toBe('Agenda');
    expect(JSON.stringify(slides)).not.toContain('הקדמה 4');
    expect(leftOut.join(' ')).toContain('תוכן העניינים');
    // Contents over several pages are one table of contents in the warning.
    const twice = ['# A', 'Text a.', '# B', 'Text b.', '# C', 'Text c.', '# D', 'Text d.'];
    const pages = [
      '--- page 1 ---',
      'A 1',
      'B 2',
      'C 3',
      '--- page 2 ---',
      'Printed twice.',
      'D 4',
      'A 1',
      'B 2',
      ...twice,
    ];
    const said = draftDeck(pages.join('\n\n')).leftOut.join(' ');
    expect(said.split('a table of contents').length - 1).toBe(1);
  });

  test('a heading over nothing but a date opens the document as its title', () => {
    const text = [
      '## شمس النهار',
      '١٤ كانون الأول ٢٠٠٦',
      '## الباب ١ توفيق الحكيم',
      'ولد توفيق الحكيم في الإسكندرية.',
      '## الباب ٢ مقدمة',
      'هذه مقدمة المسرحية.',
      '## الباب ٣ المنظر الأول',
      'يبدأ المنظر الأول في القصر.',
    ].join('\n\n');
    const titles = draftDeck(text).slides.map((s) => s.title);
    expect(titles[0]).toBe('شمس النهار');
    expect(titles).toContain('توفيق الحكيم');
  });

  test("a cover's byline and date set as headings are no sections", () => {
    const text = [
      '--- page 1 ---',
      '## METAPOST',
      '#### A User’s Manual',
      '#### John D. Hobby',
      '--- page 2 ---',
      '#### Contents 9 Advanced graphics',
      '| 1 | Introduction . . . . | 1 |',
      '#### 2 Basic drawing commands',
      'Draw with draw.',
      '#### 3 Curves',
      'Curves are Bézier curves.',
      '#### 4 Linear equations',
      'Equations are solved.',
    ].join('\n\n');
    const titles = draftDeck(text).slides.map((s) => s.title);
    expect(titles.slice(0, 2)).toEqual(['METAPOST', 'Agenda']);
    expect(titles).not.toContain('John D. Hobby');
    expect(titles.join(' ')).not.toContain('Contents');
    expect(titles).toContain('Basic drawing commands');
  });
});

describe('legacy Cyrillic fonts beside Unicode ones', () => {
  test('words wholly in Latin-1 accents beside Cyrillic text are read back as Cyrillic', () => {
    expect(repairCyrillicWords('Набор математических ôîðìóë')).toBe('Набор математических формул');
    expect(repairCyrillicWords('Неважно, вставляете ëè âû один')).toBe('Неважно, вставляете ли вы один');
    expect(repairCyrillicWords('Âêëþ÷åíèå PostScript')).toBe('Включение PostScript');
    expect(repairCyrillicWords('Müller à été Düsseldorf, 2×3')).toBe('Müller à été Düsseldorf, 2×3');
  });
});

describe('what a slide does not show', () => {
  test('a sentence that opens what follows, and a roll of names, are not bullets', () => {
    expect(isNoise('Major contributors (alphabetic order):')).toBe(true);
    expect(isNoise('show bindings:')).toBe(true);
    expect(isNoise('参与此次修订的朋友包括：')).toBe(true);
    expect(
      isNameRoll(
        'Eric Abrahamsen, Lenimar Nunes de Andrade, Eilinger August, Rosemary Bailey, Barbara Beeton',
      ),
    ).toBe(true);
    expect(isNameRoll('Berlin, Vienna, Paris and Rome are capitals; so is Madrid')).toBe(false);
    expect(isNoise('Revenue grew by a third in Europe.')).toBe(false);
  });

  test('the lead-in under a title leaves out its date, its labels and a contact line, and the thanks go', () => {
    const text = [
      '# An environment for multicolumn output',
      'Email: see top of the source file',
      'Frank Mittelbach',
      'January 2021',
      'Abstract',
      'This article describes the use and the implementation of the multicols environment.',
      '## Acknowledgements',
      'Thanks to Chris Rowley.',
      '## 英文版致谢',
      '感谢以下朋友。',
      '## Introduction',
      'Switching between layouts is possible.',
      '## The User Interface',
      'The environment takes the number of columns.',
      '## Balancing',
      'Columns are balanced.',
    ].join('\n\n');
    const { slides, leftOut } = draftDeck(text);
    expect(slides[0]).toMatchObject({
      title: 'An environment for multicolumn output',
      content: { subtitle: 'Frank Mittelbach' },
    });
    expect(slides[1]).toMatchObject({
      title: 'Overview',
      content: {
        text: 'This article describes the use and the implementation of the multicols environment.',
      },
    });
    const titles = slides.map((s) => s.title);
    expect(titles).not.toContain('Acknowledgements');
    expect(titles).not.toContain('英文版致谢');
    expect(leftOut.join(' ')).toContain('Acknowledgements');
  });
});

describe('the warning', () => {
  test('counts the tables a full section had no room for in one line, not one per table', () => {
    const table = (n: number) =>
      Array.from(
        { length: 3 },
        (_, r) => `| Option ${n}.${r} | Sets the plot's ${r} style and colour |`,
      ).join('\n');
    const prose = Array.from(
      { length: 30 },
      (_, i) => `The plotting command number ${i} draws a curve from the data file you name.`,
    ).join(' ');
    const text = [
      '# Manual',
      '# Plotting styles',
      prose,
      ...Array.from({ length: 12 }, (_, i) => `${table(i)}\n\nTable ${i} lists the options of style ${i}.`),
      '# Other',
      'Text.',
    ].join('\n\n');
    const full = draftDeck(text).leftOut.filter((l) => l.includes('slides were full'));
    expect(full).toHaveLength(1);
    expect(full[0]).toMatch(/^\d+ tables of \d+ rows in “Plotting styles”/);
  });
});

describe('a Cork-encoded TeX font without a Unicode map', () => {
  test('its control codes are the dashes, quotes, accents and hyphens they draw', () => {
    expect(decodeTexControls('LATEX \x16 система')).toBe('LATEX — система');
    expect(decodeTexControls('Universit\x04at f\x04ur')).toBe('Universität für');
    expect(decodeTexControls('Jos\x01e, \x10quoted\x11, 3.12\x153.16')).toBe('José, “quoted”, 3.12–3.16');
    expect(decodeTexControls('австрий\x7f ского введе\x7f')).toBe('австрийского введе\u00ad');
  });
});

describe('the lead-in and signatures', () => {
  test("a byline's rest, a version line and a signature with an address are not slide text", () => {
    const text = [
      '## METAPOST',
      '#### РУКОВОДСТВО ПОЛЬЗОВАТЕЛЯ',
      'и команда разработки MetaPost',
      'версия документа: 1.004',
      'MetaPost — язык описания графики, близкий к METAFONT.',
      '## Примечания переводчика',
      'В переводе учтены добавления к документации. Перевод сверен с оригиналом.',
      'Владимир Лидовский, litwr@yandex.ru',
      '## Кривые',
      'Кривые задаются точками.',
      '## Уравнения',
      'Уравнения решаются.',
    ].join('\n\n');
    const said = JSON.stringify(draftDeck(text).slides);
    for (const junk of ['и команда', '1.004', 'litwr']) expect(said).not.toContain(junk);
    expect(said).toContain('язык описания графики');
  });
});

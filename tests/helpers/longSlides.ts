/**
 * Slides as agencies write them when they write too much (issue 17): a content slide with a
 * 70-character title, an intro and six 110-character bullets, and a long version of every other
 * type, with the names, quotes and scripts that used to break the exports.
 */
export const LONG_TITLE = 'Harbor & Vine Consulting: a regional growth plan for "Northwind" 2027';
const bullet = (i: number) =>
  `Point ${i}: consolidate regional procurement contracts under one framework agreement so volume discounts apply`;

export const LONG_BULLETS = Array.from({ length: 6 }, (_, i) => bullet(i + 1));

export const LONG_SLIDES = [
  {
    type: 'title',
    title:
      'Harbor & Vine Consulting presents the "Northwind" growth strategy for 2027 and the years that follow it',
    content: {
      subtitle:
        'Prepared for the board of Northwind Holdings & its regional directors, with the figures agreed in the March review and the plan for each market',
      author: "Dana O'Reilly & Sam <Lee>",
    },
    heading: 'Harbor & Vine Consulting presents the "Northwind" growth strategy',
    lastWords: 'Lee',
  },
  {
    type: 'strategic_title',
    title: 'Proposal',
    content: {
      line1: 'REGIONAL & "GLOBAL"',
      line2: 'PARTNERSHIP PROGRAMME',
      line3: "PROPOSAL FOR 2027'S BOARD",
      clientName: 'Northwind Holdings & Subsidiaries (Europe, Middle East and Africa)',
      agency: 'Harbor & Vine Consulting',
      date: 'March 2027, revised after the board review',
    },
    heading: 'PARTNERSHIP PROGRAMME',
    lastWords: 'board review',
  },
  {
    type: 'thank_you',
    title: 'Thanks',
    content: {
      mainText: "LET'S BUILD SOMETHING REMARKABLE",
      highlightText: 'TOGETHER & FOR THE LONG RUN',
      subtitle:
        'hello@harborandvine.example · +44 20 7946 0958 · Questions, follow-ups and the full appendix are available on request from the team',
    },
    heading: "LET'S BUILD SOMETHING REMARKABLE",
    lastWords: 'from the team',
  },
  {
    type: 'content',
    title: LONG_TITLE,
    content: {
      text: 'Three moves that compound over the next twelve months, agreed with every regional director.',
      items: LONG_BULLETS,
    },
    heading: LONG_TITLE,
    lastWords: 'volume discounts apply',
  },
  {
    type: 'metrics',
    title: 'The year in numbers for Harbor & Vine\'s "Northwind" account, audited and agreed',
    content: {
      metrics: Array.from({ length: 8 }, (_, i) => ({
        value: `$${i + 1}2,400,000`,
        label: `Contracted revenue in region ${i + 1} & its partners`,
        subtext: 'Audited, year to March 2027',
      })),
      text: 'All figures in US dollars at constant exchange rates; regions as reorganised in 2027 after the merger.',
    },
    heading: 'The year in numbers for Harbor & Vine\'s "Northwind" account',
    lastWords: 'after the merger',
  },
  {
    type: 'statement',
    title: 'What we believe & why',
    content: {
      text: 'Speed is our strategy: every week we save in procurement is a week our clients spend winning new markets, and that compounds faster than any discount we could negotiate on our own',
      highlightText: 'so we move first & fast',
      author: 'Dana Reyes, CEO of Harbor & Vine',
    },
    heading: 'What we believe & why',
    lastWords: 'Harbor & Vine',
  },
  {
    type: 'comparison',
    title: 'Build the team in-house or augment it with "Harbor & Vine" specialists?',
    content: {
      comparison: {
        left: {
          title: 'In-house team & its hiring pipeline',
          items: Array.from(
            { length: 6 },
            (_, i) => `Point ${i + 1}: six months to hire each senior engineer, with fixed cost all year`,
          ),
        },
        right: {
          title: 'Augmented team, ready next week',
          items: Array.from(
            { length: 6 },
            (_, i) => `Point ${i + 1}: ready next week, and we scale up or down each month as needed`,
          ),
        },
      },
    },
    heading: 'Build the team in-house or augment it',
    lastWords: 'as needed',
  },
  {
    type: 'calculator',
    title: 'What a team costs when Harbor & Vine augments it for the "Northwind" programme',
    content: {},
    heading: 'What a team costs when Harbor & Vine augments it',
    lastWords: 'programme',
  },
  {
    type: 'html',
    title: 'Custom & "quoted"',
    content: {
      htmlContent:
        '<section style="padding:120px"><h2 style="font-size:80px;margin:0">Hand-made & "quoted" heading</h2><p style="font-size:40px">A paragraph written by hand, with a list below.</p><ul style="font-size:36px"><li>First hand-made point</li><li>Second hand-made point</li></ul></section>',
    },
    heading: 'Hand-made & "quoted" heading',
    lastWords: 'Second hand-made point',
  },
] as const;

/** Slides in other scripts: Japanese, Arabic (right to left) and Greek. */
export const SCRIPT_SLIDES = [
  {
    type: 'content',
    title: '成長戦略と新しい市場への展開',
    content: {
      text: '来年度に向けた三つの重点施策をご紹介します。',
      items: [
        '定期収益を売上の七割に拡大する',
        '二つの新しい市場に進出する',
        '経験豊富なエンジニアを採用する',
      ],
    },
    heading: '成長戦略と新しい市場への展開',
    lastWords: 'エンジニアを採用する',
  },
  {
    type: 'statement',
    title: 'رؤيتنا',
    content: { text: 'السرعة هي استراتيجيتنا في كل سوق جديدة', author: 'دانا رييس' },
    heading: 'السرعة هي استراتيجيتنا',
    lastWords: 'دانا رييس',
  },
  {
    type: 'content',
    title: 'Η στρατηγική ανάπτυξης για το 2027',
    content: { items: ['Αύξηση των επαναλαμβανόμενων εσόδων', 'Δύο νέες αγορές μέσα στο έτος'] },
    heading: 'Η στρατηγική ανάπτυξης για το 2027',
    lastWords: 'μέσα στο έτος',
  },
] as const;

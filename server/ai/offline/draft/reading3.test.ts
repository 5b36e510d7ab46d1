import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { draftBriefFile, parseBriefFile } from '../../../../tests/briefs/briefFile';
import { draftDeck as draftDocument } from '../../../documents/deck/draft';

/**
 * Briefs written for the third round of issue 34's reading faults (tests/briefs/reading3), one
 * class each, in other words than the blind briefs they answer: chat and instructions kept off
 * the slides, a tender's numbered items as the deck's sections, another organisation's figures
 * never among the client's, and a brief in German drafted in German.
 */
function draft(file: string) {
  const b = parseBriefFile(
    readFileSync(new URL(`../../../../tests/briefs/reading3/${file}`, import.meta.url), 'utf8'),
  );
  const d = draftBriefFile(b);
  if ('say' in d) throw new Error(d.say);
  return { d, b };
}

const slideText = (s: { title: string; content: unknown }) => JSON.stringify([s.title, s.content]);

describe('the offline reading, third round (issue 34)', () => {
  test('no slide holds a line of the chat that speaks to the team', () => {
    const { d } = draft('01-pasted-whatsapp.md');
    const slides = d.slides.map(slideText).join('\n');
    for (const t of [
      'excuse the mess',
      'pasted',
      'Priya',
      'Tom',
      'I reckon',
      'logo',
      'warm, not salesy',
      'make it clear',
      'thx',
      '09:',
    ])
      expect(slides, t).not.toContain(t);
    // The matter of the same chat stays.
    expect(slides).toContain('81%');
    expect(slides).toContain('second Saturday dentist');
    expect(d.slides.length).toBeLessThanOrEqual(7);
  });

  test("each item a tender asks to address has its slide, in the tender's order; its clauses are on none", () => {
    const { d } = draft('02-tender-sections.md');
    const titles = d.slides.map((s) => s.title);
    const at = ['Approach', 'Team', 'Experience', 'Risk', 'Why us'].map((t) =>
      titles.findIndex((x) => x.toLowerCase().startsWith(t.toLowerCase())),
    );
    for (const i of at) expect(i).toBeGreaterThan(0);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    const slides = d.slides.map(slideText).join('\n');
    for (const t of [
      'reserves the right',
      'Bidders must',
      'No prices',
      'HW-2027-08',
      'Slides to Lena',
      'pack is below',
    ])
      expect(slides, t).not.toContain(t);
    expect(slides).toContain('Amara Osei');
    expect(slides).toContain('31,000 homes');
  });

  test("a competitor's figure is never among the client's figures", () => {
    const { d } = draft('03-rival-figures.md');
    for (const s of d.slides.filter((x) => x.type === 'metrics' || x.type === 'chart'))
      expect(slideText(s), s.title).not.toMatch(/6\.8|FitNation/);
    // It is still said, as theirs, on a slide of its own.
    const theirs = d.slides.find((s) => slideText(s).includes('FitNation'));
    expect(theirs?.type).toBe('content');
    expect(slideText(theirs!)).not.toContain('3.1%');
  });

  test('a brief in German gives German structural titles, and no forwarded English line on a slide', () => {
    const { d } = draft('04-brief-in-german.md');
    const titles = d.slides.map((s) => s.title);
    expect(titles).toContain('Agenda');
    expect(titles.at(-1)).toBe('Vielen Dank');
    for (const t of titles)
      expect(t).not.toMatch(/\b(?:comparison|continued|Key figures|Next steps|The ask)\b/);
    const slides = d.slides.map(slideText).join('\n');
    for (const t of ['Please make sure', 'Thanks for pulling', 'Jan Weber', 'Petra Lang', 'Hallo'])
      expect(slides, t).not.toContain(t);
    expect(d.slides.some((s) => s.type === 'table')).toBe(true);
    expect(d.summary).toMatch(/^Hier ist/);
  });
});

describe('minutes (issue 34)', () => {
  test('who came, who spoke, actions and the confidential item are on no slide; the matter is', () => {
    const { d } = draft('06-committee-minutes.md');
    const all = JSON.stringify(d.slides);
    for (const t of [
      'Present',
      'Apologies',
      'KM',
      'JT noted',
      'SA to draft',
      '1.1',
      'restructure',
      'posts at risk',
      'Coffee',
    ])
      expect(all, t).not.toContain(t);
    expect(all).toContain('children');
    expect(d.slides.find((s) => s.type === 'chart')?.content.chart?.series[0]?.values).toEqual([
      81000, 88500, 96200,
    ]);
  });
});

describe('a grid said in prose (issue 34)', () => {
  test('one sentence per option, each with its attributes, is a table, not bullets', () => {
    const { d } = draft('05-options-in-prose.md');
    const table = d.slides.find((s) => s.type === 'table')?.content.table;
    expect(table?.header).toEqual(['Plan', 'Price', 'Visit', 'Callout']);
    expect(table?.rows.map((r) => r[0])).toEqual(['Bronze', 'Silver', 'Gold']);
    expect(table?.rows[1]).toEqual(['Silver', '£168 a year', '2 visits a year', 'within 24 hours']);
    // No bullet says an option's sentence again.
    for (const s of d.slides.filter((x) => x.type === 'content'))
      expect(JSON.stringify(s.content), s.title).not.toMatch(/Bronze|Silver costs|Gold costs/);
  });

  test('a spoken grid: misheard units written as units, a corrected price as corrected', () => {
    const b = parseBriefFile(
      readFileSync(
        new URL('../../../../tests/briefs/blind2/10-voice-note-greenreach-solar.md', import.meta.url),
        'utf8',
      ),
    );
    const d = draftBriefFile(b);
    if ('say' in d) throw new Error(d.say);
    const all = JSON.stringify(d.slides);
    expect(all).not.toMatch(/killer|Sunvale|1,200/);
    const table = d.slides.find((s) => s.type === 'table')?.content.table;
    expect(table?.rows.find((r) => r[0] === 'Plus')).toContain('8,600');
    expect(JSON.stringify(table)).not.toContain('— no sorry');
    expect(d.slides.find((s) => s.type === 'chart')?.content.chart?.series[0]?.values).toEqual([
      38, 41, 55, 63, 72, 80, 77, 85, 69, 64,
    ]);
  });
});

describe('documents summarised, third round (issue 34)', () => {
  const prose = [
    'Our spring programme brings forty volunteers into six schools across the district to help pupils read, and it has grown every term since it began. It costs the schools nothing.',
    '',
    'The programme started in 2024 with two schools. Teachers asked for more sessions each week, and parents joined the reading clubs.',
    '',
    'In 2025 we reached four schools and 310 pupils. Reading ages rose by eight months on average over the year, the largest gain the district has measured.',
  ].join('\n');

  test('a document without headings: no slide titled by a page, its file name or a cut sentence', () => {
    const pages = prose
      .split('\n\n')
      .map((p, i) => `--- page ${i + 1} ---\n${p}`)
      .join('\n\n');
    for (const text of [prose, pages]) {
      const { slides } = draftDocument(text, 'reading-notes.docx');
      expect(slides.length).toBeGreaterThan(0);
      for (const s of slides) {
        expect(s.title, s.title).not.toMatch(/\bpages? \d|reading-notes|Overview/i);
        expect(JSON.stringify(s.content)).not.toContain('…');
      }
    }
  });

  test('the sentence a title slide shows is not said again on the next slide', () => {
    const text = ['A reading programme for six schools.', '', prose].join('\n');
    const { slides } = draftDocument(text, 'notes.docx');
    expect(slides[0]).toMatchObject({ type: 'title', title: 'A reading programme for six schools' });
    for (const s of slides.slice(1)) expect(s.title).not.toBe('Overview');
  });
});

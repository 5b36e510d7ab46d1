import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { draftBriefFile, parseBriefFile } from '../../../../tests/briefs/briefFile';
import { readBrief } from './reading';

/**
 * Briefs written for issue 34's second round of reading faults, one class each: corrections
 * applied everywhere, do-not-mention subjects said nowhere (notes included), asides to the team
 * kept off the slides, grids typed as lines drafted as tables, series named by their measure.
 */
const CASES: { file: string; nowhere: string[]; onSlides: string[]; types: string[] }[] = [
  {
    file: '01-chat-correction.md',
    nowhere: ['£38', 'Dana', 'checked with'],
    onSlides: ['£36', '£55'],
    types: ['table'],
  },
  {
    file: '02-dont-mention.md',
    nowhere: ['warehouse fire', 'insurers', 'Use it', '(figures unaudited'],
    onSlides: ['12%'],
    types: [],
  },
  {
    file: '03-grid-dashes.md',
    nowhere: ['finance export', 'Sam sent'],
    onSlides: ['£2.1m'],
    types: ['table', 'chart'],
  },
  {
    file: '05-dated-lines.md',
    nowhere: ['Omar', '6 slides max'],
    onSlides: ['Staff training', '17 Mar 2027'],
    types: ['timeline'],
  },
  {
    file: '07-signature.md',
    nowhere: ['Nadia', 'Account Director', '020 7946', 'good luck'],
    onSlides: ['412,000'],
    types: [],
  },
  {
    file: '08-stamped-chat.md',
    nowhere: ['Rosa', 'Tomás', 'Monday', 'thx'],
    onSlides: ['86%', '£142'],
    types: [],
  },
  { file: '04-internal-only.md', nowhere: ['vendor dispute'], onSlides: ['87%'], types: [] },
];

function draft(file: string) {
  const b = parseBriefFile(
    readFileSync(new URL(`../../../../tests/briefs/reading2/${file}`, import.meta.url), 'utf8'),
  );
  const d = draftBriefFile(b);
  if ('say' in d) throw new Error(d.say);
  return d;
}

describe('the offline reading, second round (issue 34)', () => {
  test.each(CASES)('$file', ({ file, nowhere, onSlides, types }) => {
    const d = draft(file);
    const slides = JSON.stringify(d.slides.map((s) => [s.title, s.content]));
    const all = JSON.stringify(d.slides) + d.summary;
    for (const t of nowhere) expect(all, t).not.toContain(t);
    for (const t of onSlides) expect(slides, t).toContain(t);
    for (const t of types) expect(d.slides.map((s) => s.type)).toContain(t);
  });

  test("a slide asked for with its matter ('proof slide: …') carries another organisation's figures as theirs", () => {
    const d = draft('06-evidence-slide.md');
    const proof = d.slides.find((s) => s.title === 'Proof');
    expect(JSON.stringify(proof?.content)).toContain('Swiftline');
    // Their 18% is never among the client's metrics.
    for (const s of d.slides.filter((x) => x.type === 'metrics'))
      expect(JSON.stringify(s.content)).not.toContain('18%');
  });

  test("a signature block and a parting line are no slide's matter", () => {
    const b = parseBriefFile(
      readFileSync(new URL('../../../../tests/briefs/reading2/07-signature.md', import.meta.url), 'utf8'),
    );
    const { text } = readBrief(b.brief, [], b.title);
    for (const t of ['Nadia', 'Account Director', '020 7946', 'good luck']) expect(text, t).not.toContain(t);
    expect(text).toContain('412,000');
  });

  test('a chart is named by its measure, the agenda by section names', () => {
    const d = draft('03-grid-dashes.md');
    const chart = d.slides.find((s) => s.type === 'chart');
    expect(chart?.content.chart?.series[0]?.name).toBe('Revenue');
  });
});

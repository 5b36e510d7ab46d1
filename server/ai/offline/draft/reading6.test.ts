import { describe, expect, test } from 'vitest';
import type { ChecklistItem } from '../../../../common/schemas/presentations';
import { draftDeck } from './drafter';
import type { Lang } from './locales';
import { readBrief } from './reading';

/**
 * The sixth round of issue 34's reading faults (blind set 5), each from the blind brief's own
 * text: what the brief keeps off the deck in any phrasing or language, corrections said any way,
 * greetings and sign-offs, and text copied out of a PDF.
 */
function draft(brief: string, checklist: ChecklistItem[] = [], title = 'Deck', lang?: Lang) {
  const d = draftDeck({
    request: lang ? { language: lang } : {},
    title,
    brief,
    metadata: {},
    documents: [],
    checklist,
  } as Parameters<typeof draftDeck>[0]);
  if ('say' in d) throw new Error(d.say);
  return d;
}
const slidesOf = (d: ReturnType<typeof draft>) =>
  d.slides.map((s) => JSON.stringify([s.title, s.content])).join('\n');
const everything = (d: ReturnType<typeof draft>) =>
  d.slides.map((s) => JSON.stringify([s.title, s.content, s.notes])).join('\n');

describe('what the brief keeps off the deck (blind set 5: 01, 02, 04, 05, 06, 07)', () => {
  test('a rule labelled internal keeps all up to the next rule off, notes included (07)', () => {
    const d = draft(
      [
        '7. Commercial proposal',
        '- Year 1 (build + launch + licence): £186,000',
        'Within the council’s £330,000 budget for the 3-year term.',
        '',
        '--- INTERNAL, do not show the panel ---',
        "Margin is 31% on yr 1. Bibliotech bid £289k last time (rumour, don't use). If the panel asks about the 2.1★ app, don't name the current supplier.",
      ].join('\n'),
    );
    expect(slidesOf(d)).toContain('£186,000');
    expect(everything(d)).not.toMatch(/31%|Bibliotech|£289k|current supplier/);
  });

  test('a line labelled "Internal note (…, NOT for board slides):" is said nowhere (02)', () => {
    const d = draft(
      [
        '6. Outlook for Q4',
        '- Target 55,500 subscribers by 31 Dec 2026.',
        '- Risk: build contractor capacity (Tynedale Civils) in Dec/Jan.',
        '',
        'Internal note (Priya, NOT for board slides): we\'re in talks about acquiring Northumbria Fibre – codename "Heron". Absolutely nothing about this in the deck.',
      ].join('\n'),
    );
    expect(slidesOf(d)).toContain('55,500');
    expect(everything(d)).not.toMatch(/Heron|Internal note|acquiring/);
  });

  test('"NO poner:" keeps its line off a Spanish deck (04)', () => {
    const r = readBrief(
      [
        'Lo que pedimos: que la Comisión eleve al Pleno de febrero la aprobación del proyecto.',
        '',
        'NO poner: la polémica con los comerciantes de la calle Real (lo hablamos en persona), ni el nombre del concejal de la oposición.',
      ].join('\n'),
      [],
      '',
      'es',
    );
    expect(r.text).toContain('Pleno de febrero');
    expect(r.text).not.toMatch(/calle Real|NO poner|concejal/);
  });

  test('"so leave it off" keeps the sentence off the slides (06)', () => {
    const r = readBrief(
      "Don't put in the Llandudno Junction safeguarding incident, obviously. And the £12k grant from the council is not confirmed yet so leave it off.\n\n142 volunteers across 3 centres.",
    );
    expect(r.text).toContain('142 volunteers');
    expect(r.text).not.toMatch(/£12k|safeguarding/);
  });

  test('"keep the vacancy rate out of anything the partners see" takes the line that gives it (01)', () => {
    const r = readBrief(
      [
        '- 12 clinics across North & West Yorkshire.',
        "- Vet vacancy rate 14%. Fiona: please keep the vacancy rate out of anything the partners see, it's sensitive while we're recruiting.",
        '- NPS 71 (up from 64).',
      ].join('\n'),
    );
    expect(r.text).toContain('NPS 71');
    expect(r.text).not.toMatch(/vacancy|14%|sensitive/);
  });

  test('an aside "(not for the deck obviously lol)" takes its sentence with it (01)', () => {
    const r = readBrief(
      'Revenue Jan–Oct 2026: £14.8M.\nAOB: Christmas party moved to 18 Dec at The Swan (not for the deck obviously lol).',
    );
    expect(r.text).toContain('£14.8M');
    expect(r.text).not.toMatch(/Christmas|Swan/);
  });

  test('who else the audience weighs, said to the team, is no slide (05)', () => {
    const r = readBrief(
      "Pitch is 16 Dec to Oakhurst's board of trustees. They're choosing between us and two other studios.\n\nOakhurst was founded in 1848 and covers 42 acres.",
    );
    expect(r.text).toContain('42 acres');
    expect(r.text).not.toMatch(/choosing|two other studios/);
  });

  test('the other phrasings of the table: French, German, "between us", "(internal)"', () => {
    const r = readBrief(
      [
        'Turnover 2025: £4.2M.',
        'Note interne : la marge est de 31 %.',
        'Nicht erwähnen: die Übernahmegespräche mit Nordwerk.',
        'Our margin is 18%, keep this between us.',
        'Pipeline £9M (internal).',
      ].join('\n\n'),
    );
    expect(r.text).toContain('£4.2M');
    expect(r.text).not.toMatch(/31 %|Nordwerk|18%|£9M/);
  });
});

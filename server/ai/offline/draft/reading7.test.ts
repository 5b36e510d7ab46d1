import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { draftBriefFile, draftText, parseBriefFile } from '../../../../tests/briefs/briefFile';
import { readBrief } from './reading';

/**
 * The sixth round of issue 34's reading faults (blind set 5), each from the blind brief's own
 * text: what the brief keeps off the deck in any phrasing or language, corrections said any way,
 * greetings and sign-offs, and text copied out of a PDF.
 */
const draft = draftText;
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
        "Headcount falls to 41 in May – the staff mustn't see that.",
        'Ne pas mentionner : la perte du contrat Brival.',
      ].join('\n\n'),
    );
    expect(r.text).toContain('£4.2M');
    expect(r.text).not.toMatch(/31 %|Nordwerk|18%|£9M|41|Brival/);
  });
});

describe('corrections said any way (blind set 5: 04, 06, 07, 08)', () => {
  test('"no, I wrote that wrong: it\'s 6" replaces the figure it corrects (07)', () => {
    const r = readBrief(
      "- Content in 5 languages at launch – no, I wrote that wrong: it's 6 languages, English + the 5 community languages.",
    );
    expect(r.text).toContain('6 languages');
    expect(r.text).not.toMatch(/5 languages at launch|wrote that wrong/);
  });

  test('"(¡ojo! al principio puse 120 bicis, son 90)": the aside goes, the old figure with it (04)', () => {
    const r = readBrief(
      [
        '1. Red de 11,5 km de carril bici segregado.',
        '2. Bicicleta pública eléctrica: 12 estaciones y 90 bicis (¡ojo! al principio puse 120 bicis, son 90).',
      ].join('\n'),
      [],
      '',
      'es',
    );
    expect(r.text).toContain('Bicicleta pública eléctrica: 12 estaciones y 90 bicis');
    expect(r.text).not.toMatch(/120|ojo|puse/);
  });

  test('"Al principio puse 120 bicis, son 90" said on its own corrects the line that gave 120', () => {
    const r = readBrief(
      'El sistema tendrá 120 bicis eléctricas.\n\nAl principio puse 120 bicis, son 90.',
      [],
      '',
      'es',
    );
    expect(r.text).toContain('90 bicis eléctricas');
    expect(r.text).not.toMatch(/120|puse/);
  });

  test('"it\'s 142 volunteers not 214": the figure and its noun, without "It\'s" (06)', () => {
    const r = readBrief(
      "- 2025/26: 9,870 emergency food parcels.\n- Oh, correction to what I sent last week: it's 142 volunteers not 214. Sorry, fat fingers.",
    );
    expect(r.text).toContain('142 volunteers');
    expect(r.text).not.toMatch(/It's 142|214|fat fingers/i);
  });

  test('a corrected table cell: the cell, its row total, its column total and the grand total (08)', () => {
    const d = draft(
      [
        'BUDGET (launch, UK+DE)',
        'The Aria S2 earbuds launch in the UK and Germany on 16 March 2027.',
        '',
        'Channel\tUK (£k)\tDE (£k)\tTotal (£k)',
        'Paid social\t240\t160\t400',
        'Influencers/creators\t180\t90\t270',
        'Retail demo & POS\t150\t130\t280',
        'PR & launch event\t85\t45\t130',
        'Search\t95\t75\t170',
        'Total\t750\t500\t1,250',
        '',
        'oh wait – the influencer line for DE is 110 not 90 (Elif upped it), so influencers total 290, DE total 520 and grand total 1,270.',
      ].join('\n'),
      [],
      'Aria S2 launch plan for Calloway Audio',
    );
    const table = d.slides.find((s) => s.type === 'table')?.content.table;
    expect(table?.rows).toContainEqual(['Influencers/creators', '180', '110', '290']);
    expect(table?.rows).toContainEqual(['Total', '750', '520', '1,270']);
    expect(slidesOf(d)).not.toMatch(/1,250|"270"|"500"|influencer line/);
  });

  test('a table correction whose totals do not add up leaves the table as it was', () => {
    const r = readBrief(
      [
        'Channel\tUK\tDE\tTotal',
        'Social\t240\t160\t400',
        'Creators\t180\t90\t270',
        'Total\t420\t250\t670',
        '',
        'oh wait – the creators line for DE is 110 not 90, so creators total 300, DE total 999 and grand total 1,000.',
      ].join('\n'),
    );
    expect(r.text).toContain('Creators\t180\t90\t270');
  });
});

describe('greetings, sign-offs, signatures and framing lines (blind set 5: 01, 04, 06)', () => {
  test('"Hi Tom – pasting the minutes … below" and "Thx, Becca" say nothing to the partners (01)', () => {
    const r = readBrief(
      [
        "Hi Tom – pasting the minutes from Tuesday's ops review below. Can you turn them into a deck for the partners' meeting on 12 Jan? ~8 slides. Thx, Becca",
        '',
        '- 12 clinics across North & West Yorkshire.',
        '',
        'Next meeting: 15 December 2026, 2pm, Teams.',
      ].join('\n'),
    );
    expect(r.text).toContain('12 clinics');
    expect(r.text).not.toMatch(/Hi Tom|pasting|Becca|Next meeting/);
  });

  test('"¡Gracias! Un abrazo,", a first name and the signature after "--" go (04)', () => {
    const r = readBrief(
      [
        'Hola Lucía:',
        '',
        'Te paso la info para la presentación al Ayuntamiento. Presenta nuestra directora, Carmen Ruiz-Ortega.',
        '',
        'Quiénes somos: Movilia Consultores, Sevilla; 40 planes de movilidad en Andalucía desde 2011.',
        '',
        '¡Gracias! Un abrazo,',
        'Javi',
        '--',
        'Javier Montalbán Gil | Movilia Consultores | Tel. 954 21 87 30 | Avda. de la Constitución 14, 41001 Sevilla',
      ].join('\n'),
      [],
      '',
      'es',
    );
    expect(r.text).toContain('40 planes de movilidad');
    expect(r.text).not.toMatch(/Hola|Gracias|abrazo|Javi|Avda|Presenta nuestra/);
  });

  test('"Blessings," over the chair\'s name and "It\'s for the … panel" go (06)', () => {
    const r = readBrief(
      [
        "It's for Corran's Supermarkets' community fund panel (Bethan Hughes-Llywelyn, head of community), 3 Feb 2027 in Bangor.",
        '',
        '- Harbourlight has run in Penrhyn Bay (Conwy) since 2012.',
        '',
        'Blessings,',
        'Alan',
        '--',
        'Rev. Alan Pryce, Chair of Trustees, Harbourlight Food Bank (Reg. charity 1148823)',
      ].join('\n'),
    );
    expect(r.text).toContain('since 2012');
    expect(r.text).not.toMatch(/Blessings|Alan|panel|1148823/);
  });

  test('the French and German forms: "Bonsoir Claire –", "Merci ! Bises, Anne", "Sehr geehrte Frau Wolf,"', () => {
    const fr = readBrief(
      'Bonsoir Claire – 14 agences en Bretagne depuis 2009.\n\nMerci ! Bises, Anne',
      [],
      '',
      'fr',
    );
    expect(fr.text).toContain('14 agences en Bretagne');
    expect(fr.text).not.toMatch(/Bonsoir|Merci|Bises|Anne/);
    const de = readBrief(
      'Sehr geehrte Frau Wolf,\n\n38 Filialen in Bayern seit 1952.\n\nSchöne Grüße, Jonas',
      [],
      '',
      'de',
    );
    expect(de.text).toContain('38 Filialen');
    expect(de.text).not.toMatch(/geehrte|Grüße|Jonas/);
  });
});

describe('a chart draws series of one scale (blind set 5, 02)', () => {
  test('subscribers in tens of thousands are not drawn on one axis with churn in per cent', () => {
    const d = draft(
      [
        'Monthly KPIs',
        '',
        'Month\tSubscribers (end)\tNet adds\tChurn %\tFaults per 1,000 lines',
        'Apr 2026\t45,470\t1,020\t1.6\t4.8',
        'May 2026\t46,610\t1,140\t1.5\t4.5',
        'Jun 2026\t47,790\t1,180\t1.4\t4.1',
        'Jul 2026\t49,020\t1,230\t1.3\t3.9',
        'Aug 2026\t50,660\t1,640\t1.2\t3.6',
        'Sep 2026\t52,340\t1,680\t1.1\t3.2',
      ].join('\n'),
      [],
      'Fernhollow Broadband Q3 2026 review',
    );
    const chart = d.slides.find((s) => s.type === 'chart')?.content.chart;
    expect(chart?.series.map((x) => x.name)).toEqual(['Subscribers (end)']);
  });

  test('its title says what the one series did, of the series, not a fact beside it', () => {
    const b = parseBriefFile(readFileSync('tests/briefs/blind5/02-kpi-pdf-fernhollow.md', 'utf8'));
    const d = draftBriefFile(b);
    if ('say' in d) throw new Error(d.say);
    const chart = d.slides.find((s) => s.type === 'chart');
    expect(chart?.title).toBe('Subscribers rose from 45,470 to 52,340, Apr 2026 to Sep 2026');
  });
});

describe('a metric label names what is measured (blind set 5, 03)', () => {
  test('"a year" and "fixed for 3 years" never give the labels "Year" and "Price"', () => {
    const d = draft(
      [
        'Nordlys Coffee Roasters, Sheffield, since 2014.',
        '- 320 wholesale customers (cafés + 6 hotel groups)',
        '- Roastery on 100% renewable electricity since 2023',
        '- Nordlys offer: £22.80/kg for Fjell, price fixed for 3 years. saves Hallmark ~£23,400 a year at 18 t (18,000 kg × £1.30)',
      ].join('\n'),
      [],
      'Coffee supply proposal for Hallmark Hotels',
    );
    const labels = d.slides.flatMap((s) => s.content.metrics ?? []).map((m) => m.label);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels).not.toContain('Year');
    expect(labels).not.toContain('Price');
  });
});

describe('doubts and the story said in Spanish and to the team (blind set 5, 01, 04)', () => {
  test('"hay que comprobarlo" keeps the figure off the slides, "Por verificar" in the notes', () => {
    const d = draft(
      [
        'Diagnóstico (datos del Ayuntamiento: Padrón 2026 y encuesta de movilidad 2025):',
        '- Villaverde del Río tiene 7.840 habitantes.',
        '- Solo hay 3,2 km de carril bici.',
        '- Las emisiones del transporte son 14.600 t de CO₂ al año (dato del PACES 2024, hay que comprobarlo, Paco dice que puede ser de 2019).',
      ].join('\n'),
      [],
      'Propuesta para el Ayuntamiento de Villaverde del Río',
      'es',
    );
    expect(slidesOf(d)).toContain('7.840');
    expect(slidesOf(d)).not.toContain('14.600');
    expect(d.slides.some((s) => s.notes.includes('Por verificar') && s.notes.includes('14.600'))).toBe(true);
  });

  test('"The partners want: where we are, …" is the story said to the team, no slide', () => {
    const r = readBrief(
      'The partners want: where we are, the after-hours problem, the plan, and what we need them to sign off.\n\n- 12 clinics across North & West Yorkshire.',
    );
    expect(r.text).toContain('12 clinics');
    expect(r.text).not.toMatch(/partners want/);
  });
});

describe('a correction with no label, and where the team got a figure (blind set 5, 03)', () => {
  test('"actually it\'s 12 not 21" replaces 21 where it was said', () => {
    const r = readBrief("- We run 21 clinics in Yorkshire.\n- actually it's 12 not 21.");
    expect(r.text).toContain('We run 12 clinics in Yorkshire.');
    expect(r.text).not.toMatch(/21|It's 12/);
  });

  test('"(Deepa\'s figure from the RFI)" goes, the figure stays', () => {
    const r = readBrief(
      "volumes: Hallmark uses ~18 tonnes a year across the UK hotels (Deepa's figure from the RFI). current supplier is Bramblewood Coffee",
    );
    expect(r.text).toContain('Hallmark uses ~18 tonnes a year across the UK hotels');
    expect(r.text).not.toMatch(/Deepa|RFI/);
  });
});

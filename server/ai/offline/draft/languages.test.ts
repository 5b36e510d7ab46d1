import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { ENGLISH_CASES } from '../../../../tests/helpers/englishBriefs';
import { FOREIGN_BRIEFS } from '../../../../tests/helpers/foreignBriefs';
import { type Draft, draftDeck } from './drafter';
import { templateOf } from './kinds';
import { askedLanguage, languageOf, languageOfDraft } from './language';
import { LOCALES } from './locales';
import type { Locale } from './locales/types';

const META = { agency: 'Atelier Nord', presentationDate: '2027' };
function draft(name: string): Draft {
  const b = FOREIGN_BRIEFS[name]!;
  const d = draftDeck({
    request: {},
    title: b.title,
    brief: b.brief,
    metadata: { ...META, clientName: b.client },
    documents: [],
  });
  if ('say' in d) throw new Error(d.say);
  return d;
}

/** Every word a slide shows, and its notes. */
const shown = (s: Draft['slides'][number]) => {
  const k = s.content;
  return [
    s.title,
    k.subtitle ?? '',
    k.mainText ?? '',
    k.highlightText ?? '',
    ...(k.items ?? []),
    ...(k.metrics ?? []).flatMap((m) => [m.value, m.label, m.subtext ?? '']),
    ...(k.comparison
      ? [
          k.comparison.left.title,
          k.comparison.right.title,
          ...k.comparison.left.items,
          ...k.comparison.right.items,
        ]
      : []),
    s.notes,
  ].join('\n');
};

/** Every string a locale writes for the deck's frame: titles, sides, prompts, closing words. */
function scaffolding(l: Locale): string[] {
  const out = [
    l.agenda,
    l.askTitle,
    l.thanks.title,
    l.thanks.mainText,
    l.thanks.noClient,
    l.discussion.title,
  ];
  for (const kind of Object.keys(l.kinds) as (keyof Locale['kinds'])[]) {
    const t = templateOf(kind, l);
    out.push(t.label);
    for (const s of t.sections) out.push(s.title, s.prompt, ...(s.sides ?? []));
  }
  return [...new Set(out.filter(Boolean))];
}

const english = scaffolding(LOCALES.en);
/** English words that are the other language's own words too ("Agenda" and "Workshop" are German). */
const COGNATES: Record<string, string[]> = {
  fr: ['Discussion'],
  es: [],
  de: ['Agenda', 'Pitch', 'Workshop'],
  pt: [],
  it: ['Workshop'],
  nl: ['Agenda', 'Pitch', 'Workshop', 'Planning'],
};
/** "Then" in "Then and now" is an English word wherever it stands on a slide, as a whole word. */
const leaks = (text: string, own: string[]) =>
  english.filter(
    (w) => !own.includes(w) && new RegExp(`(^|[^\\p{L}])${quoted(w)}($|[^\\p{L}])`, 'u').test(text),
  );
const quoted = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const plain = (s: string) => s.replaceAll('\u00a0', ' ').replaceAll('\u202f', ' ');

describe.each(Object.keys(FOREIGN_BRIEFS))('the brief “%s”', (name) => {
  const b = FOREIGN_BRIEFS[name]!;
  const locale = LOCALES[b.lang];
  const d = draft(name);
  const words = b.brief.split(/\s+/).length;

  test('is a realistic brief of 150 to 300 words, read as its language', () => {
    expect(words).toBeGreaterThanOrEqual(150);
    expect(words).toBeLessThanOrEqual(300);
    expect(languageOf(b.brief)).toBe(b.lang);
  });

  test('its section titles, sides and closing words are the language’s own', () => {
    const own = [...scaffolding(locale), b.title];
    // A slide that argues may be titled by its takeaway instead: a sentence in the brief's own words.
    const briefs = (t: string) =>
      t.split(/\s+/).every((w) => b.brief.toLowerCase().includes(w.replace(/[,.]$/, '').toLowerCase()));
    for (const s of d.slides.slice(1)) expect(own.includes(s.title) || briefs(s.title), s.title).toBe(true);
    const comparison = d.slides.find((s) => s.type === 'comparison')?.content.comparison;
    if (comparison)
      expect(own).toEqual(expect.arrayContaining([comparison.left.title, comparison.right.title]));
    expect(d.slides.at(-1)!.content.mainText).toBe(locale.thanks.mainText);
  });

  test('no English scaffolding word is left on a slide, in the notes or in the chat', () => {
    const own = COGNATES[b.lang]!;
    expect(leaks(d.slides.map(shown).join('\n'), own)).toEqual([]);
    expect(leaks(d.summary, own)).toEqual([]);
    for (const s of d.slides) expect(s.notes, s.title).not.toMatch(/Draft —|Drawn from|Here is a draft/);
    expect(d.summary).not.toMatch(/Here is a draft|Nothing changes|Drawn from|Figures the brief|Ticked \d/);
  });

  test('its points are spread over the sections, no section holding more than 60% of them', () => {
    const sections = d.slides.filter((s) => s.type === 'content' && s.title !== locale.agenda);
    const points = sections.map((s) => (s.content.items ?? []).filter((i) => !i.startsWith('[')).length);
    const total = points.reduce((a, n) => a + n, 0);
    expect(total).toBeGreaterThanOrEqual(8);
    expect(Math.max(...points) / total).toBeLessThanOrEqual(0.6);
    // Three sections at least carry the brief's own points.
    expect(points.filter((n) => n > 0).length).toBeGreaterThanOrEqual(3);
  });

  test('figures keep the format the brief writes them in', () => {
    const metrics = d.slides.find((s) => s.type === 'metrics')!.content.metrics!;
    const values = metrics.map((m) => plain(m.value));
    for (const v of values) expect(b.brief).toContain(v);
    expect(values.filter((v) => b.figures.includes(v)).length).toBeGreaterThanOrEqual(2);
    // A figure never breaks between its digits, or before its "%" or "€": those spaces are no-break ones.
    for (const m of metrics) expect(m.value).not.toMatch(/[0-9] | [0-9%€$£]/);
  });
});

describe('what the drafts say, brief by brief', () => {
  test('French: a market study proposal with its steps, aims and local figures', () => {
    const d = draft('fr market study proposal');
    const slide = (t: string) => d.slides.find((s) => s.title === t)!;
    expect(d.kind).toBe('proposal');
    // The strategic title's FOR / FROM / DATE are English: a French proposal opens on the plain title.
    expect(d.slides[0]).toMatchObject({
      type: 'title',
      title: 'Étude de marché Maison Lenoir',
      content: { subtitle: expect.stringMatching(/^Proposition d'étude de marché pour Maison Lenoir/) },
    });
    // A figure in a sentence never breaks across two lines.
    expect(slide('Notre approche').content.items![0]).toContain('240\u00a0000\u00a0€');
    expect(slide('Notre approche').content.items!.map(plain)).toEqual([
      'Nous proposons une démarche en trois phases sur 4 mois, pour un budget de 240 000 €',
      'Phase 1 : analyse documentaire et entretiens avec 25 distributeurs',
      'Phase 2 : enquête quantitative auprès de 400 architectes',
      'Phase 3 : ateliers de restitution et feuille de route commerciale',
    ]);
    expect(slide('Calendrier et prochaines étapes').content.items).toEqual([
      'Validation du périmètre le 15 janvier',
      'Lancement des entretiens en février',
      'Restitution finale fin mai',
    ]);
    expect(slide('Les chiffres').content.metrics!.map((m) => [plain(m.value), m.label])).toEqual([
      ['1,5 M€', "Chiffre d'affaires"],
      ['30 %', 'Notoriété'],
      ['240 000 €', 'Budget'],
      ['2,4 %', 'Conversion des salons'],
    ]);
    // A conversion rate that has fallen from 3,1 % to 2,4 % is history, not today against tomorrow;
    // a row too long for its column is the clause the two sides share.
    const sides = slide('Aujourd’hui et demain').content.comparison!;
    expect([sides.left.title, ...sides.left.items.map(plain)]).toEqual([
      'Aujourd’hui',
      "Maison Lenoir réalise un chiffre d'affaires de 1,5 M€ à l'export",
    ]);
    expect([sides.right.title, ...sides.right.items.map(plain)]).toEqual([
      'Demain',
      "L'objectif est de doubler les ventes à l'export d'ici 2027",
    ]);
    expect(d.summary).toMatch(
      /^Voici un brouillon de 9 diapositives \(proposition\), d’après le brief\u00a0: /,
    );
  });

  test('German: a proposal whose dates and steps stay whole', () => {
    const d = draft('de proposal');
    const slide = (t: string) => d.slides.find((s) => s.title === t)!;
    expect(slide('Zeitplan und nächste Schritte').content.items).toEqual([
      'Freigabe des Angebots bis 15. Februar',
      'Kick-off im März',
      'Go-live vor dem Weihnachtsgeschäft',
    ]);
    expect(slide('Unser Vorgehen').content.items).toContain('Phase 3: Tests, Schulung und Go-live');
    // A German clause keeps its verb at its end: a long sentence is split at its comma, never cut.
    expect(slide('Die Ausgangslage').content.items!.map(plain)).toEqual(
      expect.arrayContaining([
        'Die Retourenquote ist im letzten Jahr von 9,4 % auf 7,8 % gesunken',
        'Nachdem die Produktbeschreibungen überarbeitet wurden',
      ]),
    );
    // "… und die Conversion-Rate auf 2,5 % zu steigern" is no statement of its own.
    expect(slide('Ziele').content.items![0]).toMatch(
      /zu verdoppeln und die Conversion-Rate auf 2,5.% zu steigern$/,
    );
    const metrics = slide('Die Zahlen').content.metrics!;
    expect(metrics.map((m) => plain(m.value))).toContain('2,3 Mio. €');
    // "ist … von 9,4 % auf 7,8 % gesunken": the figure is where it went.
    expect(metrics.find((m) => m.label === 'Retourenquote')?.value).toBe('7,8\u00a0%');
  });

  test('Spanish, Portuguese and Italian: lists joined by “y”, “e” are their items', () => {
    const es = draft('es workshop').slides.find((s) => s.title === 'Objetivos de hoy')!;
    expect(es.content.items!.slice(0, 3)).toEqual([
      'Identificar los tres puntos de mayor fricción',
      'Priorizar las mejoras por impacto',
      'Acordar un prototipo para probar con clientes reales',
    ]);
    const pt = draft('pt quarterly review').slides.find(
      (s) => s.title === 'Prioridades do próximo trimestre',
    )!;
    expect(pt.content.items!.slice(0, 3)).toEqual([
      'Lançar a gama gourmet nos supermercados',
      'Renegociar o preço da lata',
      'Contratar um diretor de exportação',
    ]);
    const it = draft('it proposal').slides.find((s) => s.title === 'Tempi e prossimi passi')!;
    expect(it.content.items).toEqual([
      'Approvazione della proposta entro il 20 gennaio',
      'Avvio del progetto a febbraio',
      'Prima campagna per il Vinitaly di aprile',
    ]);
  });
});

describe('languageOf', () => {
  test('every English brief is English', () => {
    for (const [name, c] of Object.entries(ENGLISH_CASES)) expect(languageOf(c.brief), name).toBe('en');
  });

  test('too short, or mixed without a clear lead, is English', () => {
    expect(languageOf('Proposition pour Acme.')).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(
      languageOf(
        'We propose the new platform for the team. Nous proposons la nouvelle plateforme pour les équipes. The rollout starts in May.',
      ),
    ).toBe('en');
  });

  test('one plain sentence is enough when its little words agree', () => {
    expect(languageOf('Nous proposons une refonte du site pour la marque et ses clients.')).toBe('fr');
    expect(
      languageOf(
        'Wir schlagen vor, den Shop mit einer neuen Plattform und einem klaren Zeitplan neu aufzubauen.',
      ),
    ).toBe('de');
    expect(
      languageOf(
        'Proponemos rediseñar la tienda con una nueva plataforma y un calendario claro para el equipo.',
      ),
    ).toBe('es');
    expect(
      languageOf('Propomos redesenhar a loja com uma nova plataforma e um calendário claro para a equipa.'),
    ).toBe('pt');
    expect(
      languageOf(
        'Proponiamo di ridisegnare il negozio con una nuova piattaforma e un calendario chiaro per il team.',
      ),
    ).toBe('it');
  });
});

test('a brief in French draws a French deck even from a prompt-only request', () => {
  const d = draftDeck({
    request: { kind: 'pitch', slides: 6 },
    title: 'Refonte du site',
    brief: 'Nous proposons une refonte complète du site pour la marque et ses clients professionnels.',
    metadata: {},
    documents: [],
  });
  if ('say' in d) throw new Error(d.say);
  // The sections the brief says nothing about are left out (and named in the reply), never a prompt.
  expect(d.slides.map((s) => s.title)).toEqual(['Refonte du site', 'Notre solution', 'Merci']);
  expect(d.summary).toContain('Le problème');
  for (const s of d.slides) expect(shown(s)).not.toContain('[');
  expect(d.slides.at(-1)!.content.highlightText).toBe('Des questions\u00a0?');
});

test('a step’s number is no figure: “phase 2” counts nothing', () => {
  const d = draftDeck({
    request: {},
    title: 'Étude',
    brief:
      'Nous proposons une étude pour la marque et ses clients : phase 1 entretiens avec 25 distributeurs, phase 2 enquête auprès de 400 architectes, phase 3 restitution.',
    metadata: {},
    documents: [],
  });
  if ('say' in d) throw new Error(d.say);
  const values = d.slides.flatMap((s) => s.content.metrics ?? []).map((m) => m.value);
  expect(values).toEqual(['25', '400']);
});

test('the brief’s language leads; the documents’ when the brief cannot tell', () => {
  const french = FOREIGN_BRIEFS['fr quarterly review']!.brief;
  const english = ENGLISH_CASES.workshop!.brief;
  expect(languageOfDraft(french, [{ text: english.repeat(20) }])).toBe('fr');
  expect(languageOfDraft(english, [{ text: french }])).toBe('en');
  expect(languageOfDraft('', [{ text: french }])).toBe('fr');
  expect(languageOfDraft('Acme Q3', [{ text: FOREIGN_BRIEFS['de proposal']!.brief }])).toBe('de');
  expect(languageOfDraft('', [])).toBe('en');
});

test('more slides than sections: the extra slides speak the brief’s language, and none is a prompt', () => {
  for (const name of ['fr quarterly review', 'de proposal']) {
    const b = FOREIGN_BRIEFS[name]!;
    const locale = LOCALES[b.lang];
    const d = draftDeck({
      request: { slides: 14 },
      title: b.title,
      brief: b.brief,
      metadata: {},
      documents: [],
    });
    if ('say' in d) throw new Error(d.say);
    expect(d.slides.length).toBeLessThanOrEqual(14);
    expect(d.slides.map((s) => s.title)).not.toContain(locale.discussion.title);
    for (const s of d.slides) expect(shown(s)).not.toContain('[');
    expect(d.slides.at(-1)!.content.highlightText).toBe(locale.thanks.noClient);
    expect(leaks(d.slides.map(shown).join('\n'), COGNATES[b.lang]!)).toEqual([]);
  }
});

describe('a deck asked for in another language than the brief is written in', () => {
  test('the language asked for is read in any of the languages, only of the deck', () => {
    expect(
      askedLanguage('Important : la présentation doit être en anglais, tout en anglais sur les slides.'),
    ).toBe('en');
    expect(askedLanguage('Die Folien bitte auf Englisch.')).toBe('en');
    expect(askedLanguage('Deck in Portuguese please, the investors are all Portuguese.')).toBe('pt');
    expect(askedLanguage('Mr Pembury speaks no French at all.')).toBeUndefined();
    expect(askedLanguage('We sell cheese in French supermarkets.')).toBeUndefined();
  });

  test('the reply says the slides could not be translated, in the language it is written in', () => {
    const d = draftText(
      `Bonjour, c'est Camille de la coopérative. La présentation doit être en anglais, tout en anglais sur les slides.
Nous produisons 42 tonnes de fromage au lait cru par an dans nos trois fruitières.
Nous voulons entrer dans soixante magasins Harrow & Finch au Royaume-Uni dès le printemps.
Nos ventes export ont progressé de 18 % en 2025 grâce à la Belgique et à la Suisse.`,
      [],
      'Fromagerie',
    );
    expect(d.summary).toContain('en anglais');
    expect(d.summary).toMatch(/ne peut pas traduire/);
  });
});

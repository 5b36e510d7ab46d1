import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { draftBriefFile, parseBriefFile } from '../../../../tests/briefs/briefFile';
import { admitDraft, admitted, type GatedSlide, refusalOf, speakersOf } from './admit';
import { type Lang, LOCALES } from './locales';

/**
 * The admission gate (issue 34): a line reaches a slide only when it reads as matter for the
 * audience, judged by closed word classes (a question, "I", "you"/"please", words naming the deck,
 * chat debris), never by one brief's phrasing.
 */

const TABLE: Record<Lang, { refused: string[]; admitted: string[] }> = {
  en: {
    refused: [
      'Running order i want: who we are / our crowd / how we’ve grown / the ask',
      "Structure I'd like: FY2026 in headlines / quarter by quarter / the Farm 3 plan",
      'Sections Lin asked for are in her email',
      '@Priyanka can your lot build it?',
      'Old numbers are in RH_Derby_final_v2',
      'Logo is saltings25_MAINSTAGE_sunset_FINAL.jpg',
      'Photos are in the dropbox',
      'All the pictures: https://drive.example.com/folders/abc',
      'Can we keep it punchy?',
      'Tone: confident, not salesy',
      'please keep it to 10 slides',
      'Pricing must not be in the presentation',
      '[10:04] deadline is Friday',
      'Yep sorry',
      'Thistledown said yes to a pitch!!!',
      'Daniel and I present to the committee on 9 December',
    ],
    admitted: [
      'Open Cardiff depot in January 2027',
      'We grew revenue 32% in FY2025',
      'Approve the £2.1M EV budget',
      'Launch',
      'Our members: 64% aged 18–34',
      'Revenue FY2026 (year to 30 June 2026): £4.8M, up from £2.9M in FY2025',
      '"Grown 40 miles from your plate"',
      'Order book at £3.4M, up 12%',
      'Doors open 18:30, headliner at 21:00',
      'Contact: hello@rallyhouse.co.uk',
    ],
  },
  fr: {
    refused: [
      'Je veux 10 diapositives maximum',
      "J'ai mis les photos dans le dossier partagé",
      'Pouvez-vous envoyer la présentation vendredi ?',
      'Ton : sobre et factuel',
      'Merci de relire les chiffres',
      'Ordre : contexte, plan, demande',
    ],
    admitted: [
      'Nous avons ouvert 12 agences en 2025',
      'Notre objectif : 30 % de part de marché',
      'Ouvrir le dépôt de Lyon en janvier 2027',
    ],
  },
  de: {
    refused: [
      'Ich hätte gern zehn Folien',
      'Bitte die Zahlen noch prüfen',
      'Können Sie das bis Freitag schicken',
      'Reihenfolge: Ausgangslage, Plan, Bitte um Freigabe',
      'Meine Notizen zum Budget',
    ],
    admitted: [
      'Wir steigern den Umsatz um 12 %',
      'Unsere Mitglieder: 64 % zwischen 18 und 34',
      'Sie liefern seit 2019 an 40 Filialen',
    ],
  },
  es: {
    refused: [
      'Quiero unas 12 diapositivas',
      'Por favor, nada de jerga',
      'Orden: situación, plan, petición',
      '¿Puedes mandarme el borrador?',
      'Mi idea es abrir con el problema',
    ],
    admitted: [
      'Nuestros socios: 64 % entre 18 y 34 años',
      'Abrimos 3 tiendas en 2025',
      'Aprobar un presupuesto de 2,1 M€',
    ],
  },
  it: {
    refused: [
      'Vorrei una presentazione di 10 slide',
      'Per favore niente gergo',
      'Ordine: contesto, piano, richiesta',
      'Mi mandi la bozza entro venerdì',
      'Potete mandarmi il file?',
    ],
    admitted: ['Abbiamo aperto 3 sedi nel 2025', 'I nostri soci: 64% tra 18 e 34 anni', 'Lancio'],
  },
  pt: {
    refused: [
      'Eu queria uns 10 slides',
      'Por favor, sem jargão',
      'Estrutura: contexto, plano, pedido',
      'Vocês podem enviar até sexta',
      'A minha sugestão é começar pelo problema',
    ],
    admitted: [
      'Crescemos 20% em 2025',
      'Os nossos sócios: 64% entre 18 e 34 anos',
      'Abrir a loja do Porto em 2027',
    ],
  },
  nl: {
    refused: [
      'Toon: zakelijk, geen jargon – raadsleden zijn geen bouwkundigen',
      'VOLGORDE die Ömer wil: aanleiding / wat we gaan doen / planning',
      'Niet opnemen: de naam van de aannemer',
      "Ik stuur de foto's morgen",
      'Kunnen jullie de cijfers checken',
      'Foto\'s staan op de gedeelde schijf, map "Oosterkwartier_fotos_def"',
      'Presentatie door Woonstichting De Lindehof: Ömer Çelik en Fatima El Idrissi',
    ],
    admitted: [
      '420 huurwoningen in het Oosterkwartier, gebouwd 1962–1968',
      'We vragen de commissie om een positief advies op 11 februari',
      'Geen huurverhoging voor zittende huurders',
      'Onze huurders: 82% stemt in',
    ],
  },
};

describe('the gate reads a line by its word classes, in every language', () => {
  for (const [lang, { refused, admitted: matter }] of Object.entries(TABLE) as [
    Lang,
    (typeof TABLE)['en'],
  ][]) {
    const L = LOCALES[lang];
    test.each(refused)(`${lang}: refuses %s`, (line) => {
      expect(refusalOf(line, L)).toBeDefined();
    });
    test.each(matter)(`${lang}: admits %s`, (line) => {
      expect(refusalOf(line, L)).toBeUndefined();
    });
  }

  test('the name a message is written to is no point of a slide', () => {
    const speakers = speakersOf('Hattie,\n\nRevenue was £5.1M this year.');
    expect(refusalOf('Hattie', LOCALES.en, speakers)).toBe('chat');
    expect(refusalOf('Revenue was £5.1M this year', LOCALES.en, speakers)).toBeUndefined();
  });

  test('a "Name:" prefix is chat only for a name that speaks in the brief', () => {
    const speakers = new Set(['Tom']);
    expect(refusalOf('Tom: revenue was £4.8M', LOCALES.en, speakers)).toBe('chat');
    expect(refusalOf('Revenue: £4.8M', LOCALES.en, speakers)).toBeUndefined();
  });

  test('talk hung on matter goes, the matter stays', () => {
    expect(
      admitted('Hattie, one correction to my email below: we have 5 clubs open, not 6', LOCALES.en),
    ).toBe('we have 5 clubs open, not 6');
    // The client speaking as "we", with figures, is matter even with a "my" in it.
    const bakery = 'We are a family bakery started by my grandad in 1971, we have 9 shops now';
    expect(admitted(bakery, LOCALES.en)).toBe(bakery);
    expect(
      admitted('That is growth of 1% a year, which falls once you take inflation into account', LOCALES.en),
    ).toBe('That is growth of 1% a year');
    expect(admitted('Headline for me is margin: 38% in Q4', LOCALES.en)).toBeUndefined();
    expect(refusalOf('Die Bitte an die GF: Freigabe des Budgets bis 15.12', LOCALES.de)).toBeUndefined();
    expect(
      refusalOf('Hoshikage reported 91% occupancy in their IR presentation', LOCALES.en),
    ).toBeUndefined();
    expect(
      admitted(
        'Geen huurverhoging voor zittende huurders (dat is een harde belofte, graag duidelijk!)',
        LOCALES.nl,
      ),
    ).toBe('Geen huurverhoging voor zittende huurders');
    expect(admitted('Bars did 41,000 drinks in 2025 – can you check that with Kwame?', LOCALES.en)).toBe(
      'Bars did 41,000 drinks in 2025',
    );
    expect(admitted('Can you check the bar figures?', LOCALES.en)).toBeUndefined();
  });
});

describe('the gate over a draft', () => {
  const deck = (): GatedSlide[] => [
    { type: 'title', title: 'Acme pitch', content: { subtitle: 'For the board' }, notes: '' },
    {
      type: 'content',
      title: 'Agenda',
      content: { items: ['Where we are', 'Our plan', 'Notes', 'The ask'] },
      notes: '',
    },
    {
      type: 'content',
      title: 'Where we are',
      content: { items: ['We grew revenue 32% in FY2025', 'Headline for me is margin: 38% in Q4'] },
      notes: '',
    },
    {
      type: 'content',
      title: 'Our plan',
      content: { items: ['Open Cardiff depot in January 2027'] },
      notes: '',
    },
    {
      type: 'content',
      title: 'Notes',
      content: { items: ['Can you keep it short?', 'Pls use the new font'] },
      notes: '',
    },
    { type: 'statement', title: 'The ask', content: { text: 'Approve the £2.1M EV budget' }, notes: '' },
    {
      type: 'quote',
      title: 'In their words',
      content: { text: 'I love my local depot', author: 'A member' },
      notes: '',
    },
  ];

  test('a line with figures kept off goes to its slide’s notes and the reply; matter stays', () => {
    const slides = deck();
    const { keptOff } = admitDraft(slides, LOCALES.en, '');
    const where = slides.find((s) => s.title === 'Where we are')!;
    expect(where.content.items).toEqual(['We grew revenue 32% in FY2025']);
    expect(where.notes).toContain('Kept off the slides: Headline for me is margin: 38% in Q4');
    expect(keptOff).toEqual(['Headline for me is margin: 38% in Q4']);
    expect(slides.find((s) => s.title === 'The ask')?.content.text).toBe('Approve the £2.1M EV budget');
    // A quotation is someone's words by design.
    expect(slides.find((s) => s.type === 'quote')?.content.text).toBe('I love my local depot');
  });

  test('a slide left with nothing goes, and its agenda entry with it', () => {
    const slides = deck();
    admitDraft(slides, LOCALES.en, '');
    expect(slides.map((s) => s.title)).not.toContain('Notes');
    expect(slides.find((s) => s.title === 'Agenda')?.content.items).toEqual([
      'Where we are',
      'Our plan',
      'The ask',
    ]);
  });

  test('a cover says what the talk is; a title keeps its topic before a clause naming the deck', () => {
    const slides: GatedSlide[] = [
      {
        type: 'title',
        title: 'Passerelles',
        content: { subtitle: 'Présentation à la Fondation Harlow le 10 décembre' },
        notes: '',
      },
      {
        type: 'content',
        title: "Sixth form consultation — parents' presentation",
        content: {
          items: [
            '62% of Year 11 leavers travel more than 45 minutes',
            'A presentation is needed for parents',
          ],
        },
        notes: '',
      },
    ];
    admitDraft(slides, LOCALES.fr, '');
    expect(slides[0]!.content.subtitle).toBe('Présentation à la Fondation Harlow le 10 décembre');
    admitDraft(slides, LOCALES.en, '');
    expect(slides[1]!.title).toBe('Sixth form consultation');
    expect(slides[1]!.content.items).toEqual(['62% of Year 11 leavers travel more than 45 minutes']);
  });

  test('a title that names a slide before its topic keeps the topic, and the slide its matter', () => {
    const slides: GatedSlide[] = [
      {
        type: 'content',
        title: 'Slide on how direct billing works for the pet owner',
        content: { items: ['Owners wait 23 days on average to be reimbursed'] },
        notes: '',
      },
      {
        type: 'content',
        title: 'Une diapo sur nos trois sites',
        content: { items: ['Mannheim, Leipzig und Graz'] },
        notes: '',
      },
      {
        type: 'content',
        title: 'Contact slide for Priya and Tom',
        content: { items: ['Tom, one correction before this goes to the studio'] },
        notes: '',
      },
    ];
    admitDraft(slides, LOCALES.en, '');
    expect(slides.map((s) => s.title)).toEqual([
      'How direct billing works for the pet owner',
      'Une diapo sur nos trois sites',
    ]);
    admitDraft(slides, LOCALES.fr, '');
    expect(slides.map((s) => s.title)).toEqual([
      'How direct billing works for the pet owner',
      'Nos trois sites',
    ]);
    expect(slides[0]!.content.items).toEqual(['Owners wait 23 days on average to be reimbursed']);
  });

  test("the minutes' action log (owners by initials) goes to the notes; a plan with named owners stays", () => {
    const slides: GatedSlide[] = [
      {
        type: 'content',
        title: 'Where we are',
        content: { items: ['Bookings up 38% since June'] },
        notes: '',
      },
      {
        type: 'table',
        title: 'Next steps',
        content: {
          table: {
            header: ['Action', 'Owner', 'Due'],
            rows: [
              ['Confirm the membership figure', 'KK', '28 Nov'],
              ['Phase 3 estimate', 'SO/FM', '30 Nov'],
            ],
          },
        },
        notes: '',
      },
      {
        type: 'table',
        title: 'Wie doet wat',
        content: {
          table: { header: ['Stap', 'Eigenaar'], rows: [['Contract tekenen', 'Gemeente Zuidervaart']] },
        },
        notes: '',
      },
    ];
    admitDraft(slides, LOCALES.nl, '');
    expect(slides.map((s) => s.title)).toEqual(['Where we are', 'Next steps', 'Wie doet wat']);
    admitDraft(slides, LOCALES.en, '');
    expect(slides.map((s) => s.title)).toEqual(['Where we are', 'Wie doet wat']);
    expect(slides.map((s) => s.notes).join(' ')).toContain('Confirm the membership figure – KK – 28 Nov');
  });

  test('a slide titled by an instruction goes whole, its figures into the notes', () => {
    const slides: GatedSlide[] = [
      { type: 'content', title: 'Aanleiding', content: { items: ['420 huurwoningen'] }, notes: '' },
      {
        type: 'content',
        title: 'Richtlijnen voor de presentatie',
        content: { items: ['De naam van de aannemer', 'De reorganisatie van 2025'] },
        notes: '',
      },
    ];
    const { keptOff } = admitDraft(slides, LOCALES.nl, '');
    expect(slides.map((s) => s.title)).toEqual(['Aanleiding']);
    expect(keptOff).toEqual(['De reorganisatie van 2025']);
    expect(slides[0]!.notes).toContain('Niet op de slides: De reorganisatie van 2025');
  });

  // Speaker notes go into the exported file: what a heading bans ("Niet opnemen", "À NE PAS
  // METTRE") is said nowhere, notes included (blind13's 05, whose tester bans it from the notes).
  test('a slide titled by a ban goes whole, and nothing of it reaches the notes', () => {
    const slides: GatedSlide[] = [
      { type: 'content', title: 'Aanleiding', content: { items: ['420 huurwoningen'] }, notes: '' },
      {
        type: 'content',
        title: 'Niet opnemen',
        content: { items: ['De naam van de aannemer', 'De reorganisatie van 2025'] },
        notes: '',
      },
    ];
    const { keptOff } = admitDraft(slides, LOCALES.nl, '');
    expect(slides.map((s) => s.title)).toEqual(['Aanleiding']);
    expect(keptOff).toEqual([]);
    expect(slides[0]!.notes).not.toMatch(/reorganisatie|aannemer/);
  });
});

/** Every line a slide shows (not its notes). */
const shown = (d: ReturnType<typeof draftBriefFile>) =>
  'say' in d ? '' : d.slides.map((s) => `${s.title}\n${JSON.stringify(s.content)}`).join('\n');

describe('briefs an outside tester wrote (blind set 7): no talk about the deck on a slide', () => {
  const draft = (name: string) =>
    draftBriefFile(parseBriefFile(readFileSync(`tests/briefs/blind7/${name}.md`, 'utf8')));

  test("a slide titled by the tender's instruction goes; a slogan the brief quotes stays", () => {
    const d = draft('03-rfp-greyford-footbridge');
    expect(shown(d)).not.toMatch(/Sections 1–8 in the tender's order|Below is section 6|Shortlisted Bidders/);
    const smile = draftBriefFile(
      parseBriefFile(readFileSync('tests/briefs/blind6/02-voice-memo-okafor.md', 'utf8')),
    );
    expect(shown(smile)).toMatch(/Your smile, your schedule/);
  });

  test('an email chain: the sections asked for stay in the email', () => {
    const d = draft('01-email-chain-rallyhouse-padel');
    expect(shown(d)).not.toMatch(/Sections Lin asked|correction to my email/);
    expect(shown(d)).toMatch(/£4\.8M/);
    // The correction's own words stay; the lead-in to it goes.
    expect(shown(d)).toMatch(/we have \*\*5\*\* clubs open/);
  });

  test('a WhatsApp thread: no running order, no file name, no thanks', () => {
    const d = draft('02-whatsapp-saltings-festival');
    expect(shown(d)).not.toMatch(/Running order|\.jpg|Me \+ Kwame|Yes love that|Yep sorry|!!/);
    expect(shown(d)).toMatch(/64% aged 18–34/);
  });

  test("a CFO's update: the structure they would like is no slide text", () => {
    const d = draft('04-cfo-update-stackleaf');
    expect(shown(d)).not.toMatch(/Structure I'd like|Headline for me|"Hattie"/);
    expect(shown(d)).toMatch(/£4\.0M extension round/);
  });

  test('a Dutch report: tone, order and what not to include stay off', () => {
    const d = draft('06-nl-verslag-lindehof');
    expect(shown(d)).not.toMatch(/Toon:|VOLGORDE|Niet opnemen|gedeelde schijf|graag duidelijk/);
    expect(shown(d)).toMatch(/Geen huurverhoging voor zittende huurders/);
    // Who presents is a fact: kept off the slides, it is kept in the notes and said, never lost.
    if (!('say' in d)) {
      expect(d.summary).toMatch(/Niet op de slides \(in hun notities\): .*Ömer Çelik en Fatima El Idrissi/);
      expect(d.slides.some((s) => s.notes.includes('Ömer Çelik'))).toBe(true);
    }
  });
});

test("every draft's agenda notes count the parts the agenda lists after every pass", () => {
  const sets = ['blind5', 'blind6', 'blind7', 'blind8'];
  let agendas = 0;
  for (const set of sets)
    for (const name of readdirSync(`tests/briefs/${set}`).filter((f) => /^\d+-.*\.md$/.test(f))) {
      const d = draftBriefFile(parseBriefFile(readFileSync(`tests/briefs/${set}/${name}`, 'utf8')));
      if ('say' in d) continue;
      const agenda = d.slides.find(
        (s) => s.type === 'content' && /^(Agenda|Programa|Ordre du jour|Tagesordnung)$/.test(s.title),
      );
      if (!agenda?.content.items) continue;
      agendas++;
      const said = /(\d+)/.exec(agenda.notes)?.[1];
      if (said) expect(Number(said), `${set}/${name}`).toBe(agenda.content.items.length);
    }
  expect(agendas).toBeGreaterThan(3);
});

import { tailed } from './tailed';
import type { Locale } from './types';

export const nl: Locale = {
  stopwords:
    'het een van zijn wij ons onze hun niet ook bij uit naar dat dit deze met voor aan maar nog wordt worden heeft hebben zou kan geen wel dan omdat zal',

  kinds: {
    pitch: {
      label: 'Pitch',
      sections: {
        problem: { title: 'Het probleem', prompt: '[Welk probleem heeft de klant vandaag?]' },
        approach: { title: 'Onze oplossing', prompt: '[Hoe lossen we het op?]' },
        figures: { title: 'De cijfers' },
        comparison: { title: 'Voor en na', sides: ['Voor', 'Na'] },
        goals: { title: 'Zo ziet succes eruit', prompt: '[Wat wordt er anders?]' },
        next: { title: 'Volgende stappen', prompt: '[Wat moet er na dit gesprek gebeuren?]' },
      },
    },
    quarterly_review: {
      label: 'Kwartaalrapportage',
      sections: {
        goals: { title: 'Hoogtepunten van het kwartaal', prompt: '[Wat ging er goed dit kwartaal?]' },
        figures: { title: 'Resultaten' },
        problem: { title: 'Knelpunten', prompt: '[Wat hield ons tegen?]' },
        comparison: { title: 'Toen en nu', sides: ['Toen', 'Nu'] },
        approach: { title: 'Wat we veranderen', prompt: '[Wat doen we volgend kwartaal anders?]' },
        next: { title: 'Prioriteiten volgend kwartaal', prompt: '[De prioriteiten van volgend kwartaal]' },
      },
    },
    proposal: {
      label: 'Voorstel',
      sections: {
        problem: { title: 'De opgave', prompt: '[Voor welke opgave staat de klant?]' },
        goals: { title: 'Doelen', prompt: '[Wat wil de klant bereiken?]' },
        approach: { title: 'Onze aanpak', prompt: '[Hoe gaan we het doen?]' },
        figures: { title: 'De cijfers' },
        comparison: { title: 'Vandaag en straks', sides: ['Vandaag', 'Straks'] },
        next: { title: 'Planning en volgende stappen', prompt: '[Mijlpalen en eerste stappen]' },
      },
    },
    workshop: {
      label: 'Workshop',
      sections: {
        goals: { title: 'Doelen van vandaag', prompt: '[Waarmee gaan we de zaal uit?]' },
        problem: { title: 'Waar we staan', prompt: '[De uitgangssituatie]' },
        approach: { title: 'Hoe we werken', prompt: '[De oefeningen en de vorm]' },
        figures: { title: 'Uitgangscijfers' },
        next: { title: 'Na de workshop', prompt: '[Wie doet wat en wanneer]' },
      },
    },
    report: {
      label: 'Rapport',
      sections: {
        problem: { title: 'Belangrijkste bevindingen', prompt: '[De belangrijkste bevindingen]' },
        figures: { title: 'Kerncijfers' },
        comparison: { title: 'De vergelijking', sides: ['Voor', 'Na'] },
        approach: { title: 'Hoe we te werk gingen', prompt: '[Bronnen en methode]' },
        goals: { title: 'Wat het betekent', prompt: '[Wat het voor de klant betekent]' },
        next: { title: 'Aanbevelingen', prompt: '[Wat we aanbevelen]' },
      },
    },
  },
  agenda: 'Agenda',
  timeline: 'Planning',
  askTitle: 'Ons verzoek',
  toVerify: 'Nog te controleren',
  keptOff: 'Niet op de slides, zoals de briefing vraagt',
  thanks: { title: 'Bedankt', mainText: 'Bedankt', noClient: 'Vragen?', contact: 'Contact' },
  forClient: (label, client) => `${label}${client ? ` voor ${client}` : ''}`,
  forAudience: (who) => `Voor ${who}`,
  continued: (title) => `${title} (vervolg)`,
  comparisonOf: (w) => `Vergelijking: ${w.toLowerCase()}`,
  alsoSaid: 'Verder in de briefing',
  takeaways: {
    change: (l, a, b, up, t) => tailed(`${l} ${up ? 'gestegen' : 'gedaald'} van ${a} naar ${b}`, t),
    doubled: (l, a, b, t) => tailed(`${l} verdubbeld van ${a} naar ${b}`, t),
    since: (y) => `sinds ${y}`,
    largest: (c, v) => `Grootste deel: ${c}, ${v}`,
    in: (p) => `in ${p}`,
    changes: 'gestegen gedaald gegroeid groei stijging daling verdubbel* toegenomen afgenomen',
    fromTo: ['van', 'naar'],
    openers: 'ze zij hun wij we ik en maar dus het',
    connectives: [],
    fragments: 'met van naar tot op',
    ends: 'de het een van en of in op voor met aan naar',
    by: 'per naar',
    trend: 'ontwikkeling verloop trend',
    total: 'totaal',
    plans: '*doel* prognose*',
  },
  discussion: { title: 'Discussie', prompt: '[Een vraag om met het publiek te bespreken]' },
  sources: {
    brief: 'de briefing',
    request: 'het verzoek',
    yourRequest: 'uw verzoek',
    otherSlides: 'de andere slides',
  },
  and: 'en',
  notes: {
    drawnFrom: (sources) => `Bron: ${sources}.`,
    welcome: (title) => `Heet iedereen welkom en introduceer “${title}”.`,
    agenda: (parts) => `Loop de ${parts} onderdelen van het verhaal langs.`,
    figures: (figures) => `Noem de cijfers en waar ze vandaan komen: ${figures}.`,
    comparison: 'Zet de situatie van nu naast die van straks.',
    replacePrompt: 'Vervang de tekst tussen vierkante haken door uw eigen woorden.',
    inFull: 'Zoals de briefing het zegt',
    thanks: () => 'Bedank het publiek en nodig uit tot vragen.',
    continued: (slide) => `Ga verder met “${slide.title}”.`,
  },
  summary: {
    from: (sources) => `op basis van ${sources}`,
    fromRequest: 'op basis van uw verzoek (de briefing is leeg: er staat alleen in wat het verzoek zegt)',
    draft: (label, slides, source, titles) =>
      `Hier is een concept van ${slides} slides (${label.toLowerCase()}), ${source}: ${titles}. Er verandert niets tot u het accepteert.`,
    agencyName: 'de naam van uw bureau',
    date: 'de datum',
    missing: (details, several) =>
      ` Op de titelslide ontbre${several ? 'ken' : 'ekt'} nog ${details} (aan te vullen in “Presentation Brief”).`,
    doubted: (n) =>
      `Cijfers waar de briefing zelf aan twijfelt, staan ter controle in de sprekersnotities (${n}).`,
    ticked: (n) => `${n} punt${n > 1 ? 'en' : ''} van de checklist afgevinkt.`,
    removed: (list) => `Verwijderd, want niet met dit label in de briefing: ${list}.`,
    keptOffSlides: (list) => `Niet op de slides (in hun notities): ${list}.`,
    shorter: (asked, have) => `De briefing vraagt ${asked} slides; er is stof voor ${have} zonder herhaling.`,
    about: (n) => `ongeveer ${n}`,
    nothingOn: (sections) => `De briefing zegt niets over ${sections}: daarvoor is geen slide gemaakt.`,
  },

  admit: {
    keptOff: 'Niet op de slides',
    speaker: 'ik mij mijn me mezelf',
    addressee: 'jij je jou jouw jullie u graag alsjeblieft alstublieft aub',
    requests: [],
    we: 'wij we ons onze',
    theirs: 'hun zijn haar',
    deck: "dia dia's slide slides presentatie deck volgorde",
    deckLead: [
      'toon',
      'structuur',
      'opbouw',
      'volgorde',
      'secties',
      'format',
      'niet opnemen',
      'niet noemen',
      'niet vermelden',
      'weglaten',
    ],
    owners: 'eigenaar wie verantwoordelijk trekker',
    storage: ['gedeelde schijf', 'de schijf', 'de map', 'in de map'],
    replies: 'ja jep ok oké okay sorry excuus dank bedankt hoi hallo',
  },
  read: {
    shape: {
      not: 'geen zonder niet niks',
      closing: [
        'bedankslide',
        'bedankt slide',
        'dankjewel slide',
        'dank u slide',
        'slotslide',
        'afsluitende slide',
      ],
      agenda: ['agenda', 'agendaslide', 'agenda slide', 'inhoudsopgave'],
      start: [
        'beginnen met',
        'begin met',
        'begint met',
        'openen met',
        'open met',
        'starten met',
        'eerste slide',
      ],
      end: [
        'eindigen met',
        'eindig met',
        'eindigt met',
        'afsluiten met',
        'sluit af met',
        'sluiten met',
        'aan het eind',
        'aan het einde',
        'laatste slide',
      ],
    },
    asks: ['ons verzoek', 'wij vragen', 'we vragen', 'wij verzoeken', 'we verzoeken', 'het verzoek'],
    askWords: [
      'ons verzoek',
      'wij vragen',
      'we vragen',
      'wij verzoeken',
      'we verzoeken',
      'het verzoek',
      'gevraagd bedrag',
      'besluit',
      'akkoord',
      'goedkeuring',
      'instemming',
      'positief advies',
    ],
    contact: ['contact', 'laatste slide', 'laatste dia'],
    runningOrder: {
      leads: ['volgorde', 'opbouw', 'structuur', 'indeling'],
      cover: ['titel', 'voorblad', 'titelpagina', 'titeldia'],
    },
    room: {
      who: ['presenteren aan', 'presentatie voor', 'publiek:', 'doelgroep:'],
      meeting: ['voor de', 'voor het', 'tijdens de'],
    },
    cues: {
      problem:
        'probleem* *problemen uitdaging* moeilijk* moeite kosten *kosten duur* verlies* traag* handmatig* gebrek* ontbreek* ontbreken risico* vertraging* knelpunt* zwak* daling* daalt gedaald stagn* vandaag nu momenteel huidig* complex* versnipper* fout* storing* klacht* ontevreden* concurrent* druk verloop churn afhankelijk* beperkt* verouderd* inefficiën* slecht*',
      goals:
        'doel* *doel *doelen ambitie* visie groei* groeien verhogen verhoging* verlagen verlaging* verminderen vermindering* verbeteren verbetering* verdubbelen succes* resultat* resultaat verwacht* besparing* besparen winnen bereik* record* wil willen gewonnen afgerond overtroffen',
      approach:
        'wij stellen voorstel* aanpak* oplossing* methode* plan platform* invoer* migr* opbouw* bouwen ontwikkel* concept* uitvoer* automatiser* fase* etappe* roadmap strategie* ontwerp* team* vorm* oefening* workshop* proces* gereedschap* tool* werken renovatie* isolatie*',
      next: 'volgende* daarna vervolgens kick-off kickoff start starten begin* ondertekening* contract* week* weken maand* maanden termijn* planning* afspraak* pilot* mijlpa* januari februari maart april mei juni juli augustus september oktober november december q1 q2 q3 q4 aanbevel* besluit* besluiten advies* prioriteit*',
    },
    dateJoin: [],
    dates:
      'januari februari maart april mei juni juli augustus september oktober november december q1 q2 q3 q4',
    frames:
      'voorstel offerte pitch kwartaalrapportage kwartaalrapport review workshop rapport rapportage onderzoek presentatie concept training analyse verslag',
    notFraming: 'na voor tijdens in op aan vanaf sinds tot voor van wij we ons onze hun zij',
    kinds: {
      pitch: {
        names: ['pitch', 'pitchpresentatie', 'investeerders'],
        hints: ['verkopen', 'winnen', 'overtuigen'],
      },
      quarterly_review: {
        names: ['kwartaalrapportage', 'kwartaalrapport', 'kwartaalreview', 'kwartaaloverleg'],
        hints: ['kwartaal', 'q1', 'q2', 'q3', 'q4'],
      },
      proposal: {
        names: ['voorstel', 'offerte', 'wij stellen voor', 'we stellen voor', 'aanbesteding', 'verzoek'],
        hints: ['voorstellen', 'voorgesteld', 'samenwerking', 'cofinanciering', 'subsidie'],
      },
      workshop: {
        names: ['workshop', 'training', 'cursus'],
        hints: ['oefeningen', 'deelnemers'],
      },
      report: {
        names: ['rapport', 'rapportage', 'onderzoek', 'enquête', 'bevindingen'],
        hints: ['analyse', 'evaluatie', 'audit', 'verkenning'],
      },
    },
    contrasts: [
      [' in plaats van ', true],
      [' vergeleken met ', true],
      [' ten opzichte van ', true],
      [' versus ', false],
      [' vs ', false],
    ],
    fromTo: [' van ', ' naar '],
    changes:
      'groei stijging daling toename afname verandering daalde daalt steeg stijgt groeide groeit gedaald gestegen gegroeid is',
    subjectStops:
      'de het een en of maar is zijn was waren wordt worden heeft hebben van naar met voor op in bij zijn haar hun ons onze',
    common: 'hun onze ons deze dit elk elke vandaag nu kwartaal andere altijd',

    clauses: ['; ', ', en ', ', maar ', ', terwijl '],
    joined: { separators: [' en ', ' maar '], notAfter: 'te om', infinitive: 'te' },
    details: [', te beginnen met ', ', met ', ', waaronder ', ', zoals ', ', omdat ', ', zodat ', ', nadat '],
    listAnd: ['en '],
    lastItemJoined: true,
    steps: 'fase stap etappe golf sprint release mijlpaal',
    abbreviations: 'mln mld bijv ca incl nr resp',
    asides: {
      greetings: 'hoi hallo beste dag goedemorgen goedemiddag groet groeten hartelijke vriendelijke',
      brief: 'briefing verslag notities aantekeningen',
    },

    figures: {
      metricNouns:
        'omzet groei gebruikers klanten klantbehoud verloop churn nps marge marges winst kosten *kosten besparing besparingen conversie beschikbaarheid medewerkers werknemers markten landen vestigingen projecten tevredenheid marktaandeel aandeel afzet bestellingen downloads bezoekers verkeer tijd budget prijs leads abonnees leden partners woningen huurders mrr arr ebitda roi bekendheid',
      labelStops:
        'de het een van voor met zonder en of maar als bij uit na over onder sinds tot om per is zijn was waren wordt worden heeft hebben zijn haar hun ons onze ruim circa bijna meer minder in op aan te naar kost kosten betaalt betalen krijgt krijgen telt tellen zit zitten vrij waarvan',
      counted: 'seconden minuten uur uren dagen weken maanden kwartalen jaar jaren personen fte woningen',
      joins: 'van de het voor in per en',
      links:
        'is zijn was waren heeft hebben ligt lag liggen bereikt bereikte bedraagt bedroeg steeg daalde groeide viel op bij van ruim circa bijna over momenteel nu al slechts',
      skip: 'de het van hun zijn haar onze alle',
      went: 'daalde daalden steeg stegen viel vielen groeide gedaald gestegen gegroeid',
      months:
        'januari februari maart april mei juni juli augustus september oktober november december jan feb mrt apr jun jul aug sep sept okt nov dec',
      leads: ['en ', 'maar ', 'terwijl ', 'met '],
      growth: 'groei stijging toename',
      magnitudes: 'k K M mln mln. mld mld. miljoen miljard duizend',
      currencyWords: 'euro EUR dollar USD',
    },
    corrections: {
      no: ['nee', 'neen'],
      was: ['was', 'waren'],
      use: ['gebruik', 'neem', 'pak'],
      not: ['niet', 'en niet'],
      wrong: ['klopt niet', 'is fout', 'is onjuist'],
      itIs: ['het is', 'het zijn', 'het was', 'moet zijn'],
      correction: ['correctie', 'verbetering'],
    },
  },
};

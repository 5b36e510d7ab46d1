import type { Locale } from './types';

export const de: Locale = {
  stopwords:
    'der die das den dem des ein eine einen einem einer und ist sind wir ihr sie mit für von zu auf im nicht auch bei aus nach wie über unser unsere unseren werden wird hat haben dass als noch oder aber sich',
  nounsCapitalised: true,

  kinds: {
    pitch: {
      label: 'Pitch',
      sections: {
        problem: { title: 'Das Problem', prompt: '[Welches Problem hat der Kunde heute?]' },
        approach: { title: 'Unsere Lösung', prompt: '[Wie lösen wir es?]' },
        figures: { title: 'Die Zahlen' },
        comparison: { title: 'Vorher und nachher', sides: ['Vorher', 'Nachher'] },
        goals: { title: 'So sieht Erfolg aus', prompt: '[Was wird anders sein?]' },
        next: { title: 'Nächste Schritte', prompt: '[Was soll nach diesem Termin passieren?]' },
      },
    },
    quarterly_review: {
      label: 'Quartalsbericht',
      sections: {
        goals: { title: 'Das Quartal im Überblick', prompt: '[Was lief in diesem Quartal gut?]' },
        figures: { title: 'Ergebnisse' },
        problem: { title: 'Herausforderungen', prompt: '[Was hat uns gebremst?]' },
        comparison: { title: 'Damals und heute', sides: ['Damals', 'Heute'] },
        approach: { title: 'Was wir ändern', prompt: '[Was machen wir im nächsten Quartal anders?]' },
        next: {
          title: 'Prioritäten für das nächste Quartal',
          prompt: '[Die Prioritäten für das nächste Quartal]',
        },
      },
    },
    proposal: {
      label: 'Angebot',
      sections: {
        problem: { title: 'Die Ausgangslage', prompt: '[Vor welcher Herausforderung steht der Kunde?]' },
        goals: { title: 'Ziele', prompt: '[Was will der Kunde erreichen?]' },
        approach: { title: 'Unser Vorgehen', prompt: '[Wie setzen wir es um?]' },
        figures: { title: 'Die Zahlen' },
        comparison: { title: 'Heute und morgen', sides: ['Heute', 'Morgen'] },
        next: { title: 'Zeitplan und nächste Schritte', prompt: '[Meilensteine und erste Schritte]' },
      },
    },
    workshop: {
      label: 'Workshop',
      sections: {
        goals: { title: 'Ziele für heute', prompt: '[Womit wollen wir aus dem Raum gehen?]' },
        problem: { title: 'Wo wir stehen', prompt: '[Die Ausgangssituation]' },
        approach: { title: 'So arbeiten wir', prompt: '[Die Übungen und das Format]' },
        figures: { title: 'Fakten zum Einstieg' },
        next: { title: 'Nach dem Workshop', prompt: '[Verantwortliche und Termine für unsere Beschlüsse]' },
      },
    },
    report: {
      label: 'Bericht',
      sections: {
        problem: { title: 'Zentrale Erkenntnisse', prompt: '[Die wichtigsten Erkenntnisse]' },
        figures: { title: 'Kennzahlen' },
        comparison: { title: 'Im Vergleich', sides: ['Vorher', 'Nachher'] },
        approach: { title: 'Unser Vorgehen', prompt: '[Quellen und Methode]' },
        goals: { title: 'Was das bedeutet', prompt: '[Folgen für den Kunden]' },
        next: { title: 'Empfehlungen', prompt: '[Was wir empfehlen]' },
      },
    },
  },
  agenda: 'Agenda',
  timeline: 'Zeitplan',
  askTitle: 'Unsere Bitte',
  toVerify: 'Zu prüfen',
  keptOff: 'Nicht auf den Folien, wie im Briefing gewünscht',
  thanks: { title: 'Vielen Dank', mainText: 'Vielen Dank', noClient: 'Fragen?' },
  forClient: (label, client) => `${label}${client ? ` für ${client}` : ''}`,
  forAudience: (who) => `Für ${who}`,
  continued: (title) => `${title} (Fortsetzung)`,
  comparisonOf: (w) => `${w} im Vergleich`,
  alsoSaid: 'Außerdem im Briefing',
  discussion: { title: 'Diskussion', prompt: '[Eine Frage zur Diskussion mit dem Publikum]' },
  sources: {
    brief: 'Briefing',
    request: 'Anfrage',
    yourRequest: 'Ihre Anfrage',
    otherSlides: 'übrige Folien',
  },
  and: 'und',
  notes: {
    drawnFrom: (sources) => `Quelle: ${sources}.`,
    welcome: (title) => `Begrüßen Sie alle und stellen Sie „${title}“ vor.`,
    agenda: (parts) => `Gehen Sie die ${parts} Teile des Vortrags durch.`,
    figures: (figures) => `Nennen Sie die Zahlen und ihre Quelle: ${figures}.`,
    comparison: 'Stellen Sie die heutige Lage der künftigen gegenüber.',
    replacePrompt: 'Ersetzen Sie den Platzhalter in eckigen Klammern durch eigene Worte.',
    inFull: 'Wie es im Briefing steht',
    thanks: () => 'Danken Sie dem Publikum und laden Sie zu Fragen ein.',
    continued: (slide) => `Fahren Sie mit „${slide.title}“ fort.`,
  },
  summary: {
    from: (sources) => `laut ${sources}`,
    fromRequest: 'laut Ihrer Anfrage (das Briefing ist leer, er enthält nur, was die Anfrage sagt)',
    draft: (label, slides, source, titles) =>
      `Hier ist ein Entwurf mit ${slides} Folien (${label}), ${source}: ${titles}. Nichts ändert sich, bevor Sie ihn übernehmen.`,
    agencyName: 'der Name Ihrer Agentur',
    date: 'das Datum',
    missing: (details, several) =>
      ` Auf der Titelfolie fehl${several ? 'en' : 't'} noch ${details} (unter „Presentation Brief“ ergänzen).`,
    doubted: (n) =>
      `Zahlen, die das Briefing selbst anzweifelt, stehen zur Prüfung in den Sprechernotizen (${n}).`,
    ticked: (n) => `${n} Punkt${n > 1 ? 'e' : ''} der Checkliste abgehakt.`,
    removed: (list) => `Entfernt, weil nicht mit dieser Bezeichnung im Briefing: ${list}.`,
    keptOffSlides: (list) => `Nicht auf den Folien (in ihren Notizen): ${list}.`,
    shorter: (asked, have) =>
      `Das Briefing wünscht ${asked} Folien; es hat Stoff für ${have}, ohne sich zu wiederholen.`,
    about: (n) => `etwa ${n}`,
    nothingOn: (sections) => `Zu ${sections} sagt das Briefing nichts: dafür gibt es keine Folie.`,
  },

  admit: {
    keptOff: 'Nicht auf den Folien',
    speaker: 'ich mir mich mein meine meinen meinem meiner meines',
    addressee: 'du dich dir dein deine deinen deinem deiner deines euch euer eure bitte',
    requests: [],
    addresseeCapital: 'Sie Ihr Ihre Ihren Ihrem Ihrer Ihres Ihnen',
    we: 'wir unser unsere unseren unserem unserer unseres uns',
    theirs: 'ihre ihrer ihrem ihren ihres seine seiner seinem seinen seines',
    deck: 'folie folien präsentation deck slide slides schriftart reihenfolge',
    deckLead: [
      'ton',
      'tonalität',
      'struktur',
      'reihenfolge',
      'gliederung',
      'abschnitte',
      'format',
      'nicht aufnehmen',
      'nicht erwähnen',
      'nicht auf die folien',
    ],
    storage: ['geteilten laufwerk', 'gemeinsamen laufwerk', 'im ordner', 'im laufwerk'],
    replies: 'ja jep jo ok okay sorry entschuldigung danke hallo',
  },
  read: {
    shape: {
      not: 'kein keine keinen keiner ohne nicht',
      closing: [
        'danke folie',
        'danke slide',
        'dankesfolie',
        'dankes folie',
        'vielen dank folie',
        'vielen dank slide',
        'schlussfolie',
        'abschlussfolie',
      ],
      agenda: ['agenda', 'agendafolie', 'inhaltsverzeichnis', 'agenda folie', 'agenda slide'],
      start: [
        'beginnen mit',
        'beginnt mit',
        'anfangen mit',
        'fängt mit',
        'einsteigen mit',
        'starten mit',
        'startet mit',
        'erste folie',
      ],
      end: [
        'enden mit',
        'endet mit',
        'aufhören mit',
        'abschließen mit',
        'schließen mit',
        'schließt mit',
        'zum schluss',
        'am schluss',
        'am ende',
        'letzte folie',
        'letzten folie',
      ],
    },
    asks: ['unsere bitte', 'wir bitten', 'unsere anfrage', 'wir beantragen', 'freigabe'],
    askWords: [
      'unsere bitte',
      'wir bitten',
      'bitten wir',
      'wir beantragen',
      'beantragt',
      'freigabe',
      'budgetfreigabe',
      'entscheidung',
      'beschluss',
      'genehmigung',
      'zustimmung',
    ],
    room: {
      who: ['präsentiert vor', 'publikum:', 'zielgruppe:'],
      meeting: ['vor dem', 'vor der', 'für den', 'für die'],
    },
    cues: {
      problem:
        'problem* *probleme herausforderung* schwierig* kosten* *kosten teuer* verlust* verlier* langsam* manuell* mangel* fehlt fehlen fehlend* risik* verzöger* engpass* schwach* schwäche* rückgang* sinkt sinken gesunken stagn* heute derzeit aktuell* komplex* fragment* zersplittert* fehler* ausfall* ausfälle* beschwerde* unzufried* wettbewerb* druck* abwanderung* churn abhängig* begrenzt* veraltet* ineffizien* zäh* kaum',
      goals:
        'ziel* *ziel *ziele ambition* vision wachsen wachstum* steigern steigerung* erhöhen erhöhung* senken senkung* reduzieren reduktion* verbessern verbesserung* verdoppeln erfolg* ergebnis* erwart* einsparung* sparen gewinnen erreich* rekord* highlight* möchte möchten will wollen gewonnen abgeschlossen übertroffen',
      approach:
        'wir schlagen vorschlag* vorgehen ansatz* lösung* methode* methodik plan plattform* einführ* migr* aufbau* aufbauen entwickeln konzept* umsetz* automatisier* phase* etappe* roadmap strategie* design* team* format* übung* workshop* prozess* werkzeug* tool* arbeiten',
      next: 'nächste* anschließend danach kick-off kickoff start starten beginn* unterzeichn* vertrag* woche* monat* frist* zeitplan* termin* pilot* meilenstein* januar februar märz april mai juni juli august september oktober november dezember q1 q2 q3 q4 empfehl* entscheid* freigabe* priorität*',
    },
    dates: 'januar februar märz april mai juni juli august september oktober november dezember q1 q2 q3 q4',
    frames:
      'angebot vorschlag pitch quartalsbericht quartalsreview review workshop bericht studie marktstudie präsentation konzept schulung training analyse',
    notFraming: 'nach vor während in im am an ab seit bis für von wir unser unsere ihr ihre sie',
    kinds: {
      pitch: {
        names: ['pitch', 'pitch-präsentation', 'investoren'],
        hints: ['verkaufen', 'gewinnen', 'überzeugen'],
      },
      quarterly_review: {
        names: ['quartalsbericht', 'quartalsreview', 'quartalsrückblick', 'quartalsgespräch'],
        hints: ['quartal', 'quartals', 'q1', 'q2', 'q3', 'q4'],
      },
      proposal: {
        names: ['angebot', 'vorschlag', 'wir schlagen', 'ausschreibung'],
        hints: ['schlagen', 'vorgeschlagen', 'partnerschaft', 'konzept'],
      },
      workshop: {
        names: ['workshop', 'schulung', 'training'],
        hints: ['übungen', 'teilnehmende', 'teilnehmer'],
      },
      report: {
        names: ['bericht', 'studie', 'marktstudie', 'umfrage', 'erkenntnisse'],
        hints: ['analyse', 'auswertung', 'audit', 'recherche', 'untersuchung'],
      },
    },
    contrasts: [
      [' statt ', true],
      [' anstatt ', true],
      [' anstelle von ', true],
      [' im vergleich zu ', true],
      [' versus ', false],
      [' vs ', false],
    ],
    fromTo: [' von ', ' auf '],
    changes:
      'wachstum anstieg rückgang steigerung senkung veränderung sank sinkt stieg steigt fiel fällt wuchs wächst ging gesunken gestiegen gefallen gewachsen ist',
    subjectStops:
      'der die das den dem des ein eine einen einem einer und oder aber ist sind war waren wird werden hat haben von zu mit für auf in im bei sein seine ihr ihre unser unsere',
    common: 'ihre unsere diese dieser dieses jeder jede heute derzeit quartal andere immer',

    clauses: ['; ', ', und ', ', aber ', ', während ', ', doch '],
    joined: { separators: [' und ', ' aber '], notAfter: 'zu um', infinitive: 'zu' },
    details: [
      ', beginnend mit ',
      ', mit ',
      ', darunter ',
      ', etwa ',
      ', von ',
      ', nachdem ',
      ', weil ',
      ', sodass ',
      ', damit ',
      ', obwohl ',
    ],
    listAnd: ['und ', 'sowie '],
    lastItemJoined: true,
    steps: 'phase schritt stufe welle sprint release meilenstein etappe',
    abbreviations: 'mio mrd tsd bzw ca usw inkl ggf evtl nr vgl',

    figures: {
      metricNouns:
        'umsatz *umsatz wachstum nutzer kunden kundenbindung churn abwanderung nps marge margen gewinn kosten *kosten einsparungen conversion konversionsrate *quote *rate verfügbarkeit mitarbeitende mitarbeiter beschäftigte märkte länder standorte projekte zufriedenheit marktanteil anteil absatz bestellungen downloads besucher traffic zeit budget preis leads abonnenten mitglieder partner filialen mrr arr ebitda roi bekanntheit',
      labelStops:
        'der die das den dem des ein eine einen einem einer von vom zu zum zur in im am an auf für mit ohne und oder aber als bei aus nach über unter seit bis um je pro ist sind war waren wird werden hat haben sein seine ihr ihre unser unsere rund etwa knapp fast mehr weniger',
      counted: 'sekunden minuten stunden tage tagen wochen monate monaten quartale jahre jahren personen fte',
      joins: 'von der des für im in pro und',
      links:
        'ist sind war waren hat haben liegt lag liegen erreicht erreichte beträgt betrug betragen stieg stiegen sank sanken wuchs fiel um auf bei von rund etwa knapp fast über derzeit aktuell heute bereits nur',
      skip: 'der die das des ihrer ihres seiner unserer aller',
      went: 'sank sanken stieg stiegen fiel fielen wuchs ging gesunken gestiegen gefallen gewachsen',
      months:
        'januar februar märz april mai juni juli august september oktober november dezember jan feb mär apr jun jul aug sep sept okt nov dez',
      leads: ['und ', 'aber ', 'während ', 'mit ', 'sowie '],
      growth: 'wachstum anstieg steigerung',
      magnitudes: 'k K M Mio Mio. Mrd Mrd. Tsd Tsd. Millionen Million Milliarden Milliarde',
      currencyWords: 'Euro EUR Dollar USD CHF',
    },
  },
};

import { tailed } from './tailed';
import type { Locale } from './types';

export const it: Locale = {
  stopwords:
    'il lo gli le di del della dei delle degli dello un è sono nel nella con per che si suo sua loro al alla ai più come ma questo questa nostro nostra anche tra fra molto ha hanno non ed',
  elisions: ["dell'", "all'", "nell'", "dall'", "sull'", "quest'", "l'", "un'", "d'"],

  kinds: {
    pitch: {
      label: 'Presentazione commerciale',
      sections: {
        problem: { title: 'Il problema', prompt: '[Quale problema ha oggi il cliente?]' },
        approach: { title: 'La nostra soluzione', prompt: '[Come lo risolviamo?]' },
        figures: { title: 'I numeri' },
        comparison: { title: 'Prima e dopo', sides: ['Prima', 'Dopo'] },
        goals: { title: 'Come sarà il successo', prompt: '[Che cosa cambierà?]' },
        next: { title: 'Prossimi passi', prompt: '[Che cosa deve succedere dopo questo incontro?]' },
      },
    },
    quarterly_review: {
      label: 'Revisione trimestrale',
      sections: {
        goals: {
          title: 'I punti salienti del trimestre',
          prompt: '[Che cosa è andato bene in questo trimestre?]',
        },
        figures: { title: 'Risultati' },
        problem: { title: 'Criticità', prompt: '[Che cosa ci ha frenato?]' },
        comparison: { title: 'Allora e oggi', sides: ['Prima', 'Ora'] },
        approach: {
          title: 'Che cosa cambiamo',
          prompt: '[Che cosa faremo diversamente il prossimo trimestre?]',
        },
        next: { title: 'Priorità del prossimo trimestre', prompt: '[Le priorità del prossimo trimestre]' },
      },
    },
    proposal: {
      label: 'Proposta',
      sections: {
        problem: { title: 'La sfida', prompt: '[Quale sfida affronta il cliente?]' },
        goals: { title: 'Obiettivi', prompt: '[Che cosa vuole ottenere il cliente?]' },
        approach: { title: 'Il nostro approccio', prompt: '[Come lo faremo?]' },
        figures: { title: 'I numeri' },
        comparison: { title: 'Oggi e domani', sides: ['Oggi', 'Domani'] },
        next: { title: 'Tempi e prossimi passi', prompt: '[Tappe e primi passi]' },
      },
    },
    workshop: {
      label: 'Workshop',
      sections: {
        goals: { title: 'Obiettivi di oggi', prompt: '[Con che cosa dobbiamo uscire dalla sala?]' },
        problem: { title: 'A che punto siamo', prompt: '[La situazione di partenza]' },
        approach: { title: 'Come lavoreremo', prompt: '[Gli esercizi e il formato]' },
        figures: { title: 'Dati di partenza' },
        next: { title: 'Dopo il workshop', prompt: '[Responsabili e date per ciò che decidiamo]' },
      },
    },
    report: {
      label: 'Rapporto',
      sections: {
        problem: { title: 'Evidenze principali', prompt: '[Le evidenze principali]' },
        figures: { title: 'Numeri chiave' },
        comparison: { title: 'Il confronto', sides: ['Prima', 'Dopo'] },
        approach: { title: 'Come abbiamo lavorato', prompt: '[Fonti e metodo]' },
        goals: { title: 'Che cosa significa', prompt: '[Implicazioni per il cliente]' },
        next: { title: 'Raccomandazioni', prompt: '[Che cosa raccomandiamo]' },
      },
    },
  },
  agenda: 'Indice',
  timeline: 'Calendario',
  askTitle: 'La nostra richiesta',
  toVerify: 'Da verificare',
  keptOff: 'Fuori dalle slide, come chiede il brief',
  thanks: { title: 'Grazie', mainText: 'Grazie', noClient: 'Domande?', contact: 'Contatti' },
  forClient: (label, client) => `${label}${client ? ` per ${client}` : ''}`,
  forAudience: (who) => `Per ${who}`,
  continued: (title) => `${title} (segue)`,
  comparisonOf: (w) => `Confronto: ${w.toLowerCase()}`,
  alsoSaid: 'Anche nel brief',
  takeaways: {
    change: (l, a, b, up, t) => tailed(`${l} in ${up ? 'crescita' : 'calo'}, da ${a} a ${b}`, t),
    since: (y) => `dal ${y}`,
    largest: (c, v) => `La quota maggiore: ${c}, ${v}`,
    in: (p) => `nel ${p}`,
    changes: 'crescit* cresciut* cresce aument* calo calat* sces* raddoppi* diminu*',
    openers: 'loro noi io e ma quindi',
    connectives: ["d'altra parte", 'tuttavia', 'inoltre', 'invece'],
    fragments: 'in a con da rispetto fino',
    ends: 'il lo la i gli le di del della a e o in per con da',
    by: 'per',
    trend: 'andamento evoluzione',
    total: 'totale totali',
    plans: 'obiettiv* prevision*',
  },
  discussion: { title: 'Discussione', prompt: '[Una domanda da discutere con il pubblico]' },
  sources: {
    brief: 'il brief',
    request: 'la richiesta',
    yourRequest: 'la tua richiesta',
    otherSlides: 'le altre slide',
  },
  and: 'e',
  notes: {
    drawnFrom: (sources) => `Fonte: ${sources}.`,
    welcome: (title) => `Dai il benvenuto a tutti e presenta “${title}”.`,
    agenda: (parts) => `Illustra le ${parts} parti dell’intervento.`,
    figures: (figures) => `Presenta i numeri e di’ da dove vengono: ${figures}.`,
    comparison: 'Metti a confronto la situazione di oggi con quella di domani.',
    replacePrompt: 'Sostituisci il testo tra parentesi quadre con parole tue.',
    inFull: 'Come lo dice il brief',
    thanks: () => 'Ringrazia il pubblico e invitalo a fare domande.',
    continued: (slide) => `Prosegui con “${slide.title}”.`,
  },
  summary: {
    from: (sources) => `secondo ${sources}`,
    fromRequest: 'secondo la tua richiesta (il brief è vuoto: contiene solo ciò che dice la richiesta)',
    draft: (label, slides, source, titles) =>
      `Ecco una bozza di ${slides} slide (${label.toLowerCase()}), ${source}: ${titles}. Non cambia nulla finché non la accetti.`,
    agencyName: 'il nome della tua agenzia',
    date: 'la data',
    missing: (details, several) =>
      ` Nella slide del titolo manca${several ? 'no' : ''} ancora ${details} (in “Presentation Brief”).`,
    doubted: (n) => `Le cifre di cui il brief dubita sono nelle note del relatore, da verificare (${n}).`,
    ticked: (n) => `${n} voc${n > 1 ? 'i' : 'e'} della checklist spuntat${n > 1 ? 'e' : 'a'}.`,
    removed: (list) => `Rimosso, non presente nel brief con questa etichetta: ${list}.`,
    keptOffSlides: (list) => `Fuori dalle slide (nelle loro note): ${list}.`,
    shorter: (asked, have) => `Il brief chiede ${asked} slide; ha materiale per ${have} senza ripetersi.`,
    about: (n) => `circa ${n}`,
    untranslated: (asked, own) =>
      `Il brief chiede le slide in ${asked}; senza un modello la bozza non può tradurre, quindi sono in ${own}. Traducile o rifai la bozza con un modello.`,
    nothingOn: (sections) => `Il brief non dice nulla su ${sections}: nessuna slide creata per questo.`,
  },

  admit: {
    keptOff: 'Fuori dalle slide',
    speaker: 'io mi me mio mia miei mie',
    addressee: 'tu ti te tuo tua tuoi tue voi vostro vostra vostri vostre',
    requests: ['per favore', 'per piacere', 'per cortesia'],
    addresseeCapital: 'Lei',
    we: 'noi nostro nostra nostri nostre',
    theirs: 'loro suo sua suoi sue',
    deck: 'slide diapositiva diapositive presentazione deck',
    deckLead: ['tono', 'struttura', 'ordine', 'sezioni', 'formato', 'non includere', 'non menzionare'],
    owners: 'responsabile responsabili chi',
    storage: ['cartella condivisa', 'il drive', 'nella cartella', 'drive condiviso'],
    replies: 'sì ok okay certo scusa scusate grazie ciao',
  },
  read: {
    shape: {
      not: 'senza niente nessun nessuna no non',
      closing: ['slide di ringraziamento', 'slide grazie', 'slide dei ringraziamenti', 'ringraziamenti'],
      agenda: ['agenda', 'indice', 'ordine del giorno', 'sommario'],
      start: [
        'iniziare con',
        'inizia con',
        'iniziare da',
        'inizia da',
        'aprire con',
        'apri con',
        'partire da',
        'prima slide',
      ],
      end: [
        'finire con',
        'finisci con',
        'chiudere con',
        'chiudi con',
        'terminare con',
        'termina con',
        'ultima slide',
      ],
    },
    asks: ['la nostra richiesta', 'chiediamo', 'richiediamo'],
    askWords: [
      'la nostra richiesta',
      'chiediamo',
      'richiediamo',
      'importo richiesto',
      'approvazione',
      'approvare',
      'decisione',
    ],
    contact: ['contatt', 'riferiment', 'ultima slide', 'ultima diapositiva'],
    verbatim: [
      'parola per parola',
      'esattamente così',
      'esattamente questa frase',
      'alla lettera',
      'slide a parte',
      'slide dedicata',
    ],
    titleLeads: ['titolo provvisorio', 'titolo di lavoro', 'titolo della presentazione', 'titolo'],
    runningOrder: {
      leads: [
        'ordine',
        'struttura',
        'scaletta',
        'sequenza',
        'indispensabili',
        'da includere',
        'deve contenere',
      ],
      cover: ['copertina', 'titolo', 'slide di titolo'],
    },
    meetingLabels: ['chi presenta', 'presenta', 'data', 'luogo'],
    room: {
      who: ['presentato a', 'presentata a', 'pubblico:'],
      meeting: ['davanti al', 'davanti alla', 'per il', 'per la'],
    },
    cues: {
      problem:
        'problem* sfida sfide senza difficolt* cost* caro cara perdit* perd* lent* manual* mancanza manca mancano rischi* ritard* collo debole debolezz* calo cala stagn* oggi attualmente attual* compless* frammentat* dispers* error* guast* reclam* insoddisf* concorren* pressione churn abbandon* dipend* limitat* obsolet* ineffici* criticità',
      goals:
        'obiettiv* traguard* ambizion* target raggiung* crescere crescita aumentare aumento ridurre riduzione migliorare miglioramento* raddoppiare triplicare successo risultat* attes* rispar* guadagn* conquist* record vuole vogliono punta raggiunto chiuso vinto superato',
      approach:
        'proponiamo propost* approccio soluzion* metodo metodologia piano piattaforma* implement* introdur* migr* costruire sviluppare lanciare automatizz* fase fasi tappa tappe roadmap strategi* design formato team squadra process* strument* perimetro cantier* workshop eserciz* lavor*',
      next: 'prossim* successiv* poi avvio avviare kick-off kickoff firma firmare contratto settiman* mese mesi scadenz* calendario cronoprogramma pilota milestone gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre q1 q2 q3 q4 raccomand* decision* approva* priorit* lancio',
    },
    dateJoin: [],
    dates:
      'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre q1 q2 q3 q4',
    frames: 'proposta pitch revisione bilancio workshop laboratorio rapporto studio presentazione formazione',
    notFraming: 'dopo prima durante in nel nella da dal dalla fino per noi nostro nostra loro',
    kinds: {
      pitch: {
        names: ['pitch', 'presentazione commerciale', 'investitori'],
        hints: ['vendere', 'vincere', 'convincere'],
      },
      quarterly_review: {
        names: ['revisione trimestrale', 'bilancio trimestrale', 'review trimestrale'],
        hints: ['trimestre', 'trimestrale', 'q1', 'q2', 'q3', 'q4'],
      },
      proposal: {
        names: ['proposta', 'proponiamo', 'gara', 'bando'],
        hints: ['proporre', 'collaborazione'],
      },
      workshop: {
        names: ['workshop', 'laboratorio', 'formazione'],
        hints: ['esercizi', 'partecipanti', 'esercitazioni'],
      },
      report: {
        names: ['rapporto', 'studio', 'ricerca', 'indagine'],
        hints: ['analisi', 'audit', 'evidenze'],
      },
    },
    contrasts: [
      [' invece di ', true],
      [' anziché ', true],
      [' rispetto a ', true],
      [' piuttosto che ', true],
      [' versus ', false],
      [' vs ', false],
    ],
    fromTo: [' dal ', ' al '],
    changes:
      'crescita aumento calo riduzione salito salita sceso scesa passato passata cresciuto diminuito è',
    subjectStops:
      'il lo la i gli le un una di del della dei delle in nel nella con per e o ma è sono era sarà suo sua loro nostro nostra',
    common: 'loro nostri nostre ogni oggi attualmente trimestre altri altre sempre',

    clauses: ['; ', ', e ', ', ma ', ', mentre '],
    joined: { separators: [' e ', ' ed ', ' ma '], notAfter: "di del della a al da per in con d'" },
    details: [
      ', a partire da ',
      ', con ',
      ', tra cui ',
      ', come ',
      ', partendo da ',
      ', grazie a ',
      ', perché ',
      ', dopo ',
    ],
    listAnd: ['e ', 'ed '],
    lastItemJoined: true,
    steps: 'fase tappa ondata sprint rilascio milestone',
    abbreviations: 'ecc sig dott',

    figures: {
      metricNouns:
        'fatturato ricavi crescita utenti clienti fidelizzazione retention churn nps margine margini utile costi costo risparmi conversione disponibilità dipendenti collaboratori ingegneri mercati paesi sedi negozi progetti soddisfazione quota vendite ordini download visitatori traffico tempo budget prezzo lead abbonati membri partner mrr arr ebitda roi notorietà',
      labelStops:
        'di del della dei delle degli dello d in nel nella nei nelle a al alla ai alle da dal dalla dai per con su sul sulla tra fra e o ma che è sono era sarà il lo la i gli le un una suo sua loro nostro nostra ogni circa quasi oltre più meno',
      counted: 'secondi minuti ore giorni settimane mesi trimestri anni persone fte',
      joins: 'di del della dei delle in per e',
      links:
        'è sono era erano ha hanno raggiunto raggiunge arriva arrivato vale valgono rappresenta pesa passa passato sceso salito cresciuto circa quasi oltre a al di in oggi attualmente già solo',
      skip: 'di del della dei delle il lo la i gli le suo sua loro nostro nostra tutti tutte',
      went: 'sceso scesa scesi salito salita saliti passato passata calato cresciuto diminuito',
      months:
        'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre gen feb mar apr mag giu lug ago set ott nov dic',
      leads: ['e ', 'ma ', 'con ', 'mentre ', 'ed '],
      growth: 'crescita aumento',
      magnitudes: 'k K M mln mld Mln Mld milioni milione miliardi miliardo mila',
      currencyJoin: 'di ',
      currencyWords: 'euro EUR dollari USD',
    },
    corrections: {
      no: ['no'],
      was: ['era', 'erano'],
      use: ['usa', 'usate', 'metti', 'mettete'],
      not: ['non', 'e non'],
      wrong: ['è sbagliato', 'è sbagliata', 'è errato', 'è errata'],
      itIs: ['è', 'sono'],
      correction: ['correzione', 'rettifica'],
    },
  },
};

import type { Locale } from './types';

/** A no-break space: French sets one before "?", "!", ":" and ";" and inside « ». */
const _ = '\u00a0';

export const fr: Locale = {
  stopwords: `le les des du une est sont nous vous leur leurs avec pour dans sur par qui ce cette ces au aux pas plus été ont ses son notre nos votre vos mais où très chez sans aussi l' d' qu' n' s' c'`,
  elisions: ["l'", "d'", "qu'", "n'", "s'", "c'", "j'", "m'", "jusqu'", "lorsqu'", "puisqu'"],

  kinds: {
    pitch: {
      label: 'Présentation commerciale',
      sections: {
        problem: {
          title: 'Le problème',
          prompt: `[Quel problème le client rencontre-t-il aujourd’hui${_}?]`,
        },
        approach: { title: 'Notre solution', prompt: `[Comment le résolvons-nous${_}?]` },
        figures: { title: 'Les chiffres clés' },
        comparison: { title: 'Avant et après', sides: ['Avant', 'Après'] },
        goals: { title: 'À quoi ressemblera la réussite', prompt: `[Qu’est-ce qui aura changé${_}?]` },
        next: { title: 'Prochaines étapes', prompt: `[Que doit-il se passer après cette réunion${_}?]` },
      },
    },
    quarterly_review: {
      label: 'Revue trimestrielle',
      sections: {
        goals: {
          title: 'Les temps forts du trimestre',
          prompt: `[Qu’est-ce qui a bien marché ce trimestre${_}?]`,
        },
        figures: { title: 'Résultats' },
        problem: { title: 'Difficultés', prompt: `[Qu’est-ce qui nous a freinés${_}?]` },
        comparison: { title: 'Hier et aujourd’hui', sides: ['Avant', 'Maintenant'] },
        approach: {
          title: 'Ce que nous changeons',
          prompt: `[Que faisons-nous autrement au prochain trimestre${_}?]`,
        },
        next: { title: 'Priorités du prochain trimestre', prompt: '[Les priorités du prochain trimestre]' },
      },
    },
    proposal: {
      label: 'Proposition',
      sections: {
        problem: { title: 'L’enjeu', prompt: `[À quel enjeu le client fait-il face${_}?]` },
        goals: { title: 'Objectifs', prompt: `[Que veut accomplir le client${_}?]` },
        approach: { title: 'Notre approche', prompt: `[Comment allons-nous procéder${_}?]` },
        figures: { title: 'Les chiffres' },
        comparison: { title: 'Aujourd’hui et demain', sides: ['Aujourd’hui', 'Demain'] },
        next: { title: 'Calendrier et prochaines étapes', prompt: '[Jalons et premières étapes]' },
      },
    },
    workshop: {
      label: 'Atelier',
      sections: {
        goals: { title: 'Objectifs de la journée', prompt: `[Avec quoi devons-nous repartir${_}?]` },
        problem: { title: 'Où nous en sommes', prompt: '[La situation de départ]' },
        approach: { title: 'Comment nous allons travailler', prompt: '[Les exercices et le format]' },
        figures: { title: 'Les faits de départ' },
        next: { title: 'Après l’atelier', prompt: '[Responsables et dates pour ce que nous décidons]' },
      },
    },
    report: {
      label: 'Rapport',
      sections: {
        problem: { title: 'Principaux constats', prompt: '[Les principaux constats]' },
        figures: { title: 'Chiffres clés' },
        comparison: { title: 'Points de comparaison', sides: ['Avant', 'Après'] },
        approach: { title: 'Notre méthode', prompt: '[Sources et méthode]' },
        goals: { title: 'Ce que cela signifie', prompt: '[Les conséquences pour le client]' },
        next: { title: 'Recommandations', prompt: '[Ce que nous recommandons]' },
      },
    },
  },
  agenda: 'Sommaire',
  timeline: 'Calendrier',
  askTitle: 'Notre demande',
  toVerify: 'À vérifier',
  keptOff: 'Hors des diapositives, comme le demande le brief',
  thanks: { title: 'Merci', mainText: 'Merci', noClient: `Des questions${_}?` },
  forClient: (label, client) => `${label}${client ? ` pour ${client}` : ''}`,
  forAudience: (who) => `Pour ${who}`,
  continued: (title) => `${title} (suite)`,
  comparisonOf: (w) => `Comparatif : ${w.toLowerCase()}`,
  alsoSaid: 'Également dans le brief',
  discussion: { title: 'Discussion', prompt: '[Une question à débattre avec l’auditoire]' },
  sources: {
    brief: 'le brief',
    request: 'la demande',
    yourRequest: 'votre demande',
    otherSlides: 'les autres diapositives',
  },
  and: 'et',
  notes: {
    drawnFrom: (sources) => `Source${_}: ${sources}.`,
    welcome: (title) => `Accueillez l’auditoire et présentez «${_}${title}${_}».`,
    agenda: (parts) => `Présentez les ${parts} parties de l’exposé.`,
    figures: (figures) => `Donnez les chiffres et leur source${_}: ${figures}.`,
    comparison: 'Opposez la situation d’aujourd’hui à celle de demain.',
    replacePrompt: 'Remplacez la consigne entre crochets par vos propres mots.',
    inFull: 'Tel que le brief le dit',
    thanks: () => 'Remerciez l’auditoire et invitez-le à poser ses questions.',
    continued: (slide) => `Poursuivez «${_}${slide.title}${_}».`,
  },
  summary: {
    from: (sources) => `d’après ${sources}`,
    fromRequest: `d’après votre demande (le brief est vide${_}: il ne reprend que ce que dit la demande)`,
    draft: (label, slides, source, titles) =>
      `Voici un brouillon de ${slides} diapositives (${label.toLowerCase()}), ${source}${_}: ${titles}. Rien ne change tant que vous ne l’avez pas accepté.`,
    agencyName: 'le nom de votre agence',
    date: 'la date',
    missing: (details) =>
      ` Il manque encore ${details} sur la diapositive de titre (à compléter dans «${_}Presentation Brief${_}»).`,
    doubted: (n) => `Les chiffres dont le brief doute sont dans les notes de l’orateur, à vérifier (${n}).`,
    ticked: (n) => `${n} élément${n > 1 ? 's' : ''} de la checklist coché${n > 1 ? 's' : ''}.`,
    removed: (list) => `Retiré, absent du brief sous ce libellé${_}: ${list}.`,
    shorter: (asked, have) =>
      `Le brief demande ${asked} diapositives${_}; il a de la matière pour ${have} sans se répéter.`,
    about: (n) => `environ ${n}`,
    nothingOn: (sections) =>
      `Le brief ne dit rien sur ${sections}\u00a0: aucune diapositive n’a été créée pour cela.`,
  },

  read: {
    shape: {
      not: 'pas sans aucun aucune inutile ni',
      closing: [
        'slide merci',
        'diapo merci',
        'diapositive merci',
        'slide de remerciement',
        'slide de remerciements',
        'page de remerciements',
        'remerciements',
      ],
      agenda: ['sommaire', 'agenda', 'ordre du jour', 'table des matières'],
      start: [
        'commencer par',
        'commence par',
        'commencez par',
        'ouvrir sur',
        'ouvrir par',
        'ouvre sur',
        'ouvrez sur',
        'première slide',
        'première diapo',
      ],
      end: [
        'terminer par',
        'termine par',
        'terminez par',
        'terminer sur',
        'termine sur',
        'finir par',
        'finir sur',
        'conclure par',
        'conclure sur',
        'dernière slide',
        'dernière diapo',
        'dernière diapositive',
      ],
    },
    asks: ['ce que nous demandons', 'nous demandons', 'notre demande', 'demandons', 'validation du'],
    askWords: [
      "ce qu'on demande",
      'ce que nous demandons',
      'nous demandons',
      'notre demande',
      'demandons',
      'demandé',
      'demandée',
      'décision',
      'décisions',
      'décider',
      'validation',
      'valider',
      'approbation',
      'approuver',
      'feu vert',
    ],
    room: {
      who: ['présenté à', 'présentée à', 'public :', 'public:', 'auditoire :'],
      meeting: ['pour le', 'pour la', 'lors du', 'lors de la'],
    },
    cues: {
      problem: `problème* difficult* enjeu enjeux défi défis coût coûts coûteu* cher chère chers perte* perd* lent lente lents lentes lenteur* manuel* manque* risque* retard* frein* obstacle* faible* faiblesse* recul* chute* stagn* aujourd'hui actuellement actuel actuelle complexe* fragment* dispers* erreur* panne* plainte* réclamation* insatisf* concurren* menace* pression* saturé* churn attrition dépend* limité* échec* souffr* vieilliss* obsolète* dégrad* inefficac* peine* freine*`,
      goals:
        'objectif* but buts ambition* viser vise visons visé cible* atteindre souhaite souhaitons veut veulent doubler tripler croissance croître augmenter augmentation* réduire réduction* améliorer amélioration* gagner gain gains succès réussite* résultat* attendu* économie* conquérir conquête* record* progress* hausse* remporté signé gagné temps-fort* fort forts',
      approach:
        'nous proposons propos* approche* solution* démarche* méthode* méthodolog* plan plans plateforme* déployer déploie* déploiement* migr* construire concevoir conception* lancer mettre mettons mise automatis* phase* étape* feuille stratégie* dispositif* refonte* accompagn* atelier* format* équipe* périmètre* chantier* outil* processus exercice* travaill*',
      next: 'prochain prochaine prochains prochaines ensuite lancement démarrage démarrer kick-off kickoff signature signer contrat semaine* mois échéance* calendrier planning pilote jalon* janvier février mars avril mai juin juillet août septembre octobre novembre décembre t1 t2 t3 t4 q1 q2 q3 q4 recommand* décision* valider validation* priorit* suite',
    },
    dates:
      'janvier février mars avril mai juin juillet août septembre octobre novembre décembre t1 t2 t3 t4 q1 q2 q3 q4',
    frames: 'proposition pitch revue bilan atelier rapport étude formation séminaire présentation offre',
    notFraming: `après avant pendant dans à de depuis jusqu pour nous notre nos leur leurs ils elles on`,
    kinds: {
      pitch: {
        names: ['pitch', 'présentation commerciale', 'soutenance', 'levée de fonds', 'investisseurs'],
        hints: ['convaincre', 'vendre', 'gagner', 'prospect'],
      },
      quarterly_review: {
        names: [
          'revue trimestrielle',
          'bilan trimestriel',
          'revue du t1',
          'revue du t2',
          'revue du t3',
          'revue du t4',
          'bilan du t1',
          'bilan du t2',
          'bilan du t3',
          'bilan du t4',
        ],
        hints: ['trimestre', 'trimestriel', 'trimestrielle', 't1', 't2', 't3', 't4', 'bilan', 'revue'],
      },
      proposal: {
        names: ['proposition', 'nous proposons', 'appel offres', 'recommandation stratégique'],
        hints: ['proposons', 'proposer', 'accompagnement', 'partenariat'],
      },
      workshop: {
        names: ['atelier', 'formation', 'séminaire'],
        hints: ['ateliers', 'exercice', 'exercices', 'participants'],
      },
      report: {
        names: ['rapport', 'étude', 'enquête', 'audit', 'constats'],
        hints: ['analyse', 'recherche', 'diagnostic'],
      },
    },
    contrasts: [
      [' au lieu de ', true],
      [' plutôt que ', true],
      [' par rapport à ', true],
      [' versus ', false],
      [' vs ', false],
    ],
    fromTo: [' de ', ' à '],
    changes:
      'croissance hausse baisse progression recul augmentation diminution réduction évolution passé passée passe passer chuté baissé augmenté progressé reculé',
    subjectStops: `le la les un une des du de à au aux en sur par pour avec et ou mais est sont était a ont sera son sa ses leur leurs notre nos`,
    common: `leurs notre votre cette aujourd'hui actuellement chaque trimestre autres entre toujours comme`,

    clauses: ['; ', ', et ', ', mais ', ', tandis que ', ', alors que '],
    joined: { separators: [' et ', ' mais '], notAfter: `de du des d' à au aux en pour par sur avec` },
    details: [
      ', en commençant par ',
      ', avec ',
      ', dont ',
      ', notamment ',
      ', à partir de ',
      ', y compris ',
      ', grâce à ',
      ', parce que ',
      ', afin de ',
    ],
    listAnd: ['et '],
    lastItemJoined: true,
    steps: 'phase étape lot vague sprint jalon palier',
    abbreviations: 'env cf mds md',
    colon: `${_}: `,

    figures: {
      metricNouns:
        'croissance utilisateurs clients fidélisation rétention churn attrition nps marge marges bénéfice bénéfices coûts coût économies conversion disponibilité salariés collaborateurs effectifs ingénieurs marchés pays agences projets satisfaction ventes commandes téléchargements visiteurs trafic temps budget prix leads abonnés membres partenaires magasins mrr arr ebitda roi notoriété audience',
      labelStops: `de du des d la le les l un une à au aux en dans sur par pour avec sans auprès que qui dont et ou mais son sa ses leur leurs notre nos votre est sont était a ont sera chaque entre depuis jusqu environ près plus moins contre sous`,
      counted: 'secondes minutes heures jours semaines mois trimestres ans années personnes etp',
      joins: 'de du des d en à pour sur et',
      links: `est sont était étaient a ont atteint atteignent représente représentent progresse progressent dépasse totalise compte comptent environ près plus de à actuellement aujourd'hui déjà seulement passe passé passée`,
      skip: 'de du des son sa ses leur leurs le la les l un une notre nos tous toutes',
      went: 'passé passée passés passées passe tombé tombée chuté baissé augmenté progressé reculé grimpé évolué',
      months:
        'janvier février mars avril mai juin juillet août septembre octobre novembre décembre janv févr avr juil sept oct nov déc',
      leads: ['et ', 'mais ', 'avec ', 'tandis que ', 'dont '],
      growth: 'croissance hausse progression',
      magnitudes: 'k K M Md Mds Mrd md millions million milliards milliard',
      currencyJoin: "d'",
      currencyWords: 'euros euro EUR dollars USD',
    },
    corrections: {
      no: ['non'],
      was: ["c'était", 'était', 'étaient'],
      use: ['utilise', 'utilisez', 'prends', 'prenez', 'mets', 'mettez'],
      not: ['pas', 'non', 'et non', 'et pas'],
      wrong: ['est faux', 'est erroné', 'est fausse', "c'est faux"],
      itIs: ["c'est", "c'était", 'ce sont'],
      correction: ['correction', 'rectification', 'rectificatif'],
    },
  },
};

import { tailed } from './tailed';
import type { Locale } from './types';

export const es: Locale = {
  stopwords:
    'el los las del una es son nosotros con para por que se su sus al lo más como pero este esta estos estas nuestro nuestra nuestros también entre sin muy hay han fue y ya',

  kinds: {
    pitch: {
      label: 'Presentación comercial',
      sections: {
        problem: { title: 'El problema', prompt: '[¿Qué problema tiene hoy el cliente?]' },
        approach: { title: 'Nuestra solución', prompt: '[¿Cómo lo resolvemos?]' },
        figures: { title: 'En cifras' },
        comparison: { title: 'Antes y después', sides: ['Antes', 'Después'] },
        goals: { title: 'Cómo será el éxito', prompt: '[¿Qué será distinto?]' },
        next: { title: 'Próximos pasos', prompt: '[¿Qué debe pasar después de esta reunión?]' },
      },
    },
    quarterly_review: {
      label: 'Revisión trimestral',
      sections: {
        goals: { title: 'Lo más destacado del trimestre', prompt: '[¿Qué salió bien este trimestre?]' },
        figures: { title: 'Resultados' },
        problem: { title: 'Retos', prompt: '[¿Qué nos frenó?]' },
        comparison: { title: 'Antes y ahora', sides: ['Antes', 'Ahora'] },
        approach: { title: 'Qué estamos cambiando', prompt: '[¿Qué haremos distinto el próximo trimestre?]' },
        next: {
          title: 'Prioridades del próximo trimestre',
          prompt: '[Las prioridades del próximo trimestre]',
        },
      },
    },
    proposal: {
      label: 'Propuesta',
      sections: {
        problem: { title: 'El reto', prompt: '[¿A qué reto se enfrenta el cliente?]' },
        goals: { title: 'Objetivos', prompt: '[¿Qué quiere lograr el cliente?]' },
        approach: { title: 'Nuestro enfoque', prompt: '[¿Cómo lo haremos?]' },
        figures: { title: 'Las cifras' },
        comparison: { title: 'Hoy y mañana', sides: ['Hoy', 'Mañana'] },
        next: { title: 'Calendario y próximos pasos', prompt: '[Hitos y primeros pasos]' },
      },
    },
    workshop: {
      label: 'Taller',
      sections: {
        goals: { title: 'Objetivos de hoy', prompt: '[¿Con qué debemos salir de la sala?]' },
        problem: { title: 'Dónde estamos', prompt: '[La situación de partida]' },
        approach: { title: 'Cómo trabajaremos', prompt: '[Los ejercicios y el formato]' },
        figures: { title: 'Datos de partida' },
        next: { title: 'Después del taller', prompt: '[Responsables y fechas de lo que decidamos]' },
      },
    },
    report: {
      label: 'Informe',
      sections: {
        problem: { title: 'Hallazgos clave', prompt: '[Los hallazgos principales]' },
        figures: { title: 'Cifras clave' },
        comparison: { title: 'Cómo se compara', sides: ['Antes', 'Después'] },
        approach: { title: 'Cómo trabajamos', prompt: '[Fuentes y método]' },
        goals: { title: 'Qué significa', prompt: '[Implicaciones para el cliente]' },
        next: { title: 'Recomendaciones', prompt: '[Lo que recomendamos]' },
      },
    },
  },
  agenda: 'Índice',
  timeline: 'Calendario',
  askTitle: 'Lo que pedimos',
  toVerify: 'Por verificar',
  keptOff: 'Fuera de las diapositivas, como pide el brief',
  thanks: { title: 'Gracias', mainText: 'Gracias', noClient: '¿Preguntas?', contact: 'Contacto' },
  forClient: (label, client) => `${label}${client ? ` para ${client}` : ''}`,
  forAudience: (who) => `Para ${who}`,
  continued: (title) => `${title} (continuación)`,
  comparisonOf: (w) => `Comparativa: ${w.toLowerCase()}`,
  alsoSaid: 'También en el brief',
  takeaways: {
    change: (l, a, b, up, t) => tailed(`${l} en ${up ? 'aumento' : 'descenso'}, de ${a} a ${b}`, t),
    since: (y) => `desde ${y}`,
    largest: (c, v) => `La mayor parte: ${c}, ${v}`,
    in: (p) => `en ${p}`,
    changes: 'aument* crec* subi* bajó caída cayó duplic* descen*',
    openers: 'ellos ellas su sus nosotros yo y pero así',
    connectives: ['por otro lado', 'sin embargo', 'además', 'en cambio'],
    fragments: 'en a con frente hasta',
    ends: 'el la los las de del a y o en para por con',
    by: 'por según',
    trend: 'evolución tendencia',
    total: 'total totales',
    plans: 'objetivo* previsi* meta metas',
  },
  discussion: { title: 'Debate', prompt: '[Una pregunta para debatir con el público]' },
  sources: {
    brief: 'el brief',
    request: 'la solicitud',
    yourRequest: 'tu solicitud',
    otherSlides: 'las demás diapositivas',
  },
  and: 'y',
  notes: {
    drawnFrom: (sources) => `Fuente: ${sources}.`,
    welcome: (title) => `Da la bienvenida y presenta «${title}».`,
    agenda: (parts) => `Recorre las ${parts} partes de la presentación.`,
    figures: (figures) => `Da las cifras y di de dónde salen: ${figures}.`,
    comparison: 'Contrasta la situación de hoy con la de mañana.',
    replacePrompt: 'Sustituye el texto entre corchetes por tus propias palabras.',
    inFull: 'Como lo dice el brief',
    thanks: () => 'Agradece al público su atención e invita a hacer preguntas.',
    continued: (slide) => `Continúa con «${slide.title}».`,
  },
  summary: {
    from: (sources) => `según ${sources}`,
    fromRequest: 'según tu solicitud (el brief está vacío: solo recoge lo que dice la solicitud)',
    draft: (label, slides, source, titles) =>
      `Aquí tienes un borrador de ${slides} diapositivas (${label.toLowerCase()}), ${source}: ${titles}. Nada cambia hasta que lo aceptes.`,
    agencyName: 'el nombre de tu agencia',
    date: 'la fecha',
    missing: (details) => ` A la diapositiva de título aún le falta ${details} (en «Presentation Brief»).`,
    doubted: (n) =>
      `Las cifras que el brief pone en duda están en las notas del orador, por verificar (${n}).`,
    ticked: (n) => `${n} elemento${n > 1 ? 's' : ''} de la checklist marcado${n > 1 ? 's' : ''}.`,
    removed: (list) => `Eliminado, no está en el brief con esa etiqueta: ${list}.`,
    keptOffSlides: (list) => `Fuera de las diapositivas (en sus notas): ${list}.`,
    shorter: (asked, have) =>
      `El brief pide ${asked} diapositivas; tiene contenido para ${have} sin repetirse.`,
    about: (n) => `unas ${n}`,
    nothingOn: (sections) =>
      `El brief no dice nada sobre ${sections}: no se ha creado ninguna diapositiva para ello.`,
  },

  admit: {
    keptOff: 'Fuera de las diapositivas',
    speaker: 'yo me mi mis mío mía míos mías conmigo',
    addressee: 'tú tu tus te ti usted vosotros vosotras vuestro vuestra vuestros vuestras os contigo',
    requests: ['por favor', 'porfa'],
    we: 'nosotros nosotras nuestro nuestra nuestros nuestras',
    theirs: 'su sus',
    deck: 'diapositiva diapositivas diapo diapos presentación deck slide slides plantilla',
    deckLead: ['tono', 'estructura', 'orden', 'secciones', 'formato', 'no incluir', 'no mencionar'],
    owners: 'responsable responsables quién',
    storage: ['carpeta compartida', 'el drive', 'la carpeta', 'unidad compartida'],
    replies: 'sí vale ok okay perdón perdona gracias jaja hola',
  },
  read: {
    shape: {
      not: 'sin ningún ninguna no nada',
      closing: [
        'diapositiva de gracias',
        'slide de gracias',
        'lámina de gracias',
        'diapositiva de agradecimiento',
        'agradecimientos',
      ],
      agenda: ['agenda', 'índice', 'orden del día'],
      start: [
        'empezar con',
        'empieza con',
        'empezar por',
        'empieza por',
        'empezad por',
        'abrir con',
        'abre con',
        'comenzar con',
        'comenzar por',
        'primera diapositiva',
      ],
      end: [
        'terminar con',
        'termina con',
        'terminar en',
        'acabar con',
        'acaba con',
        'cerrar con',
        'cierra con',
        'última diapositiva',
        'última slide',
      ],
    },
    asks: [
      'lo que pedimos',
      'pedimos',
      'solicitamos',
      'la petición',
      'nuestra petición',
      'nuestra solicitud',
    ],
    askWords: [
      'lo que pedimos',
      'pedimos',
      'solicitamos',
      'importe solicitado',
      'aprobación',
      'aprobar',
      'decisión',
    ],
    contact: ['contacto', 'ultima diapositiva', 'ultima slide', 'ultima lamina'],
    runningOrder: {
      leads: ['orden', 'estructura', 'indice', 'guion'],
      cover: ['portada', 'titulo', 'diapositiva de titulo'],
    },
    room: {
      who: ['presentado a', 'presentada a', 'público:', 'audiencia:'],
      meeting: ['ante el', 'ante la', 'para el', 'para la'],
    },
    cues: {
      problem:
        'problema* reto retos desafío* dificultad* difícil cost* caro cara pérdida* pierde* lento* lentitud manual* falta* carece* riesgo* retraso* cuello débil debilidad* caída* cae estanc* hoy actualmente actual complej* fragment* dispers* error* fallo* falla* queja* insatisf* competencia* presión churn abandono depend* limitad* obsolet* inefici*',
      goals:
        'objetivo* meta metas ambición visión alcanzar lograr crecer crecimiento aumentar aumento* reducir reducción bajar mejorar mejora* duplicar triplicar éxito resultado* esperad* ahorro* ganar conquist* récord destacad* quiere quieren busca alcanzó alcanzamos ganamos cerramos superó',
      approach:
        'proponemos proponer propuesta enfoque solución soluciones método metodología plan plataforma* implant* implement* migr* construir desarrollar lanzar automatiz* fase* etapa* hoja estrategia* diseño formato* equipo* proceso* herramienta* alcance frente* taller* dinámica* trabaj*',
      next: 'próximo* próxima* siguiente* después luego arranque inicio iniciar kick-off kickoff firma firmar contrato semana* mes meses plazo* calendario cronograma piloto hito* enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre t1 t2 t3 t4 q1 q2 q3 q4 recomend* decisión aproba* prioridad* lanzamiento',
    },
    dateJoin: ['de', 'del'],
    dates:
      'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre t1 t2 t3 t4 q1 q2 q3 q4',
    frames: 'propuesta pitch revisión balance taller informe estudio presentación formación',
    notFraming: 'después antes durante en de desde hasta para nosotros nuestro nuestra su sus tras',
    kinds: {
      pitch: {
        names: ['pitch', 'presentación comercial', 'inversores'],
        hints: ['vender', 'ganar', 'convencer'],
      },
      quarterly_review: {
        names: ['revisión trimestral', 'balance trimestral', 'informe trimestral'],
        hints: ['trimestre', 'trimestral', 't1', 't2', 't3', 't4'],
      },
      proposal: {
        names: ['propuesta', 'proponemos', 'licitación', 'concurso'],
        hints: ['proponer', 'colaboración', 'alianza'],
      },
      workshop: {
        names: ['taller', 'formación', 'jornada de trabajo'],
        hints: ['talleres', 'ejercicios', 'participantes', 'dinámicas'],
      },
      report: {
        names: ['informe', 'estudio', 'encuesta', 'diagnóstico'],
        hints: ['análisis', 'auditoría', 'hallazgos'],
      },
    },
    contrasts: [
      [' en lugar de ', true],
      [' en vez de ', true],
      [' frente a ', true],
      [' en comparación con ', true],
      [' versus ', false],
      [' vs ', false],
    ],
    fromTo: [' del ', ' al '],
    changes: 'crecimiento aumento caída reducción subió bajó cayó pasó creció disminuyó ha',
    subjectStops:
      'el la los las un una de del en con para por y o pero es son fue será su sus nuestro nuestra al ha han',
    common: 'sus nuestros nuestras cada hoy actualmente trimestre otros otras siempre',

    clauses: ['; ', ', y ', ', pero ', ', mientras '],
    joined: { separators: [' y ', ' pero '], notAfter: 'de del a al en para por con' },
    details: [
      ', empezando por ',
      ', comenzando por ',
      ', con ',
      ', incluidos ',
      ', como ',
      ', desde ',
      ', gracias a ',
      ', porque ',
      ', ya que ',
    ],
    listAnd: ['y ', 'e '],
    lastItemJoined: true,
    steps: 'fase etapa ola sprint hito entrega',
    abbreviations: 'aprox sr sra dr',

    figures: {
      metricNouns:
        'ingresos facturación crecimiento usuarios clientes retención churn nps margen márgenes beneficio beneficios costes coste costo costos ahorro ahorros conversión disponibilidad empleados plantilla ingenieros mercados países oficinas tiendas proyectos satisfacción cuota ventas pedidos descargas visitantes tráfico tiempo presupuesto precio leads suscriptores socios mrr arr ebitda roi notoriedad',
      labelStops:
        'de del en a al la el lo los las un una por para con sin y o pero que es son fue será su sus nuestro nuestra cada entre desde hasta cerca casi más menos sobre unos unas ha han',
      counted: 'segundos minutos horas días semanas meses trimestres años personas fte',
      joins: 'de del en por para y',
      links:
        'es son fue era tiene tienen alcanzó alcanza llegó llega dedica dedican suma suman representa representan pasó creció cayó subió bajó cerca casi más de a en hoy actualmente ya solo ha han',
      skip: 'de del su sus el la los las nuestro nuestra todos todas',
      went: 'pasó cayó subió bajó creció disminuyó pasado caído subido bajado crecido',
      months:
        'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre ene feb mar abr may jun jul ago sep sept oct nov dic',
      leads: ['y ', 'pero ', 'con ', 'mientras '],
      growth: 'crecimiento aumento',
      magnitudes: 'k K M mil millones millón MM',
      currencyJoin: 'de ',
      currencyWords: 'euros EUR dólares USD',
    },
    corrections: {
      no: ['no'],
      was: ['era', 'eran', 'fue'],
      use: ['usa', 'usad', 'use', 'usar', 'pon', 'poned'],
      not: ['no', 'y no'],
      wrong: ['está mal', 'es incorrecto', 'es incorrecta', 'está equivocado'],
      itIs: ['es', 'son', 'sería'],
      correction: ['corrección'],
    },
  },
};

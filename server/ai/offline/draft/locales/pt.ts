import { tailed } from './tailed';
import type { Locale } from './types';

export const pt: Locale = {
  stopwords:
    'o os as do da dos das um uma é são em no na nos nas com para por que se seu sua seus suas ao à mais como mas este esta nosso nossa também sem muito há foi não pelo pela isso',

  kinds: {
    pitch: {
      label: 'Apresentação comercial',
      sections: {
        problem: { title: 'O problema', prompt: '[Que problema o cliente tem hoje?]' },
        approach: { title: 'A nossa solução', prompt: '[Como o resolvemos?]' },
        figures: { title: 'Em números' },
        comparison: { title: 'Antes e depois', sides: ['Antes', 'Depois'] },
        goals: { title: 'Como será o sucesso', prompt: '[O que vai mudar?]' },
        next: { title: 'Próximos passos', prompt: '[O que deve acontecer depois desta reunião?]' },
      },
    },
    quarterly_review: {
      label: 'Revisão trimestral',
      sections: {
        goals: { title: 'Destaques do trimestre', prompt: '[O que correu bem neste trimestre?]' },
        figures: { title: 'Resultados' },
        problem: { title: 'Desafios', prompt: '[O que nos travou?]' },
        comparison: { title: 'Antes e agora', sides: ['Antes', 'Agora'] },
        approach: {
          title: 'O que estamos a mudar',
          prompt: '[O que faremos de diferente no próximo trimestre?]',
        },
        next: { title: 'Prioridades do próximo trimestre', prompt: '[As prioridades do próximo trimestre]' },
      },
    },
    proposal: {
      label: 'Proposta',
      sections: {
        problem: { title: 'O desafio', prompt: '[Que desafio enfrenta o cliente?]' },
        goals: { title: 'Objetivos', prompt: '[O que o cliente quer alcançar?]' },
        approach: { title: 'A nossa abordagem', prompt: '[Como o vamos fazer?]' },
        figures: { title: 'Os números' },
        comparison: { title: 'Hoje e amanhã', sides: ['Hoje', 'Amanhã'] },
        next: { title: 'Calendário e próximos passos', prompt: '[Marcos e primeiros passos]' },
      },
    },
    workshop: {
      label: 'Oficina',
      sections: {
        goals: { title: 'Objetivos de hoje', prompt: '[Com que resultado devemos sair da sala?]' },
        problem: { title: 'Onde estamos', prompt: '[A situação de partida]' },
        approach: { title: 'Como vamos trabalhar', prompt: '[Os exercícios e o formato]' },
        figures: { title: 'Factos de partida' },
        next: { title: 'Depois da oficina', prompt: '[Responsáveis e datas para o que decidirmos]' },
      },
    },
    report: {
      label: 'Relatório',
      sections: {
        problem: { title: 'Principais conclusões', prompt: '[As principais conclusões]' },
        figures: { title: 'Números-chave' },
        comparison: { title: 'Termos de comparação', sides: ['Antes', 'Depois'] },
        approach: { title: 'Como trabalhámos', prompt: '[Fontes e método]' },
        goals: { title: 'O que isto significa', prompt: '[Implicações para o cliente]' },
        next: { title: 'Recomendações', prompt: '[O que recomendamos]' },
      },
    },
  },
  agenda: 'Sumário',
  timeline: 'Calendário',
  askTitle: 'O nosso pedido',
  toVerify: 'A verificar',
  keptOff: 'Fora dos slides, como pede o brief',
  thanks: { title: 'Obrigado', mainText: 'Obrigado', noClient: 'Perguntas?', contact: 'Contacto' },
  forClient: (label, client) => `${label}${client ? ` para ${client}` : ''}`,
  forAudience: (who) => `Para ${who}`,
  continued: (title) => `${title} (continuação)`,
  comparisonOf: (w) => `Comparação: ${w.toLowerCase()}`,
  alsoSaid: 'Também no briefing',
  takeaways: {
    change: (l, a, b, up, t) => tailed(`${l} em ${up ? 'alta' : 'queda'}, de ${a} para ${b}`, t),
    since: (y) => `desde ${y}`,
    largest: (c, v) => `A maior parte: ${c}, ${v}`,
    in: (p) => `em ${p}`,
    changes: 'cresc* aument* caiu queda subiu dobr* diminu* reduz*',
    openers: 'eles elas seu sua seus suas nós eu e mas então',
    connectives: ['por outro lado', 'no entanto', 'além disso', 'em contrapartida'],
    fragments: 'em com para até mais',
    ends: 'o a os as de do da e ou em para por com',
    by: 'por',
    trend: 'evolução tendência',
    total: 'total totais',
    plans: 'meta metas objetivo* previs*',
  },
  discussion: { title: 'Discussão', prompt: '[Uma pergunta para discutir com o público]' },
  sources: {
    brief: 'o briefing',
    request: 'o pedido',
    yourRequest: 'o seu pedido',
    otherSlides: 'os outros slides',
  },
  and: 'e',
  notes: {
    drawnFrom: (sources) => `Fonte: ${sources}.`,
    welcome: (title) => `Dê as boas-vindas e apresente “${title}”.`,
    agenda: (parts) => `Percorra as ${parts} partes da apresentação.`,
    figures: (figures) => `Apresente os números e diga de onde vêm: ${figures}.`,
    comparison: 'Contraste a situação de hoje com a de amanhã.',
    replacePrompt: 'Substitua o texto entre parênteses retos pelas suas palavras.',
    inFull: 'Como o briefing o diz',
    thanks: () => 'Agradeça ao público e abra espaço para perguntas.',
    continued: (slide) => `Continue com “${slide.title}”.`,
  },
  summary: {
    from: (sources) => `segundo ${sources}`,
    fromRequest: 'segundo o seu pedido (o briefing está vazio: contém apenas o que o pedido diz)',
    draft: (label, slides, source, titles) =>
      `Aqui está um rascunho de ${slides} slides (${label.toLowerCase()}), ${source}: ${titles}. Nada muda até o aceitar.`,
    agencyName: 'o nome da sua agência',
    date: 'a data',
    missing: (details, several) =>
      ` Ainda falta${several ? 'm' : ''} no slide de título: ${details} (em “Presentation Brief”).`,
    doubted: (n) => `Os números de que o briefing duvida estão nas notas do orador, a verificar (${n}).`,
    ticked: (n) => `${n} ite${n > 1 ? 'ns' : 'm'} da checklist assinalado${n > 1 ? 's' : ''}.`,
    removed: (list) => `Removido, não consta do briefing com essa etiqueta: ${list}.`,
    keptOffSlides: (list) => `Fora dos slides (nas suas notas): ${list}.`,
    shorter: (asked, have) => `O briefing pede ${asked} slides; tem matéria para ${have} sem se repetir.`,
    about: (n) => `cerca de ${n}`,
    untranslated: (asked, own) =>
      `O briefing pede os slides em ${asked}; sem um modelo o rascunho não consegue traduzir, por isso estão em ${own}. Traduza-os ou refaça o rascunho com um modelo.`,
    nothingOn: (sections) =>
      `O briefing não diz nada sobre ${sections}: não foi criado nenhum diapositivo para isso.`,
  },

  admit: {
    keptOff: 'Fora dos slides',
    speaker: 'eu me meu minha meus minhas comigo',
    addressee: 'tu te teu tua teus tuas você vocês contigo',
    requests: ['por favor', 'se faz favor'],
    we: 'nós nosso nossa nossos nossas',
    theirs: 'seu sua seus suas deles delas',
    deck: 'slide slides diapositivo diapositivos apresentação deck',
    deckLead: ['tom', 'estrutura', 'ordem', 'secções', 'seções', 'formato', 'não incluir', 'não mencionar'],
    owners: 'responsável responsáveis quem dono',
    storage: ['pasta partilhada', 'pasta compartilhada', 'o drive', 'na pasta'],
    replies: 'sim ok okay claro desculpa desculpem obrigado obrigada olá',
  },
  read: {
    shape: {
      not: 'sem nenhum nenhuma não nada',
      closing: [
        'slide de agradecimento',
        'slide de obrigado',
        'diapositivo de agradecimento',
        'agradecimentos',
      ],
      agenda: ['agenda', 'índice', 'sumário', 'ordem do dia'],
      start: [
        'começar com',
        'começa com',
        'começar pelo',
        'começar pela',
        'começa pelo',
        'começa pela',
        'abrir com',
        'abre com',
        'primeiro slide',
      ],
      end: [
        'terminar com',
        'termina com',
        'acabar com',
        'acaba com',
        'fechar com',
        'fecha com',
        'encerrar com',
        'último slide',
      ],
    },
    asks: ['o nosso pedido', 'pedimos', 'solicitamos'],
    askWords: [
      'o nosso pedido',
      'pedimos',
      'solicitamos',
      'montante solicitado',
      'aprovação',
      'aprovar',
      'decisão',
    ],
    contact: ['contato', 'contacto', 'ultimo slide', 'ultimo diapositivo', 'ultima diapositiva'],
    verbatim: ['palavra por palavra', 'tal e qual', 'exatamente assim', 'exatamente esta frase', 'à letra'],
    titleLeads: ['título provisório', 'título de trabalho', 'título da apresentação', 'título'],
    runningOrder: {
      leads: [
        'ordem',
        'estrutura',
        'roteiro',
        'sequencia',
        'indispensáveis',
        'obrigatórios',
        'tem de incluir',
      ],
      cover: ['capa', 'titulo', 'slide de titulo'],
    },
    meetingLabels: ['quem apresenta', 'apresenta', 'data', 'local'],
    room: {
      who: ['apresentado a', 'apresentada a', 'público:'],
      meeting: ['perante o', 'perante a', 'para o', 'para a'],
    },
    cues: {
      problem:
        'problema* desafio* tarde atras* paragem paragens dificuldade* difícil custo* caro cara perda* perde* lento* lentidão manual* falta* risco* atraso* gargalo* fraco* fraca* queda* caiu estagn* hoje atualmente atual complex* fragment* dispers* erro* falha* reclama* insatisf* concorr* pressão churn depend* limit* obsolet* inefici*',
      goals:
        'objetivo* meta metas ambição visão alvo atingir alcançar crescer crescimento aumentar aumento* reduzir redução melhorar melhoria* duplicar triplicar sucesso resultado* esperad* poupança* ganhar conquist* recorde* destaque* quer querem pretende subiu subiram atingiram atingiu fechámos fechamos conquistámos',
      approach:
        'propomos propor vamos mudar proposta abordagem solução soluções método metodologia plano plataforma* implement* migr* construir desenvolver lançar automat* fase* etapa* roteiro estratégia* design formato* equipa* equipe* processo* ferramenta* âmbito frente* oficina* dinâmica* trabalh*',
      next: 'próximo* próxima* depois seguida arranque início iniciar kick-off kickoff assinatura assinar contrato semana* mês meses prazo* calendário cronograma* piloto marco* janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro t1 t2 t3 t4 q1 q2 q3 q4 recomend* decisão aprova* prioridade* lançamento',
    },
    dateJoin: ['de'],
    dates:
      'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro t1 t2 t3 t4 q1 q2 q3 q4',
    frames: 'proposta pitch revisão balanço oficina workshop relatório estudo apresentação formação',
    notFraming: 'após depois antes durante em no na de desde até para nós nosso nossa seu sua',
    kinds: {
      pitch: {
        names: ['pitch', 'apresentação comercial', 'investidores'],
        hints: ['vender', 'ganhar', 'convencer'],
      },
      quarterly_review: {
        names: ['revisão trimestral', 'balanço trimestral', 'relatório trimestral'],
        hints: ['trimestre', 'trimestral', 't1', 't2', 't3', 't4'],
      },
      proposal: {
        names: ['proposta', 'propomos', 'concurso'],
        hints: ['propor', 'parceria'],
      },
      workshop: {
        names: ['oficina', 'workshop', 'formação'],
        hints: ['exercícios', 'participantes', 'dinâmicas'],
      },
      report: {
        names: ['relatório', 'estudo', 'inquérito', 'pesquisa', 'diagnóstico'],
        hints: ['análise', 'auditoria', 'conclusões'],
      },
    },
    contrasts: [
      [' em vez de ', true],
      [' ao invés de ', true],
      [' em comparação com ', true],
      [' face a ', true],
      [' versus ', false],
      [' vs ', false],
    ],
    fromTo: [' de ', ' para '],
    changes: 'crescimento aumento queda redução subiu caiu passou cresceu diminuiu',
    subjectStops:
      'o a os as um uma de do da dos das em no na com para por e ou mas é são foi será seu sua nosso nossa',
    common: 'seus suas nossos nossas cada hoje atualmente trimestre outros outras sempre',

    clauses: ['; ', ', e ', ', mas ', ', enquanto '],
    joined: { separators: [' e ', ' mas '], notAfter: 'de do da dos das ao em para por com' },
    details: [
      ', começando por ',
      ', com ',
      ', incluindo ',
      ', como ',
      ', a partir de ',
      ', graças a ',
      ', porque ',
      ', depois de ',
    ],
    listAnd: ['e '],
    lastItemJoined: true,
    steps: 'fase etapa onda sprint marco entrega',
    abbreviations: 'sr sra dr dra aprox',

    figures: {
      metricNouns:
        'receita receitas faturação faturamento crescimento utilizadores usuários clientes retenção churn nps margem margens lucro custo custos poupança conversão disponibilidade colaboradores funcionários engenheiros mercados países escritórios lojas projetos satisfação quota vendas encomendas pedidos downloads visitantes tráfego tempo orçamento preço leads assinantes membros parceiros mrr arr ebitda roi notoriedade',
      labelStops:
        'de do da dos das d em no na nos nas a o as os à ao aos às um uma por pelo pela para com sem e ou mas que é são foi era será seu sua seus suas nosso nossa cada entre desde até cerca quase mais menos sobre junto',
      counted: 'segundos minutos horas dias semanas meses trimestres anos pessoas fte',
      joins: 'de do da dos das em por para e',
      links:
        'é são foi eram tem têm teve atingiu atinge alcançou chegou chega soma somam representa representam passou cresceu caiu subiu cerca quase mais de a em hoje atualmente já apenas',
      skip: 'de do da dos das o a os as seu sua seus suas nosso nossa todos todas',
      went: 'passou caiu subiu cresceu diminuiu recuou',
      months:
        'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro jan fev abr mai jun jul ago set out nov dez',
      leads: ['e ', 'mas ', 'com ', 'enquanto '],
      growth: 'crescimento aumento',
      magnitudes: 'k K M mil mi bi milhões milhão MM',
      currencyJoin: 'de ',
      currencyWords: 'euros EUR reais dólares',
    },
    corrections: {
      no: ['não'],
      was: ['era', 'eram', 'foi'],
      use: ['usa', 'use', 'usem', 'usar', 'põe', 'ponha'],
      not: ['não', 'e não'],
      wrong: ['está errado', 'está errada', 'é incorreto', 'é incorreta'],
      itIs: ['é', 'são', 'seria'],
      correction: ['correção', 'correcção'],
    },
  },
};

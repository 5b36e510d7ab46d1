import { notesFor } from '../../../../../common/slides/speakerNotes';
import type { Locale } from './types';

/** English: the drafter's first language, word for word as it always wrote it. */
export const en: Locale = {
  stopwords:
    'the and of to is are was were with for that this which our their we they will from by have has be at on an it its into than been would should could these those who what when while about',

  kinds: {
    pitch: {
      label: 'Pitch',
      sections: {
        problem: { title: 'The problem', prompt: '[What problem does the client have today?]' },
        approach: { title: 'Our solution', prompt: '[How do we solve it?]' },
        figures: { title: 'By the numbers' },
        comparison: { title: 'Before and after', sides: ['Before', 'After'] },
        goals: { title: 'What success looks like', prompt: '[What will be different?]' },
        next: { title: 'Next steps', prompt: '[What should happen after this meeting?]' },
      },
    },
    quarterly_review: {
      label: 'Quarterly review',
      sections: {
        goals: { title: 'Highlights of the quarter', prompt: '[What went well this quarter?]' },
        figures: { title: 'Results' },
        problem: { title: 'Challenges', prompt: '[What held us back?]' },
        comparison: { title: 'Then and now', sides: ['Then', 'Now'] },
        approach: { title: 'What we are changing', prompt: '[What do we do differently next quarter?]' },
        next: { title: 'Priorities for next quarter', prompt: '[The priorities for the next quarter]' },
      },
    },
    proposal: {
      label: 'Proposal',
      sections: {
        problem: { title: 'The challenge', prompt: '[What challenge does the client face?]' },
        goals: { title: 'Objectives', prompt: '[What does the client want to achieve?]' },
        approach: { title: 'Our approach', prompt: '[How will we do it?]' },
        figures: { title: 'The numbers' },
        comparison: { title: 'Today and tomorrow', sides: ['Today', 'Tomorrow'] },
        next: { title: 'Timeline and next steps', prompt: '[Milestones and the first steps]' },
      },
    },
    workshop: {
      label: 'Workshop',
      sections: {
        goals: { title: 'Goals for today', prompt: '[What should we leave the room with?]' },
        problem: { title: 'Where we are', prompt: '[The situation we start from]' },
        approach: { title: 'How we will work', prompt: '[The exercises and the format]' },
        figures: { title: 'Facts to start from' },
        next: { title: 'After the workshop', prompt: '[Owners and dates for what we decide]' },
      },
    },
    report: {
      label: 'Report',
      sections: {
        problem: { title: 'Key findings', prompt: '[The main findings]' },
        figures: { title: 'Key figures' },
        comparison: { title: 'How it compares', sides: ['Before', 'After'] },
        approach: { title: 'How we worked', prompt: '[Sources and method]' },
        goals: { title: 'What it means', prompt: '[Implications for the client]' },
        next: { title: 'Recommendations', prompt: '[What we recommend]' },
      },
    },
  },
  agenda: 'Agenda',
  timeline: 'Timeline',
  askTitle: 'The ask',
  toVerify: 'To verify',
  keptOff: 'Kept off the slides, as the brief asks',
  thanks: { title: 'Thank you', mainText: 'Thank you', noClient: 'Questions?' },
  forClient: (label, client) => `${label}${client ? ` for ${client}` : ''}`,
  forAudience: (who) => `For ${who}`,
  continued: (title) => `${title} (continued)`,
  comparisonOf: (w) => `${w} comparison`,
  alsoSaid: 'Also in the brief',
  discussion: { title: 'Discussion', prompt: '[A question to discuss with the audience]' },
  sources: {
    brief: 'the brief',
    request: 'the request',
    yourRequest: 'your request',
    otherSlides: 'the other slides',
  },
  and: 'and',
  notes: {
    drawnFrom: (sources) => `Drawn from ${sources}.`,
    welcome: (title) => `Welcome everyone and introduce “${title}”.`,
    agenda: (parts) => `Walk through the ${parts} parts of the talk.`,
    figures: (figures) => `Give the figures and say where they come from: ${figures}.`,
    comparison: 'Contrast where things stand today with where they will be.',
    replacePrompt: 'Replace the bracketed prompt with your own words.',
    inFull: 'As the brief says it',
    thanks: (slide) => notesFor(slide as Parameters<typeof notesFor>[0]),
    continued: (slide) => notesFor(slide as Parameters<typeof notesFor>[0]),
  },
  summary: {
    from: (sources) => `from ${sources}`,
    fromRequest: 'from your request (the brief is empty, so it holds only what the request says)',
    draft: (label, slides, source, titles) =>
      `Here is a draft ${label.toLowerCase()} deck of ${slides} slides ${source}: ${titles}. Nothing changes until you accept it.`,
    agencyName: "your agency's name",
    date: 'the date',
    missing: (details, several) =>
      ` The title slide still needs ${details}: add ${several ? 'them' : 'it'} under Presentation Brief.`,
    doubted: (n) => `Figures the brief doubts are in the speaker notes to verify (${n}).`,
    ticked: (n) => `Ticked ${n} checklist item${n > 1 ? 's' : ''}.`,
    removed: (list) => `Removed, not in the brief with that label: ${list}.`,
    keptOffSlides: (list) => `Kept off the slides (in their speaker notes): ${list}.`,
    shorter: (asked, have) =>
      `The brief asks for ${asked} slides; it has matter for ${have} without repeating a slide.`,
    about: (n) => `about ${n}`,
    nothingOn: (sections, several) =>
      `The brief says nothing about ${sections}: no slide made for ${several ? 'them' : 'it'}.`,
  },

  admit: {
    keptOff: 'Kept off the slides',
    speaker: 'i i\'m i\'d i\'ve i\'ll im ive me my mine myself',
    addressee: 'you your yours you\'re you\'ve you\'ll you\'d yourself yourselves u ur pls plz please',
    requests: [],
    deck: 'deck decks slide slides presentation powerpoint pptx keynote font fonts template',
    deckLead: ['tone', 'structure', 'running order', 'order', 'sections', 'section order', 'format', 'length', 'layout', 'don\'t include', 'do not include', 'don\'t mention', 'do not mention', 'leave out', 'not on the slides', 'keep off'],
    storage: ['shared drive', 'google drive', 'the drive', 'the folder', 'shared folder', 'the dropbox'],
    replies: 'yes yep yeah yup ok okay sure sorry lol haha thx thanks ty nope hi hey hello',
  },
  read: {
    shape: {
      not: "no not without skip drop don't dont never",
      closing: ['thank you slide', 'thanks slide', 'thank you page', 'closing slide', 'thank you at the end'],
      agenda: ['agenda', 'contents slide', 'table of contents'],
      start: [
        'start with',
        'starts with',
        'start on',
        'open with',
        'opens with',
        'open on',
        'opens on',
        'lead with',
        'begin with',
        'first slide',
      ],
      end: [
        'end with',
        'ends with',
        'end on',
        'ends on',
        'finish with',
        'finish on',
        'close with',
        'close on',
        'closes with',
        'last slide',
        'final slide',
      ],
    },
    asks: [],
    askWords: [
      'the ask',
      'ask is',
      'ask =',
      'ask:',
      'budget ask',
      'investment ask',
      'funding ask',
      'what we want from',
      'what we need from',
      'we are asking',
      "we're asking",
      'we ask',
      'asking for',
      'amount requested',
      'requested amount',
      'we request',
      'approve',
      'approval',
      'sign-off',
      'sign off',
      'yes/no',
      'yes or no',
      'go/no-go',
      'decision',
      'decisions',
      'decide',
    ],
    room: {
      who: [
        'their side is',
        'their side:',
        'presented to',
        'presenting to',
        'we present to',
        'pitching to',
        'audience is',
        'audience =',
        'audience:',
      ],
      meeting: ['for the', 'to the', 'at the', 'before the'],
    },
    cues: {
      problem:
        'problem problems context background situation cost costs challenge challenges pain pains struggle struggles issue issues risk risks slow slower costly expensive manual legacy lack lacks lacking difficult hard fail fails failing losing lose lost churn inefficient delays delay bottleneck bottlenecks spends spend waste wasted today currently outdated fragmented complaints errors downtime limited unable cannot slipped slip stalled behind wrong lowlights findings finding insights missed miss misses late abandon abandons outage outages poor weak backlog dated fell fallen falling declined declining dropped shrank shrinking lags lagging trails trailing stagnant flat',
      goals:
        'goal goals aim aims objective objectives wants want target targets ambition vision grow increase reduce improve double triple success outcome outcomes expect expects expected savings save highlights highlight results means implications reached record won achieved',
      approach:
        'we will propose proposes idea ideas budget investment fee fees pricing offer offers offering provide provides plan approach solution solutions migrate migrating migration build deliver implement automate automation introduce phase phases roadmap strategy design launch adopt replace streamline method methodology platform process team format exercises exercise scope workstreams',
      next: 'next ask kickoff kick-off start starts sign contract week weeks month months deadline timeline schedule pilot milestone milestones january february march april may june july august september october november december q1 q2 q3 q4 recommend recommendations decision approve approval priorities priority',
    },
    dates:
      'january february march april may june july august september october november december q1 q2 q3 q4',
    frames:
      'pitch review qbr workshop proposal report findings training offsite tender bid rfp survey study presentation deck',
    notFraming: 'after before during in at from since until for of we our their they',
    kinds: {
      // Investors hear updates too: naming them only hints at a pitch.
      pitch: { names: ['pitch', 'pitch deck'], hints: ['sell', 'win', 'prospect', 'investor', 'investors'] },
      quarterly_review: {
        names: [
          'board update',
          'board deck',
          'board meeting',
          'board pack',
          'investor update',
          'quarterly review',
          'business review',
          'qbr',
          'review of q1',
          'review of q2',
          'review of q3',
          'review of q4',
          'q1 review',
          'q2 review',
          'q3 review',
          'q4 review',
        ],
        hints: ['quarter', 'quarterly', 'q1', 'q2', 'q3', 'q4', 'review'],
      },
      proposal: {
        names: ['proposal', 'we propose', 'rfp', 'tender', 'bid'],
        hints: ['propose', 'proposed', 'partnership'],
      },
      workshop: {
        names: ['workshop', 'training', 'offsite'],
        hints: ['workshops', 'exercise', 'exercises', 'participants'],
      },
      report: { names: ['report', 'findings', 'survey', 'study'], hints: ['analysis', 'audit', 'research'] },
    },
    contrasts: [
      [' instead of ', true],
      [' rather than ', true],
      [' versus ', false],
      [' vs ', false],
      [' compared with ', true],
      [' compared to ', true],
    ],
    fromTo: [' from ', ' to '],
    changes:
      'growth grow grows grew growing increase increases increased rise rises rose rising drop drops dropped decline declines declined fall falls fell going went moving move moves moved change changes changed shift shifts reduction cut climbed improved',
    subjectStops: 'a an the of in on at by for to with and or but is are was were be will its their our',
    common:
      'their there these those which about would could should other every each quarter today currently their',

    clauses: ['; ', ', and ', ', but ', ', while '],
    details: [', starting with ', ', with ', ', including ', ', such as ', ', from '],
    listAnd: ['and '],
    lastItemJoined: false,
    steps: 'phase step stage wave sprint release milestone',
    headings: {
      plain: 'we will our us',
      problem: 'why',
      approach: 'agenda schedule programme program run format',
    },
    asides: { greetings: 'hi hello hey dear thanks thank cheers regards best', brief: 'brief briefing' },
    subjects: 'we they i you it this these',

    figures: {
      metricNouns:
        'revenue revenues growth users customers clients retention churn nps margin margins profit costs cost savings conversion uptime employees engineers staff markets countries offices projects satisfaction share sales orders downloads visitors traffic time budget price leads deals subscribers members partners stores mrr arr ebitda roi cac ltv gmv valuation funding',
      labelStops:
        'of in on at by for to from with than and but as because before after when while which that this these those the a an its their our they we it them you is are was were will over under last next each per during across within since until about around nearly almost towards toward',
      counted: 'seconds minutes hours days weeks months quarters years people fte',
      joins: 'of in on per for to and',
      links:
        'is are was were has have had takes take took lasts last spends spend reached reach grew rose fell hit totals totalled stands stood currently now already only about around nearly almost over up down by to of at',
      skip: 'of its their the our a an all',
      went: 'fell rose grew went dropped climbed increased decreased improved declined moved',
      months:
        'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec',
      leads: ['and ', 'but ', 'while ', 'with '],
      growth: 'growth',
      actions:
        'cut cuts reduce reduces reduced save saves saved move moves shift shifts spend allocate boost boosts boosted lower lowers lowered raise raises raised halve halved double doubled triple tripled grow increase increased improve improves approve invest request fund',
      purpose: 'for on',
    },
  },
};

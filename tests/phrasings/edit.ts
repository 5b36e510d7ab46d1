import { DARK_TEXT, NAVY, patch, slide, WHITE } from './deck';
import type { Phrasing } from './types';

const title = (ref: 's1' | 's2' | 's3' | 's4' | 's5', to: string) => (d: Parameters<typeof slide>[0]) => {
  slide(d, ref).title = to;
};

/** Changing what is on a slide: title, text, bullets, figures, colours and type. */
const theme = (id: string) => (d: Parameters<typeof slide>[0]) => void Object.assign(d, { theme: id });
const METRICS = [
  { value: '$4M', label: 'Revenue' },
  { value: '3.1%', label: 'Churn' },
  { value: '71', label: 'NPS', subtext: 'up from 58' },
];

export const EDIT: Phrasing[] = [
  // The deck's theme: named, said as a look, or as a colour (the built-in theme nearest it).
  { say: 'use the midnight theme', op: 'theme', deck: theme('midnight') },
  { say: 'switch to a dark theme', op: 'theme', deck: theme('midnight') },
  { say: 'make the theme dark blue', op: 'theme', deck: theme('classic') },
  // A theme said by its main and accent colours: the nearest built-in one in both.
  { say: 'set the colour scheme to black with red highlights', op: 'theme', deck: theme('mono') },
  { say: 'make the theme dark green with yellow accents', op: 'theme', deck: theme('forest') },
  { say: "Change the deck's theme to Forest", op: 'theme', deck: theme('forest') },
  { say: 'apply the editorial look', op: 'theme', deck: theme('editorial') },
  { say: 'make the slides an orange theme', op: 'theme', deck: theme('sunrise') },
  // The base decks use the client's brand kit already.
  { say: 'go back to the brand kit', op: 'theme', answer: /already uses the brand kit/ },
  { say: "switch to the client's brand kit", op: 'theme', on: 'pitch', answer: /already uses the brand kit/ },
  {
    say: 'use our brand colour #0F766E for the accents',
    op: 'question or refusal',
    answer: /brand kit/,
  },
  // Two figures, or two bullets, of one slide trade places.
  {
    say: 'results slide — swap revenue and NPS',
    op: 'update metrics',
    on: 'pitch',
    deck: (d) => patch(d, 'p3', { metrics: [METRICS[2]!, METRICS[1]!, METRICS[0]!] }),
  },
  {
    say: 'swap the first and second metric on the results slide',
    op: 'update metrics',
    on: 'pitch',
    deck: (d) => patch(d, 'p3', { metrics: [METRICS[1]!, METRICS[0]!, METRICS[2]!] }),
  },
  {
    say: 'swap Grow revenue and Hire engineers on the priorities slide',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Hire engineers', 'Open markets', 'Grow revenue'] }),
  },
  // titles
  { say: 'rename slide 2 to Market overview', op: 'update title', deck: title('s2', 'Market overview') },
  { say: 'rename this slide to Why now', op: 'update title', selected: 's4', deck: title('s4', 'Why now') },
  { say: 'rename the last slide to Questions?', op: 'update title', deck: title('s5', 'Questions') },
  { say: 'call the first slide "Vision 2030"', op: 'update title', deck: title('s1', 'Vision 2030') },
  { say: 'change the title to Roadmap', op: 'update title', selected: 's3', deck: title('s3', 'Roadmap') },
  { say: 'renmae the Results slide to Outcomes', op: 'update title', deck: title('s3', 'Outcomes') },
  { say: 'Retitle slide three as "Our numbers"', op: 'update title', deck: title('s3', 'Our numbers') },
  {
    say: 'please rename the second slide: What matters',
    op: 'update title',
    deck: title('s2', 'What matters'),
  },
  {
    say: 'change the title of the Belief slide to What we believe',
    op: 'update title',
    deck: title('s4', 'What we believe'),
  },
  {
    say: 'Set the title of slide 1 to Growth Strategy 2030',
    op: 'update title',
    deck: title('s1', 'Growth Strategy 2030'),
  },
  {
    say: 'call it Closing thoughts',
    op: 'update title',
    selected: 's5',
    deck: title('s5', 'Closing thoughts'),
  },
  // A slide said after the value is the command's slide when the deck has it (or one a typo
  // away); else those words are part of the value.
  {
    say: 'change the title to Outcomes on the results slide',
    op: 'update title',
    selected: 's2',
    deck: title('s3', 'Outcomes'),
  },
  {
    say: 'change the title to Outcomes on the reslts slide',
    op: 'update title',
    selected: 's2',
    deck: title('s3', 'Outcomes'),
  },
  { say: 'call it Money on slide 3', op: 'update title', selected: 's2', deck: title('s3', 'Money') },
  {
    say: 'change the title to Outcomes on this slide',
    op: 'update title',
    selected: 's3',
    deck: title('s3', 'Outcomes'),
  },
  // A bare title after the value is read as words of the value ("Growth in Europe").
  {
    say: 'change the title to Wins in belief',
    op: 'update title',
    selected: 's2',
    deck: title('s2', 'Wins in belief'),
  },
  {
    say: 'change the title to Summary of results',
    op: 'update title',
    selected: 's2',
    deck: title('s2', 'Summary of results'),
  },
  {
    say: 'change the title to Cost of growth on slide 9',
    op: 'update title',
    selected: 's2',
    deck: title('s2', 'Cost of growth on slide 9'),
  },
  {
    say: 'set the subtitle to Details on the appendix slide',
    op: 'update text',
    selected: 's1',
    deck: (d) => patch(d, 's1', { subtitle: 'Details on the appendix slide' }),
  },
  {
    say: 'update the text to We win together in the Belief slide',
    op: 'update text',
    selected: 's2',
    deck: (d) => patch(d, 's4', { text: 'We win together' }),
  },
  {
    say: 'replace the bullets with Hire, Sell on the priorities slide',
    op: 'update bullets',
    selected: 's4',
    deck: (d) => patch(d, 's2', { items: ['Hire', 'Sell'] }),
  },
  {
    say: 'set the speaker notes to Pause here for the belief slide',
    op: 'notes',
    selected: 's2',
    deck: (d) => {
      slide(d, 's4').notes = 'Pause here';
    },
  },
  // text and subtitle
  {
    say: 'set the text to We grow by listening',
    op: 'update text',
    selected: 's2',
    deck: (d) => patch(d, 's2', { text: 'We grow by listening' }),
  },
  {
    say: 'set the text of slide 4 to Slow is smooth',
    op: 'update text',
    deck: (d) => patch(d, 's4', { text: 'Slow is smooth' }),
  },
  {
    say: 'set the subtitle to Board meeting, June',
    op: 'update text',
    selected: 's1',
    deck: (d) => patch(d, 's1', { subtitle: 'Board meeting, June' }),
  },
  {
    say: 'change the statement to "Small teams win"',
    op: 'update text',
    selected: 's4',
    deck: (d) => patch(d, 's4', { text: 'Small teams win' }),
  },
  {
    say: 'replace the text of the Belief slide with Focus beats scale',
    op: 'update text',
    deck: (d) => patch(d, 's4', { text: 'Focus beats scale' }),
  },
  {
    say: 'Change the subtitle of the first slide to Prepared for Northwind',
    op: 'update text',
    deck: (d) => patch(d, 's1', { subtitle: 'Prepared for Northwind' }),
  },
  {
    say: 'update the body text on slide 2 to We focus on three things',
    op: 'update text',
    deck: (d) => patch(d, 's2', { text: 'We focus on three things' }),
  },
  // bullets
  {
    say: 'set the bullets to speed, quality and price',
    op: 'update bullets',
    selected: 's2',
    deck: (d) => patch(d, 's2', { items: ['Speed', 'Quality', 'Price'] }),
  },
  {
    say: 'add a bullet Faster onboarding',
    op: 'update bullets',
    selected: 's2',
    deck: (d) =>
      patch(d, 's2', { items: ['Grow revenue', 'Open markets', 'Hire engineers', 'Faster onboarding'] }),
  },
  {
    say: 'add bullet point lower churn to slide 2',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Open markets', 'Hire engineers', 'Lower churn'] }),
  },
  {
    say: 'remove bullet 2',
    op: 'update bullets',
    selected: 's2',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Hire engineers'] }),
  },
  {
    say: 'remove the last bullet from slide 2',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Open markets'] }),
  },
  {
    say: 'remove the bullet markets',
    op: 'update bullets',
    selected: 's2',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Hire engineers'] }),
  },
  {
    say: 'add three bullets to the Priorities slide: cut costs, win trust and scale up',
    op: 'update bullets',
    deck: (d) =>
      patch(d, 's2', {
        items: ['Grow revenue', 'Open markets', 'Hire engineers', 'Cut costs', 'Win trust', 'Scale up'],
      }),
  },
  {
    say: 'replace the points on slide 2 with:\nfocus\nspeed\ntrust',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Focus', 'Speed', 'Trust'] }),
  },
  {
    say: 'add a point "Expand to Spain" to this slide',
    op: 'update bullets',
    selected: 's2',
    deck: (d) =>
      patch(d, 's2', { items: ['Grow revenue', 'Open markets', 'Hire engineers', 'Expand to Spain'] }),
  },
  {
    say: 'delete the first bullet on the Priorities slide',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Open markets', 'Hire engineers'] }),
  },
  {
    say: 'add the bullets design system and QA to slide 2',
    op: 'update bullets',
    deck: (d) =>
      patch(d, 's2', { items: ['Grow revenue', 'Open markets', 'Hire engineers', 'Design system', 'QA'] }),
  },
  {
    say: 'add a bulet: Partner with universities',
    op: 'update bullets',
    selected: 's2',
    deck: (d) =>
      patch(d, 's2', {
        items: ['Grow revenue', 'Open markets', 'Hire engineers', 'Partner with universities'],
      }),
  },
  // figures
  {
    say: 'set the metrics to revenue 3.2M, growth 45%',
    op: 'update metrics',
    selected: 's3',
    deck: (d) =>
      patch(d, 's3', {
        metrics: [
          { value: '3.2M', label: 'Revenue' },
          { value: '45%', label: 'Growth' },
        ],
      }),
  },
  {
    say: 'change the figures on slide 3 to revenue $5M and margin 20%',
    op: 'update metrics',
    deck: (d) =>
      patch(d, 's3', {
        metrics: [
          { value: '$5M', label: 'Revenue' },
          { value: '20%', label: 'Margin' },
        ],
      }),
  },
  {
    say: 'add a metric NPS 71 to the Results slide',
    op: 'update metrics',
    deck: (d) =>
      patch(d, 's3', {
        metrics: [
          { value: '$4M', label: 'Revenue' },
          { value: '71', label: 'NPS' },
        ],
      }),
  },
  {
    say: 'add a metric to the results slide saying NPS 71',
    op: 'update metrics',
    deck: (d) =>
      patch(d, 's3', {
        metrics: [
          { value: '$4M', label: 'Revenue' },
          { value: '71', label: 'NPS' },
        ],
      }),
  },
  {
    say: 'add a metric here: NPS 71',
    op: 'update metrics',
    selected: 's3',
    deck: (d) =>
      patch(d, 's3', {
        metrics: [
          { value: '$4M', label: 'Revenue' },
          { value: '71', label: 'NPS' },
        ],
      }),
  },
  {
    say: 'add a metric: NPS 71',
    op: 'update metrics',
    selected: 's3',
    deck: (d) =>
      patch(d, 's3', {
        metrics: [
          { value: '$4M', label: 'Revenue' },
          { value: '71', label: 'NPS' },
        ],
      }),
  },
  {
    say: 'add "Hire a CFO" as a bullet on slide 2',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Open markets', 'Hire engineers', 'Hire a CFO'] }),
  },
  {
    say: 'change Speed to Focus in Belief',
    op: 'update text',
    deck: (d) => patch(d, 's4', { text: 'Focus wins' }),
  },
  {
    say: 'update the numbers: customers 1,200 and churn down 3%',
    op: 'update metrics',
    selected: 's3',
    deck: (d) =>
      patch(d, 's3', {
        metrics: [
          { value: '1,200', label: 'Customers' },
          { value: '-3%', label: 'Churn' },
        ],
      }),
  },
  {
    say: 'replace the KPIs on the results slide with 98% uptime, 4.8 rating',
    op: 'update metrics',
    deck: (d) =>
      patch(d, 's3', {
        metrics: [
          { value: '98%', label: 'Uptime' },
          { value: '4.8', label: 'Rating' },
        ],
      }),
  },
  // colours
  {
    say: 'make this slide navy',
    op: 'update colours',
    selected: 's2',
    deck: (d) => patch(d, 's2', { backgroundColor: NAVY, textColor: WHITE }),
  },
  {
    say: 'make slide 3 white',
    op: 'update colours',
    deck: (d) => patch(d, 's3', { backgroundColor: WHITE, textColor: DARK_TEXT }),
  },
  {
    say: 'make this slide punchier and red',
    op: 'update colours',
    selected: 's4',
    deck: (d) => patch(d, 's4', { backgroundColor: '#c53030', textColor: WHITE }),
  },
  {
    say: 'make the background #112233',
    op: 'update colours',
    selected: 's1',
    deck: (d) => patch(d, 's1', { backgroundColor: '#112233', textColor: WHITE }),
  },
  {
    say: 'set the background of slide 2 to cream',
    op: 'update colours',
    deck: (d) => patch(d, 's2', { backgroundColor: '#fffaf0', textColor: DARK_TEXT }),
  },
  {
    say: 'set the text colour to gold',
    op: 'update colours',
    selected: 's1',
    deck: (d) => patch(d, 's1', { textColor: '#b7791f' }),
  },
  {
    say: 'make the text color of slide 4 black',
    op: 'update colours',
    deck: (d) => patch(d, 's4', { textColor: '#000000' }),
  },
  {
    say: 'Change the background colour of the last slide to teal',
    op: 'update colours',
    deck: (d) => patch(d, 's5', { backgroundColor: '#2c7a7b', textColor: WHITE }),
  },
  {
    say: 'colour the Results slide green',
    op: 'update colours',
    deck: (d) => patch(d, 's3', { backgroundColor: '#2f855a', textColor: WHITE }),
  },
  {
    say: 'make the background of every slide white',
    op: 'update colours',
    deck: (d) => {
      for (const s of d.slides) s.content = { ...s.content, backgroundColor: WHITE, textColor: DARK_TEXT };
    },
  },
  {
    say: 'paint slide 1 #FF8800',
    op: 'update colours',
    deck: (d) => patch(d, 's1', { backgroundColor: '#ff8800', textColor: DARK_TEXT }),
  },
  {
    say: 'make the font colour on slide 2 grey',
    op: 'update colours',
    deck: (d) => patch(d, 's2', { textColor: '#4a5568' }),
  },
  {
    say: 'set the backgroud to light blue',
    op: 'update colours',
    selected: 's4',
    deck: (d) => patch(d, 's4', { backgroundColor: '#bee3f8', textColor: DARK_TEXT }),
  },
  {
    say: 'make slides 2 and 4 purple',
    op: 'update colours',
    deck: (d) => {
      patch(d, 's2', { backgroundColor: '#6b46c1', textColor: WHITE });
      patch(d, 's4', { backgroundColor: '#6b46c1', textColor: WHITE });
    },
  },
  {
    say: 'use white text on this slide',
    op: 'update colours',
    selected: 's3',
    deck: (d) => patch(d, 's3', { textColor: WHITE }),
  },
  // slide type
  {
    say: 'change slide 2 to a metrics slide',
    op: 'change type',
    deck: (d) => {
      slide(d, 's2').type = 'metrics';
    },
  },
  {
    say: 'turn this slide into a statement',
    op: 'change type',
    selected: 's2',
    deck: (d) => {
      slide(d, 's2').type = 'statement';
    },
  },
  {
    say: 'make this a comparison slide',
    op: 'change type',
    selected: 's2',
    deck: (d) => {
      slide(d, 's2').type = 'comparison';
    },
  },
  {
    say: 'convert the Priorities slide into a quote slide',
    op: 'change type',
    deck: (d) => {
      slide(d, 's2').type = 'statement';
    },
  },
  {
    say: 'make slide 4 a title slide',
    op: 'change type',
    deck: (d) => {
      slide(d, 's4').type = 'title';
    },
  },
  {
    say: 'change the type of slide 2 to statement',
    op: 'change type',
    deck: (d) => {
      slide(d, 's2').type = 'statement';
    },
  },
  {
    say: 'switch slide 3 to a bullet slide',
    op: 'change type',
    deck: (d) => {
      slide(d, 's3').type = 'content';
    },
  },
];

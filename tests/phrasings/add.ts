import { add, NAVY, WHITE } from './deck';
import type { Phrasing } from './types';

const META = { clientName: 'Northwind', agency: 'Brightline', date: 'March 2027' };

/** Adding slides of every type, with titles, lists, figures, colours and positions. */
export const ADD: Phrasing[] = [
  // A slide said without "add": written, or named alone.
  {
    say: 'write a slide about our pricing',
    op: 'add content',
    deck: (d) => add(d, 5, { type: 'content', title: 'Our pricing' }),
  },
  {
    say: 'a slide about pricing',
    op: 'add content',
    deck: (d) => add(d, 5, { type: 'content', title: 'Pricing' }),
  },
  {
    say: 'another metrics slide',
    op: 'add metrics',
    deck: (d) => add(d, 5, { type: 'metrics', title: 'Key metrics' }),
  },
  // metrics
  {
    say: 'add a metrics slide with revenue up 32%, 1.2M users and NPS 71',
    op: 'add metrics',
    deck: (d) =>
      add(d, 5, {
        type: 'metrics',
        title: 'Key metrics',
        content: {
          metrics: [
            { value: '+32%', label: 'Revenue' },
            { value: '1.2M', label: 'Users' },
            { value: '71', label: 'NPS' },
          ],
        },
      }),
  },
  {
    say: 'add a metrics slide titled Traction with revenue 3.2M, growth 45%',
    op: 'add metrics',
    deck: (d) =>
      add(d, 5, {
        type: 'metrics',
        title: 'Traction',
        content: {
          metrics: [
            { value: '3.2M', label: 'Revenue' },
            { value: '45%', label: 'Growth' },
          ],
        },
      }),
  },
  {
    say: 'Please add a metrics slide with churn down 2%.',
    op: 'add metrics',
    deck: (d) =>
      add(d, 5, {
        type: 'metrics',
        title: 'Key metrics',
        content: { metrics: [{ value: '-2%', label: 'Churn' }] },
      }),
  },
  {
    say: 'Could you add a KPI slide with revenue of $3.2M, 45% growth and NPS 71?',
    op: 'add metrics',
    deck: (d) =>
      add(d, 5, {
        type: 'metrics',
        title: 'Key metrics',
        content: {
          metrics: [
            { value: '$3.2M', label: 'Revenue' },
            { value: '45%', label: 'Growth' },
            { value: '71', label: 'NPS' },
          ],
        },
      }),
  },
  {
    say: 'add a numbers slide: 120 clients, 98% retention',
    op: 'add metrics',
    deck: (d) =>
      add(d, 5, {
        type: 'metrics',
        title: 'Key metrics',
        content: {
          metrics: [
            { value: '120', label: 'Clients' },
            { value: '98%', label: 'Retention' },
          ],
        },
      }),
  },
  {
    say: 'add a stats slide called Traction with 3 metrics: 1.2M users, 40% growth, 71 NPS',
    op: 'add metrics',
    deck: (d) =>
      add(d, 5, {
        type: 'metrics',
        title: 'Traction',
        content: {
          metrics: [
            { value: '1.2M', label: 'Users' },
            { value: '40%', label: 'Growth' },
            { value: '71', label: 'NPS' },
          ],
        },
      }),
  },
  {
    say: 'Can you please create a metrics slide called Q3 in numbers with revenue £2.5m, margin 18% and 42 new clients, thanks!',
    op: 'add metrics',
    deck: (d) =>
      add(d, 5, {
        type: 'metrics',
        title: 'Q3 in numbers',
        content: {
          metrics: [
            { value: '£2.5m', label: 'Revenue' },
            { value: '18%', label: 'Margin' },
            { value: '42', label: 'New clients' },
          ],
        },
      }),
  },
  {
    say: 'add a metrcis slide with revenue up 12 percent year on year',
    op: 'add metrics',
    deck: (d) =>
      add(d, 5, {
        type: 'metrics',
        title: 'Key metrics',
        content: { metrics: [{ value: '+12%', label: 'Revenue', subtext: 'Year on year' }] },
      }),
  },
  // content
  {
    say: 'add a content slide titled Our approach with bullets research, design and launch',
    op: 'add content',
    deck: (d) =>
      add(d, 5, {
        type: 'content',
        title: 'Our approach',
        content: { items: ['Research', 'Design', 'Launch'] },
      }),
  },
  {
    say: 'add a content slide "Next steps" with bullets: sign contract, kickoff workshop, first sprint',
    op: 'add content',
    deck: (d) =>
      add(d, 5, {
        type: 'content',
        title: 'Next steps',
        content: { items: ['Sign contract', 'Kickoff workshop', 'First sprint'] },
      }),
  },
  {
    say: 'add a slide about our Q3 roadmap with three bullets: hiring, launch, expansion',
    op: 'add content',
    deck: (d) =>
      add(d, 5, {
        type: 'content',
        title: 'Our Q3 roadmap',
        content: { items: ['Hiring', 'Launch', 'Expansion'] },
      }),
  },
  { say: 'add a slide', op: 'add content', deck: (d) => add(d, 5, { type: 'content', title: 'New Slide' }) },
  {
    say: 'add a new slide called Agenda',
    op: 'add content',
    deck: (d) => add(d, 5, { type: 'content', title: 'Agenda' }),
  },
  {
    say: 'Add a slide called "Why now" at the start',
    op: 'add content',
    deck: (d) => add(d, 0, { type: 'content', title: 'Why now' }),
  },
  {
    say: 'insert a slide called Break after slide 2',
    op: 'add content',
    deck: (d) => add(d, 2, { type: 'content', title: 'Break' }),
  },
  {
    say: 'add a slide called Extra as slide 3',
    op: 'add content',
    deck: (d) => add(d, 2, { type: 'content', title: 'Extra' }),
  },
  {
    say: 'add a content slide titled Intro at the start',
    op: 'add content',
    deck: (d) => add(d, 0, { type: 'content', title: 'Intro' }),
  },
  {
    say: 'add a slide titled Risks before the Results slide',
    op: 'add content',
    deck: (d) => add(d, 2, { type: 'content', title: 'Risks' }),
  },
  {
    say: 'add a slide with the points:\n- faster onboarding\n- fewer tickets\n- happier teams',
    op: 'add content',
    deck: (d) =>
      add(d, 5, {
        type: 'content',
        title: 'New Slide',
        content: { items: ['Faster onboarding', 'Fewer tickets', 'Happier teams'] },
      }),
  },
  {
    say: 'add a bullet slide called Team with items Ana, Ben and Chloe',
    op: 'add content',
    deck: (d) => add(d, 5, { type: 'content', title: 'Team', content: { items: ['Ana', 'Ben', 'Chloe'] } }),
  },
  {
    say: 'add a sldie called Budget',
    op: 'add content',
    deck: (d) => add(d, 5, { type: 'content', title: 'Budget' }),
  },
  {
    say: 'pls add a slide titled Hiring plan with bullets: two designers; one developer',
    op: 'add content',
    deck: (d) =>
      add(d, 5, {
        type: 'content',
        title: 'Hiring plan',
        content: { items: ['Two designers', 'One developer'] },
      }),
  },
  {
    say: 'I need a slide about pricing',
    op: 'add content',
    deck: (d) => add(d, 5, { type: 'content', title: 'Pricing' }),
  },
  {
    say: 'new slide: Risks and mitigations',
    op: 'add content',
    deck: (d) => add(d, 5, { type: 'content', title: 'Risks and mitigations' }),
  },
  {
    say: 'Add A Content Slide Titled Roadmap With Bullets Q1 Pilot, Q2 Launch',
    op: 'add content',
    deck: (d) =>
      add(d, 5, { type: 'content', title: 'Roadmap', content: { items: ['Q1 Pilot', 'Q2 Launch'] } }),
  },
  {
    say: 'add two slides',
    op: 'add content',
    deck: (d) => {
      add(d, 5, { type: 'content', title: 'New Slide' });
      add(d, 6, { type: 'content', title: 'New Slide' });
    },
  },
  {
    say: 'add a slide called Team on a dark background',
    op: 'add content',
    deck: (d) =>
      add(d, 5, {
        type: 'content',
        title: 'Team',
        content: { backgroundColor: '#1a202c', textColor: WHITE },
      }),
  },
  {
    say: "could you please add a slide named 'Open questions' with the bullets pricing and timing",
    op: 'add content',
    deck: (d) =>
      add(d, 5, { type: 'content', title: 'Open questions', content: { items: ['Pricing', 'Timing'] } }),
  },
  // statement
  {
    say: 'add a statement slide saying We ship every week',
    op: 'add statement',
    deck: (d) =>
      add(d, 5, { type: 'statement', title: 'Statement', content: { text: 'We ship every week' } }),
  },
  {
    say: 'add a quote slide titled Manifesto saying Less but better',
    op: 'add statement',
    deck: (d) => add(d, 5, { type: 'statement', title: 'Manifesto', content: { text: 'Less but better' } }),
  },
  {
    say: 'add a big idea slide: "Design is how it works"',
    op: 'add statement',
    deck: (d) =>
      add(d, 5, { type: 'statement', title: 'Statement', content: { text: 'Design is how it works' } }),
  },
  {
    say: 'add a red statement slide saying Act now',
    op: 'add statement',
    deck: (d) =>
      add(d, 5, {
        type: 'statement',
        title: 'Statement',
        content: { text: 'Act now', backgroundColor: '#c53030', textColor: WHITE },
      }),
  },
  // comparison
  {
    say: 'add a comparison slide with in-house vs augmented',
    op: 'add comparison',
    deck: (d) =>
      add(d, 5, {
        type: 'comparison',
        title: 'In-house vs augmented',
        content: {
          comparison: { left: { title: 'In-house', items: [] }, right: { title: 'Augmented', items: [] } },
        },
      }),
  },
  {
    say: 'add a comparison slide: In-house team versus Augmented team',
    op: 'add comparison',
    deck: (d) =>
      add(d, 5, {
        type: 'comparison',
        title: 'In-house team vs Augmented team',
        content: {
          comparison: {
            left: { title: 'In-house team', items: [] },
            right: { title: 'Augmented team', items: [] },
          },
        },
      }),
  },
  {
    say: 'add a before and after slide comparing manual reporting with automated dashboards',
    op: 'add comparison',
    deck: (d) =>
      add(d, 5, {
        type: 'comparison',
        title: 'Manual reporting vs automated dashboards',
        content: {
          comparison: {
            left: { title: 'Manual reporting', items: [] },
            right: { title: 'Automated dashboards', items: [] },
          },
        },
      }),
  },
  // calculator
  {
    say: 'add a calculator slide',
    op: 'add calculator',
    deck: (d) => add(d, 5, { type: 'calculator', title: 'What a team costs' }),
  },
  {
    say: 'Add the cost calculator slide at the end',
    op: 'add calculator',
    deck: (d) => add(d, 5, { type: 'calculator', title: 'What a team costs' }),
  },
  // thank you
  {
    say: 'add a thank you slide',
    op: 'add thank you',
    deck: (d) => add(d, 5, { type: 'thank_you', title: 'Thank you' }),
  },
  {
    say: 'add a thank-you slide',
    op: 'add thank you',
    deck: (d) => add(d, 5, { type: 'thank_you', title: 'Thank you' }),
  },
  {
    say: 'add a closing slide called Questions?',
    op: 'add thank you',
    deck: (d) => add(d, 5, { type: 'thank_you', title: 'Questions' }),
  },
  // title
  {
    say: 'add a title slide titled Welcome with Q3 results',
    op: 'add title',
    deck: (d) => add(d, 5, { type: 'title', title: 'Welcome', content: { subtitle: 'Q3 results' } }),
  },
  {
    say: 'add a cover slide called Annual Review 2027 with the subtitle Prepared for Northwind',
    op: 'add title',
    deck: (d) =>
      add(d, 5, {
        type: 'title',
        title: 'Annual Review 2027',
        content: { subtitle: 'Prepared for Northwind' },
      }),
  },
  {
    say: 'add a navy title slide called Chapter 2',
    op: 'add title',
    deck: (d) =>
      add(d, 5, { type: 'title', title: 'Chapter 2', content: { backgroundColor: NAVY, textColor: WHITE } }),
  },
  // strategic title
  {
    say: 'add a strategic title slide',
    op: 'add strategic title',
    deck: (d) =>
      add(d, 5, { type: 'strategic_title', title: 'Strategic Partnership Proposal', content: META }),
  },
  {
    say: 'make a title slide for Acme Corp',
    op: 'add strategic title',
    deck: (d) =>
      add(d, 0, {
        type: 'strategic_title',
        title: 'Acme Corp - Strategic Partnership Proposal',
        content: { ...META, clientName: 'Acme Corp' },
      }),
  },
  {
    say: 'add a proposal cover slide at the beginning',
    op: 'add strategic title',
    deck: (d) =>
      add(d, 0, { type: 'strategic_title', title: 'Strategic Partnership Proposal', content: META }),
  },
  // html
  {
    say: 'add an html slide titled Embed',
    op: 'add html',
    deck: (d) => add(d, 5, { type: 'html', title: 'Embed' }),
  },
  {
    say: 'add a custom HTML slide saying Hello world',
    op: 'add html',
    deck: (d) =>
      add(d, 5, {
        type: 'html',
        title: 'Custom',
        content: { htmlContent: '<div style="padding:120px;font-size:64px">Hello world</div>' },
      }),
  },
];

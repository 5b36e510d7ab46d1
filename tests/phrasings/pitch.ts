import type { TableDeck } from './deck';

/**
 * A second base deck for the table: an agency's pitch with one slide of every type, an agenda whose
 * items are other slides' titles, and slides whose bare titles ("pricing", "roadmap") are also
 * words of commands.
 */
export const PITCH: TableDeck = {
  slides: [
    {
      ref: 'p1',
      type: 'title',
      title: 'Northwind Pitch',
      content: { subtitle: 'Prepared for the board' },
      notes: '',
    },
    {
      ref: 'p2',
      type: 'content',
      title: 'Agenda',
      content: { items: ['Where we are', 'Pricing', 'Roadmap'] },
      notes: '',
    },
    {
      ref: 'p3',
      type: 'metrics',
      title: 'Results',
      content: {
        metrics: [
          { value: '$4M', label: 'Revenue' },
          { value: '3.1%', label: 'Churn' },
          { value: '71', label: 'NPS', subtext: 'up from 58' },
        ],
      },
      notes: 'Pause on churn.',
    },
    { ref: 'p4', type: 'statement', title: 'Belief', content: { text: 'Speed wins' }, notes: '' },
    {
      ref: 'p5',
      type: 'content',
      title: 'Pricing',
      content: { items: ['Basic $10', 'Pro $25', 'Enterprise on request'] },
      notes: '',
    },
    {
      ref: 'p6',
      type: 'comparison',
      title: 'Us vs them',
      content: {
        comparison: {
          left: { title: 'Us', items: ['Fast', 'Local'] },
          right: { title: 'Them', items: ['Slow'] },
        },
      },
      notes: '',
    },
    {
      ref: 'p7',
      type: 'content',
      title: 'Roadmap',
      content: { items: ['Discovery', 'Build', 'Launch'] },
      notes: '',
    },
    { ref: 'p8', type: 'calculator', title: 'Team cost', content: {}, notes: '' },
    {
      ref: 'p9',
      type: 'html',
      title: 'Live demo',
      content: { htmlContent: '<p>Demo</p>' },
      notes: '',
    },
    {
      ref: 'p10',
      type: 'strategic_title',
      title: 'Why now',
      content: { line1: 'Markets move', line2: 'We move faster' },
      notes: '',
    },
    { ref: 'p11', type: 'thank_you', title: 'Thanks', content: {}, notes: '' },
  ],
  brief: 'Win the Northwind account.',
  checklist: [{ text: 'Pricing', completed: false }],
  metadata: { clientName: 'Northwind', agency: 'Brightline' },
};

import { seedSlide } from './seed';
import type { TestServer } from './testServer';

/** One slide of each of the nine types, with a phrase each shows (for export and rendering checks). */
export const NINE_TYPES = [
  {
    type: 'title',
    title: 'Growth Strategy 2027',
    content: { subtitle: 'Prepared for the board' },
    notes: 'Speaker note for the title slide',
    phrase: 'Growth Strategy 2027',
  },
  {
    type: 'strategic_title',
    title: 'Proposal',
    content: { clientName: 'Northwind Holdings', agency: 'Brightline Studio', date: 'March 2027' },
    phrase: 'Northwind Holdings',
  },
  {
    type: 'thank_you',
    title: 'Thanks',
    content: { mainText: 'THANK YOU', highlightText: 'NORTHWIND TEAM' },
    phrase: 'NORTHWIND TEAM',
  },
  {
    type: 'content',
    title: 'Our priorities',
    content: { items: ['Grow recurring revenue', 'Open two new markets', 'Hire senior engineers'] },
    phrase: 'Grow recurring revenue',
  },
  {
    type: 'metrics',
    title: 'The year in numbers',
    content: {
      metrics: [
        { value: '$4.2M', label: 'Annual revenue' },
        { value: '71', label: 'Net promoter score' },
      ],
    },
    phrase: 'Annual revenue',
  },
  {
    type: 'statement',
    title: 'Statement',
    content: { text: 'Speed is our strategy' },
    phrase: 'Speed is our strategy',
  },
  {
    type: 'comparison',
    title: 'Build or augment',
    content: {
      comparison: {
        left: { title: 'In-house team', items: ['Slow hiring'] },
        right: { title: 'Augmented team', items: ['Ready next week'] },
      },
    },
    phrase: 'Ready next week',
  },
  { type: 'calculator', title: 'What a team costs', content: {}, phrase: 'What a team costs' },
  {
    type: 'html',
    title: 'Custom',
    content: { htmlContent: '<h2 style="font-size:64px">Raw HTML phrase</h2><p>Made by hand</p>' },
    phrase: 'Raw HTML phrase',
  },
] as const;

export async function seedNineTypes(server: TestServer, presentationId: string) {
  for (const { phrase: _phrase, ...fields } of NINE_TYPES) await seedSlide(server, presentationId, fields);
}

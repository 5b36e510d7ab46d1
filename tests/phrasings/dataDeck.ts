import type { TableDeck } from './deck';

/** A third base deck for the table: a review with a chart, a table and a timeline (issue 31). */
export const DATA: TableDeck = {
  slides: [
    {
      ref: 'd1',
      type: 'title',
      title: 'Quarterly Review',
      content: { subtitle: 'For Northwind' },
      notes: '',
    },
    {
      ref: 'd2',
      type: 'chart',
      title: 'Revenue',
      content: {
        chart: {
          kind: 'bar',
          categories: ['2022', '2023', '2024'],
          series: [{ name: 'Revenue', values: [4.1, 5.6, 7.9] }],
          unit: '€M',
        },
      },
      notes: '',
    },
    {
      ref: 'd3',
      type: 'table',
      title: 'Pricing',
      content: {
        table: {
          header: ['Plan', 'Price', 'Seats'],
          rows: [
            ['Basic', '€10', '1'],
            ['Team', '€25', '5'],
          ],
        },
      },
      notes: '',
    },
    {
      ref: 'd4',
      type: 'timeline',
      title: 'Plan',
      content: {
        steps: [
          { label: 'Discovery', date: 'May' },
          { label: 'Build', date: 'June to August' },
          { label: 'Launch', date: 'September' },
        ],
      },
      notes: '',
    },
    { ref: 'd5', type: 'content', title: 'Next steps', content: { items: ['Sign', 'Kick off'] }, notes: '' },
  ],
  brief: 'Review the year with Northwind.',
  checklist: [],
  metadata: { clientName: 'Northwind' },
};

import type { SlideView } from '../slides/view';

/**
 * A picture for the image sample: a soft dusk gradient, inline, so a preview shows a picture
 * without any upload (a stored slide's picture must be an upload of its deck; a sample is never stored).
 */
export const SAMPLE_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="1080"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2c5282"/><stop offset="0.55" stop-color="#9f7aea"/><stop offset="1" stop-color="#ed8936"/></linearGradient></defs><rect width="960" height="1080" fill="url(#g)"/><circle cx="700" cy="300" r="120" fill="#fbd38d" opacity="0.85"/><path d="M0 820 L260 600 L470 760 L700 560 L960 780 L960 1080 L0 1080 Z" fill="#1a365d" opacity="0.85"/></svg>',
)}`;

/** One slide of each of the nine types, for previewing a theme (the Brand dialog, screenshots). */
export const THEME_SAMPLE_SLIDES: SlideView[] = [
  {
    id: 'sample-title',
    type: 'title',
    title: 'Growth plan 2027',
    content: { subtitle: 'Board review', author: 'Strategy team' },
  },
  {
    id: 'sample-strategic',
    type: 'strategic_title',
    title: 'Acme',
    content: { clientName: 'Acme', agency: 'Northwind', date: 'March 2027' },
  },
  {
    id: 'sample-content',
    type: 'content',
    title: 'What we heard',
    content: {
      items: [
        'Customers want faster onboarding',
        'Support volume doubled in Q4',
        'Two markets ready for launch',
      ],
    },
  },
  {
    id: 'sample-metrics',
    type: 'metrics',
    title: 'The year in figures',
    content: {
      metrics: [
        { value: '$4.2M', label: 'Revenue', subtext: '+32% YoY' },
        { value: '18k', label: 'Users' },
        { value: '94%', label: 'Retention' },
      ],
    },
  },
  {
    id: 'sample-statement',
    type: 'statement',
    title: 'Our promise',
    content: { text: 'Every customer live in one week.', highlightText: 'one week', author: 'CEO' },
  },
  {
    id: 'sample-comparison',
    type: 'comparison',
    title: 'Today and tomorrow',
    content: {
      comparison: {
        left: { title: 'Today', items: ['Manual setup', 'Six weeks'] },
        right: { title: 'With us', items: ['Guided setup', 'One week'] },
      },
    },
  },
  { id: 'sample-calculator', type: 'calculator', title: 'Team cost', content: {} },
  {
    id: 'sample-html',
    type: 'html',
    title: 'Custom',
    content: { htmlContent: '<h2>Custom HTML</h2><p>Drawn by the slide’s own markup.</p>' },
  },
  {
    id: 'sample-chart',
    type: 'chart',
    title: 'Revenue doubled in two years',
    content: {
      chart: {
        kind: 'bar',
        categories: ['2022', '2023', '2024'],
        series: [
          { name: 'Revenue', values: [4.1, 5.6, 7.9] },
          { name: 'Costs', values: [3.2, 3.9, 4.4] },
        ],
        unit: '€M',
      },
    },
  },
  {
    id: 'sample-table',
    type: 'table',
    title: 'Three plans',
    content: {
      table: {
        header: ['Plan', 'Seats', 'Price'],
        rows: [
          ['Starter', '3', '€19'],
          ['Pro', '10', '€49'],
          ['Enterprise', 'Unlimited', 'On request'],
        ],
      },
    },
  },
  {
    id: 'sample-timeline',
    type: 'timeline',
    title: 'From kickoff to launch',
    content: {
      steps: [
        { label: 'Discovery', date: 'May', text: 'Interviews and audit' },
        { label: 'Build', date: 'June – August', text: 'Three sprints' },
        { label: 'Launch', date: 'September', text: 'Two markets' },
      ],
    },
  },
  {
    id: 'sample-image',
    type: 'image',
    title: 'Our Lisbon studio',
    content: {
      image: { url: SAMPLE_PICTURE, alt: 'The studio at dusk', layout: 'left', caption: 'Opened in 2024' },
      items: ['Forty people', 'Design and engineering'],
    },
  },
  { id: 'sample-thanks', type: 'thank_you', title: 'Thank you', content: {} },
];

/**
 * Every slide type, short and long, in every built-in theme, drawn the ways a client sees them:
 * `npx tsx scripts/slideGallery.ts /tmp/gallery [theme…] [--pptx]` writes `<theme>.pdf` (the PDF
 * export) and, with --pptx, `<theme>-pptx.pdf` (LibreOffice's drawing of the PowerPoint export),
 * to compare the compositions (`pdftoppm -png -r 30` and `montage` make contact sheets of them).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import '../server/lib/sanitizeServer';
import { BUILT_IN_THEMES } from '../common/themes/builtIn';
import { BrowserPool } from '../server/export/browser';
import type { ExportDeck, ExportSlide } from '../server/export/deck';
import { exportPptx } from '../server/export/pptx';
import { exportPdf } from '../server/export/render';
import { chromiumExecutable } from '../server/lib/chromium.mjs';
import { picturePng } from '../tests/helpers/nineTypes';

const args = process.argv.slice(2);
const pptx = args.includes('--pptx');
const [out = '/tmp/gallery', ...only] = args.filter((a) => a !== '--pptx');
mkdirSync(out, { recursive: true });

const s = (type: string, title: string, content: Record<string, unknown>): Omit<ExportSlide, 'id'> => ({
  type,
  title,
  content,
  notes: '',
});

const SLIDES: Omit<ExportSlide, 'id'>[] = [
  s('title', 'Larchmont 24/7: out-of-hours care, in-house', { subtitle: 'Proposal for the partners' }),
  s('content', 'Agenda', {
    items: [
      'Group performance YTD',
      'Active registered pets',
      'After-hours emergency care',
      'Proposal: "Larchmont 24/7" at Knaresborough',
      'Decision needed from partners',
    ],
  }),
  s('content', 'Key figures', { items: ['Parcels up 31% on 2024/25'] }),
  s('content', 'Group performance YTD', {
    items: ['12 clinics across North & West Yorkshire', 'Revenue Jan–Oct 2026: £14.8M, up 9.2% on 2025'],
  }),
  s('content', 'Our approach', {
    text: 'Three moves that compound over the next twelve months.',
    items: ['Grow recurring revenue', 'Open two new markets', 'Hire senior engineers'],
  }),
  s('content', 'After-hours emergency care', {
    items: [
      'Out-of-hours is outsourced to VetNight Ltd; the contract ends 31 March 2027',
      'We paid VetNight £1.02M in the 12 months to Oct 2026',
      'Clients complain about the 45-minute average drive to the nearest hub',
      '23% of our after-hours complaints mention travel',
      'Proposal: our own 24/7 hospital at the Knaresborough clinic',
      'Payback in 2.8 years on the base case',
    ],
  }),
  s('content', 'Nine moves for next year', {
    items: Array.from({ length: 9 }, (_, i) => `Move ${i + 1}: open the Lisbon studio`),
  }),
  s('metrics', 'Active registered pets', {
    metrics: [
      { value: '38,400', label: 'Registered pets, Oct 2026' },
      { value: '71', label: 'Client NPS, up from 64' },
    ],
  }),
  s('metrics', 'By the numbers', {
    metrics: [
      { value: '320', label: 'Wholesale customers', subtext: 'cafés, hotels and offices' },
      { value: '100%', label: 'Renewable electricity' },
      { value: '18', label: 'Trainers' },
      { value: '£22.80', label: 'Price per kg', subtext: 'fixed for 3 years' },
    ],
    text: 'Figures from the 2026 annual report.',
  }),
  s('timeline', 'Rollout', {
    steps: [
      { label: 'Pilot at York', date: 'Mar–Apr 2027' },
      { label: 'Remaining 11 hotels', date: 'May–June' },
      { label: 'Full review', date: 'Sept 2027' },
    ],
  }),
  s('timeline', 'Phases', {
    steps: [
      { label: 'Teaser', date: '2 Feb to 22 Feb 2027', text: 'Social teasers, waitlist page' },
      { label: 'Pre-order', date: '23 Feb 2027 to 15 Mar', text: 'Pre-order with a free case skin' },
      { label: 'Launch', date: '16 March 2027', text: 'Sale at calloway.com, Amazon UK/DE, John Lewis' },
      { label: 'Retail rollout', date: 'April–May 2027', text: 'In-store demo units in 180 stores' },
      { label: 'Review', date: '30 June 2027', text: 'Sales vs target, go/no-go on the next markets' },
    ],
  }),
  s('statement', 'Statement', { text: 'Speed is our strategy' }),
  s('comparison', 'Build or augment', {
    comparison: {
      left: { title: 'In-house team', items: ['Slow hiring', 'Full control'] },
      right: { title: 'Augmented team', items: ['Ready next week', 'Shared know-how'] },
    },
  }),
  s('chart', 'Revenue doubled in two years', {
    chart: {
      kind: 'bar',
      categories: ['FY2022', 'FY2023', 'FY2024'],
      series: [{ name: 'Revenue', values: [4.1, 5.6, 7.9] }],
      unit: '€M',
    },
  }),
  s('table', 'Plans', {
    table: {
      header: ['Plan', 'Price', 'Seats'],
      rows: [
        ['Starter', '€19', '3'],
        ['Professional', '€49', '10'],
        ['Enterprise', '€99', '50'],
      ],
    },
  }),
  s('image', 'Our studio', {
    image: { alt: 'The studio', layout: 'left', url: '/api/files/pic', caption: 'The studio at dusk' },
    items: ['Two floors in Leeds', 'Twelve designers'],
  }),
  s('strategic_title', 'Proposal', {
    clientName: 'Northwind Holdings',
    agency: 'Brightline',
    date: 'March 2027',
  }),
  s('thank_you', 'Thanks', { mainText: 'THANK YOU', highlightText: 'NORTHWIND TEAM' }),
];

const pool = new BrowserPool(chromiumExecutable());
try {
  const picture = await picturePng(1200, 800);
  for (const theme of BUILT_IN_THEMES.filter((t) => !only.length || only.includes(t.id))) {
    const deck: ExportDeck = {
      id: `gallery-${theme.id}`,
      title: `Gallery ${theme.name}`,
      theme,
      pictures: { pic: picture },
      slides: SLIDES.map((slide, i) => ({ ...slide, id: `s${i}` })),
    };
    const file = join(out, `${theme.id}.pdf`);
    writeFileSync(file, await exportPdf(pool, deck));
    console.log(file);
    if (pptx) {
      const p = join(out, `${theme.id}-pptx.pptx`);
      writeFileSync(p, await exportPptx(deck));
      execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', out, p], { stdio: 'ignore' });
      console.log(p.replace(/\.pptx$/, '.pdf'));
    }
  }
} finally {
  await pool.close();
}

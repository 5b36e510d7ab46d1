import sharp from 'sharp';
import { expectStatus, seedSlide } from './seed';
import type { TestServer } from './testServer';

/**
 * One slide of each type, with a phrase each shows (for export and rendering checks): the nine of
 * SPEC and the data slides of issue 31. The image slide needs a picture uploaded to its deck, so
 * it is IMAGE_TYPE, seeded by seedNineTypes after the others.
 */
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
  {
    type: 'chart',
    title: 'Revenue doubled',
    content: {
      chart: {
        kind: 'bar',
        categories: ['FY2023', 'FY2024'],
        series: [{ name: 'Revenue', values: [4.1, 7.9] }],
        unit: '€M',
      },
    },
    phrase: 'Revenue doubled',
  },
  {
    type: 'table',
    title: 'Plans',
    content: {
      table: {
        header: ['Plan', 'Price'],
        rows: [
          ['Starter', '€19'],
          ['Professional tier', '€49'],
        ],
      },
    },
    phrase: 'Professional tier',
  },
  {
    type: 'timeline',
    title: 'Plan of work',
    content: {
      steps: [
        { label: 'Discovery', date: 'May' },
        { label: 'Launch phase', date: 'September' },
      ],
    },
    phrase: 'Launch phase',
  },
] as const;

/** The image slide: its picture's address is filled in when the picture is uploaded. */
export const IMAGE_TYPE = {
  type: 'image',
  title: 'Our studio',
  content: { image: { alt: 'The studio at dusk', layout: 'left', caption: 'Studio caption phrase' } },
  phrase: 'Studio caption phrase',
} as const;

/** A picture of `width`×`height` (a soft two-colour gradient), as a PNG data URL. */
export async function picturePng(width = 800, height = 500): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#2b6cb0"/><stop offset="1" stop-color="#dd6b20"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Uploads a picture to the deck through its pictures route; its address. */
export async function uploadPicture(server: TestServer, presentationId: string, dataUrl?: string) {
  const res = await expectStatus<{ url: string }>(
    server,
    `/api/presentations/${presentationId}/pictures`,
    { json: { file: dataUrl ?? (await picturePng()), fileName: 'studio.png', fileType: 'image/png' } },
    201,
  );
  return res.body.url;
}

export async function seedNineTypes(server: TestServer, presentationId: string) {
  for (const { phrase: _phrase, ...fields } of NINE_TYPES) await seedSlide(server, presentationId, fields);
  const url = await uploadPicture(server, presentationId);
  const { phrase: _phrase, ...image } = IMAGE_TYPE;
  await seedSlide(server, presentationId, {
    ...image,
    content: { ...image.content, image: { ...image.content.image, url } },
  });
}

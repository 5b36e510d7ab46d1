/**
 * A ten-page client report as plain text (about 3,000 characters a page, with page markers as the
 * PDF extractor writes them): problems, plans, next steps and a few figures, for drafting a deck.
 */
const PAGE_SENTENCES = [
  'The finance team currently spends 40% of each month on manual reporting across twelve spreadsheets.',
  'Legacy servers in the Leeds data centre cause downtime during every quarterly close.',
  'Revenue grew 18% last year, but the cost of running the old platform rose faster.',
  'Customer complaints about slow invoices doubled, and churn reached 7% in the third quarter.',
  'We propose to migrate the reporting platform to the cloud in three phases.',
  'Our approach starts with a two-week discovery and a pilot with the Northern region.',
  'The plan replaces the twelve spreadsheets with one shared dashboard instead of monthly email packs.',
  'Automated invoicing will cut the close from nine days to three.',
  'The next step is a kickoff workshop in March with the finance and IT leads.',
  'We recommend signing the statement of work by the end of February so the pilot can start in April.',
  'Northwind has 1,200 active users of the reporting tools in Europe.',
  'The migration budget is £450k over eighteen months.',
];

export function tenPageReport(): string {
  const pages: string[] = [];
  for (let p = 1; p <= 10; p++) {
    const lines = [`--- page ${p} ---`, '', `Section ${p}: findings and plans`];
    // Each page repeats the themes in a different order, as long reports do, to about 3,000 characters.
    for (let k = 0; lines.join(' ').length < 3000; k++) {
      lines.push(PAGE_SENTENCES[(p * 5 + k) % PAGE_SENTENCES.length]!);
    }
    pages.push(lines.join('\n'));
  }
  return pages.join('\n\n');
}

/** Figures written in the report, as they are written. */
export const REPORT_FIGURES = ['40%', '18%', '7%', '1,200', '£450k'];

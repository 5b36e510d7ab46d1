import { interpretCommand } from './server/ai/offline/index';
import { slide } from './tests/helpers/commandSet';
const deck: any = { slides: [
  slide('s1', 'title', 'Rooftop Solar', { subtitle: 'x' }),
  slide('s2', 'content', 'Agenda', { items: ['Where Sunvale is today', 'What solar saves', 'Pilot results', 'Programme options', 'Programme plan', 'Next steps'] }),
  slide('s4', 'chart', 'Average tenant bills are still 41% above 2021', { chart: { kind: 'line', categories: ['2021','2022','2023','2024','2025'], series: [{ name: 'Average tenant energy bill (£ per year)', values: [950,1210,1480,1390,1340] }] } }),
  slide('s5', 'comparison', 'Without solar vs with solar', { comparison: { left: { title: 'Without solar', items: ['Bills track wholesale prices'] }, right: { title: 'With solar', items: ['Daytime power from the roof'] } } }),
  slide('s6', 'content', 'The Ashdown pilot worked', { items: ['18 homes fitted in May 2026', 'Average saving £312 per home per year', 'No roof leaks reported', 'Tenant satisfaction 4.7 out of 5'] }),
  slide('s7', 'table', 'Three programme options', { table: { header: ['Option', 'Homes', 'Cost', 'Payback'], rows: [['Starter', '60', '£432,000', '9 years'], ['Core', '150', '£1,020,000', '8 years'], ['Full', '212', '£1,410,000', '8 years']] } }),
  slide('s8', 'timeline', 'Programme plan', { steps: [{ label: 'Survey roofs', date: 'Feb 2027' }, { label: 'All homes live', date: 'Dec 2027' }] }),
  slide('s9', 'statement', 'Our recommendation', { text: 'Start with the Core option: 150 homes in 2027.' }),
  slide('s10', 'thank_you', 'Thank you', { text: 'Questions' }),
], brief: '', checklist: [], metadata: {} };
for (const c of process.argv.slice(2)) {
  const r: any = interpretCommand(c, deck);
  console.log(c, '=>', (r.notUnderstood ?? JSON.stringify(r.operations)).slice(0, 200));
}

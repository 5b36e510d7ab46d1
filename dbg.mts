import { readBrief } from './server/ai/offline/draft/reading';
import { readBriefFile } from './tests/briefs/briefFile';
const b = readBriefFile('tests/briefs/blind10', process.argv[2]!);
const r: any = readBrief(b.brief, [], '', (process.argv[3] ?? 'en') as any);
console.log(JSON.stringify(r.named), r.title, r.statedTitle);
console.log(JSON.stringify(r.blocks.map((x: any) => [x.heading, x.lines.map((l: any) => l.text.slice(0, 70))])).slice(0, 3000));

import { writeFileSync } from 'node:fs';
import { GENERATED, generateFontData } from './fontData';

const { ts, css } = generateFontData();
writeFileSync(GENERATED.ts, ts);
writeFileSync(GENERATED.css, css);
console.log(`wrote ${GENERATED.ts} (${ts.length} chars) and ${GENERATED.css}`);

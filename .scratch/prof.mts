import { readFileSync } from 'node:fs';
import mammoth from 'mammoth';
import { htmlToStructuredText } from '../server/documents/html';

const buf = readFileSync(process.argv[2]!);
let t = performance.now();
const html = (
  await mammoth.convertToHtml(
    { buffer: buf },
    { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
  )
).value;
console.log('mammoth', (performance.now() - t) | 0, html.length);
t = performance.now();
const text = htmlToStructuredText(html);
console.log('structured', (performance.now() - t) | 0, text.length);

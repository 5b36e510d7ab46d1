import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import About from '../app/pages/About';
import Landing from '../app/pages/Landing';

// The public pages are marketing copy with links: served as plain HTML they paint at once and
// carry no JavaScript bundle (the app loads when the visitor goes to /app). Runs after `vite
// build`, into dist/app/prerendered/, which the server sends for / and /about.

const dist = path.resolve('dist/app');
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const pages: { route: string; file: string; title: string; Page: () => React.ReactElement }[] = [
  { route: '/', file: 'landing.html', title: 'Decksmith — Presentations, Reimagined', Page: Landing },
  { route: '/about', file: 'about.html', title: 'Our Story · Decksmith', Page: About },
];

mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
for (const { route, file, title, Page } of pages) {
  const markup = renderToStaticMarkup(
    <StaticRouter location={route}>
      <Page />
    </StaticRouter>,
  );
  const html = template
    .replace(/<script type="module"[^<>]*><\/script>\s*/, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${markup}</div>\n    <script src="/fit-slides.js"></script>`,
    );
  if (html.includes('type="module"') || !html.includes(markup)) {
    throw new Error(`prerender: the template dist/app/index.html is not what this script expects`);
  }
  writeFileSync(path.join(dist, 'prerendered', file), html);
}

import { readFileSync } from 'node:fs';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/open';

const database = await openDatabase({});
const config = {
  ...readConfig({ DASHBOARD_PASSWORD: 'pw-pw-pw-pw-pw', DATA_DIR: '/tmp/stall-data' }),
  staticDir: undefined,
  logLevel: 'silent',
} as never;
const { app } = await buildApp({ config, database });
await app.listen({ port: 4299, host: '127.0.0.1' });
let last = performance.now();
let worst = 0;
let worstAt = '';
let phase = 'idle';
setInterval(() => {
  const now = performance.now();
  const lag = now - last - 5;
  if (lag > worst) {
    worst = lag;
    worstAt = phase;
  }
  if (lag > 40) console.log('stall', lag.toFixed(0), 'in', phase);
  last = now;
}, 5);
const base = 'http://127.0.0.1:4299';
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ password: 'pw-pw-pw-pw-pw' }),
});
const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
const call = async (p: string, body: unknown) =>
  (
    await fetch(`${base}${p}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: base },
      body: JSON.stringify(body),
    })
  ).json();
const client = await call('/api/clients', { name: 'x' });
const deck = await call('/api/presentations', { clientId: client.id, title: 'x' });
const bytes = readFileSync(process.argv[2]!);
await call(`/api/presentations/${deck.id}/assets`, {
  file: `data:application/pdf;base64,${readFileSync('/work/shared/fixtures/documents/pdflatex-4-pages.pdf').toString('base64')}`,
  fileName: 'w.pdf',
  fileType: '',
});
worst = 0;
const body = {
  file: `data:application/pdf;base64,${bytes.toString('base64')}`,
  fileName: 'book.pdf',
  fileType: '',
};
let t = performance.now();
phase = 'upload';
const asset = await call(`/api/presentations/${deck.id}/assets`, body);
console.log('upload ms', (performance.now() - t).toFixed(0), 'worst', worst.toFixed(0), worstAt);
worst = 0;
t = performance.now();
phase = 'process';
const made = await call(`/api/presentations/${deck.id}/process-assets`, {
  assetIds: [asset.id],
  provider: 'offline',
});
console.log('process ms', (performance.now() - t).toFixed(0), made.count, 'worst', worst.toFixed(0), worstAt);
process.exit(0);

import { hashPassword, verifyPassword } from '../server/auth/passwords';
import { apiClient, load, report, startServer } from './lib';

/** Issue 7: the shared viewer's open call under load, and what one link-password check costs. */
export async function benchShare() {
  const server = await startServer(3903);
  try {
    const { call } = await apiClient(server.url);
    const client = await call<{ id: string }>('POST', '/api/clients', { name: 'Bench Client' });
    const deck = await call<{ id: string }>('POST', '/api/presentations', {
      clientId: client.id,
      title: 'Board deck',
    });
    for (let i = 1; i <= 30; i++) {
      await call('POST', '/api/slides', {
        presentationId: deck.id,
        type: i === 1 ? 'title' : 'content',
        title: `Slide ${i}: what we propose`,
        content: { text: 'The short version for the board.', items: ['One', 'Two', 'Three'] },
      });
    }
    const { token } = await call<{ token: string }>('POST', `/api/presentations/${deck.id}/share`, {
      password: null,
    });
    const url = `${server.url}/api/view/${token}`;
    const opts = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    await load(url, { ...opts, duration: 2 });
    const open = await load(url, opts);

    const hash = await hashPassword('correct horse battery staple');
    const runs = 20;
    const started = performance.now();
    for (let i = 0; i < runs; i++) await verifyPassword(hash, 'correct horse battery staple');
    const perCheck = (performance.now() - started) / runs;

    report('POST /api/view/{token}, unprotected 30-slide deck, 50 connections, 10 s, PGlite', [
      ['req/s', open.requestsPerSecond],
      ['p50 / p99 latency (ms)', `${open.p50} / ${open.p99}`],
      ['errors / non-2xx', `${open.errors} / ${open.non2xx}`],
      ['target', '>= 1000 req/s'],
    ]);
    report('Link password hashing', [
      ['algorithm', 'argon2id, m=19456 KiB, t=2, p=1 (OWASP)'],
      ['one check (ms, mean of 20)', perCheck.toFixed(1)],
    ]);
  } finally {
    await server.stop();
  }
}

import { SHARE_LINK_DELAY_MS } from '../common/limits';
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
  await benchGuessing();
}

/**
 * Issue 15: a protected link under guessing. 20 wrong guesses from twenty addresses each (one
 * address backs off after 3), then the right password from a new address: slowed by the link's
 * delay, never refused.
 */
async function benchGuessing() {
  const server = await startServer(3904, { TRUST_PROXY: '127.0.0.1' });
  try {
    const { call } = await apiClient(server.url);
    const client = await call<{ id: string }>('POST', '/api/clients', { name: 'Guessed' });
    const deck = await call<{ id: string }>('POST', '/api/presentations', {
      clientId: client.id,
      title: 'Guessed',
    });
    const { token } = await call<{ token: string }>('POST', `/api/presentations/${deck.id}/share`, {
      password: 'right-password',
    });
    const guess = async (address: string, password: string) => {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/view/${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ password }),
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started };
    };
    const quick = await guess('198.51.100.9', 'right-password');
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await guess('203.0.113.66', `wrong-${i}`)).status);
    const others = await Promise.all(
      Array.from({ length: 20 }, (_, i) => guess(`192.0.2.${i + 1}`, `other-${i}`)),
    );
    const right = await guess('198.51.100.200', 'right-password');
    report('Share-link guessing: 20 wrong from one address, 20 from twenty others, then the right one', [
      [
        'one address: 401 / 429 (backing off)',
        `${statuses.filter((s) => s === 401).length} / ${statuses.filter((s) => s === 429).length}`,
      ],
      ['twenty addresses: 401s', others.filter((o) => o.status === 401).length],
      ['right password before any guessing (ms)', quick.ms.toFixed(0)],
      ['right password from a new address after (status, ms)', `${right.status}, ${right.ms.toFixed(0)}`],
      ['documented delay', `${SHARE_LINK_DELAY_MS} ms`],
    ]);
  } finally {
    await server.stop();
  }
}

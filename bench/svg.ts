import { HOSTILE, pngBomb, REAL_LOGOS, slowFilter } from '../tests/helpers/svgLogos';
import { apiClient, report, startServer } from './lib';

const ms = (value: number) => value.toFixed(0);

/**
 * Issue 21's SVG logos, over HTTP against the bundled server: how long a typical logo takes to
 * upload (drawn to a PNG in the drawing process), the first one (which starts that process), and
 * each hostile SVG until it is refused, with the slowest health check answered meanwhile.
 */
export async function benchSvg() {
  const server = await startServer(4472);
  try {
    const { cookie, call } = await apiClient(server.url);
    const client = await call<{ id: string }>('POST', '/api/clients', { name: 'Bench SVG' });
    const deck = await call<{ id: string }>('POST', '/api/presentations', {
      clientId: client.id,
      title: 'Bench SVG',
    });
    const bodyOf = (svg: string) =>
      JSON.stringify({
        file: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        fileName: 'logo.svg',
        fileType: 'image/svg+xml',
      });
    // The body is made before the clock starts (and before health is watched: making a 4 MB body
    // holds this process's own event loop, which would count against the server).
    const upload = async (svg: string, body = bodyOf(svg)) => {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/presentations/${deck.id}/logo`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body,
      });
      await res.text();
      return { status: res.status, ms: performance.now() - started };
    };
    const first = await upload(REAL_LOGOS.acme.svg);
    const typical: Array<[string, string]> = [
      ['first upload, starting the drawing process (ms)', ms(first.ms)],
    ];
    for (const [name, logo] of Object.entries(REAL_LOGOS)) {
      const times: number[] = [];
      for (let i = 0; i < 9; i++) times.push((await upload(logo.svg)).ms);
      times.sort((a, b) => a - b);
      typical.push([`${name}, median of 9 (ms)`, ms(times[4]!)]);
    }
    report('SVG logo upload, drawn to a 1200 px PNG', typical);

    const hostile: Array<[string, string]> = [];
    const cases: Record<string, string> = { ...HOSTILE, slowFilter: slowFilter(), pngBomb: pngBomb() };
    for (const [name, svg] of Object.entries(cases)) {
      const body = bodyOf(svg);
      let done = false;
      let slowestHealth = 0;
      const watching = (async () => {
        while (!done) {
          const started = performance.now();
          await fetch(`${server.url}/api/health`).then((r) => r.text());
          slowestHealth = Math.max(slowestHealth, performance.now() - started);
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      const result = await upload(svg, body);
      done = true;
      await watching;
      hostile.push([
        `${name}: ${result.status} in (ms) / slowest health meanwhile (ms)`,
        `${ms(result.ms)} / ${ms(slowestHealth)}`,
      ]);
    }
    report('Hostile SVGs until refused', hostile);
  } finally {
    await server.stop();
  }
}

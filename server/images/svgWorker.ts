// The SVG drawing process's body: a child process of the server's SvgRasterPool (svgPool.ts), run
// as the production bundle's svg-worker.mjs, or from source as a bundle svgPool.ts makes of this
// file. SVGs are drawn here, where a slow or greedy one can be stopped without touching the server.

import { SvgRefused } from './svgProlog';
import { rasteriseSvg } from './svgRender';

if (!process.send) throw new Error('svgWorker runs only as a child process of the server');
const send = (msg: unknown) => process.send!(msg);

process.on('message', (msg: { id: number; bytes: Uint8Array }) => {
  try {
    const { png, width, height } = rasteriseSvg(msg.bytes);
    send({ id: msg.id, ok: true, png, width, height });
  } catch (err) {
    const reason = err instanceof SvgRefused ? err.reason : 'invalid';
    const message = err instanceof SvgRefused ? err.message : 'file is an SVG that cannot be drawn';
    send({ id: msg.id, ok: false, reason, message });
  }
});
// The server went away: so does its drawing process.
process.on('disconnect', () => process.exit(0));
send({ ready: true });

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SVG_RASTER_MEMORY_MB,
  SVG_RASTER_MS,
  SVG_RASTER_QUEUE_MAX,
  SVG_RASTERISER_IDLE_MS,
  SVG_RASTERISERS,
} from '../../common/limits';
import { ChildPool } from '../lib/childPool';
import { bundledScript } from '../lib/childProcesses';
import { HttpError } from '../lib/errors';
import type { RasterisedSvg } from './svgRender';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MB = 1024 * 1024;
const MEMORY_POLL_MS = 25;
/** The OS cap on the process's data segment, should it outgrow its budget between two looks. */
const DATA_LIMIT_BYTES = (1024 + SVG_RASTER_MEMORY_MB) * MB;

/** The drawing process's script (see bundledScript). */
function workerScript(): string {
  const root = path.resolve(HERE, '../..');
  return bundledScript({
    source: path.join(HERE, 'svgWorker.ts'),
    bundled: path.join(HERE, 'svg-worker.mjs'),
    cacheName: 'svg-worker.mjs',
    root,
    watched: [HERE, path.join(root, 'common/limits.ts'), path.join(root, 'package-lock.json')],
  });
}

const refusal = (message: string) => new HttpError(422, 'invalid_image', message);

type Answer = {
  id?: number;
  ok?: boolean;
  png?: Uint8Array;
  width?: number;
  height?: number;
  reason?: string;
  message?: string;
};

/**
 * SVGs are drawn to PNG in child processes, never on the server's event loop: resvg's work is
 * native code that a worker thread could not stop, and its memory is outside any V8 heap. Each
 * SVG has a time budget and a memory budget (resident memory watched, data segment capped by
 * the OS); past either, the process is killed, the upload refused with a 422 naming the file, and
 * the next SVG gets a fresh process. Meanwhile the server answers every other request. The queue
 * and the processes are a ChildPool (../lib/childPool.ts).
 */
export class SvgRasterPool {
  private readonly pool: ChildPool;

  constructor(size = SVG_RASTERISERS) {
    this.pool = new ChildPool({
      size,
      queueMax: SVG_RASTER_QUEUE_MAX,
      busy: () => new HttpError(503, 'busy', 'Too many SVG files are being converted; try again in a minute'),
      what: 'the SVG drawing processes',
      childName: 'the SVG drawing process',
      idleMs: SVG_RASTERISER_IDLE_MS,
      retireAboveBytes: (SVG_RASTER_MEMORY_MB * MB) / 2,
      pollMs: MEMORY_POLL_MS,
      script: workerScript,
      nodeArgs: ['--max-old-space-size=128'],
      dataLimitBytes: DATA_LIMIT_BYTES,
      niceness: 10,
    });
  }

  rasterise(bytes: Buffer): Promise<RasterisedSvg> {
    return new Promise((resolve, reject) =>
      this.pool.run<Answer>({
        message: { bytes },
        budgetMs: SVG_RASTER_MS,
        memoryBytes: SVG_RASTER_MEMORY_MB * MB,
        answer: (msg) => () => {
          if (msg.ok && msg.png)
            resolve({ png: Buffer.from(msg.png), width: msg.width!, height: msg.height! });
          else if (msg.reason === 'invalid')
            reject(
              new HttpError(415, 'unsupported_media_type', `Please upload an image file: ${msg.message}`),
            );
          else reject(refusal(msg.message ?? 'file is an SVG that cannot be drawn'));
        },
        timedOut: () =>
          reject(
            refusal(
              `file is an SVG that takes longer than ${SVG_RASTER_MS / 1000} s to draw, longer than a logo may`,
            ),
          ),
        // A process that dies mid-drawing ran out of memory (its data limit) or overflowed its stack.
        outOfMemory: () => reject(tooMuchMemory()),
        failed: reject,
      }),
    );
  }

  close() {
    return this.pool.close();
  }
}

function tooMuchMemory() {
  return refusal(
    `file is an SVG that needs more than ${SVG_RASTER_MEMORY_MB} MB of memory to draw, more than a logo may`,
  );
}

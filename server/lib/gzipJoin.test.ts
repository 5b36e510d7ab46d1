import zlib from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { gzipStart, gzipWith } from './gzipJoin';

describe('a gzip body compressed once, with a different end per reply', () => {
  test('decompresses to the start and the end, by zlib and by fetch', async () => {
    const start = Buffer.from(`{"slides":[${'{"title":"Ünïcode ✓","x":1},'.repeat(20_000)}{}]`);
    const once = await gzipStart(start);
    expect(once.deflated.length).toBeLessThan(start.length / 20);
    for (const end of ['', ',"viewId":"a.b"}', `,"theme":${JSON.stringify({ name: '€'.repeat(5000) })}}`]) {
      const body = gzipWith(once, Buffer.from(end));
      expect(zlib.gunzipSync(body).toString()).toBe(start.toString() + end);
      const decoded = await new Response(
        new Blob([new Uint8Array(body)]).stream().pipeThrough(new DecompressionStream('gzip')),
      ).text();
      expect(decoded).toBe(start.toString() + end);
    }
  });
});

import { sanitizeSlideCss, sanitizeSlideHtml } from '../server/lib/sanitizeServer';
import { report } from './lib';

/** The median of `runs` timings of `work`, in ms, after one untimed run. */
function median(work: () => unknown, runs = 15): number {
  work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

const ms = (value: number) => value.toFixed(2);

/**
 * Issue 15: the sanitiser's worst cases. Before, `url(` and 2,400 spaces took 5–17 s (a cubic
 * regex); the CSS is now read by a tokenizer in one pass. HTML is parsed by jsdom in a worker
 * thread on the server; its cost is bounded by the nesting and element limits checked first.
 */
export async function benchSanitize() {
  const spaces = ' '.repeat(20_000);
  report('CSS sanitiser, median of 15 (styles field up to 20,000 characters)', [
    ['url( + 20,000 spaces (ms)', ms(median(() => sanitizeSlideCss(`a{b:url(${spaces}}`)))],
    ['5,000 × "url(" (ms)', ms(median(() => sanitizeSlideCss('url('.repeat(5000))))],
    ['2,800 × escaped "\\75 rl(" (ms)', ms(median(() => sanitizeSlideCss('\\75 rl('.repeat(2800))))],
    ['10,000 × "a(" (ms)', ms(median(() => sanitizeSlideCss('a('.repeat(10_000))))],
    ['20,000 × "<" (ms)', ms(median(() => sanitizeSlideCss('<'.repeat(20_000))))],
    ['2,500 × "@import " (ms)', ms(median(() => sanitizeSlideCss('@import '.repeat(2500))))],
    [
      '1,600 × escaped tags (lossy path) (ms)',
      ms(median(() => sanitizeSlideCss('\\3c img\\3e '.repeat(1600)))),
    ],
    ['target', '< 10 ms'],
  ]);
  report('HTML sanitiser (jsdom + DOMPurify; on the server it runs in a worker thread), median of 5', [
    [
      '<style> with url( + 20,000 spaces (ms)',
      ms(median(() => sanitizeSlideHtml(`<style>a{b:url(${spaces}}</style>`), 5)),
    ],
    [
      '10,000 nested <div> (refused before parsing) (ms)',
      ms(median(() => sanitizeSlideHtml('<div>'.repeat(10_000)), 5)),
    ],
    ['3,000 nested <svg> (ms)', ms(median(() => sanitizeSlideHtml('<svg>'.repeat(3000)), 5))],
    [
      '300 nested <div> (flattened at 256) (ms)',
      ms(median(() => sanitizeSlideHtml(`${'<div>'.repeat(300)}x`), 5)),
    ],
    ['5,000 sibling elements (ms)', ms(median(() => sanitizeSlideHtml('<i>x</i>'.repeat(5000)), 5))],
  ]);
}

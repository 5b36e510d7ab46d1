import { HTML_CLEAN_TIMEOUT_MS, RENDER_SPLIT_MIN_SLIDES } from '../../common/limits';
import type { SlideContent } from '../../common/slides/model';
import { PDF_DOCUMENT_END } from '../../common/slides/pdfDocumentEnd';
import type { DeckDocumentOptions, StaticSlide } from '../../common/slides/staticHtml';
import { HttpError } from '../lib/errors';
import type { RenderJob, RenderReply } from './jobs';
import { RenderTimeout, renderPool } from './pool';

/**
 * Sanitised text by its input, for a while: sanitising is a pure function, and the assistant's
 * edits re-save every html slide of a deck (unchanged ones find themselves here). Bounded by
 * total length, oldest out first.
 */
class CleanCache {
  private entries = new Map<string, string>();
  private size = 0;

  constructor(private readonly maxChars: number) {}

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: string) {
    if (key.length + value.length > this.maxChars / 8 || this.entries.has(key)) return;
    this.entries.set(key, value);
    this.size += key.length + value.length;
    for (const [oldKey, oldValue] of this.entries) {
      if (this.size <= this.maxChars) break;
      this.entries.delete(oldKey);
      this.size -= oldKey.length + oldValue.length;
    }
  }
}

const htmlCache = new CleanCache(8_000_000);
const cssCache = new CleanCache(2_000_000);

/** A reply that is not what the job asked for: a bug of ours, not bad input. */
function unexpected(reply: RenderReply): never {
  throw new Error(`render worker: ${reply.ok ? 'unexpected reply' : reply.message}`);
}

/**
 * The HTML and CSS of an html slide as they are stored: sanitised in a worker thread. HTML that
 * nests too deep or holds too much is a 400 naming the field, as is HTML too slow to check.
 */
export async function cleanSlideContent(content: SlideContent): Promise<SlideContent> {
  const { htmlContent: html, styles: css } = content;
  if (html === undefined && css === undefined) return content;
  let cleanHtml = html === undefined ? undefined : htmlCache.get(html);
  let cleanCss = css === undefined ? undefined : cssCache.get(css);
  const needHtml = html !== undefined && cleanHtml === undefined;
  const needCss = css !== undefined && cleanCss === undefined;
  if (needHtml || needCss) {
    let reply: RenderReply;
    try {
      reply = await renderPool().run(
        { kind: 'clean', ...(needHtml ? { html } : {}), ...(needCss ? { css } : {}) },
        HTML_CLEAN_TIMEOUT_MS,
      );
    } catch (err) {
      if (err instanceof RenderTimeout) throw invalidHtml('is too complex to check; simplify it');
      throw err;
    }
    if (!reply.ok && reply.tooComplex) throw invalidHtml(reply.message);
    if (!reply.ok || reply.kind !== 'clean') unexpected(reply);
    if (needHtml) {
      cleanHtml = reply.html!;
      htmlCache.set(html!, cleanHtml);
    }
    if (needCss) {
      cleanCss = reply.css!;
      cssCache.set(css!, cleanCss);
    }
  }
  return {
    ...content,
    ...(cleanHtml !== undefined ? { htmlContent: cleanHtml } : {}),
    ...(cleanCss !== undefined ? { styles: cleanCss } : {}),
  };
}

function invalidHtml(problem: string) {
  return new HttpError(400, 'invalid_input', `content.htmlContent: ${problem}`);
}

/**
 * A whole deck document (PDF pages or the offline HTML viewer), drawn in a worker thread. A long
 * PDF deck is drawn in two halves at once when both workers are free: the first half's worker
 * makes the document, the second's only its pages, which go at the end of its body.
 */
export async function renderDeckDocument(
  slides: StaticSlide[],
  options: DeckDocumentOptions,
  timeoutMs: number,
): Promise<string> {
  const pool = renderPool();
  if (options.mode !== 'pdf' || slides.length < RENDER_SPLIT_MIN_SLIDES || pool.free < 2) {
    const reply = await runDeckJob({ kind: 'deck', slides, options }, timeoutMs);
    if (!reply.ok || reply.kind !== 'deck') unexpected(reply);
    return reply.document;
  }
  const half = Math.ceil(slides.length / 2);
  const [first, rest] = await Promise.all([
    runDeckJob({ kind: 'deck', slides: slides.slice(0, half), options }, timeoutMs),
    runDeckJob({ kind: 'pdfPages', slides: slides.slice(half), options }, timeoutMs),
  ]);
  if (!first.ok || first.kind !== 'deck' || !first.document.endsWith(PDF_DOCUMENT_END)) unexpected(first);
  if (!rest.ok || rest.kind !== 'pdfPages') unexpected(rest);
  return first.document.slice(0, -PDF_DOCUMENT_END.length) + rest.pages + PDF_DOCUMENT_END;
}

async function runDeckJob(job: RenderJob, timeoutMs: number): Promise<RenderReply> {
  try {
    return await renderPool().run(job, timeoutMs);
  } catch (err) {
    if (err instanceof RenderTimeout) {
      throw new HttpError(
        504,
        'export_timeout',
        'The export took too long and was stopped. Try again, or split the deck.',
      );
    }
    throw err;
  }
}

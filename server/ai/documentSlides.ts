import { SLIDE_ITEMS_MAX } from '../../common/limits';
import type { SlideContent, SlideType } from '../../common/slides/model';
import { parseMetrics } from './offline';

export interface DraftSlide {
  type: SlideType;
  title: string;
  content: SlideContent;
}

const MAX_SLIDES_PER_DOCUMENT = 40;
const MAX_BULLETS = 7;
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/**
 * Slides from a document's extracted structure (the light Markdown of server/documents):
 * the first heading becomes a title slide, each later heading a slide, list items its bullets,
 * "label: figure" lines or tables of figures a metrics slide, plain paragraphs its text.
 */
export function documentToSlides(text: string, fallbackTitle = 'Document'): DraftSlide[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^--- page \d+ ---$/.test(l));
  interface Section {
    title: string;
    level: number;
    bullets: string[];
    paragraphs: string[];
    rows: string[][];
  }
  const sections: Section[] = [];
  let current: Section | undefined;
  const start = (title: string, level: number) => {
    current = { title, level, bullets: [], paragraphs: [], rows: [] };
    sections.push(current);
  };
  for (const line of lines) {
    const heading = /^(#{1,6})\s+(.+)$/.exec(line);
    if (heading) {
      start(heading[2]!.trim(), heading[1]!.length);
      continue;
    }
    if (!current) start('', 0);
    const bullet = /^(?:[-*•]|\d+[.)])\s+(.+)$/.exec(line);
    if (bullet) current!.bullets.push(bullet[1]!);
    else if (/^\|.*\|$/.test(line)) {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      if (!cells.every((c) => /^:?-+:?$/.test(c))) current!.rows.push(cells);
    } else current!.paragraphs.push(line);
  }

  const slides: DraftSlide[] = [];
  const titled = sections.find((s) => s.title);
  const intro = sections[0];
  if (titled) {
    const subtitle = titled === intro ? titled.paragraphs[0] : (intro?.paragraphs[0] ?? titled.paragraphs[0]);
    slides.push({
      type: 'title',
      title: clip(titled.title, 200),
      content: subtitle ? { subtitle: clip(subtitle, 300) } : {},
    });
  }
  for (const s of sections) {
    const isTitleSection = s === titled;
    const title = clip(s.title || fallbackTitle, 200);
    const figures = figuresOf(s.paragraphs, s.bullets, s.rows);
    if (figures.length >= 2) {
      slides.push({ type: 'metrics', title, content: { metrics: figures.slice(0, 8) } });
      continue;
    }
    const bullets = s.bullets.length
      ? s.bullets
      : s.rows.length
        ? s.rows.map((r) => r.filter(Boolean).join(' — '))
        : [];
    const paragraphs = isTitleSection ? s.paragraphs.slice(1) : s.paragraphs;
    if (!bullets.length && !paragraphs.length) continue;
    if (!bullets.length && paragraphs.length === 1 && paragraphs[0]!.length <= 140 && !isTitleSection) {
      slides.push({ type: 'statement', title, content: { text: paragraphs[0]! } });
      continue;
    }
    const content: SlideContent = {};
    if (paragraphs.length) content.text = clip(paragraphs.join(' '), 600);
    if (bullets.length)
      content.items = bullets.slice(0, Math.min(MAX_BULLETS, SLIDE_ITEMS_MAX)).map((b) => clip(b, 200));
    slides.push({ type: 'content', title, content });
    // Long lists go on to a second slide rather than shrinking to nothing.
    if (bullets.length > MAX_BULLETS) {
      slides.push({
        type: 'content',
        title: `${title} (continued)`,
        content: { items: bullets.slice(MAX_BULLETS, MAX_BULLETS * 2).map((b) => clip(b, 200)) },
      });
    }
  }
  return slides.slice(0, MAX_SLIDES_PER_DOCUMENT);
}

/** "Revenue: $4.2M" lines, or two-column tables whose second column is a figure. */
function figuresOf(paragraphs: string[], bullets: string[], rows: string[][]) {
  const out: { value: string; label: string }[] = [];
  for (const line of [...paragraphs, ...bullets]) {
    const m = /^([^:]{2,60}):\s*([+-]?[$€£]?\d[\d,.]*\s?(?:%|[kmb]n?|x|million|billion)?)\s*$/i.exec(line);
    if (m) out.push({ label: m[1]!.trim(), value: m[2]!.replace(/\s+/g, '') });
  }
  for (const r of rows) {
    if (r.length === 2 && /^[+-]?[$€£]?\d/.test(r[1]!)) out.push({ label: r[0]!, value: r[1]! });
  }
  if (out.length) return out;
  return [];
}

export { parseMetrics };

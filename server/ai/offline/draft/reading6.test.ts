import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { draftBriefFile, parseBriefFile } from '../../../../tests/briefs/briefFile';
import { figuresOf } from './figures';
import { pointsOf } from './points';
import { sentencesOf } from './sentences';
import { readerOf } from './words';

/**
 * The sixth round of issue 34's reading faults (blind sets 3 and 4), each from the real brief's
 * words: a bracketed prior-year figure, commas inside brackets, dangling dashes, the explicit ask,
 * a tender's administration, a voice note's fillers, and "(continued)" titles.
 */
const draftOf = (path: string) => {
  const d = draftBriefFile(parseBriefFile(readFileSync(path, 'utf8')));
  if ('say' in d) throw new Error(d.say);
  return d;
};
const textOf = (d: ReturnType<typeof draftOf>) =>
  d.slides.map((s) => JSON.stringify([s.title, s.content])).join('\n');
const r = readerOf('en');
const sentences = (t: string) => sentencesOf(t, 'brief', r, true);

describe('a bracketed comparison belongs to the figure before it (blind4/01)', () => {
  test('"Revenue: €38.6M (2025: €34.9M)" is one metric, the prior year under it', () => {
    const found = figuresOf(sentences('Revenue: €38.6M (2025: €34.9M)'), 4, r).map((f) => f.metric);
    expect(found).toEqual([{ value: '€38.6M', label: 'Revenue', subtext: '2025: €34.9M' }]);
  });

  test('a gloss in brackets does not keep a heading from naming its figure', () => {
    const found = figuresOf(
      sentences('Commission paid to OTAs ("online travel agencies"): €4.1M, average 17.5% per booking'),
      4,
      r,
    ).map((f) => f.metric);
    expect(found[0]).toMatchObject({ value: '€4.1M', label: 'Commission paid to OTAs' });
  });

  test('a list is never split at a comma inside brackets', () => {
    const s = sentences(
      'A budget of €260,000 over 18 months (new booking engine, Círculo relaunch with member-only rates, and paid search in the UK & Germany).',
    );
    const points = pointsOf(s[0]!, r).map((p) => p.text);
    for (const p of points) expect(p.split('(').length).toBe(p.split(')').length);
    // The bracket lists the plan's three parts: each is a point, none is dropped as an aside.
    expect(points).toEqual([
      'A budget of €260,000 over 18 months',
      'New booking engine',
      'Círculo relaunch with member-only rates',
      'Paid search in the UK & Germany',
    ]);
  });

  test('the deck: no label fragment, no dangling dash, the ask on its own slide near the end', () => {
    const d = draftOf('tests/briefs/blind4/01-email-thread-ostara-hotels.md');
    const metrics = d.slides.flatMap((s) => s.content.metrics ?? []);
    for (const m of metrics) expect(m.label).not.toMatch(/[(:]/);
    for (const s of d.slides)
      for (const item of [
        ...(s.content.items ?? []),
        ...(s.content.comparison?.left.items ?? []),
        ...(s.content.comparison?.right.items ?? []),
      ])
        expect(item).not.toMatch(/[–—,;:(-]\s*$/);
    // The story the thread agreed names the ask "the decision we need".
    const ask = d.slides.findIndex((s) => s.title === 'The decision we need');
    expect(ask).toBeGreaterThanOrEqual(d.slides.length - 3);
    expect(JSON.stringify(d.slides[ask]!.content)).toContain('€140,000');
  });
});

describe("a tender's administration is no slide's matter (blind4/03)", () => {
  test('reference, portal, canvassing, clarification and rejection rules stay off the slides', () => {
    const text = textOf(draftOf('tests/briefs/blind4/03-tender-calder-valley-water.md'));
    expect(text).not.toMatch(
      /canvass|portal|eSourcing|Ref:|will not be evaluated|Clarification|quality 80%/i,
    );
    expect(text).toContain('Know Your Flow');
  });
});

describe("a voice note's fillers and broken fragments stay off the slides (blind4/08)", () => {
  test('no "um", no left commas, no sign-off, no clause cut out as a point', () => {
    const d = draftOf('tests/briefs/blind4/08-voice-note-tidewater-climbing.md');
    const text = textOf(d);
    expect(text).not.toMatch(/\bum\b|\ber\b|cheers|bye|have, 14|and, Exeter|the, the|something/);
    const items = d.slides.flatMap((s) => s.content.items ?? []);
    expect(items).not.toContain('When it opened on the SA1 waterfront in 2022');
    expect(items).not.toContain('They expect');
    expect(text).toContain('14 climbing walls');
    // "What they're asking Harbourside for: a 15-year lease…" is the ask, on its own slide.
    expect(JSON.stringify(d.slides.find((s) => s.title === 'The ask')?.content)).toContain('15-year lease');
    expect(d.slides.flatMap((s) => s.content.metrics ?? []).map((m) => m.label)).not.toContain('Towards');
  });
});

describe('the ask of a brief without sections has a slide of its own (blind3)', () => {
  test.each([
    ['01-email-chain-halloran-dental.md', '3-clinic pilot'],
    ['02-slack-export-pipewell.md', '£15k/month'],
    ['09-call-notes-brightwater-physio.md', '£750k'],
    ['10-run-on-lumen-cycles.md', '£180,000'],
  ])('%s', (file, said) => {
    const d = draftOf(`tests/briefs/blind3/${file}`);
    const at = d.slides.findIndex((s) => s.title === 'The ask');
    expect(at).toBeGreaterThan(1);
    expect(at).toBeGreaterThanOrEqual(d.slides.length - 3);
    expect(JSON.stringify(d.slides[at]!.content)).toContain(said);
    // Its lead-in is the title's: "Ask = move…", "The ask is for WYCA…" say it once.
    expect(JSON.stringify(d.slides[at]!.content)).not.toMatch(/"(?:the )?ask\b/i);
  });
});

describe('no "(continued)" title in a deck drafted from a brief', () => {
  const sets = ['blind', 'blind2', 'blind3', 'blind4'];
  test.each(sets)('%s', (set) => {
    const dir = `tests/briefs/${set}`;
    for (const f of readdirSync(dir).filter((n) => /^\d+-.*\.md$/.test(n))) {
      const d = draftBriefFile(parseBriefFile(readFileSync(`${dir}/${f}`, 'utf8')));
      if ('say' in d) continue;
      for (const s of d.slides)
        expect(s.title, f).not.toMatch(/\((?:continued|suite|Fortsetzung|continuación)\)/i);
    }
  });
});

describe('an ask listing places with their state codes (blind4/05)', () => {
  test('"Boise, ID … and Fort Collins, CO" stays one point, on the ask slide, within ~9 slides', () => {
    const d = draftOf('tests/briefs/blind4/05-tables-pinecone-pike.md');
    const items = d.slides.flatMap((s) => s.content.items ?? []);
    expect(items.some((i) => /^(?:ID|CO)\b/.test(i))).toBe(false);
    const ask = d.slides.find((s) => s.title === 'The ask');
    expect(JSON.stringify(ask?.content)).toMatch(/Boise, ID.*Fort Collins, CO/);
    expect(d.slides.length).toBeLessThanOrEqual(10);
    // The agenda names only slides the deck has.
    const titles = d.slides.map((s) => s.title);
    for (const a of d.slides.find((s) => s.title === 'Agenda')?.content.items ?? [])
      expect(titles).toContain(a);
  });
});

describe('call notes: who presents what, and comparison sides cut to fragments (blind3/09, 02)', () => {
  test('"Raj presenting the numbers, Imogen the vision" and "Target 5" are on no slide', () => {
    const text = textOf(draftOf('tests/briefs/blind3/09-call-notes-brightwater-physio.md'));
    expect(text).not.toMatch(/presenting the numbers|"Target 5"/);
    expect(text).toContain('£750k');
  });

  test('a side cut before its end ("since it opened in") drops its row', () => {
    const d = draftOf('tests/briefs/blind3/02-slack-export-pipewell.md');
    const sides = d.slides.flatMap((s) => [
      ...(s.content.comparison?.left.items ?? []),
      ...(s.content.comparison?.right.items ?? []),
    ]);
    expect(sides.some((i) => / in$/.test(i))).toBe(false);
  });
});

describe('a lead-in before a colon names no figure (blind3/01)', () => {
  test('"The problem: … fell from 71% …" gives no metric labelled "The problem"', () => {
    const found = figuresOf(
      sentences(
        'The problem: our six-month recall rate (patients who come back for their check-up within 6 months of being due) fell from 71% in 2023 to 61% in 2025.',
      ),
      4,
      r,
    ).map((f) => f.metric.label);
    expect(found).not.toContain('The problem');
  });
});

describe('a deck shorter than asked says so (blind/15)', () => {
  test('"~12 slides" with matter for fewer: the reply names both, no slide is padded', () => {
    const d = draftOf('tests/briefs/blind/15-meeting-notes-marlow-hale.md');
    expect(d.summary).toMatch(
      new RegExp(`asks for about 12 slides; it has matter for ${d.slides.length}\\b`),
    );
  });
});

describe('a chat line of two statements is no heading; a bracketed figure alone is a figure (blind3/02)', () => {
  test('"AOV £84. repeat customer rate 34%" and "(1,120 trade accounts opened)" reach the metrics', () => {
    const d = draftOf('tests/briefs/blind3/02-slack-export-pipewell.md');
    const metrics = d.slides.flatMap((s) => s.content.metrics ?? []).map((m) => `${m.value} ${m.label}`);
    expect(metrics).toContain('£84 AOV');
    expect(metrics).toContain('1,120 Trade accounts opened');
  });
});

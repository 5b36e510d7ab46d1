import { eq, sql } from 'drizzle-orm';
import { DECK_BUDGET, type DeckBudgetName } from '../../common/limits';
import type { Db, Tx } from '../db/open';
import { presentations, slides } from '../db/schema';
import { HttpError } from '../lib/errors';

/** A deck's sizes, as measured against DECK_BUDGET; `fieldsBytes` is the part of totalBytes that is not slides. */
export type DeckSizes = Record<DeckBudgetName, number> & { fieldsBytes: number };

const WHAT: Record<DeckBudgetName, (n: number) => string> = {
  totalBytes: (n) => `${(n / (1024 * 1024)).toFixed(1)} MB in all`,
  htmlChars: (n) => `${n.toLocaleString('en-US')} characters of slide HTML`,
  notesChars: (n) => `${n.toLocaleString('en-US')} characters of speaker notes`,
};

/**
 * The deck's sizes now. The slides' sizes are columns the database keeps on every write
 * (slides.size_bytes, html_chars, notes_chars), so this sums at most a thousand integers and
 * reads none of the deck's content; the deck's own fields are one row.
 */
export async function deckSizes(conn: Db | Tx, presentationId: string): Promise<DeckSizes> {
  // One statement: the deck's own fields and its slides' sums.
  const [row] = await conn
    .select({
      fields: sql<number>`octet_length(${presentations.title}) + octet_length(${presentations.brief}) + octet_length(${presentations.checklist}::text) + octet_length(${presentations.metadata}::text)`,
      slides: sql<string>`(select concat_ws(',', coalesce(sum(s.size_bytes), 0), coalesce(sum(s.html_chars), 0), coalesce(sum(s.notes_chars), 0)) from ${slides} s where s.presentation_id = ${presentationId})`,
    })
    .from(presentations)
    .where(eq(presentations.id, presentationId));
  const [bytes = 0, html = 0, notes = 0] = (row?.slides ?? '0,0,0').split(',').map(Number);
  const fields = Number(row?.fields ?? 0);
  return { totalBytes: bytes + fields, htmlChars: html, notesChars: notes, fieldsBytes: fields };
}

/** Characters as PostgreSQL's length() counts them (code points), not UTF-16 units. */
function codePoints(s: string | undefined): number {
  if (!s) return 0;
  let pairs = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        pairs++;
        i++;
      }
    }
  }
  return s.length - pairs;
}

type SlideLike = { title: string; content: object; notes: string };
type SizedRow = SlideLike & { sizeBytes: number; htmlChars: number; notesChars: number };
type Measures = Record<DeckBudgetName, number>;

/**
 * A slide's sizes as the database will count them, never more: HTML and notes exactly, and the
 * content as compact JSON (the database's own text of it adds a space after each colon and comma).
 */
function slideSizes(s: SlideLike): Measures {
  const content = s.content as { htmlContent?: string; styles?: string };
  return {
    totalBytes:
      Buffer.byteLength(JSON.stringify(s.content)) + Buffer.byteLength(s.notes) + Buffer.byteLength(s.title),
    htmlChars: codePoints(content.htmlContent) + codePoints(content.styles),
    notesChars: codePoints(s.notes),
  };
}

/**
 * Refuses a batch before any of it is written, from what it did to the deck in memory: the deck's
 * sizes, less the rows it removed or changed (their sizes as stored), plus the slides it added or
 * changed (measured here, never more than the database will count). A refused batch of a hundred
 * copies of a large slide so never reaches the database, whose memory grows to the largest write
 * it was sent. The database's own count after the write (refuseOverBudget) remains the rule.
 */
export function refuseBatchOverBudget(
  before: DeckSizes,
  stored: ReadonlyMap<string, SizedRow>,
  after: { slides: (SlideLike & { id: string })[]; fieldsBytes: number; standIns: ReadonlySet<string> },
) {
  const estimate: DeckSizes = {
    ...before,
    totalBytes: before.totalBytes - before.fieldsBytes + after.fieldsBytes,
  };
  const subtract = (row: SizedRow) => {
    estimate.totalBytes -= row.sizeBytes;
    estimate.htmlChars -= row.htmlChars;
    estimate.notesChars -= row.notesChars;
  };
  // Every stored row the batch removed or changed comes off first, so that a refusal part-way
  // through the additions below is one the whole batch earns.
  const added: SlideLike[] = [];
  const kept = new Set<string>();
  for (const s of after.slides) {
    kept.add(s.id);
    const row = stored.get(s.id);
    if (row) {
      if (
        row.title === s.title &&
        row.notes === s.notes &&
        JSON.stringify(row.content) === JSON.stringify(s.content)
      )
        continue;
      subtract(row);
    } else if (after.standIns.has(s.id)) {
      // A stand-in for a slide the batch did not load (see ./store): unchanged, and not new.
      continue;
    }
    added.push(s);
  }
  for (const [id, row] of stored) if (!kept.has(id)) subtract(row);
  for (const s of added) {
    const size = slideSizes(s);
    estimate.totalBytes += size.totalBytes;
    estimate.htmlChars += size.htmlChars;
    estimate.notesChars += size.notesChars;
    // Stops at the first slide past the budget: a hundred copies are not all measured.
    refuseOverBudget(before, estimate);
  }
  refuseOverBudget(before, estimate);
}

/** The deck's own fields as compact JSON, never more than the database counts them. */
export function fieldsBytes(d: {
  title?: string;
  brief: string;
  checklist: unknown;
  metadata: unknown;
}): number {
  return (
    Buffer.byteLength(d.title ?? '') +
    Buffer.byteLength(d.brief) +
    Buffer.byteLength(JSON.stringify(d.checklist)) +
    Buffer.byteLength(JSON.stringify(d.metadata))
  );
}

/**
 * Refuses a write that took the deck past its budget (called inside the write's transaction,
 * after it, so the throw rolls all of it back). Only a measure that grew counts: a deck stored
 * past a budget before it existed can still be edited and shrunk.
 */
export function refuseOverBudget(before: Measures, after: Measures) {
  // The specific budgets first: 100 copies of an html slide are past the HTML budget before the total.
  for (const name of ['htmlChars', 'notesChars', 'totalBytes'] as const) {
    const limit = DECK_BUDGET[name];
    if (after[name] > limit && after[name] > before[name])
      throw new HttpError(
        413,
        'too_large',
        `This change would make the deck hold ${WHAT[name](after[name])}; a deck may hold at most ${WHAT[name](limit)} (budget ${name}). Nothing was changed.`,
        {},
        { budget: name, limit, size: after[name] },
      );
  }
}

/** Runs `write` and refuses it (by throwing inside the caller's transaction) if it took the deck past its budget. */
export async function withinBudget<T>(tx: Tx, presentationId: string, write: () => Promise<T>): Promise<T> {
  const before = await deckSizes(tx, presentationId);
  const result = await write();
  refuseOverBudget(before, await deckSizes(tx, presentationId));
  return result;
}

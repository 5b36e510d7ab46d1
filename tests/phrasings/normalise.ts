import type { Ref, TableDeck } from './deck';

interface AnyDeck {
  slides: { id: string; type: string; title: string; content: object; notes?: string }[];
  brief: string;
  checklist: { text: string; completed: boolean }[];
  metadata: TableDeck['metadata'];
  theme?: string | null;
}

/**
 * A deck (the engine's state or the API's presentation) in the table's terms: base slides by ref,
 * any other slide as "new", checklist items without their time-based ids.
 */
export function tableOf(deck: AnyDeck, refOfId: (id: string) => Ref | undefined): TableDeck {
  return {
    slides: deck.slides.map((s) => ({
      ref: refOfId(s.id) ?? 'new',
      type: s.type,
      title: s.title,
      content: s.content,
      notes: s.notes ?? '',
    })),
    brief: deck.brief,
    checklist: deck.checklist.map((c) => ({ text: c.text, completed: c.completed })),
    metadata: Object.fromEntries(
      Object.entries(deck.metadata).filter(([, v]) => v !== undefined && v !== ''),
    ),
    // A built-in theme picked; none (the client's brand kit) is the base decks' own.
    ...(deck.theme ? { theme: deck.theme } : {}),
  };
}

/** The per-operation share of phrasings that passed, as printable lines. */
export function sharesReport(results: { op: string; ok: boolean }[]): string[] {
  const byOp = new Map<string, { ok: number; all: number }>();
  for (const r of results) {
    const s = byOp.get(r.op) ?? { ok: 0, all: 0 };
    s.all++;
    if (r.ok) s.ok++;
    byOp.set(r.op, s);
  }
  const line = (name: string, s: { ok: number; all: number }) =>
    `${name.padEnd(22)} ${String(s.ok).padStart(3)}/${String(s.all).padEnd(3)} ${((100 * s.ok) / s.all).toFixed(0).padStart(3)}%`;
  const total = { ok: results.filter((r) => r.ok).length, all: results.length };
  return [...[...byOp].map(([op, s]) => line(op, s)), line('all', total)];
}

import type { Target } from './intents';
import { withUnitsOf } from './metricEdits';
import type { Plan, Result } from './plan';
import { say } from './questions';
import { norm, resolveOne } from './resolve';
import { editDistance } from './spelling';

/**
 * "glasgow staff is 68 now": a table cell named by its row (the row's first cell) and its column
 * (a header), in either order. Only the one such cell of the deck (or of the slide named) is
 * changed; else nothing is found and the caller says what it would have said.
 */

/** Words said after a new figure of when it holds, not of what it is: "68 now", "70 as of today". */
const WHEN = /(?<!\s)\s+(?:now|today|currently|these days|as of (?:now|today))$/i;

/** A remark after a new figure, with no figure of its own: "1.94m, finance updated it". */
const REMARK = /,\s[^\d,]{1,60}$/;

/** An aside in brackets after a new figure, of where or when it is from: "93% (2026 survey)". */
const ASIDE = /(?<!\s)\s+\([^()]{1,40}\)$/;

export const figureSaid = (value: string) =>
  /^[^\s]{0,3}\d/.test(value) ? value.replace(REMARK, '').replace(WHEN, '').replace(ASIDE, '') : value;

export function setTableCell(plan: Plan, label: string, value: string, target?: Target): Result | undefined {
  let slides = plan.slides;
  if (target) {
    const r = resolveOne(target, plan);
    if ('say' in r) return undefined;
    slides = [plan.get(r.id)!];
  }
  const want = norm(label);
  const found: { id: string; r: number; c: number }[] = [];
  for (const s of slides) {
    const t = s.content.table;
    if (!t) continue;
    t.rows.forEach((row, r) => {
      const head = norm(row[0] ?? '');
      t.header.forEach((h, c) => {
        if (c === 0 || !head) return;
        // "growth price" of the column "Price / month": a heading said without its unit.
        const cols = new Set([norm(h), norm(h.split(/[/(]/)[0] ?? '')].filter(Boolean));
        for (const col of cols)
          if (want === `${head} ${col}` || want === `${col} ${head}` || want === `${col} of ${head}`) {
            found.push({ id: s.id, r, c });
            break;
          }
      });
    });
  }
  if (!found.length) found.push(...byRowAlone(slides, want, value));
  // "millbrok has 5 vets": a row's name a typo away, when only one row is that close.
  if (!found.length) found.push(...byRowNear(slides, want));
  // "change Unlimited to 20 per month": a cell named by what it holds; in several rows, which is asked.
  if (!found.length) found.push(...cellsHolding(slides, want));
  if (
    found.length > 1 &&
    found.every((f) => f.id === found[0]!.id) &&
    found.some((f) => f.r !== found[0]!.r)
  ) {
    const rows = plan.get(found[0]!.id)!.content.table!.rows;
    const heads = [...new Set(found.map((f) => rows[f.r]![0] ?? ''))];
    return { say: say.whichRow(label, plan.indexOf(found[0]!.id) + 1, heads) };
  }
  if (found.length !== 1) return undefined;
  const { id, r, c } = found[0]!;
  const table = structuredClone(plan.get(id)!.content.table!);
  const row = table.rows[r]!;
  row[c] = withUnitsOf(row[c] ?? '', figureSaid(value));
  return plan.update(id, { content: { table } });
}

/** A row's name long enough to be told from a typo of it. */
const NEAR_ROW_MIN = 5;

/** "millbrok vets": the one cell whose row's name is a letter away from the words before its column's. */
function byRowNear(slides: Plan['slides'], want: string) {
  const found: { id: string; r: number; c: number }[] = [];
  for (const s of slides) {
    const t = s.content.table;
    if (!t) continue;
    t.header.forEach((h, c) => {
      const col = norm(h);
      if (c === 0 || !want.endsWith(` ${col}`)) return;
      const said = want.slice(0, -col.length - 1);
      t.rows.forEach((row, r) => {
        const head = norm(row[0] ?? '');
        if (head.length >= NEAR_ROW_MIN && editDistance(said, head, 1) <= 1) found.push({ id: s.id, r, c });
      });
    });
  }
  return found.length === 1 ? found : [];
}

/** The cells (not a row's first, which names it) whose words are these. */
function cellsHolding(slides: Plan['slides'], want: string) {
  return slides.flatMap((s) =>
    (s.content.table?.rows ?? []).flatMap((row, r) =>
      row.flatMap((cell, c) => (c > 0 && norm(cell) === want ? [{ id: s.id, r, c }] : [])),
    ),
  );
}

/** A cell that holds one figure (a sign or unit around it at most): "£49.99", "5", "12%". */
const FIGURE_CELL = /^(\D{0,3})\d[\d,]{0,15}(?:\.(\d{1,6}))?(\D{0,4})$/;
/** A figure's shape: its sign, its decimals and its unit. */
const shapeOf = (cell: string) => {
  const m = FIGURE_CELL.exec(cell.trim());
  return m ? { sign: m[1]!.trim(), decimals: m[2]?.length ?? 0, unit: m[3]!.trim() } : undefined;
};

/**
 * "premium is 54.99 now", "basic is €12": the row named alone (its first cell), the column the one
 * cell of that row whose figure has the new value's shape: its decimals, and its sign or unit when
 * the value has one (a price with pence, not a count).
 */
function byRowAlone(slides: Plan['slides'], want: string, value: string) {
  const said = shapeOf(figureSaid(value));
  if (!said) return [];
  const fits = (cell: string) => {
    const is = shapeOf(cell);
    return (
      is !== undefined &&
      is.decimals === said.decimals &&
      (!said.sign || said.sign === is.sign) &&
      (!said.unit || said.unit === is.unit)
    );
  };
  const cellsOf = (named: (head: string) => boolean) =>
    slides.flatMap((s) =>
      (s.content.table?.rows ?? []).flatMap((row, r) =>
        named(norm(row[0] ?? ''))
          ? row.flatMap((cell, c) => (c > 0 && fits(cell) ? [{ id: s.id, r, c }] : []))
          : [],
      ),
    );
  const whole = cellsOf((head) => head === want);
  if (whole.length || want.length < NEAR_ROW_MIN) return whole;
  // "the booster is £61": a row named by its last words ("Vaccination booster"), when only one is.
  const part = cellsOf((head) => head.endsWith(` ${want}`));
  return new Set(part.map((f) => `${f.id} ${f.r}`)).size === 1 ? part : [];
}

import type { Target } from './intents';
import { withUnitsOf } from './metricEdits';
import type { Plan, Result } from './plan';
import { norm, resolveOne } from './resolve';

/**
 * "glasgow staff is 68 now": a table cell named by its row (the row's first cell) and its column
 * (a header), in either order. Only the one such cell of the deck (or of the slide named) is
 * changed; else nothing is found and the caller says what it would have said.
 */

/** Words said after a new figure of when it holds, not of what it is: "68 now", "70 as of today". */
const WHEN = /(?<!\s)\s+(?:now|today|currently|these days|as of (?:now|today))$/i;

export const figureSaid = (value: string) => (/^[^\s]{0,3}\d/.test(value) ? value.replace(WHEN, '') : value);

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
        const col = norm(h);
        if (want === `${head} ${col}` || want === `${col} ${head}` || want === `${col} of ${head}`)
          found.push({ id: s.id, r, c });
      });
    });
  }
  if (found.length !== 1) return undefined;
  const { id, r, c } = found[0]!;
  const table = structuredClone(plan.get(id)!.content.table!);
  const row = table.rows[r]!;
  row[c] = withUnitsOf(row[c] ?? '', figureSaid(value));
  return plan.update(id, { content: { table } });
}

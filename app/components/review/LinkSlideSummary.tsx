import type { ShareView } from '@common/schemas/shares';
import { useDeckComments } from '../../api/comments';

const seconds = (ms: number) =>
  ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${(ms / 60_000).toFixed(1)} min`;

/**
 * A share link's Views panel, per slide (issue 29): the time all its visits spent on the slide,
 * and the comments made through this link on it.
 */
export function LinkSlideSummary({
  presentationId,
  linkId,
  views,
}: {
  presentationId: string;
  linkId: string;
  views: ShareView[];
}) {
  const { data: comments = [] } = useDeckComments(presentationId);
  const rows = new Map<string, { title: string; order: number | null; ms: number; comments: string[] }>();
  for (const v of views)
    for (const t of v.slideTimes) {
      const row = rows.get(t.slideId) ?? { title: t.title, order: t.order, ms: 0, comments: [] };
      row.ms += t.ms;
      rows.set(t.slideId, row);
    }
  for (const c of comments) {
    if (c.linkId !== linkId) continue;
    const row = rows.get(c.slideId) ?? { title: 'Slide not viewed yet', order: null, ms: 0, comments: [] };
    row.comments.push(`${c.authorName}: ${c.text}`);
    rows.set(c.slideId, row);
  }
  if (!rows.size) return null;
  const sorted = [...rows.values()].sort(
    (a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER),
  );
  return (
    <table className="mt-2 w-full text-left text-xs" aria-label="Per slide">
      <thead className="text-slate-600">
        <tr>
          <th className="py-1 font-semibold">Slide</th>
          <th className="py-1 text-right font-semibold">Total time</th>
          <th className="py-1 pl-3 font-semibold">Comments</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((r) => (
          <tr key={`${r.order}-${r.title}`} className="border-t border-slate-100 align-top">
            <td className="py-1 pr-2">
              {r.order ? `${r.order}. ` : ''}
              {r.title}
            </td>
            <td className="py-1 text-right tabular-nums">{seconds(r.ms)}</td>
            <td className="py-1 pl-3 text-slate-700">
              {r.comments.length ? (
                <ul className="grid gap-0.5">
                  {r.comments.map((c) => (
                    <li key={c} className="line-clamp-2 break-words">
                      {c}
                    </li>
                  ))}
                </ul>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

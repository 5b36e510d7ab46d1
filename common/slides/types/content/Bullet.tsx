import type { ReactNode } from 'react';
import { editable } from '../../editable';
import type { Placed } from '../../layout/fit';
import { placed } from '../../theme';
import { bulletMarker } from './layout';

/**
 * A list where its layout placed it: one column per run of bullets the layout set at the same x,
 * each column drawn from its first bullet's place with the bullets after it in flow, spaced by the
 * layout's own gaps. The layout sizes the text by a measure that leans wide, so a bullet it counted
 * as two lines may be drawn on one; placed one by one, each bullet would keep the empty line under
 * it and the list's spacing would go uneven. In flow the gaps stay even and the list only gets
 * shorter than measured, never taller.
 */
export function BulletList({
  boxes,
  texts,
  path,
  accent,
}: {
  boxes: Placed[];
  texts: readonly ReactNode[];
  /** The editable path of bullet i. */
  path: (i: number) => string;
  accent: string;
}) {
  const columns: number[][] = [];
  boxes.forEach((box, i) => {
    const column = columns.at(-1);
    if (column && boxes[column[0]!]!.x === box.x) column.push(i);
    else columns.push([i]);
  });
  return (
    <>
      {columns.map((column) => {
        const first = boxes[column[0]!]!;
        return (
          <ul key={column[0]} style={{ ...placed(first), listStyle: 'none', margin: 0, padding: 0 }}>
            {column.map((i, k) => {
              const before = k ? boxes[column[k - 1]!]! : undefined;
              const gap = before ? boxes[i]!.y - (before.y + before.h) : 0;
              return (
                <Bullet key={i} size={boxes[i]!.size} gap={gap} accent={accent} path={path(i)}>
                  {texts[i]}
                </Bullet>
              );
            })}
          </ul>
        );
      })}
    </>
  );
}

/** One bullet in a list's flow: a small square in `accent`, then its text, editable at `path`. */
function Bullet({
  size,
  gap,
  accent,
  path,
  children,
}: {
  size: number;
  /** Space above it: the layout's gap after the bullet before. */
  gap: number;
  accent: string;
  path: string;
  children: ReactNode;
}) {
  const m = bulletMarker(size);
  return (
    <li style={{ position: 'relative', marginTop: gap }}>
      <span
        aria-hidden
        style={{
          position: 'absolute',
          left: -(m.box + m.gap),
          top: (size * 1.3 - m.box) / 2,
          width: m.box,
          height: m.box,
          borderRadius: 3,
          background: accent,
        }}
      />
      <span {...editable(path)} dir="auto" style={{ display: 'block', fontSize: size, lineHeight: 1.3 }}>
        {children}
      </span>
    </li>
  );
}

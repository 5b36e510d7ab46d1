import type { ReactNode } from 'react';
import { editable } from '../../editable';
import type { Placed } from '../../layout/fit';
import { placed } from '../../theme';
import { bulletMarker } from './layout';

/** One bullet where its layout placed it: a small square in `accent`, then its text, editable at `path`. */
export function Bullet({
  box,
  accent,
  path,
  children,
}: {
  box: Placed;
  accent: string;
  path: string;
  children: ReactNode;
}) {
  const m = bulletMarker(box.size);
  return (
    <li style={{ ...placed(box) }}>
      <span
        aria-hidden
        style={{
          position: 'absolute',
          left: -(m.box + m.gap),
          top: (box.size * 1.3 - m.box) / 2,
          width: m.box,
          height: m.box,
          borderRadius: 3,
          background: accent,
        }}
      />
      <span {...editable(path)} dir="auto" style={{ display: 'block', fontSize: box.size, lineHeight: 1.3 }}>
        {children}
      </span>
    </li>
  );
}

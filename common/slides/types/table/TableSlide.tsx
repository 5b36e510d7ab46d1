import { editable } from '../../editable';
import { typesetIn } from '../../layout/typeScale';
import { inkOn, wrapText } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';
import { DataTitle } from '../titled';
import { CELL, HEADER_RULE, layoutTable, TABLE_HEADER_WEIGHT, TABLE_ROLES } from './layout';

/** The body rows' alternate fill and the rules between rows, as strengths of the slide's text. */
export const TABLE_INK = { stripe: 0.045, rule: 0.14 };

export function TableSlide({ slide, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const accent = slide.content.textColor ? c.text : (defaults.accent ?? c.text);
  const l = typesetIn(defaults, () => layoutTable(slide));
  const size = l.size;
  const cells = [l.grid.header, ...l.grid.rows];
  /** A cell's padding, left and right together. */
  const pad = 2 * CELL.padX * size;
  return (
    <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
      <DataTitle
        text={slide.title}
        box={l.title}
        role={TABLE_ROLES.title}
        accent={accent}
        defaults={defaults}
      />
      {l.rows.map((row, r) => (
        <div
          key={r}
          style={{
            position: 'absolute',
            left: l.columns[0]!.x,
            top: row.y,
            width: l.columns.reduce((w, col) => w + col.w, 0),
            height: row.h,
            ...(r > 0 && r % 2 === 0 ? { background: inkOn(c.text, c.background, TABLE_INK.stripe) } : {}),
            borderBottom:
              r === 0
                ? `${HEADER_RULE}px solid ${accent}`
                : `2px solid ${inkOn(c.text, c.background, TABLE_INK.rule)}`,
            boxSizing: 'border-box',
            // The cells' text, set once on the row and inherited: a table's page stays small.
            ...wrapText,
            // A figure never breaks inside ("£50,00" / "0"): words wrap whole.
            overflowWrap: 'break-word',
            fontSize: size,
            lineHeight: TABLE_ROLES.body.lineHeight,
            fontWeight: r === 0 ? TABLE_HEADER_WEIGHT : 400,
            fontVariantNumeric: 'tabular-nums',
            // The cells placed by a grid of the layout's columns, not each positioned on its own:
            // Chromium prints a deck of tables in half the time. Each cell's box is its text's box
            // (the column less its padding on both sides), as before.
            display: 'grid',
            gridTemplateColumns: l.columns.map((col) => `${col.w - pad}px`).join(' '),
            columnGap: pad,
            padding: `${l.padY}px ${pad / 2}px 0`,
            alignItems: 'start',
          }}
        >
          {l.columns.map((col, i) => (
            <div
              key={i}
              {...editable(r === 0 ? `table.header.${i}` : `table.rows.${r - 1}.${i}`)}
              dir="auto"
              // At least as wide as its longest word: a figure is never broken inside (tabular
              // digits draw wider than they measure).
              style={{ ...(col.numeric ? { textAlign: 'right' } : {}), minWidth: 'min-content' }}
            >
              {cells[r]![i]}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

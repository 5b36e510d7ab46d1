import type { CSSProperties, ReactNode } from 'react';
import { editable } from '../../editable';
import { typesetIn } from '../../layout/typeScale';
import { inkOn, wrapText } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';
import { DataTitle } from '../titled';
import { CELL, HEADER_RULE, layoutTable, TABLE_HEADER_WEIGHT, TABLE_ROLES, type TableLayout } from './layout';
import { type LineCell, laidOut, type PrintedBlock, printedBlocks, textColumns, textTop } from './printed';

/** The body rows' alternate fill and the rules between rows, as strengths of the slide's text. */
export const TABLE_INK = { stripe: 0.045, rule: 0.14 };

/** A row's fill and the rule under it: the header's in the accent, the body's faint, every other striped. */
function rowLook(r: number, c: { text: string; background: string }, accent: string) {
  return {
    ...(r > 0 && r % 2 === 0 ? { background: inkOn(c.text, c.background, TABLE_INK.stripe) } : {}),
    borderBottom:
      r === 0
        ? `${HEADER_RULE}px solid ${accent}`
        : `2px solid ${inkOn(c.text, c.background, TABLE_INK.rule)}`,
    boxSizing: 'border-box' as const,
  };
}

export function TableSlide({ slide, options, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const accent = slide.content.textColor ? c.text : (defaults.accent ?? c.text);
  const l = typesetIn(defaults, () => layoutTable(slide));
  const size = l.size;
  const cells = [l.grid.header, ...l.grid.rows];
  /** A cell's padding, left and right together. */
  const pad = 2 * CELL.padX * size;
  const title = (
    <DataTitle
      text={slide.title}
      box={l.title}
      role={TABLE_ROLES.title}
      accent={accent}
      defaults={defaults}
    />
  );
  if (options.print)
    return (
      <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
        {title}
        <PrintedTable
          l={l}
          // Measured in the theme's families, as the layout was.
          blocks={typesetIn(defaults, () => printedBlocks(l))}
          rows={l.rows.map((_, r) => rowLook(r, c, accent))}
        />
      </div>
    );
  return (
    <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
      {title}
      {l.rows.map((row, r) => (
        <div
          key={r}
          style={{
            position: 'absolute',
            left: l.columns[0]!.x,
            top: row.y,
            width: l.columns.reduce((w, col) => w + col.w, 0),
            height: row.h,
            ...rowLook(r, c, accent),
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

/**
 * The table as printed (the PDF): row by row, the row's fill and rule, then its text in the boxes
 * ./printed.ts makes (the first of them in the fill's box), each where the editor's grid sets it:
 * at the top of its cells' text (the row's top and padding), its tabs ending at its columns' stops.
 */
function PrintedTable({
  l,
  blocks,
  rows,
}: {
  l: TableLayout;
  blocks: PrintedBlock[];
  rows: CSSProperties[];
}) {
  const columns = textColumns(l);
  const width = l.columns.reduce((w, col) => w + col.w, 0);
  const byRow: PrintedBlock[][] = l.rows.map(() => []);
  for (const b of blocks) byRow[b.row]!.push(b);
  const drawn = (b: PrintedBlock) => {
    const top = textTop(l, b.row);
    const weight = b.row === 0 ? { fontWeight: TABLE_HEADER_WEIGHT } : {};
    if (b.kind === 'cell') {
      const col = columns[b.column]!;
      return (
        <div
          key={`${b.row}/${b.column}`}
          dir="auto"
          style={{
            position: 'absolute',
            left: col.start,
            top,
            width: col.end - col.start,
            minWidth: 'min-content',
            ...(l.columns[b.column]!.numeric ? { textAlign: 'right' } : {}),
            ...weight,
          }}
        >
          {b.text}
        </div>
      );
    }
    // A right-to-left box spans its columns and starts at its right end.
    const left = b.right ? columns[b.cells[b.cells.length - 1]!.column]!.start : b.edge;
    return (
      <div
        key={`${b.row}/${b.cells[0]!.column}`}
        style={{
          position: 'absolute',
          left,
          top,
          ...(b.right ? { width: b.edge - left, direction: 'rtl' } : {}),
          ...lineText(b),
        }}
      >
        {lineChildren(b.cells)}
      </div>
    );
  };
  return (
    <div
      style={{
        ...wrapText,
        overflowWrap: 'break-word',
        fontSize: l.size,
        lineHeight: TABLE_ROLES.body.lineHeight,
        fontWeight: 400,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {l.rows.flatMap((row, r) => {
        // Each row's fill before its text and after the row above's, as the editor paints them (a
        // cell's text reaching into the row under it is under that row's stripe). The row's first
        // run of text is drawn in its fill's box, padded to its place: one box fewer a row.
        const [first, ...rest] = byRow[r]!;
        const own = first?.kind === 'line' ? first : undefined;
        const left = laidOut(l.columns[0]!.x);
        return [
          <div
            key={r}
            style={{
              position: 'absolute',
              left: l.columns[0]!.x,
              top: row.y,
              width,
              height: row.h,
              ...rows[r],
              ...(own && {
                paddingTop: textTop(l, r) - laidOut(row.y),
                ...(own.right
                  ? { direction: 'rtl', paddingRight: left + laidOut(width) - own.edge }
                  : { paddingLeft: own.edge - left }),
                ...lineText(own),
              }),
            }}
          >
            {own && lineChildren(own.cells)}
          </div>,
          ...(own ? rest : byRow[r]!).map(drawn),
        ];
      })}
    </div>
  );
}

/** A row box's text style: tabs kept, never wrapped, at the box's tab size; the header bold. */
function lineText(b: { row: number; tab: number }): CSSProperties {
  return {
    // A figure drawn a little wider than measured reaches past its column, as the editor's cell
    // grows to its longest word.
    whiteSpace: 'pre',
    tabSize: `${b.tab}px`,
    ...(b.row === 0 ? { fontWeight: TABLE_HEADER_WEIGHT } : {}),
  };
}

/**
 * A row box's text: its cells with a tab before each but the first, as few nodes as can be (each
 * element costs the print as a box does): plain text where the box's tab size reaches the stop,
 * a tab of its own size (an element) where it does not, and a cell set apart where its order
 * could change in a right-to-left box.
 */
function lineChildren(cells: LineCell[]): ReactNode[] {
  const out: ReactNode[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push(text);
    text = '';
  };
  for (const [k, c] of cells.entries()) {
    if (k > 0 && c.plainTab) text += '\t';
    else if (k > 0) {
      flush();
      out.push(
        <span key={`tab${c.column}`} style={{ tabSize: `${c.stop}px` }}>
          {'\t'}
        </span>,
      );
    }
    if (!c.isolate) text += c.text;
    else {
      flush();
      out.push(
        <span key={c.column} style={{ unicodeBidi: 'isolate', direction: 'ltr' }}>
          {c.text}
        </span>,
      );
    }
  }
  flush();
  return out;
}

import { decodedEntities } from './htmlEntities';

/**
 * A whiteboard's export pasted as CSV (Miro, FigJam, Mural, Lucidspark): the tool's banner line
 * ("Exported from Miro · 2027-01-21 · Format: CSV"), a header row ("Type","Frame","Content","Fill
 * color","Author","X","Y",…), then a row per frame and per sticky note, the note's words as HTML.
 * Read as a person reads the board: frame by frame, the frame's name a heading and its notes'
 * words under it. The board's machinery (colours, coordinates, authors, timestamps, votes, tags,
 * ids) is said nowhere. A brief without such an export is returned as it was.
 */

/** Where a note's words are. */
const CONTENT =
  /^(?:content|text|body|note|notes|sticky(?: note)? (?:text|content)|card text|text area ?1?)$/i;
/** The area of the board a note sits in. */
const FRAME = /^(?:frame|frame name|frame title|parent frame|section|section name|group|area|cluster|lane)$/i;
const TYPE = /^(?:type|item type|object type|widget type|kind)$/i;
/**
 * The other columns a board exports. An ordinary line with four commas is no header: besides a
 * content column, a header names at least one more of the board's own columns.
 */
const BOARD_COLUMN =
  /^(?:author|created by|creator|owner|(?:fill |background |sticky )?colou?r|x|y|width|height|tags?|labels?|(?:created|updated|modified|last modified)(?: at| on| date)?|votes?|likes|reactions|(?:item |widget )?id|link|url|shape)$/i;
/** A row that is a frame, not a note: its type says so ("frame", FigJam's "SECTION", Mural's "area"). */
const FRAME_TYPE = /^(?:frame|section|area|group)$/i;
/** Rows that join items: Miro's connectors, FigJam's and Mural's lines and arrows. */
const LINK_TYPE = /^(?:connector|connection|line|arrow|edge|link)$/i;
/** "0 · READ ME", "2 – Numbers", "3. Plan": the board's ordering, not the frame's name. */
const ORDINAL = /^\d{1,2}[ \t]{0,3}[·–—.:)-][ \t]{1,3}/;
/** The tool's banner: "Exported from Miro · 2027-01-21 · Format: CSV", "FigJam export — Board". */
const BANNER = /^(?:\p{L}{1,20} ){0,2}export(?:ed)?\b/iu;
const BANNER_MARK = /[·|—–]|\d{4}-\d{2}-\d{2}/;

/**
 * One record of CSV from `start` (RFC 4180: a quoted cell may hold the separator, a doubled quote
 * and new lines), and where the next record starts. A hand-written loop: a regex over quoted
 * cells with new lines in them is where backtracking hides.
 */
function record(text: string, start: number, sep: string): { cells: string[]; end: number } {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let i = start;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && !cell.trim()) {
      cell = '';
      quoted = true;
    } else if (c === sep) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n') break;
    else if (c !== '\r') cell += c;
  }
  cells.push(cell);
  return { cells, end: i + 1 };
}

interface Columns {
  sep: string;
  count: number;
  content: number;
  frame: number;
  type: number;
}

/** The header row's columns, if the line at `start` is a board export's header in this separator. */
function header(text: string, start: number, sep: string): Columns | undefined {
  // Only the line itself: a header's names hold no new line, and a quote left open in prose must
  // not send the parse to the end of the brief on every line.
  const eol = text.indexOf('\n', start);
  const { cells } = record(text.slice(start, eol < 0 ? undefined : eol), 0, sep);
  const names = cells.map((c) => c.replace('\uFEFF', '').trim());
  if (names.length < 4 || names.some((n) => !n || n.length > 40 || n.includes('<'))) return undefined;
  const content = names.findIndex((n) => CONTENT.test(n));
  const frame = names.findIndex((n) => FRAME.test(n));
  const type = names.findIndex((n) => TYPE.test(n));
  const known = names.filter(
    (n, i) => i !== content && (FRAME.test(n) || TYPE.test(n) || BOARD_COLUMN.test(n)),
  );
  if (content < 0 || known.length === 0) return undefined;
  return { sep, count: names.length, content, frame, type };
}

/** The export in the brief: where its header starts, its columns, its rows and where they end. */
function findExport(brief: string) {
  for (let start = 0; start < brief.length; ) {
    const eol = brief.indexOf('\n', start);
    const columns = header(brief, start, ',') ?? header(brief, start, ';');
    if (columns) {
      const rows: string[][] = [];
      let end = record(brief, start, columns.sep).end;
      for (let at = end; at < brief.length; ) {
        const next = record(brief, at, columns.sep);
        const blank = next.cells.length === 1 && !next.cells[0]!.trim();
        // Rows end at the first line of another shape: the writer's words after the export.
        if (!blank && next.cells.length !== columns.count) break;
        if (!blank) {
          rows.push(next.cells);
          end = next.end;
        }
        at = next.end;
      }
      if (rows.some((r) => r[columns.content]!.trim())) return { start, end, columns, rows };
    }
    if (eol < 0) break;
    start = eol + 1;
  }
  return undefined;
}

export function plainBoard(brief: string): string {
  const found = findExport(brief);
  if (!found) return brief;
  const { columns, rows } = found;
  const frames = new Map<string, string[]>();
  const loose: string[] = [];
  const cell = (row: string[], i: number) => (i < 0 ? '' : withoutHtml(row[i]!).trim());
  for (const row of rows) {
    const content = cell(row, columns.content);
    const frame = cell(row, columns.frame);
    // An arrow drawn between frames ("2 · Growth → 3 · Insight") is the board's drawing, not a note.
    if (LINK_TYPE.test(cell(row, columns.type))) continue;
    const isFrame = FRAME_TYPE.test(cell(row, columns.type));
    if (isFrame || !content) {
      // A frame's own row: its name (in its content or its frame cell) sets where it comes.
      const name = (isFrame && content) || frame;
      if (name && !frames.has(name)) frames.set(name, []);
      continue;
    }
    const note = content
      .split('\n')
      .filter((l) => l.trim())
      .join('\n');
    if (!frame) loose.push(note);
    else frames.set(frame, [...(frames.get(frame) ?? []), note]);
  }
  const parts = [beforeExport(brief.slice(0, found.start))];
  for (const [name, notes] of frames) if (notes.length) parts.push(`## ${frameName(name)}\n${listed(notes)}`);
  // Notes on no frame: the board's loose remarks, as lines of their own (a "- " item after the
  // last frame's would read as one of its points).
  if (loose.length) parts.push(loose.join('\n'));
  parts.push(brief.slice(found.end).trim());
  return parts.filter(Boolean).join('\n\n');
}

/**
 * A frame's notes as its points: a one-line note an item of its list; a note of several lines (a
 * small table, a list of its own, paragraphs) a block set apart by blank lines, as written.
 */
function listed(notes: string[]): string {
  const block = (note: string) => note.includes('\n');
  return notes
    .map((note, i) => {
      const apart = i > 0 && (block(note) || block(notes[i - 1]!));
      return `${i === 0 ? '' : apart ? '\n\n' : '\n'}${block(note) ? note : `- ${note}`}`;
    })
    .join('');
}

/** The writer's words before the export, without the tool's banner line just above the header. */
function beforeExport(text: string): string {
  const lines = text.trimEnd().split('\n');
  const last = lines[lines.length - 1]!.trim();
  if (BANNER.test(last) && BANNER_MARK.test(last)) lines.pop();
  return lines.join('\n').trim();
}

/** A frame's name without the board's ordinal, when what is left still reads as a name. */
function frameName(name: string): string {
  const bare = name.replace(ORDINAL, '');
  return /\p{L}/u.test(bare) ? bare : name;
}

const TAG = /<(\/?)([a-z][a-z0-9]{0,10})\b[^<>]{0,500}>/gi;
/** Elements whose end is a line's end. */
const BLOCK = /^(?:p|div|h[1-6]|li|ul|ol|tr|blockquote|pre|section|article|table)$/i;
/** Elements dropped without a trace: inline formatting and its like. Any other "<word>" is prose. */
const INLINE =
  /^(?:span|strong|b|em|i|u|s|strike|del|ins|mark|a|code|sub|sup|small|font|th|td|tbody|thead|img|hr|colgroup|col)$/i;
/**
 * Text that carries HTML, as it reads: tags gone (a <br> and a block's end a new line, an <li> a
 * "- " item), entities decoded (after the tags, so "&lt;p&gt;" stays the words "<p>"). Text with
 * no tag or entity is returned as it was; a "<" in prose ("< 5%", "<Name>") is left alone.
 */
export function withoutHtml(text: string): string {
  let tagged = false;
  const untagged = text.replace(TAG, (tag, close: string, name: string) => {
    // An item's end needs no line end of its own: the next item, or its list's end, makes one.
    const item = /^li$/i.test(name) ? (close ? '' : '\n- ') : undefined;
    const lineEnd = /^br$/i.test(name) || (close && BLOCK.test(name));
    const replaced = item ?? (lineEnd ? '\n' : BLOCK.test(name) || INLINE.test(name) ? '' : tag);
    if (replaced !== tag) tagged = true;
    return replaced;
  });
  const plain = decodedEntities(untagged);
  if (!tagged && plain === untagged) return text;
  // The tags' new lines, trimmed and at most one blank line between paragraphs.
  return plain
    .split('\n')
    .map((l) => l.replace(/\u00a0/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

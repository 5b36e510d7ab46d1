import { decodedEntities } from './htmlEntities';

/**
 * A mail pasted as its raw source ("Show original" in Gmail, "View source" in Outlook or
 * Thunderbird): RFC 5322 headers, RFC 2047 encoded words, a MIME body of parts in quoted-printable
 * or base64. It is read as a person reads the mail: who wrote to whom, the subject and the date, the
 * text of its plain part (its HTML part's text when it has none), and a line per attached file. The
 * transport's headers (Received, DKIM, X-…) and MIME's machinery say nothing of the brief and are
 * left out. What the writer typed before the pasted source stays where it is.
 */

/** A header field's first line: a name without spaces, a colon, then a space or nothing. */
const FIELD = /^[A-Za-z][A-Za-z0-9-]{0,76}:(?:[ \t]|$)/;
/** A folded header's next line: it starts with white space. */
const FOLDED = /^[ \t]{1,200}\S/;
/** Fields only a mail's source has: a brief quoting a mail's From, To and Subject has none of them. */
const SOURCE_FIELD =
  /^(?:MIME-Version|Content-Type|Content-Transfer-Encoding|Received|DKIM-Signature|Return-Path|Message-ID):/i;
/** Fields of a mail, not of a web request's headers (which have a Content-Type and a Date too). */
const MAIL_FIELD = /^(?:From|To|Subject|Received|DKIM-Signature|Return-Path|Message-ID):/i;
/** A UTF-8 character in quoted-printable ("=E2=80=99"). */
const QP_UTF8 = /=[C-F][0-9A-F]=[89AB][0-9A-F]/g;
/** Gmail's "Show original" summary above the source, when the whole page was copied: its checks, not the brief. */
const GMAIL_SUMMARY =
  /^(?:Original Message[ \t]{0,8}$|(?:Message ID|Created at:|From:|To:|Cc:|Subject:)\t|(?:SPF|DKIM|DMARC):[ \t]{1,8}'?(?:PASS|FAIL|NEUTRAL|SOFTFAIL|NONE)|Download Original)/i;
/** An RFC 2047 encoded word, "=?utf-8?q?W=C3=B3jcik?=" (a language after "*" is allowed, and ignored). */
const ENCODED_WORD = /=\?([A-Za-z0-9_.:-]{1,40})(?:\*[A-Za-z-]{1,20})?\?([QqBb])\?([^?\s]{0,600})\?=/g;
/** A Content-Type or Content-Disposition parameter: "; charset=utf-8", '; filename="a.pdf"'. */
const PARAM =
  /;[ \t]{0,80}([A-Za-z0-9_.*-]{1,60})[ \t]{0,20}=[ \t]{0,20}(?:"([^"]{0,500})"|([^;"\s][^;]{0,500}))/g;
/** The headers a reader sees, in the order a mail program shows them. */
const SHOWN = ['From', 'To', 'Cc', 'Subject', 'Date'];

interface Entity {
  /** Header fields by lower-cased name, unfolded; the first of a repeated field. */
  head: Map<string, string>;
  body: string;
}

export function plainMime(brief: string): string {
  const lines = brief.replace(/\r\n?/g, '\n').split('\n');
  const start = sourceStart(lines);
  if (start < 0) return bodyOnly(brief) ? decodedText(qpBytes(lines.join('\n')), 'utf-8') : brief;
  const before = lines
    .slice(0, start)
    .filter((l) => !GMAIL_SUMMARY.test(l))
    .join('\n')
    .trim();
  const read = rendered(entity(lines.slice(start).join('\n')));
  return before ? `${before}\n\n${read}` : read;
}

/**
 * A mail's body pasted without its headers: two characters or more in quoted-printable, outside
 * encoded words (a brief may ask why a subject shows "=?utf-8?q?W=C3=B3jcik?=").
 */
const bodyOnly = (brief: string) => (brief.replace(ENCODED_WORD, '').match(QP_UTF8)?.length ?? 0) >= 2;

/**
 * Where the mail's header block starts: the first run of header fields (with their folded lines)
 * that has a field only a mail's source has and a field of a mail; -1 when there is none.
 */
function sourceStart(lines: string[]): number {
  for (let i = 0; i < lines.length; i++) {
    if (!FIELD.test(lines[i]!)) continue;
    let end = i + 1;
    while (end < lines.length && (FIELD.test(lines[end]!) || FOLDED.test(lines[end]!))) end++;
    const run = lines.slice(i, end);
    if (run.length >= 3 && run.some((l) => SOURCE_FIELD.test(l)) && run.some((l) => MAIL_FIELD.test(l)))
      return i;
    i = end;
  }
  return -1;
}

/** A message or a part: its header fields up to the first blank line, then its body. */
function entity(text: string): Entity {
  const lines = text.split('\n');
  const head = new Map<string, string>();
  let name = '';
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (i > 0 && FOLDED.test(line)) {
      if (name) head.set(name, `${head.get(name)} ${line.trim()}`);
    } else if (FIELD.test(line)) {
      const colon = line.indexOf(':');
      name = line.slice(0, colon).toLowerCase();
      if (head.has(name)) name = '';
      else head.set(name, line.slice(colon + 1).trim());
    } else {
      // A part with no header fields starts at its blank line; one with none and no blank line is all body.
      if (!line.trim()) i++;
      break;
    }
  }
  return { head, body: lines.slice(i).join('\n') };
}

const mediaType = (e: Entity) =>
  (e.head.get('content-type') ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
const isPlain = (e: Entity) => mediaType(e) === 'text/plain' && !attachmentName(e);

/** The mail as a person reads it: From, To, Cc, Subject, Date, a blank line, its text, its attachments. */
function rendered(mail: Entity): string {
  const attached: string[] = [];
  const body = readable(mail, attached).trim();
  const head = SHOWN.flatMap((label) => {
    const value = mail.head.get(label.toLowerCase());
    // A display name reads without its quotes, unless its comma would read as a list's ("Chen, Wei").
    const read = decodedHeader(value ?? '').replace(/"([^"\n]{0,200})"/g, (all, name: string) =>
      name.includes(',') ? all : name,
    );
    return read ? [`${label}: ${read}`] : [];
  });
  const files = attached.map((f) => `Attachment: ${f}`).join('\n');
  return [head.join('\n'), body, files].filter(Boolean).join('\n\n');
}

/** The text of an entity; the names of the files it attaches are added to `attached`. */
function readable(e: Entity, attached: string[]): string {
  const type = mediaType(e);
  const file = attachmentName(e);
  if (file) {
    attached.push(file);
    return '';
  }
  if (type.startsWith('multipart/')) {
    const parts = partsOf(e);
    // Alternatives say one thing in several forms: the plain one, else the richest (the last) readable one.
    if (type === 'multipart/alternative') {
      const best =
        parts.find(isPlain) ?? parts.findLast((p) => /^(?:text\/html|multipart\/)/.test(mediaType(p)));
      return best ? readable(best, attached) : '';
    }
    // A mixed body's parts follow each other; an HTML part beside a plain one is its duplicate.
    const plain = parts.some(isPlain);
    return parts
      .filter((p) => !(plain && mediaType(p) === 'text/html'))
      .map((p) => readable(p, attached))
      .filter(Boolean)
      .join('\n\n');
  }
  if (type === 'message/rfc822') return rendered(entity(decodedBody(e).replace(/\r\n?/g, '\n')));
  if (type === 'text/plain') return decodedBody(e).trim();
  if (type === 'text/html') return htmlText(decodedBody(e));
  return '';
}

/**
 * The file name of a part that is an attachment, '' for one that is not. A named image that is not
 * attached is a picture in the HTML (a signature's logo), not a file the writer sent.
 */
function attachmentName(e: Entity): string {
  const disposition = e.head.get('content-disposition') ?? '';
  const type = mediaType(e);
  const name = param(disposition, 'filename') || param(e.head.get('content-type'), 'name');
  const attached = /^attachment/i.test(disposition.trim());
  if (attached) return name || type;
  return name && !/^(?:text\/(?:plain|html)|multipart\/|image\/)/.test(type) ? name : '';
}

/** The parts of a multipart body, between its boundary lines (the preamble and epilogue are not the mail's). */
function partsOf(e: Entity): Entity[] {
  const boundary = param(e.head.get('content-type'), 'boundary');
  const parts: Entity[] = [];
  let part: string[] | undefined;
  for (const line of e.body.split('\n')) {
    const l = line.trimEnd();
    if (boundary && (l === `--${boundary}` || l === `--${boundary}--`)) {
      if (part) parts.push(entity(part.join('\n')));
      part = l === `--${boundary}` ? [] : undefined;
      if (!part) return parts;
    } else part?.push(line);
  }
  // A source cut short before its closing boundary still has its last part.
  if (part) parts.push(entity(part.join('\n')));
  return parts;
}

/** A parameter's value: quoted, encoded words decoded, or in RFC 2231's "name*=utf-8''%C3%A9" form. */
function param(value: string | undefined, wanted: string): string {
  for (const m of (value ?? '').matchAll(PARAM)) {
    const name = m[1]!.toLowerCase();
    const raw = (m[2] ?? m[3] ?? '').trim();
    if (name === wanted) return decodedHeader(raw);
    if (name === `${wanted}*`) {
      const [charset, , text] = raw.split("'");
      return text === undefined
        ? raw
        : decodedText(hexBytes(text.split(/(%[0-9A-Fa-f]{2})/)), charset || 'utf-8');
    }
  }
  return '';
}

/** A part's body as text: its transfer encoding undone, its bytes read in its charset. */
function decodedBody(e: Entity): string {
  const encoding = (e.head.get('content-transfer-encoding') ?? '').trim().toLowerCase();
  const charset = param(e.head.get('content-type'), 'charset') || 'utf-8';
  if (encoding === 'base64')
    return decodedText(Buffer.from(e.body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64'), charset);
  if (encoding === 'quoted-printable') return decodedText(qpBytes(e.body), charset);
  // 7bit and 8bit text was pasted as characters already.
  return e.body;
}

/** Quoted-printable's bytes: "=" at a line's end joins it to the next, "=XX" is a byte. */
const qpBytes = (text: string) => hexBytes(text.replace(/=[ \t]{0,80}\n/g, '').split(/(=[0-9A-Fa-f]{2})/));

/** Bytes from text split around its escapes ("=E2", "%C3"): each escape a byte, the text between as UTF-8. */
function hexBytes(pieces: string[]): Buffer {
  return Buffer.concat(
    pieces.map((p, k) => (k % 2 ? Buffer.from([Number.parseInt(p.slice(1), 16)]) : Buffer.from(p, 'utf8'))),
  );
}

/** Windows-1252's characters for bytes 0x80–0x9F (undefined bytes as the C1 controls, as WHATWG has them). */
const CP1252_80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Bytes read in a charset; one TextDecoder does not know is read as UTF-8. */
function decodedText(bytes: Buffer, charset: string): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset.trim().toLowerCase());
  } catch {
    return bytes.toString('utf8');
  }
  // ISO-8859-1 and US-ASCII are Windows-1252 to WHATWG, as mail programs write them; Node 20's
  // decoder reads 0x80–0x9F as control characters, not as its curly quotes, dashes and euro.
  if (decoder.encoding !== 'windows-1252') return decoder.decode(bytes);
  return Array.from(bytes, (b) =>
    b >= 0x80 && b < 0xa0 ? CP1252_80[b - 0x80] : String.fromCharCode(b),
  ).join('');
}

/**
 * A header's value with its encoded words decoded. White space between two encoded words is
 * folding, not text (RFC 2047 §6.2), and a character's bytes may be split between two words, so
 * adjacent words in one charset are joined as bytes before they are read.
 */
function decodedHeader(value: string): string {
  const pieces: Array<string | { charset: string; bytes: Buffer }> = [];
  let at = 0;
  for (const m of value.matchAll(ENCODED_WORD)) {
    const between = value.slice(at, m.index);
    const last = pieces[pieces.length - 1];
    const charset = m[1]!.toLowerCase();
    const bytes = /b/i.test(m[2]!) ? Buffer.from(m[3]!, 'base64') : qpBytes(m[3]!.replaceAll('_', ' '));
    const adjacent = typeof last === 'object' && !between.trim();
    if (adjacent && last.charset === charset) last.bytes = Buffer.concat([last.bytes, bytes]);
    else pieces.push(...(adjacent || !between ? [] : [between]), { charset, bytes });
    at = m.index + m[0].length;
  }
  pieces.push(value.slice(at));
  return pieces
    .map((p) => (typeof p === 'string' ? p : decodedText(p.bytes, p.charset)))
    .join('')
    .replace(/[ \t]{1,200}/g, ' ')
    .trim();
}

/** What a browser would not show: comments (Outlook's conditional ones), styles, scripts, the page's title. */
const HIDDEN = [
  ['<!--', '-->'],
  ['<style', '</style>'],
  ['<script', '</script>'],
  ['<title', '</title>'],
] as const;

/** The HTML without the blocks from `open` to `close`, whatever their letters' case. */
function without(html: string, [open, close]: readonly [string, string]): string {
  // Lower-cased letter by letter, so that an index in it is one in the HTML.
  const lower = html.replace(/[A-Z]/g, (c) => c.toLowerCase());
  let shown = '';
  let at = 0;
  for (let start = lower.indexOf(open); start >= 0; start = lower.indexOf(open, at)) {
    const end = lower.indexOf(close, start);
    shown += html.slice(at, start);
    at = end < 0 ? html.length : end + close.length;
  }
  return shown + html.slice(at);
}

/** Elements that start a line where they start or end. */
const BLOCK = /^\/?(?:p|div|h[1-6]|ul|ol|li|tr|table|blockquote|section|article|header|footer|hr)\b/i;

/** An HTML part's text: a block's end or a <br> a new line, a list item a "- " line, entities decoded. */
function htmlText(html: string): string {
  const source = HIDDEN.reduce(without, html).replace(/[ \t\r\n]{1,1000}/g, ' ');
  // Tags are found by indexOf, not a pattern: a pattern would scan on from every "<" that has no ">".
  let text = '';
  let at = 0;
  // A block's start or end begins a line (once, however many blocks meet there); a <br> is a line's end.
  const newLine = () => (text.endsWith('\n') ? '' : '\n');
  for (let open = source.indexOf('<'); open >= 0; open = source.indexOf('<', at)) {
    const close = source.indexOf('>', open);
    if (close < 0) break;
    const between = source.slice(at, open);
    // Only white space between two blocks is the source's layout, not text.
    if (between.trim() || !text.endsWith('\n')) text += between;
    const tag = source.slice(open + 1, close);
    if (/^br\b/i.test(tag)) text += '\n';
    else if (/^li\b/i.test(tag)) text += `${newLine()}- `;
    else if (BLOCK.test(tag)) text += newLine();
    else if (/^\/t[dh]\b/i.test(tag)) text += ' ';
    at = close + 1;
  }
  const lines = decodedEntities(text + source.slice(at))
    .split('\n')
    .map((l) => l.trim());
  // One blank line at most between paragraphs.
  return lines
    .filter((l, i) => l || lines[i - 1])
    .join('\n')
    .trim();
}

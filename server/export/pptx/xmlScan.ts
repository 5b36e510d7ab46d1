/**
 * Linear scans of the XML pptxgenjs writes. No regular expressions here: the XML holds users'
 * text, and the lazy patterns that would read it backtrack quadratically (issue 15's audit).
 */

/** Each `open…close` span of `xml`, in order, as [start, end) offsets; spans do not nest. */
export function* spansOf(xml: string, open: string, close: string): Generator<[number, number]> {
  let from = 0;
  for (;;) {
    const start = xml.indexOf(open, from);
    if (start < 0) return;
    const end = xml.indexOf(close, start + open.length);
    if (end < 0) return;
    from = end + close.length;
    yield [start, from];
  }
}

/** `xml` with each span replaced by what `change` makes of it (the span unchanged when it returns it). */
export function replaceSpans(
  xml: string,
  open: string,
  close: string,
  change: (span: string) => string,
): string {
  const out: string[] = [];
  let last = 0;
  for (const [start, end] of spansOf(xml, open, close)) {
    out.push(xml.slice(last, start), change(xml.slice(start, end)));
    last = end;
  }
  out.push(xml.slice(last));
  return out.join('');
}

/**
 * The first empty element that starts with `prefix` (`<a:ea typeface="`), its attribute value
 * and any further attributes, replaced by `element`; `xml` unchanged when there is none.
 */
export function replaceEmptyElement(xml: string, prefix: string, element: string): string {
  const start = xml.indexOf(prefix);
  if (start < 0) return xml;
  const quote = xml.indexOf('"', start + prefix.length);
  if (quote < 0) return xml;
  const slash = xml.indexOf('/', quote + 1);
  if (slash < 0 || xml[slash + 1] !== '>') return xml;
  return xml.slice(0, start) + element + xml.slice(slash + 2);
}

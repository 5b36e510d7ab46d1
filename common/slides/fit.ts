/**
 * Long text must never spill off a slide. We pick the font size from the amount of text (the
 * same answer on the server, in the PDF and on screen, with no measuring pass), and the boxes
 * wrap and clip as a last resort.
 */
export function fitFontSize(text: string, max: number, min: number, charsAtMax: number): number {
  const length = Math.max(text.trim().length, 1);
  if (length <= charsAtMax) return max;
  // Area grows with the square of the size, so size shrinks with the square root of the length.
  return Math.max(min, Math.floor(max * Math.sqrt(charsAtMax / length)));
}

/** The size for a list: fewer, shorter items may be large; many or long ones get smaller. */
export function fitListFontSize(items: string[], max: number, min: number, budgetChars: number): number {
  const total = items.reduce((n, item) => n + Math.max(item.length, 24), 0);
  return fitFontSize('x'.repeat(total), max, min, budgetChars);
}

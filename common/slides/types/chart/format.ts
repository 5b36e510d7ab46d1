const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const CURRENCY = /^[$€£¥₹]/;

/**
 * A value as the chart labels it, with its unit: a currency symbol leads ("€M" gives "€7.9M"),
 * a short unit follows closely ("12%", "4.1k"), a word follows a space ("240 users").
 */
export function formatValue(value: number, unit = ''): string {
  // Kept: Intl's formatting is most of a chart's layout, and its ticks and labels repeat.
  const key = `${Object.is(value, -0) ? '-0' : value}\u0000${unit}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    text = format(value, unit);
    formatted.set(key, text);
  }
  return text;
}

const formatted = new Map<string, string>();
const FORMATTED_MAX = 4096;

function format(value: number, unit: string): string {
  const u = unit.trim();
  const n = NUMBER.format(value);
  if (!u) return n;
  if (CURRENCY.test(u)) {
    const sign = value < 0 ? '-' : '';
    return `${sign}${u[0]}${NUMBER.format(Math.abs(value))}${u.slice(1)}`;
  }
  return u === '%' || u.length <= 2 ? `${n}${u}` : `${n} ${u}`;
}

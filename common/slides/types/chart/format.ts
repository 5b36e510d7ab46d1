const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const CURRENCY = /^[$€£¥₹]/;

/**
 * A value as the chart labels it, with its unit: a currency symbol leads ("€M" gives "€7.9M"),
 * a short unit follows closely ("12%", "4.1k"), a word follows a space ("240 users").
 */
export function formatValue(value: number, unit = ''): string {
  const u = unit.trim();
  const n = NUMBER.format(value);
  if (!u) return n;
  if (CURRENCY.test(u)) {
    const sign = value < 0 ? '-' : '';
    return `${sign}${u[0]}${NUMBER.format(Math.abs(value))}${u.slice(1)}`;
  }
  return u === '%' || u.length <= 2 ? `${n}${u}` : `${n} ${u}`;
}

/** Initials and a steady colour per name, for the presence avatars and slide markers. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  // "Guest 2" reads better as G2 than as G.
  if (words.length > 1 && /^\d+$/.test(words.at(-1)!)) return `${words[0]![0]}${words.at(-1)}`.toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => [...w][0])
    .join('')
    .toUpperCase();
}

// Dark enough for white initials at AA contrast.
const COLOURS = ['#1d4ed8', '#7c3aed', '#be185d', '#b45309', '#047857', '#0e7490', '#4d7c0f', '#9f1239'];

export function colourOf(key: string): string {
  let h = 0;
  for (const c of key) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return COLOURS[h % COLOURS.length]!;
}

/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * PostgreSQL stores neither NUL in text nor an unpaired surrogate escape in jsonb; either would
 * fail the query (a 500) deep inside a route. JSON bodies are checked once, here, instead: the
 * path of the first bad string or key, or null when every string can be stored. Iterative, since
 * JSON.parse accepts nesting far deeper than the call stack.
 */
export function findUnstorableText(root: unknown): string | null {
  // Paths are linked to their parent, not copied, so deep nesting costs linear time.
  type Path = { key: string; parent: Path | null } | null;
  const show = (path: Path) => {
    const keys: string[] = [];
    for (let p = path; p; p = p.parent) keys.push(p.key);
    keys.reverse();
    // A path thousands of levels deep is no use in a message.
    return (keys.length > 12 ? [...keys.slice(0, 12), '…'] : keys).join('.') || 'body';
  };
  const stack: Array<{ value: unknown; path: Path }> = [{ value: root, path: null }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (unstorable(value)) return show(path);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], path: { key: String(i), parent: path } });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        const at = { key, parent: path };
        if (unstorable(key)) return show(at);
        stack.push({ value: item, path: at });
      }
    }
  }
  return null;
}

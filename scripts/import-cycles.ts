// Which folders of server/ import which, and whether any of them import each other in a circle.
// `npm run check:cycles` prints the graph and fails on a cycle; scripts/import-cycles.test.ts runs
// it as part of `npm test`. Type-only imports count too: they are dependencies of the design. The
// files directly in server/ (main, app, deps, config, errorHandler) are the composition root that
// wires the folders together, not a folder: they are left out.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(full);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.(test|d)\.[mc]?tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** server/ai/x.ts (or the folder server/ai itself) → "ai"; a file directly in server/ → undefined. */
function folderOf(target: string): string | undefined {
  const rel = path.relative(path.join(root, 'server'), target).split(path.sep);
  if (rel.length > 1) return rel[0];
  return existsSync(target) && statSync(target).isDirectory() ? rel[0] : undefined;
}

export interface ImportGraph {
  /** A folder of server/ → the folders of server/ it imports. */
  edges: Map<string, Set<string>>;
  /** Files under server/ that import something under scripts/. */
  fromScripts: string[];
}

export function importGraph(): ImportGraph {
  const edges = new Map<string, Set<string>>();
  const fromScripts: string[] = [];
  for (const file of sources(path.join(root, 'server'))) {
    const from = folderOf(file);
    for (const imported of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!imported.fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), imported.fileName);
      const rel = path.relative(root, target);
      if (rel.startsWith(`scripts${path.sep}`)) fromScripts.push(path.relative(root, file));
      const to = rel.startsWith(`server${path.sep}`) ? folderOf(target) : undefined;
      if (!from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      if (to && to !== from) edges.get(from)!.add(to);
    }
  }
  return { edges, fromScripts };
}

/** Groups of nodes that import each other, directly or round about (Tarjan's strongly connected components). */
export function cycles(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { edges, fromScripts } = importGraph();
  for (const [from, to] of [...edges].sort())
    console.log(`server/${from} → ${[...to].sort().join(', ') || '(nothing)'}`);
  const found = cycles(edges);
  for (const group of found) console.log(`cycle: ${group.map((g) => `server/${g}`).join(' ↔ ')}`);
  for (const file of fromScripts) console.log(`${file} imports scripts/`);
  console.log(
    found.length || fromScripts.length ? 'FAILED' : 'No import cycle between the folders of server/.',
  );
  process.exit(found.length || fromScripts.length ? 1 : 0);
}

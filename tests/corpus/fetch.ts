// Brings the corpus of tests/corpus/manifest.ts into tests/corpus/files/: `npx tsx tests/corpus/fetch.ts`.
// Files of Debian packages are taken from the packages themselves (`apt-get download`, no install,
// so none of their dependencies are needed) and the documents made from them are made here:
// LibreOffice (soffice) converts, iconv-lite re-encodes, officecrypto-tool encrypts. A file already
// there is kept, so a second run does nothing.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import iconv from 'iconv-lite';
import officeCrypto from 'officecrypto-tool';
import { CORPUS, CORPUS_DIR, type CorpusDocument, MATERIALS, type Source } from './manifest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.join(root, CORPUS_DIR);
const shared = path.resolve(root, '../shared/fixtures/documents');

/** Where a corpus document (or a material) is on this machine once fetched. */
export function corpusPath(name: string, source: Source): string {
  if ('shared' in source) return path.join(shared, source.shared);
  if ('npm' in source) return path.join(root, 'node_modules', source.npm, source.path);
  return path.join(dir, name);
}

function debFiles(): Map<string, Array<{ name: string; path: string }>> {
  const byDeb = new Map<string, Array<{ name: string; path: string }>>();
  const wants = [
    ...CORPUS.map((d) => [d.name, d.source] as const),
    ...Object.entries(MATERIALS).map(([name, source]) => [name, source] as const),
  ];
  for (const [name, source] of wants) {
    if (!('deb' in source) || existsSync(path.join(dir, name))) continue;
    const list = byDeb.get(source.deb) ?? [];
    list.push({ name, path: source.path });
    byDeb.set(source.deb, list);
  }
  return byDeb;
}

function download(deb: string, into: string): string {
  const run = () =>
    execFileSync('apt-get', ['download', '-qq', deb], { cwd: into, stdio: ['ignore', 'ignore', 'pipe'] });
  try {
    run();
  } catch {
    // The package lists may be missing or old on a fresh machine.
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    run();
  }
  const file = execFileSync('sh', ['-c', 'ls *.deb'], { cwd: into, encoding: 'utf8' }).trim().split('\n')[0]!;
  return path.join(into, file);
}

function fromDebs() {
  for (const [deb, files] of debFiles()) {
    const work = mkdtempSync(path.join(os.tmpdir(), 'decksmith-corpus-'));
    try {
      const started = Date.now();
      const archive = download(deb, work);
      const unpacked = path.join(work, 'root');
      mkdirSync(unpacked);
      const tar = execFileSync('dpkg-deb', ['--fsys-tarfile', archive], { maxBuffer: 2 ** 31 - 1 });
      execFileSync('tar', ['-x', '-C', unpacked, ...files.map((f) => `.${f.path}`)], { input: tar });
      for (const f of files) {
        let bytes = readFileSync(path.join(unpacked, f.path));
        if (f.path.endsWith('.gz')) bytes = gunzipSync(bytes);
        writeFileSync(path.join(dir, f.name), bytes);
      }
      console.log(`corpus: ${files.length} from ${deb} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
}

function sourcePathOf(name: string): string {
  const doc = CORPUS.find((d) => d.name === name);
  if (doc) return corpusPath(doc.name, doc.source);
  const material = MATERIALS[name];
  if (material) return corpusPath(name, material);
  throw new Error(`no corpus document ${name}`);
}

function soffice(input: string, format: string, output: string) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'decksmith-soffice-'));
  try {
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${work}/profile`,
        '--headless',
        '--convert-to',
        format,
        '--outdir',
        work,
        input,
      ],
      { stdio: 'ignore', timeout: 120_000 },
    );
    const made = path.join(work, `${path.parse(input).name}.${format.split(':')[0]}`);
    renameSync(made, output);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function made(doc: CorpusDocument & { source: { from: string; transform: string } }) {
  const out = path.join(dir, doc.name);
  if (existsSync(out)) return;
  const input = sourcePathOf(doc.source.from);
  switch (doc.source.transform) {
    case 'soffice-docx':
      return soffice(input, 'docx:MS Word 2007 XML', out);
    case 'soffice-doc':
      return soffice(input, 'doc:MS Word 97', out);
    case 'soffice-pdf':
      return soffice(input, 'pdf:writer_pdf_Export', out);
    case 'cp866':
    case 'shift_jis': {
      const text = iconv.decode(
        readFileSync(input),
        doc.source.from.includes('cp1251') ? 'windows-1251' : 'utf8',
      );
      return writeFileSync(out, iconv.encode(text, doc.source.transform));
    }
    case 'encrypt-docx':
      return writeFileSync(
        out,
        await officeCrypto.encrypt(readFileSync(input), { password: 'corpus-secret' }),
      );
    case 'truncate': {
      // Cut short as an interrupted download is: the first 60% of the bytes.
      const bytes = readFileSync(input);
      return writeFileSync(out, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    }
  }
}

/**
 * A copy of the fetched and made files outside the checkout, as npm keeps its cache: a fresh clone
 * on a machine that fetched them before (CI clones afresh after every session) copies them in a
 * second instead of downloading 17 packages and running LibreOffice again (about 80 s). Keyed by
 * this file and the manifest, so a changed source or transform fetches anew.
 */
const cache = (() => {
  const hash = createHash('sha256');
  for (const file of ['fetch.ts', 'manifest.ts'])
    hash.update(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), file)));
  const base = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache');
  return path.join(base, 'decksmith', `corpus-${hash.digest('hex').slice(0, 16)}`);
})();

function fromCache() {
  if (!existsSync(cache)) return;
  for (const name of readdirSync(cache))
    if (!existsSync(path.join(dir, name))) copyFileSync(path.join(cache, name), path.join(dir, name));
}

function toCache() {
  try {
    mkdirSync(cache, { recursive: true });
    for (const name of readdirSync(dir))
      if (!existsSync(path.join(cache, name))) copyFileSync(path.join(dir, name), path.join(cache, name));
  } catch (error) {
    // A cache that cannot be written (read-only home) only costs the next clone the fetch.
    console.log(`corpus: not cached (${(error as Error).message})`);
  }
}

export async function fetchCorpus() {
  mkdirSync(dir, { recursive: true });
  const started = Date.now();
  fromCache();
  fromDebs();
  // Made ones in order: some are made from others made before them.
  for (const doc of CORPUS) if ('from' in doc.source) await made(doc as Parameters<typeof made>[0]);
  const missing = CORPUS.filter((d) => !existsSync(corpusPath(d.name, d.source)));
  if (missing.length) throw new Error(`corpus documents missing: ${missing.map((d) => d.name).join(', ')}`);
  toCache();
  console.log(`corpus: ${CORPUS.length} documents ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) await fetchCorpus();

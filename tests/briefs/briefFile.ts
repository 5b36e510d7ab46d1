import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChecklistItem } from '../../common/schemas/presentations';
import { draftDeck } from '../../server/ai/offline/draft/drafter';
import type { Lang } from '../../server/ai/offline/draft/locales';

/** A test brief: its front matter (title, client, checklist), its text, and what a good deck must have. */
export interface BriefFile {
  title: string;
  client: string;
  language: string;
  checklist: ChecklistItem[];
  /** The brief as a user would paste it (without the test's own "must have" section). */
  brief: string;
  /** The lines of "What a client-ready deck from this must have". */
  mustHave: string[];
}

const MUST_HAVE = /^## What a client-ready deck from this must have\s*$/m;

export function parseBriefFile(text: string): BriefFile {
  // A brief as a client sent it (blind set 3) has no front matter: all of it is the brief.
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? ['', '', text];
  const front = m[1]!;
  const field = (k: string) => new RegExp(`^${k}:\\s*(.*)$`, 'm').exec(front)?.[1]?.trim() ?? '';
  const checklist: ChecklistItem[] = [];
  let inList = false;
  for (const line of front.split('\n')) {
    if (/^checklist:/.test(line)) inList = true;
    else if (inList && /^\s+-\s+/.test(line))
      checklist.push({
        id: `c${checklist.length + 1}`,
        text: unquoted(line.replace(/^\s+-\s+/, '').trim()),
        completed: false,
      });
    else inList = false;
  }
  const [brief, must = ''] = m[2]!.split(MUST_HAVE);
  return {
    title: field('title'),
    client: field('client'),
    language: field('language'),
    checklist,
    brief: brief!.trim(),
    mustHave: must
      .split('\n')
      .filter((l) => l.startsWith('- '))
      .map((l) => l.slice(2)),
  };
}

/**
 * A brief file of a folder, as the app would draft it. In the app every deck belongs to a client,
 * so a brief written without front matter (an outside tester's, as a client sent it) takes its
 * client from the folder's `clients.json` (file name → client), which says what the user would
 * have picked; the deck stays untitled, as a new one is.
 */
export function readBriefFile(dir: string, name: string): BriefFile {
  const b = parseBriefFile(readFileSync(join(dir, name), 'utf8'));
  const sidecar = join(dir, 'clients.json');
  if (!b.client && existsSync(sidecar)) {
    const clients = JSON.parse(readFileSync(sidecar, 'utf8')) as Record<string, string>;
    b.client = clients[name] ?? '';
  }
  return b;
}

/** A YAML scalar in quotes ('Direction 1: "Roots & Records"') is the text inside them. */
function unquoted(s: string): string {
  if (s.length >= 2 && s.startsWith("'") && s.endsWith("'")) return s.slice(1, -1).replaceAll("''", "'");
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) return s.slice(1, -1).replaceAll('\\"', '"');
  return s;
}

/** The deck the offline drafter proposes from a brief file, as a new user would draft it. */
export function draftBriefFile(b: BriefFile): ReturnType<typeof draftDeck> {
  return draftDeck({
    request: {},
    title: b.title,
    brief: b.brief,
    metadata: { clientName: b.client },
    documents: [],
    checklist: b.checklist,
  });
}

/** The deck drafted from a brief's text alone (a checklist, title and language if given); throws if it asks instead. */
export function draftText(brief: string, checklist: ChecklistItem[] = [], title = 'Deck', lang?: Lang) {
  const d = draftDeck({
    request: lang ? { language: lang } : {},
    title,
    brief,
    metadata: {},
    documents: [],
    checklist,
  } as Parameters<typeof draftDeck>[0]);
  if ('say' in d) throw new Error(d.say);
  return d;
}

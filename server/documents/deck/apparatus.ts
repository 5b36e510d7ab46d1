import { isCjk } from '../prose';
import { withoutNumber } from './titles';
import type { Block, Section } from './types';

/** Sections titled like these are the apparatus of a book, not material for slides. */
export const APPARATUS = [
  'contents',
  'table of contents',
  'index',
  'bibliography',
  'references',
  // The deck makes its own agenda; a document's endnotes are its sources, not its points.
  'agenda',
  'tagesordnung',
  'ordre du jour',
  'orden del día',
  'endnotes',
  'footnotes',
  'содержание',
  'оглавление',
  'литература',
  'список литературы',
  '目次',
  '目录',
  '参考文献',
  '索引',
  'الفهرس',
  'المصادر',
  'inhalt',
  'inhaltsverzeichnis',
  'sommaire',
  'table des matières',
  'תוכן העניינים',
  'תוכן עניינים',
  'зміст',
  'съдържание',
  'садржај',
  'sadržaj',
  '목차',
  '차례',
  // Lists of a book's tables and figures.
  'list of tables',
  'list of figures',
  'list of illustrations',
  'список таблиц',
  'список иллюстраций',
  'список рисунков',
  'перелік таблиць',
  'перелік ілюстрацій',
  'списък на таблиците',
  'списък на фигурите',
  '表目次',
  '図目次',
  '表格目录',
  '插图目录',
  '그림 목차',
  '표 목차',
  'قائمة الاشكال',
  'قائمة الأشكال',
  'قائمة الجداول',
  // Thanks to the people who helped write it: the document's making, not its content.
  'acknowledgements',
  'acknowledgments',
  'credits',
  'благодарности',
  'признательность',
  'подяки',
  'захвалнице',
  '致谢',
  '謝辞',
  '감사의 글',
  'شكر وتقدير',
  // A document's own history (who changed what, when): the document's care, not its content.
  'revision history',
  'document history',
  'change history',
  'version history',
  'release history',
  'history of changes',
  'collaborators',
  'document control',
  '更新履歴',
  '改訂履歴',
  '変更履歴',
  '修订历史',
  '修订记录',
  '更新历史',
  '版本历史',
  'история изменений',
  'история версий',
  'історія змін',
  '변경 이력',
];

const CJK_APPARATUS = APPARATUS.filter((a) => isCjk(a[0]));

/**
 * Whether a heading (or a label on a line of its own) names apparatus. A numbered heading is a
 * chapter of the book ("3.6 Tables" in a LaTeX manual is about tables), never its apparatus.
 */
export function isApparatusTitle(title: string): boolean {
  const t = title.toLowerCase().trim();
  if (withoutNumber(t) !== t) return false;
  if (APPARATUS.includes(t)) return true;
  // CJK titles qualify theirs in front ("英文版致谢": the English edition's thanks).
  if (CJK_APPARATUS.some((a) => t.endsWith(a))) return true;
  // "Contents 9 Advanced graphics": the contents' heading run together with its first entry.
  const space = t.indexOf(' ');
  const digit = t[space + 1];
  return (
    space > 0 && digit !== undefined && digit >= '0' && digit <= '9' && APPARATUS.includes(t.slice(0, space))
  );
}

/** "3. Introduction 4" as "introduction": an entry's number before, its page number after. */
function entryName(text: string): string {
  let t = withoutNumber(text.trim());
  let end = t.length;
  while (end > 0 && ((t[end - 1]! >= '0' && t[end - 1]! <= '9') || t[end - 1] === ' ' || t[end - 1] === '.'))
    end--;
  t = t.slice(0, end);
  return t.toLowerCase().trim();
}

/** Longer than this, a line is no contents entry (a heading and its page number). */
const ENTRY_MAX_CHARS = 160;
/** Entries in a row that name the document's own headings: a table of contents. */
const CONTENTS_ENTRIES_MIN = 3;

/**
 * The sections without a table of contents set as text (a Word file's, whose entries are list
 * items or lines, "3. Introduction 4"): runs of CONTENTS_ENTRIES_MIN or more blocks that each name
 * a heading of the document, and the label before them ("Contents"). Counted in `leftOut` by the
 * label, or as "a table of contents".
 */
export function withoutContentsLists(sections: Section[], leftOut: string[]): Section[] {
  const headings = new Set(sections.filter((s) => s.title).map((s) => entryName(s.title)));
  headings.delete('');
  const names = (b: Block): string[] =>
    b.kind === 'list' ? b.items : b.kind === 'paragraph' ? b.text.split('\n') : [];
  return sections.map((s) => {
    const keep = s.blocks.map(() => true);
    let run: number[] = [];
    let entries = 0;
    const close = () => {
      if (entries >= CONTENTS_ENTRIES_MIN) {
        const label = run[0]! > 0 ? s.blocks[run[0]! - 1] : undefined;
        const named = label?.kind === 'paragraph' && isApparatusTitle(label.text);
        if (named) keep[run[0]! - 1] = false;
        // Said once, however many pages the contents ran over.
        const name = named && label?.kind === 'paragraph' ? `“${label.text.trim()}”` : 'a table of contents';
        if (!leftOut.includes(name)) leftOut.push(name);
        for (const i of run) keep[i] = false;
      }
      run = [];
      entries = 0;
    };
    s.blocks.forEach((b, i) => {
      const lines = names(b);
      // An entry is a heading's length: a paragraph of prose is not looked at further.
      if (lines.length && lines.every((l) => l.length <= ENTRY_MAX_CHARS && headings.has(entryName(l)))) {
        run.push(i);
        entries += lines.length;
      } else close();
    });
    close();
    return keep.every(Boolean) ? s : { ...s, blocks: s.blocks.filter((_, i) => keep[i]) };
  });
}

import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { corpusPath, fetchCorpus } from '../../../tests/corpus/fetch';
import { CORPUS } from '../../../tests/corpus/manifest';
import { extract } from '../extract';
import { draftDeck } from './draft';
import { parseSections } from './parse';

// A text file's own layout: list items wrapped onto indented lines, examples set in (a shell's
// "# " prompt, a command's "Key: value" output). Each used to come out on the slides as written:
// bullets cut at a line's end, a section titled by a command, a record's field as a key figure.

const items = (text: string) =>
  parseSections(text).flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'list' ? b.items : [])));

describe('a text file', () => {
  test('a list item wrapped onto lines set in under it is one item', () => {
    const text = [
      'Consider the following:',
      '',
      '  * Let us say the user of testing sees that a new',
      '    XYZ package is available and updates it.',
      '  * Then someone files a bug.',
      'A paragraph after the list.',
    ].join('\n');
    expect(items(text)).toEqual([
      'Let us say the user of testing sees that a new XYZ package is available and updates it.',
      'Then someone files a bug.',
    ]);
  });

  test('an indented "# command" is an example, not a heading', () => {
    const sections = parseSections('Build it yourself:\n\n    # apt-get source --build foo\n\nThat is all.');
    expect(sections.map((s) => s.title)).toEqual(['']);
    expect(parseSections('# Results\n\nText.').map((s) => s.title)).toEqual(['Results']);
  });

  test("a record's fields are not key figures; figures on lines of their own still are", () => {
    const record = draftDeck(
      'Report\n\n$ lsb_release -a\nDistributor ID: Debian\nDescription:    Debian GNU/Linux 7.4\nRelease:    7.4\nCodename:   wheezy\n\nPackage: hello\nVersion: 2.9-2\nInstalled-Size: 145\nDepends: libc6',
    );
    expect(record.slides.some((s) => s.type === 'metrics')).toBe(false);
    const figures = draftDeck(
      'Results\n\nRevenue: $4.2M\nGrowth: +32%\nNPS: 71\n\nA good year for the firm.',
    );
    expect(figures.slides.find((s) => s.type === 'metrics')?.content.metrics?.map((m) => m.value)).toEqual([
      '$4.2M',
      '+32%',
      '71',
    ]);
  });

  describe('the Debian FAQ as a text file', () => {
    let text = '';
    beforeAll(async () => {
      await fetchCorpus();
      const doc = CORPUS.find((d) => d.name === 'debian-faq.txt')!;
      text = (await extract('txt', readFileSync(corpusPath(doc.name, doc.source)))).text;
    }, 600_000);

    test('keeps its wrapped list items whole, has no command for a title and no record for figures', () => {
      expect(items(text)).toContain(
        "Let's say, the user of testing distribution sees that a new XYZ package is available and updates the XYZ-3.6 to XYZ-3.7.",
      );
      const { slides } = draftDeck(text, 'debian-faq');
      expect(slides.map((s) => s.title)).not.toContain('apt-get source --build foo');
      expect(slides.some((s) => s.type === 'metrics')).toBe(false);
      // No bullet is a line cut at its end (before, "…sees that a new").
      const bullets = slides.flatMap((s) => s.content.items ?? []);
      expect(bullets.length).toBeGreaterThan(5);
      expect(bullets.filter((b) => /\b(a|an|the|of|to|and|in)$/.test(b))).toEqual([]);
    });
  });
});

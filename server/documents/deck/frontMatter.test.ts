import { describe, expect, test } from 'vitest';
import { draftDeck } from './draft';

// Under a document's title, the small print of its cover (copyright notices, licence terms, an
// e-mail address) made the deck's second slide, an "Overview" of copyright lines
// (maint-guide.pdf, niqqudless.pdf, debian-faq.pdf).

describe('the overview under the title', () => {
  test('leaves out copyright notices, licence terms and a lone address', () => {
    const text = [
      '# Debian New Maintainers’ Guide',
      'Josip Rodin and Osamu Aoki',
      'nadav@harel.org.il',
      '- Copyright © 1998-2002 Josip Rodin',
      '- Making a Debian Package (AKA the Debmake Manual), copyright © 1997 Jaldhar Vyas.',
      'Permission is granted to make and distribute verbatim copies of this document.',
      'This document may be used under the terms of the GNU General Public License version 2 or higher.',
      'This guide shows how to build a Debian package from the source of a program, step by step.',
      '## Getting started',
      'Start with a program you use yourself.',
      '## First steps',
      'Check the program is not packaged yet.',
      '## Building',
      'Build it with debuild.',
    ].join('\n\n');
    const { slides } = draftDeck(text);
    expect(slides[0]).toMatchObject({ type: 'title', content: { subtitle: 'Josip Rodin and Osamu Aoki' } });
    const overview = slides.find((s) => s.title === 'Overview');
    const said = JSON.stringify(overview?.content ?? {});
    expect(said).toContain('build a Debian package');
    for (const small of ['©', '@', 'Permission is granted', 'General Public License'])
      expect(said).not.toContain(small);
  });

  test('a document all of whose lead-in is small print has no overview', () => {
    const text = [
      '# Field guide',
      'Ann Lee',
      'Copyright © 2020 Ann Lee',
      '## One',
      'Text one.',
      '## Two',
      'Text two.',
      '## Three',
      'Text three.',
    ].join('\n\n');
    expect(draftDeck(text).slides.map((s) => s.title)).not.toContain('Overview');
  });
});

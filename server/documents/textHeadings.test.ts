import { describe, expect, test } from 'vitest';
import { draftDeck } from './deck/draft';
import { extractText } from './text';

// A text file's headings as READMEs, RFCs and FAQs write them. None was read: the Debian FAQ as a
// text file (debian-faq.txt) made a deck of three slides, all titled by the file's name.

const text = (s: string) => extractText(Buffer.from(s, 'utf8')).text;

describe("a text file's headings", () => {
  test('a line underlined with === or --- is a heading', () => {
    const readme = [
      'PXrubrica Package',
      '=================',
      '',
      'Ruby for LaTeX, as Japanese typesetting does it.',
      '',
      'Installation',
      '------------',
      '',
      'Copy the files into your TEXMF tree.',
      '',
      'Licence',
      '-------',
      '',
      'The MIT licence.',
      '',
      'Changes',
      '-------',
      '',
      'Version 1.3 adds emphasis dots.',
    ].join('\n');
    expect(text(readme)).toContain('# PXrubrica Package');
    expect(text(readme)).toContain('## Installation');
    const titles = draftDeck(text(readme), 'readme').slides.map((s) => s.title);
    expect(titles[0]).toBe('PXrubrica Package');
    expect(titles).toContain('Installation');
  });

  test('a rule of dashes after a blank line is a separator, not an underline', () => {
    const out = text('Intro paragraph.\n\n----------\n\nMore text.');
    expect(out).not.toContain('#');
    expect(out).not.toContain('---');
  });

  test('numbered headings set out to the left of an indented body are headings, under a centred title', () => {
    const body = (what: string) => [
      `    ${what} This answer is set in by four spaces, as the`,
      '    body of every answer in the FAQ is, over several lines of',
      '    text that wrap as a plain text file wraps them.',
    ];
    const faq = [
      '                      The Debian GNU/Linux FAQ',
      '',
      'Copyright © 1996-2021 Software in the Public Interest',
      '',
      '    Permission is granted to make and distribute verbatim copies.',
      '',
      'Chapter\u00a01.\u00a0Definitions and overview',
      '',
      '1.1.\u00a0What is this FAQ?',
      '',
      ...body('This document gives frequently asked questions about Debian.'),
      '',
      '1.2. What is the difference between Debian GNU/Linux and other Linux',
      'distributions? Why should I choose Debian?',
      '',
      ...body('Debian is built by volunteers and has many packages.'),
      '',
      'Chapter 2. Getting and installing Debian',
      '',
      '2.1. What is the latest version of Debian?',
      '',
      ...body('It is Debian 11, bullseye.'),
      '',
      'Chapter 3. Choosing a distribution',
      '',
      ...body('Choose stable for servers.'),
    ].join('\n');
    const out = text(faq);
    expect(out).toContain('# The Debian GNU/Linux FAQ');
    expect(out).toContain('## Chapter 1. Definitions and overview');
    expect(out).toContain('### 1.1. What is this FAQ?');
    expect(out).toContain(
      '### 1.2. What is the difference between Debian GNU/Linux and other Linux distributions? Why should I choose Debian?',
    );
    // A copyright line over its licence's indented terms is no section.
    expect(out).not.toContain('# Copyright');
    const titles = draftDeck(out, 'debian-faq').slides.map((s) => s.title);
    expect(titles[0]).toBe('The Debian GNU/Linux FAQ');
    expect(titles).toContain('Agenda');
    // The chapter's word and number go; a two-question heading is titled by its first question.
    expect(titles).toContain('Definitions and overview');
    expect(titles).not.toContain('Chapter 1. Definitions and overview');
  });

  test('a file whose paragraphs start at the margin has no outdented headings', () => {
    const out = text('Notes\n\nRun this:\n\n    make install\n\nThen check it.\n\n    make check');
    expect(out).not.toContain('#');
  });
});

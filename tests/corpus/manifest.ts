// The corpus of real documents (issue 18): documents other people wrote, obtained from places a
// clean checkout can reach — Debian packages (downloaded with apt-get and unpacked by
// tests/corpus/fetch.ts into tests/corpus/files/, never committed), test documents shipped inside
// npm packages we install, and the shared fixtures. A few cases exist only as a transformation of
// a real document (a Russian text saved in CP866, a Word file saved with a password); fetch.ts
// makes them from the real document named in `from`.

export type Script = 'Latin' | 'Cyrillic' | 'Japanese' | 'Chinese' | 'Korean' | 'Arabic' | 'Hebrew';
export type Kind = 'pdf' | 'docx' | 'doc' | 'html' | 'txt';

export type Source =
  /** A file of a Debian package: `apt-get download <deb>` and unpacked (gunzipped when it ends .gz). */
  | { deb: string; path: string }
  /** A file shipped in an installed npm package. */
  | { npm: string; path: string }
  /** One of ../shared/fixtures/documents. */
  | { shared: string }
  /** Made by fetch.ts from another corpus document. */
  | {
      from: string;
      transform:
        | 'soffice-docx'
        | 'soffice-doc'
        | 'soffice-pdf'
        | 'cp866'
        | 'shift_jis'
        | 'encrypt-docx'
        | 'truncate';
    };

export interface CorpusDocument {
  /** The name it is uploaded under (its extension gives its kind). */
  name: string;
  source: Source;
  licence: string;
  script: Script;
  /** What it exercises. */
  covers: string[];
  /** A phrase in the document's own script its extracted text must contain; absent for a refused file. */
  phrase?: string;
  /**
   * The deck's title (its title slide's) where it is known to go wrong: a PDF whose cover shows its
   * title as an image, or drops it with the running headers, has its metadata's title instead of
   * the byline under it.
   */
  title?: string;
  /** The status of the upload: 201, or 422 for a file that cannot be read (with the reason's words). */
  refused?: string;
}

const TL = '/usr/share/doc/texlive-doc';
const LSHORT = 'GPL-2+ (lshort and its translations)';
const DEBIAN_DOC = 'GPL-2+ (Debian documentation)';
const HANDBOOK = 'GPL-2+ or CC-BY-SA-3.0 (The Debian Administrator’s Handbook)';

export const CORPUS: CorpusDocument[] = [
  // ---- PDF
  {
    name: 'lshort-ukr.pdf',
    source: { deb: 'texlive-lang-cyrillic', path: `${TL}/latex/lshort-ukr/lshort-ukr.pdf` },
    licence: LSHORT,
    script: 'Cyrillic',
    covers: ['pdf', 'book', 'Ukrainian'],
    phrase: 'система комп’ютерного набору',
  },
  {
    name: 'lshort-bg.pdf',
    source: { deb: 'texlive-lang-cyrillic', path: `${TL}/latex/lshort-bulgarian/lshort-bg.pdf` },
    licence: LSHORT,
    script: 'Cyrillic',
    covers: ['pdf', 'Bulgarian'],
    phrase: 'система за текстообработка',
  },
  {
    name: 'mpman-ru.pdf',
    source: { deb: 'texlive-lang-cyrillic', path: `${TL}/metapost/mpman-ru/mpman-ru.pdf` },
    licence: 'LPPL (MetaPost manual, Russian translation)',
    script: 'Cyrillic',
    covers: ['pdf', 'Russian'],
    phrase: 'Текущая разработка размещена',
  },
  {
    name: 'texlive-ru.pdf',
    source: { deb: 'texlive-lang-cyrillic', path: `${TL}/texlive/texlive-ru/texlive-ru.pdf` },
    licence: 'public domain (TeX Live guide)',
    script: 'Cyrillic',
    covers: ['pdf', 'Russian'],
    phrase: 'Структура',
  },
  {
    name: 'lshortru.pdf',
    source: { deb: 'texlive-lang-cyrillic', path: `${TL}/latex/lshort-russian/lshortru.pdf` },
    licence: LSHORT,
    script: 'Cyrillic',
    covers: ['pdf', 'legacy 8-bit Cyrillic fonts without a Unicode map'],
    phrase: 'Предисловие',
  },
  {
    name: 'jlshort.pdf',
    source: { deb: 'texlive-lang-japanese', path: `${TL}/latex/lshort-japanese/jlshort.pdf` },
    licence: LSHORT,
    script: 'Japanese',
    covers: ['pdf', 'CMaps'],
    phrase: 'この冊子はフリーです',
  },
  {
    name: 'texlive-ja.pdf',
    source: { deb: 'texlive-lang-japanese', path: `${TL}/texlive/texlive-ja/texlive-ja.pdf` },
    licence: 'public domain (TeX Live guide)',
    script: 'Japanese',
    covers: ['pdf', 'CMaps'],
    phrase: 'インストール',
  },
  {
    name: 'debian-reference-ja.pdf',
    source: { deb: 'debian-reference-ja', path: '/usr/share/debian-reference/debian-reference.ja.pdf' },
    licence: DEBIAN_DOC,
    script: 'Japanese',
    covers: ['pdf', 'book'],
    phrase: 'Debianリファレンス',
    // Its cover is page 2 (page 1 is blank).
    title: 'Debianリファレンス',
  },
  {
    name: 'lshort-zh-cn.pdf',
    source: { deb: 'texlive-lang-chinese', path: `${TL}/latex/lshort-chinese/lshort-zh-cn.pdf` },
    licence: LSHORT,
    script: 'Chinese',
    covers: ['pdf', 'CMaps'],
    phrase: '简短',
  },
  {
    name: 'cnbook.pdf',
    source: { deb: 'texlive-lang-chinese', path: `${TL}/plain/impatient-cn/cnbook.pdf` },
    licence: 'GFDL (TeX for the Impatient, Chinese translation)',
    script: 'Chinese',
    covers: ['pdf', 'book of 300+ pages'],
    phrase: '命令',
  },
  {
    name: 'lshort-ko.pdf',
    source: { deb: 'texlive-lang-korean', path: `${TL}/latex/lshort-korean/lshort-ko.pdf` },
    licence: LSHORT,
    script: 'Korean',
    covers: ['pdf', 'Hangul'],
    phrase: '문서',
  },
  {
    name: 'arabic-book.pdf',
    source: { deb: 'texlive-lang-arabic', path: `${TL}/xelatex/arabic-book/arabic-book.pdf` },
    licence: 'LPPL (arabic-book class)',
    script: 'Arabic',
    covers: ['pdf', 'right to left'],
    phrase: 'اللغة العربية',
  },
  {
    name: 'al-Jahiz.pdf',
    source: { deb: 'texlive-lang-arabic', path: `${TL}/lualatex/arabluatex/samples/al-Jahiz.pdf` },
    licence: 'GPL-3+ (arabluatex)',
    script: 'Arabic',
    covers: ['pdf', 'right to left', 'vocalised classical Arabic'],
    phrase: 'دَجَاجَةُ أَبِي ٱلْهُذَيْلِ',
  },
  {
    name: 'cjhebrew.pdf',
    source: { deb: 'texlive-lang-other', path: `${TL}/latex/cjhebrew/cjhebrew.pdf` },
    licence: 'LPPL (cjhebrew)',
    script: 'Hebrew',
    covers: ['pdf', 'right to left', 'tables'],
    phrase: 'אבגד',
    title: 'The CJHebrew manual',
  },
  {
    name: 'gnuplot.pdf',
    source: { deb: 'gnuplot-doc', path: '/usr/share/doc/gnuplot/gnuplot.pdf' },
    licence: 'gnuplot licence',
    script: 'Latin',
    covers: ['pdf', 'book of 300+ pages', 'running headers'],
    phrase: 'Gnuplot is a portable command-line driven graphing utility',
    // The cover's title, which the other pages repeat as their running header.
    title: 'gnuplot 5.4',
  },
  {
    name: 'R-intro.pdf',
    source: { deb: 'r-doc-pdf', path: '/usr/share/R/doc/manual/R-intro.pdf' },
    licence: 'GPL-2+ (R manuals)',
    script: 'Latin',
    covers: ['pdf', 'tables', 'code'],
    phrase: 'integrated suite of software facilities',
    title: 'An Introduction to R',
  },
  {
    name: 'debian-faq.pdf',
    source: { deb: 'debian-faq', path: '/usr/share/doc/debian/FAQ/debian-faq.en.pdf.gz' },
    licence: DEBIAN_DOC,
    script: 'Latin',
    covers: ['pdf'],
    phrase: 'Debian GNU/Linux',
    title: 'The Debian GNU/Linux FAQ',
  },
  {
    name: 'maint-guide.pdf',
    source: { deb: 'maint-guide', path: '/usr/share/doc/maint-guide/maint-guide.en.pdf' },
    licence: DEBIAN_DOC,
    script: 'Latin',
    covers: ['pdf'],
    phrase: 'Debian',
    // As its cover prints it (with a typographic apostrophe); the metadata's title has a straight one.
    title: 'Debian New Maintainers’ Guide',
  },
  {
    name: 'ltnews36.pdf',
    source: { deb: 'texlive-latex-base-doc', path: `${TL}/latex/base/ltnews36.pdf` },
    licence: 'LPPL (LaTeX News)',
    script: 'Latin',
    covers: ['pdf', 'two columns'],
    phrase: 'For the “Tagged LATEX Project” this functionality is very important',
  },
  {
    name: 'multicol.pdf',
    source: { deb: 'texlive-latex-base-doc', path: `${TL}/latex/tools/multicol.pdf` },
    licence: 'LPPL (multicol)',
    script: 'Latin',
    covers: ['pdf', 'multi-column examples'],
    phrase: 'multicols',
  },
  {
    name: 'multicolumn.pdf',
    source: { shared: 'multicolumn.pdf' },
    licence: 'CC-BY-SA-4.0 (py-pdf sample-files)',
    script: 'Latin',
    covers: ['pdf', 'two columns', 'tables'],
    phrase: 'This is a sample document with two columns filled with Lorem Ipsum text.',
  },
  {
    name: 'pdflatex-4-pages.pdf',
    source: { shared: 'pdflatex-4-pages.pdf' },
    licence: 'CC-BY-SA-4.0 (py-pdf sample-files)',
    script: 'Latin',
    covers: ['pdf', 'no headings'],
    phrase: 'Is there no information?',
  },
  {
    name: 'google-doc-document.pdf',
    source: { shared: 'google-doc-document.pdf' },
    licence: 'CC-BY-SA-4.0 (py-pdf sample-files)',
    script: 'Latin',
    covers: ['pdf'],
    phrase: 'Beautiful is better than ugly.',
  },
  {
    name: 'niqqudless.pdf',
    source: { from: 'niqqudless.odt', transform: 'soffice-pdf' },
    licence: 'GPL-2 (hspell)',
    script: 'Hebrew',
    covers: ['pdf', 'right to left', 'made by LibreOffice from a real Hebrew document'],
    phrase: 'כתיב',
    title: 'סוגיות בכתיב חסר הניקוד',
  },
  {
    name: 'libreoffice-writer-password.pdf',
    source: { shared: 'libreoffice-writer-password.pdf' },
    licence: 'CC-BY-SA-4.0 (py-pdf sample-files)',
    script: 'Latin',
    covers: ['pdf', 'protected'],
    refused: 'protected with a password',
  },
  {
    name: 'truncated-gnuplot.pdf',
    source: { from: 'gnuplot.pdf', transform: 'truncate' },
    licence: 'gnuplot licence',
    script: 'Latin',
    covers: ['pdf', 'damaged (cut short)'],
    refused: 'looks damaged',
  },

  // ---- DOCX
  {
    name: 'test03.docx',
    source: { shared: 'test03.docx' },
    licence: 'MIT (word-extractor test data)',
    script: 'Latin',
    covers: ['docx', 'tables'],
    phrase: 'Can You Release Commercial Works?',
  },
  {
    name: 'test06.docx',
    source: { shared: 'test06.docx' },
    licence: 'MIT (word-extractor test data)',
    script: 'Latin',
    covers: ['docx', 'French', 'tables', 'headers'],
    phrase: 'Paquetage',
  },
  {
    name: 'bigfile-01.docx',
    source: { shared: 'bigfile-01.docx' },
    licence: 'MIT (word-extractor test data)',
    script: 'Latin',
    covers: ['docx', 'long'],
    phrase: 'Welcome to BlogCFC',
  },
  {
    name: 'bad-xml.docx',
    source: { shared: 'bad-xml.docx' },
    licence: 'MIT (word-extractor test data)',
    script: 'Latin',
    covers: ['docx', 'tracked changes'],
    phrase: 'This is a test of reviewing',
  },
  {
    name: 'mammoth-tables.docx',
    source: { npm: 'mammoth', path: 'test/test-data/tables.docx' },
    licence: 'BSD-2-Clause (mammoth test data)',
    script: 'Latin',
    covers: ['docx', 'tables'],
    phrase: 'Top left',
  },
  {
    name: 'mammoth-footnotes.docx',
    source: { npm: 'mammoth', path: 'test/test-data/footnotes.docx' },
    licence: 'BSD-2-Clause (mammoth test data)',
    script: 'Latin',
    covers: ['docx', 'footnotes'],
    phrase: 'Ouch',
  },
  {
    name: 'mammoth-text-box.docx',
    source: { npm: 'mammoth', path: 'test/test-data/text-box.docx' },
    licence: 'BSD-2-Clause (mammoth test data)',
    script: 'Latin',
    covers: ['docx', 'text box'],
    phrase: 'Datum plane',
  },
  {
    name: 'mammoth-strict.docx',
    source: { npm: 'mammoth', path: 'test/test-data/strict-format.docx' },
    licence: 'BSD-2-Clause (mammoth test data)',
    script: 'Latin',
    covers: ['docx', 'strict OOXML'],
    phrase: 'Test',
  },
  {
    name: 'niqqudless.docx',
    source: { from: 'niqqudless.odt', transform: 'soffice-docx' },
    licence: 'GPL-2 (hspell)',
    script: 'Hebrew',
    covers: ['docx', 'right to left', 'made by LibreOffice from a real Hebrew document'],
    phrase: 'כתיב',
    // A Word file whose title is its first line, not a heading.
    title: 'סוגיות בכתיב חסר הניקוד',
  },
  {
    name: 'protected.docx',
    source: { from: 'test06.docx', transform: 'encrypt-docx' },
    licence: 'MIT (word-extractor test data)',
    script: 'Latin',
    covers: ['docx', 'protected (ECMA-376 agile encryption)'],
    refused: 'protected with a password',
  },

  // ---- DOC
  {
    name: 'test02.doc',
    source: { shared: 'test02.doc' },
    licence: 'MIT (word-extractor test data)',
    script: 'Latin',
    covers: ['doc'],
    phrase: 'This Test consists of several paragraphs',
  },
  {
    name: 'test06.doc',
    source: { shared: 'test06.doc' },
    licence: 'MIT (word-extractor test data)',
    script: 'Latin',
    covers: ['doc', 'French', 'tables'],
    phrase: 'Paquetage',
  },
  {
    name: 'niqqudless.doc',
    source: { from: 'niqqudless.odt', transform: 'soffice-doc' },
    licence: 'GPL-2 (hspell)',
    script: 'Hebrew',
    covers: ['doc', 'right to left', 'made by LibreOffice from a real Hebrew document'],
    phrase: 'כתיב',
  },
  {
    name: 'badfile-01-bad-header.doc',
    source: { shared: 'badfile-01-bad-header.doc' },
    licence: 'MIT (word-extractor test data)',
    script: 'Latin',
    covers: ['doc', 'damaged'],
    refused: 'not a readable Word document',
  },

  // ---- HTML
  {
    name: 'handbook-ar.html',
    source: { deb: 'debian-handbook', path: '/usr/share/doc/debian-handbook/html/ar-MA/sect.apt-get.html' },
    licence: HANDBOOK,
    script: 'Arabic',
    covers: ['html', 'right to left', 'site navigation'],
    phrase: 'apt',
  },
  {
    name: 'handbook-ja.html',
    source: { deb: 'debian-handbook', path: '/usr/share/doc/debian-handbook/html/ja-JP/sect.apt-get.html' },
    licence: HANDBOOK,
    script: 'Japanese',
    covers: ['html', 'site navigation'],
    phrase: 'パッケージ',
  },
  {
    name: 'handbook-ru.html',
    source: { deb: 'debian-handbook', path: '/usr/share/doc/debian-handbook/html/ru-RU/sect.apt-get.html' },
    licence: HANDBOOK,
    script: 'Cyrillic',
    covers: ['html', 'site navigation'],
    phrase: 'пакет',
  },
  {
    name: 'handbook-zh.html',
    source: { deb: 'debian-handbook', path: '/usr/share/doc/debian-handbook/html/zh-CN/sect.apt-get.html' },
    licence: HANDBOOK,
    script: 'Chinese',
    covers: ['html', 'site navigation'],
    phrase: '软件包',
  },
  {
    name: 'texlive-sr.html',
    source: { deb: 'texlive-lang-cyrillic', path: `${TL}/texlive/texlive-sr/texlive-sr.html` },
    licence: 'public domain (TeX Live guide)',
    script: 'Cyrillic',
    covers: ['html', 'Serbian', 'long'],
    phrase: 'инсталација',
  },
  {
    name: 'arabi-samplebook.html',
    source: { deb: 'texlive-lang-arabic', path: `${TL}/latex/arabi/samplebook.html` },
    licence: 'LPPL (arabi)',
    script: 'Arabic',
    covers: ['html', 'right to left'],
    phrase: 'في',
  },
  {
    name: 'libreoffice-help-ru.html',
    source: {
      deb: 'libreoffice-help-ru',
      path: '/usr/share/libreoffice/help/ru/text/shared/optionen/macrosecurity.html',
    },
    licence: 'MPL-2.0 (LibreOffice help)',
    script: 'Cyrillic',
    covers: ['html', 'navigation', 'scripts'],
    phrase: 'макрос',
  },
  {
    name: 'developers-reference.html',
    source: {
      deb: 'developers-reference',
      path: '/usr/share/developers-reference/best-pkging-practices.html',
    },
    licence: DEBIAN_DOC,
    script: 'Latin',
    covers: ['html', 'site navigation', 'long'],
    phrase: 'debian/control',
  },

  // ---- TXT
  {
    name: 'debian-faq.txt',
    source: { deb: 'debian-faq', path: '/usr/share/doc/debian/FAQ/debian-faq.en.txt.gz' },
    licence: DEBIAN_DOC,
    script: 'Latin',
    covers: ['txt', 'long', 'hard-wrapped lines'],
    phrase: 'Debian',
    // A plain text file: its title is centred above headings set out to the left.
    title: 'The Debian GNU/Linux FAQ',
  },
  {
    name: 'disser-readme-cp1251.txt',
    source: { deb: 'texlive-lang-cyrillic', path: `${TL}/latex/disser/README-ru.md` },
    licence: 'LPPL (disser)',
    script: 'Cyrillic',
    covers: ['txt', 'Windows-1251'],
    phrase: 'Пакет disser предназначен для верстки дипломов',
  },
  {
    name: 'disser-readme-cp866.txt',
    source: { from: 'disser-readme-cp1251.txt', transform: 'cp866' },
    licence: 'LPPL (disser)',
    script: 'Cyrillic',
    covers: ['txt', 'CP866 (re-encoded from the real text)'],
    phrase: 'Пакет disser предназначен для верстки дипломов',
  },
  {
    name: 'pst-eucl-bg.txt',
    source: {
      deb: 'texlive-lang-cyrillic',
      path: `${TL}/latex/pst-eucl-translation-bg/README-bulgarian.txt`,
    },
    licence: 'LPPL (pst-eucl)',
    script: 'Cyrillic',
    covers: ['txt', 'Windows-1251', 'Bulgarian'],
    phrase: 'Евклидова геометрия',
  },
  {
    name: 'pxrubrica-readme-ja.txt',
    source: { deb: 'texlive-lang-japanese', path: `${TL}/platex/pxrubrica/README-ja.md` },
    licence: 'MIT (pxrubrica)',
    script: 'Japanese',
    covers: ['txt', 'UTF-8'],
    phrase: 'ルビ',
  },
  {
    name: 'pxrubrica-readme-sjis.txt',
    source: { from: 'pxrubrica-readme-ja.txt', transform: 'shift_jis' },
    licence: 'MIT (pxrubrica)',
    script: 'Japanese',
    covers: ['txt', 'Shift_JIS (re-encoded from the real text)'],
    phrase: 'ルビ',
  },
  {
    name: 'lshort-chinese-readme.txt',
    source: { deb: 'texlive-lang-chinese', path: `${TL}/latex/lshort-chinese/README-zh.md` },
    licence: LSHORT,
    script: 'Chinese',
    covers: ['txt', 'UTF-8'],
    phrase: '许可证',
  },
];

/** Real documents in a format we do not import, that corpus documents are made from. */
export const MATERIALS: Record<string, Source & { deb: string }> = {
  'niqqudless.odt': { deb: 'hspell', path: '/usr/share/doc/hspell/niqqudless.odt' },
};

/** Where fetch.ts keeps the documents it downloads or makes. */
export const CORPUS_DIR = 'tests/corpus/files';

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// LibreOffice as the reference reader of PowerPoint files (issue 30): each file converted to PDF
// by Impress, then its page count (pdfinfo) and each page's text (pdftotext).

/** Converts the files to PDF in one soffice run; answers the folder of the PDFs. */
export function toPdfs(files: string[]): string {
  const out = mkdtempSync(path.join(os.tmpdir(), 'pptx-ref-'));
  // A profile of its own, so a LibreOffice the developer has open does not take the job.
  const profile = `file://${mkdtempSync(path.join(os.tmpdir(), 'lo-profile-'))}`;
  execFileSync(
    'soffice',
    [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', out, ...files],
    { stdio: 'ignore', timeout: 300_000 },
  );
  return out;
}

export const pdfOf = (dir: string, file: string) => {
  const name = `${path.basename(file).replace(/\.[^.]+$/, '')}.pdf`;
  return readdirSync(dir).includes(name) ? path.join(dir, name) : undefined;
};

export function pageCount(pdf: string): number {
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

export function pageText(pdf: string, page: number): string {
  return execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-enc', 'UTF-8', pdf, '-'], {
    encoding: 'utf8',
  });
}

/**
 * Words as they are compared: NFKC, lower case, letters and digits; a CJK character is a word of
 * its own (those scripts put no spaces between words).
 */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[\p{L}\p{N}]+/gu) ?? []
  );
}

import { plainCard } from './boardCard';
import { plainBoard, withoutHtml } from './boardExport';
import { plainInvite } from './calendarInvite';
import { plainCrm } from './crmRecord';
import { plainRecap } from './meetingRecap';
import { plainMime } from './mimeMessage';
import { plainPdfCopy } from './pdfCopy';
import { plainScanned } from './scannedText';
import { plainVideo } from './videoTranscript';
import { plainWiki } from './wikiPage';

/**
 * The readers of a brief pasted in a machine's format, in the order they run, each returning the
 * brief unchanged when it is not in its format: a mail's raw source, a calendar invite's .ics
 * text, a whiteboard's CSV export, HTML markup and entities, text copied out of a PDF, a CRM
 * record's page, an AI meeting recap, a scanner's text recognition, a task-board card, a video's
 * transcript page, a wiki page's markup. They run before anything reads the brief (its language,
 * its title). (Markup the reader reads line by line, a ticket's, a questionnaire's, last year's
 * outline, is read in reading.ts.)
 */
const READERS: ReadonlyArray<(brief: string) => string> = [
  plainMime,
  plainInvite,
  plainBoard,
  withoutHtml,
  plainPdfCopy,
  plainCrm,
  plainRecap,
  plainScanned,
  plainCard,
  plainVideo,
  plainWiki,
];

export const asPasted = (brief: string) => READERS.reduce((text, read) => read(text), brief);

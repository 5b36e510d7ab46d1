import { HttpError } from '../lib/errors';

export type ExportFormat = 'pdf' | 'html' | 'pptx';

const FORMAT_NAMES: Record<ExportFormat, string> = { pdf: 'PDF', html: 'HTML', pptx: 'PowerPoint' };

/** An export stopped for its own sake (memory, time, a full queue); `reason` completes "The PDF export of “Deck” …". */
export class ExportRefused extends Error {
  constructor(
    readonly status: 422 | 503,
    readonly code: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * Runs an export and answers any failure as a 4xx or 503 naming the deck and the format, never a
 * 500 (issue 27): a worker or builder that ran out of memory or time is a refusal of this deck's
 * export, and the server goes on serving.
 */
export async function guardExport<T>(
  deck: { id: string; title: string },
  format: ExportFormat,
  work: () => Promise<T>,
  log?: { warn(obj: object, msg: string): void },
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const refused = asRefusal(err);
    if (!refused) throw err;
    log?.warn({ err, presentationId: deck.id, format }, 'export refused');
    const what = `The ${FORMAT_NAMES[format]} export of “${deck.title}”`;
    const message = refused.said
      ? `${what} failed: ${refused.reason}`
      : `${what} ${refused.reason}. ${
          refused.status === 422 ? 'Make the deck smaller, or split it.' : 'Please try again in a minute.'
        }`;
    throw new HttpError(refused.status, refused.code, message, refused.headers, {
      presentationId: deck.id,
      format,
    });
  }
}

function asRefusal(
  err: unknown,
): (ExportRefused & { headers?: Record<string, string>; said?: boolean }) | undefined {
  if (err instanceof ExportRefused) return err;
  if (err instanceof HttpError) {
    // Client errors stand as they are; the export's own stops are named for the deck and format.
    if (err.status < 500) return undefined;
    if (err.code === 'export_timeout')
      return new ExportRefused(503, 'export_timeout', 'took too long and was stopped');
    // Already a sentence for the user (the browser crashed, Chromium is missing): kept as it is.
    return Object.assign(new ExportRefused(503, err.code, err.message), { headers: err.headers, said: true });
  }
  const code = (err as { code?: string } | null)?.code;
  const message = err instanceof Error ? err.message : String(err);
  // A render worker past its heap limit is stopped by Node, its job refused; the server lives on.
  if (code === 'ERR_WORKER_OUT_OF_MEMORY' || /render worker stopped|out of memory/i.test(message))
    return new ExportRefused(
      422,
      'export_too_large',
      'needs more memory than an export may use and was stopped',
    );
  return new ExportRefused(503, 'export_failed', 'failed and was stopped');
}

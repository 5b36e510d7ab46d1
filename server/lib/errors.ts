import { waitInWords } from '../../common/waitTime';

/** The one error type routes and services throw; the error handler turns it into the JSON shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More about the error, sent beside code and message (a 409 conflict's field and current value). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
export const unauthorized = (message = 'Authentication required') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const tooMany = (retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', `Too many attempts. Try again in ${waitInWords(retryAfterSeconds)}.`, {
    'retry-after': String(retryAfterSeconds),
  });

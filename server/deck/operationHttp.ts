import type { OperationError } from '../../common/deck/state';
import { HttpError } from '../lib/errors';

/**
 * An operation that cannot apply, as an answer: a 400 (or 409 for a full deck or a clash) naming
 * the operation ("operations.2.slideId"), or the field alone (`plain`) for SPEC's routes that take
 * one change. Kept here, not on the error: the reducer is shared with the browser, HTTP is not.
 */
export function operationHttpError(err: OperationError, plain = false): HttpError {
  const field = plain ? err.field : `operations.${err.index}${err.field ? `.${err.field}` : ''}`;
  return new HttpError(
    err.status,
    err.status === 409 ? 'conflict' : 'invalid_input',
    plain ? err.plainMessage : err.message,
    {},
    err.conflict ? { field, ...err.conflict } : {},
  );
}

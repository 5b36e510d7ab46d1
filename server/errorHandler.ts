import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './lib/errors';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** "name: name is required" — the field first, so a client can tell which input was wrong. */
function describeValidation(context: string | undefined, issues: Issue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const pathParts = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
      const field = pathParts.length ? pathParts.join('.') : (context ?? 'body');
      const message = issue.message ?? 'is invalid';
      return message.startsWith(field) ? message : `${field}: ${message}`;
    })
    .join('; ');
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details: Record<string, unknown> = {},
) {
  return reply
    .status(status)
    .type('application/json')
    .send({ error: { ...details, code, message } });
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return sendError(reply, error.status, error.code, error.message, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendError(
      reply,
      400,
      'invalid_input',
      describeValidation(error.validationContext, error.validation as Issue[]),
    );
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return sendError(reply, 500, 'internal', 'Something went wrong on our side');
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return sendError(reply, 413, 'too_large', 'The request body is too large');
  if (status === 415) return sendError(reply, 415, 'unsupported_media_type', 'Requests must be sent as JSON');
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, empty JSON body, bad URL): safe to pass on.
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The body is not valid JSON'
        : error.message;
    return sendError(reply, status, 'bad_request', message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 500, 'internal', 'Something went wrong on our side');
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KB, broken
 * framing, a client too slow): answered in the one error shape too, then the socket is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: import('node:net').Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'timeout', 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headers_too_large', 'The request headers are too large']
        : [400, 'bad_request', 'The request is not valid HTTP'];
  const body = JSON.stringify({ error: { code, message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

import type { FastifyRequest } from 'fastify';

/**
 * Whether the browser reached us over HTTPS, so cookies get `Secure`: the request says so (TLS
 * here, or a trusted proxy's X-Forwarded-Proto), or the public address the links use is https.
 */
export function overHttps(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return request.protocol === 'https' || Boolean(publicUrl?.startsWith('https://'));
}

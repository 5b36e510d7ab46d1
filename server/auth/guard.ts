import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { forbidden, HttpError, unauthorized } from '../lib/errors';
import { SESSION_COOKIE } from './sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths open without a dashboard session: the login itself, the health check and the public viewer. */
function isPublic(method: string, path: string): boolean {
  if (path === '/api/auth/login' && method === 'POST') return true;
  if (path === '/api/health') return true;
  // Uploaded images are capability URLs (random ids) shown on share pages and in exports.
  if (path.startsWith('/api/files/') && (method === 'GET' || method === 'HEAD')) return true;
  return path.startsWith('/api/view/');
}

/**
 * A cross-site form post or fetch must not change anything: state-changing requests must come from
 * our own origin (Sec-Fetch-Site / Origin) and, when they carry a body, be JSON.
 */
function assertSameOriginJson(request: FastifyRequest, publicUrl: string | undefined) {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none')
    throw forbidden('Cross-site requests are not allowed');
  const origin = request.headers.origin;
  if (origin) {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden('Cross-site requests are not allowed');
    }
    const allowed = new Set([request.headers.host]);
    if (publicUrl) allowed.add(new URL(publicUrl).host);
    if (!allowed.has(originHost)) throw forbidden('Cross-site requests are not allowed');
  }
  const type = request.headers['content-type'];
  const hasBody =
    Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  if (isSameOriginUpload(request, type)) return;
  if ((type || hasBody) && !/^application\/json\b/i.test(type ?? '')) {
    throw new HttpError(415, 'unsupported_media_type', 'Requests must be sent as JSON');
  }
}

/** Routes that take a file as multipart/form-data (issue 30: a PowerPoint file is too big for base64 JSON). */
const MULTIPART_ROUTES = new Set(['/api/presentations/:id/import', '/api/clients/:id/brand/import']);

/**
 * A form a cross-site page posts may be multipart too, so a multipart body is taken only where a
 * browser proves it comes from our own page: Sec-Fetch-Site same-origin, or an Origin (checked
 * above to be ours). A page elsewhere can send neither.
 */
function isSameOriginUpload(request: FastifyRequest, type: string | undefined): boolean {
  if (!/^multipart\/form-data\b/i.test(type ?? '') || !MULTIPART_ROUTES.has(routedPath(request)))
    return false;
  return request.headers['sec-fetch-site'] === 'same-origin' || request.headers.origin !== undefined;
}

/**
 * The path the router understood. The router decodes percent-escapes before matching, so the raw
 * URL is not it: "/%61pi/clients" reaches the route "/api/clients". The matched route's pattern
 * is what decides; an unmatched request (a 404 to come) is judged by its decoded path.
 */
function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function makeGuard(deps: Deps) {
  return async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const path = routedPath(request);
    if (!path.startsWith('/api/')) return;
    assertSameOriginJson(request, deps.config.publicUrl);
    if (isPublic(request.method, path)) return;
    const session = await deps.sessions.lookup(request.cookies[SESSION_COOKIE]);
    if (!session) throw unauthorized();
    request.session = session;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    session?: import('./sessions').SessionInfo;
  }
}

import type { App } from '../../server/deps';

export interface Route {
  method: string;
  /** The route's pattern, e.g. /api/presentations/:id/versions */
  path: string;
}

/**
 * Every route the app has registered, read from Fastify's own route tree, so that tests meant for
 * "every route" also cover routes added after they were written.
 */
export function appRoutes(app: App): Route[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of lines) {
    const mark = line.indexOf('── ');
    if (mark < 0) continue;
    const depth = Math.round((mark - 1) / 4);
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(mark + 3));
    if (!match) continue;
    const segment = match[1]!;
    const full = (depth > 0 ? stack[depth - 1]! : '') + segment;
    stack[depth] = full;
    stack.length = depth + 1;
    for (const method of (match[2] ?? '').split(',').map((m) => m.trim())) {
      if (method) routes.push({ method, path: full });
    }
  }
  return routes;
}

/** Routes that answer without a dashboard session (server/auth/guard.ts). */
export function isPublicRoute({ method, path }: Route): boolean {
  // The guard looks after /api/ only: the app's own files (the bundled fonts at /fonts/) are public.
  if (!path.startsWith('/api/')) return true;
  if (path === '/api/auth/login' && method === 'POST') return true;
  if (path === '/api/health') return true;
  if (path.startsWith('/api/files/') && (method === 'GET' || method === 'HEAD')) return true;
  return path.startsWith('/api/view/');
}

/** Fills a route pattern's parameters (":id", ":token", ...) with the given value. */
export function fillParams(pattern: string, value: string | ((name: string) => string)): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(typeof value === 'function' ? value(name) : value),
  );
}

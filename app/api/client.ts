/**
 * The one way the app talks to the server (SPEC §7): credentials on every call, a JSON body only
 * when there is one, JSON parsed only when the reply says JSON, and a failed call's message is
 * "{status}: {message}".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** The error object's other fields (a 409 conflict's field, revision and current value). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(`${status}: ${message}`);
    this.name = 'ApiError';
  }
  /** The server's own words, without the status prefix, for toasts and field hints. */
  get serverMessage(): string {
    return this.message.replace(/^\d+: /, '');
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The dashboard gate listens here: any 401 from a dashboard call brings it back. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** For calls made outside apiRequest (streams, downloads): a 401 brings the gate back. */
export function notifyUnauthorized() {
  for (const listener of unauthorizedListeners) listener();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Public calls (the shared viewer) must not bring the dashboard gate back on 401. */
  public?: boolean;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  const res = await fetch(path, {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    credentials: 'include',
    headers: hasBody ? { 'content-type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let message = text;
    let code: string | undefined;
    let details: Record<string, unknown> = {};
    if (isJson && text) {
      try {
        const parsed = JSON.parse(text) as {
          error?: { message?: string; code?: string } & Record<string, unknown>;
          message?: string;
        };
        message = parsed.error?.message ?? parsed.message ?? text;
        code = parsed.error?.code;
        details = parsed.error ?? {};
      } catch {
        // Not JSON after all: keep the body text.
      }
    }
    if (res.status === 401 && !options.public) notifyUnauthorized();
    throw new ApiError(res.status, message || res.statusText || 'Request failed', code, details);
  }
  if (res.status === 204 || !isJson) return (await res.text()) as T;
  return (await res.json()) as T;
}

/** Data queries: the joined path parts are the address (SPEC §7). */
export function pathOf(queryKey: readonly unknown[]): string {
  return queryKey.join('/');
}

/** A file download from an export route; the server names the file. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const res = await fetch(path, { credentials: 'include' });
  if (!res.ok) {
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    const text = await res.text().catch(() => '');
    let message = text;
    if (isJson) {
      try {
        message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text;
      } catch {}
    }
    if (res.status === 401) notifyUnauthorized();
    throw new ApiError(res.status, message || res.statusText);
  }
  const blob = await res.blob();
  const name = fileNameFrom(res.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function fileNameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {}
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1];
}

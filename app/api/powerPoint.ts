import { ApiError, notifyUnauthorized } from './client';

/** The extensions a PowerPoint file is sent under (issue 30): a deck, a template, a deck with macros. */
export const POWERPOINT_ACCEPT = '.pptx,.potx,.pptm';
export const isPowerPoint = (file: File) => /\.(pptx|potx|pptm)$/i.test(file.name);

export interface PowerPointImport {
  count: number;
  message: string;
  warning?: string;
}

export interface PowerPointBrand {
  colors: Partial<Record<string, string>>;
  fonts: { heading: string; body: string };
  sourceFonts: { heading: string; body: string };
  notes: string[];
  logo?: string;
}

/**
 * A file sent as the multipart field `file` (a PowerPoint file may be 50 MB: no base64 JSON). The
 * browser sets the content type with its boundary; errors come back as apiRequest's do.
 */
async function sendFile<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch(path, { method: 'POST', credentials: 'include', body: form });
  if (res.ok) return (await res.json()) as T;
  // The error's shape is the server's one error shape, read as apiRequest reads it.
  const text = await res.text().catch(() => '');
  let message = text || res.statusText;
  let code: string | undefined;
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string; code?: string } };
    message = parsed.error?.message ?? message;
    code = parsed.error?.code;
  } catch {
    // Not JSON: keep the text.
  }
  if (res.status === 401) notifyUnauthorized();
  throw new ApiError(res.status, message, code);
}

/** Appends the slides of a PowerPoint file to the deck. */
export const importPowerPoint = (presentationId: string, file: File) =>
  sendFile<PowerPointImport>(`/api/presentations/${presentationId}/import`, file);

/** A template's colours, fonts and logo for the client's brand kit (nothing is saved but the logo). */
export const brandFromPowerPoint = (clientId: string, file: File) =>
  sendFile<PowerPointBrand>(`/api/clients/${clientId}/brand/import`, file);

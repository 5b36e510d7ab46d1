import { LOGO_MAX_BYTES } from '@common/limits';
import { apiRequest } from './client';

/** A file as a data: URL, the way the upload routes take it. */
export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Failed to read file'));
    reader.onerror = () => reject(new Error('Failed to read file'));
    reader.readAsDataURL(file);
  });
}

/** What the file inputs for logos and pictures offer: the server takes these (an SVG it draws to a PNG). */
export const IMAGE_ACCEPT =
  'image/png,image/jpeg,image/gif,image/webp,image/svg+xml,.png,.jpg,.jpeg,.gif,.webp,.svg';

/** The same, for people: the help text under a logo's upload button. */
export const IMAGE_TYPES_TEXT = 'PNG, JPEG, GIF, WebP or SVG, under 5 MB';

/** Why a file cannot be a logo or picture (SPEC's texts, as a toast's message and title), or null. */
export function imageProblem(file: File): { message: string; title: string } | null {
  // Some systems give an .svg no type at all; the server looks at its content either way.
  const svgByName = file.type === '' && /\.svg$/i.test(file.name);
  if (!file.type.startsWith('image/') && !svgByName)
    return { message: 'Please upload an image file', title: 'Invalid file type' };
  if (file.size >= LOGO_MAX_BYTES)
    return { message: 'File size must be less than 5MB', title: 'File too large' };
  return null;
}

/**
 * Uploads a deck's logo or one of its pictures, or a client's brand-kit logo (the server's one
 * image route per kind); its address.
 */
export async function uploadImage(
  ownerId: string,
  kind: 'logo' | 'pictures' | 'client-logo',
  file: File,
): Promise<string> {
  const path =
    kind === 'client-logo' ? `/api/clients/${ownerId}/logo` : `/api/presentations/${ownerId}/${kind}`;
  const res = await apiRequest<{ url?: string }>(path, {
    body: { file: await readFileAsDataUrl(file), fileName: file.name, fileType: file.type },
  });
  if (typeof res.url !== 'string') throw new Error('Invalid response from server');
  return res.url;
}

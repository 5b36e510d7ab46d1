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

/** Why a file cannot be a logo or picture (SPEC's texts, as a toast's message and title), or null. */
export function imageProblem(file: File): { message: string; title: string } | null {
  if (!file.type.startsWith('image/'))
    return { message: 'Please upload an image file', title: 'Invalid file type' };
  if (file.size >= LOGO_MAX_BYTES)
    return { message: 'File size must be less than 5MB', title: 'File too large' };
  return null;
}

/** Uploads a deck's logo or one of its pictures (the server's one image route per kind); its address. */
export async function uploadImage(
  presentationId: string,
  kind: 'logo' | 'pictures',
  file: File,
): Promise<string> {
  const res = await apiRequest<{ url?: string }>(`/api/presentations/${presentationId}/${kind}`, {
    body: { file: await readFileAsDataUrl(file), fileName: file.name, fileType: file.type },
  });
  if (typeof res.url !== 'string') throw new Error('Invalid response from server');
  return res.url;
}

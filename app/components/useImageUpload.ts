import { type ChangeEvent, useRef, useState } from 'react';
import { IMAGE_ACCEPT, imageProblem } from '../api/images';
import { toastError } from './ui/toast';

/**
 * A hidden logo or picture file input (`inputProps`, opened by `choose`): SPEC's checks on the
 * file first (its type and size, said in their own toasts), then `upload`, which reports its own
 * success. A failure is a toast titled "Upload failed" whose message `failed` words from the error.
 */
export function useImageUpload(upload: (file: File) => Promise<void>, failed: (err: unknown) => string) {
  const [uploading, setUploading] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  async function onChange(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    // Cleared at once, so choosing the same file again uploads it again.
    e.target.value = '';
    if (file) await take(file);
  }
  /** A file from the picker, or dropped or pasted. */
  async function take(file: File) {
    const problem = imageProblem(file);
    if (problem) return toastError(problem.message, problem.title);
    setUploading(true);
    try {
      await upload(file);
    } catch (err) {
      toastError(failed(err), 'Upload failed');
    } finally {
      setUploading(false);
    }
  }
  return {
    uploading,
    take,
    choose: () => ref.current?.click(),
    inputProps: { ref, type: 'file', accept: IMAGE_ACCEPT, className: 'hidden', onChange } as const,
  };
}

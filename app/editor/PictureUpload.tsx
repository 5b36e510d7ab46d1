import { LOGO_MAX_BYTES } from '@common/limits';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { apiRequest } from '../api/client';
import { Button } from '../components/ui/button';
import { toast, toastError } from '../components/ui/toast';
import { readFileAsDataUrl } from './BriefPanel';

/**
 * Uploads a picture for an html slide and hands back its address on this app. Slides show
 * pictures from this app (or data: URLs) only, so an agency's CDN images are uploaded here.
 */
export function PictureUpload({
  presentationId,
  onUploaded,
}: {
  presentationId: string;
  onUploaded: (url: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/'))
      return toastError('Please upload an image file', 'Invalid file type');
    if (file.size >= LOGO_MAX_BYTES) return toastError('File size must be less than 5MB', 'File too large');
    setUploading(true);
    try {
      const res = await apiRequest<{ url?: string }>(`/api/presentations/${presentationId}/pictures`, {
        body: { file: await readFileAsDataUrl(file), fileName: file.name, fileType: file.type },
      });
      if (typeof res.url !== 'string') throw new Error('Invalid response from server');
      onUploaded(res.url);
      toast({ title: 'Picture uploaded successfully' });
    } catch {
      toastError('Failed to upload picture. Please try again.', 'Upload failed');
    } finally {
      setUploading(false);
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="hidden"
        onChange={upload}
        aria-label="Picture file"
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={uploading}
        onClick={() => input.current?.click()}
      >
        <ImagePlus className="size-4" aria-hidden />
        {uploading ? 'Uploading…' : 'Upload picture'}
      </Button>
    </>
  );
}

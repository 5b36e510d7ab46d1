import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { IMAGE_ACCEPT, imageProblem, uploadImage } from '../api/images';
import { Button } from '../components/ui/button';
import { toast, toastError } from '../components/ui/toast';

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
    const problem = imageProblem(file);
    if (problem) return toastError(problem.message, problem.title);
    setUploading(true);
    try {
      onUploaded(await uploadImage(presentationId, 'pictures', file));
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
        accept={IMAGE_ACCEPT}
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

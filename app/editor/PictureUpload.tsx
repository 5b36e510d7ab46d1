import { ImagePlus } from 'lucide-react';
import { uploadImage } from '../api/images';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/toast';
import { useImageUpload } from '../components/useImageUpload';

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
  const { uploading, choose, inputProps } = useImageUpload(
    async (file) => {
      onUploaded(await uploadImage(presentationId, 'pictures', file));
      toast({ title: 'Picture uploaded successfully' });
    },
    () => 'Failed to upload picture. Please try again.',
  );

  return (
    <>
      <input {...inputProps} aria-label="Picture file" />
      <Button type="button" variant="outline" size="sm" disabled={uploading} onClick={choose}>
        <ImagePlus className="size-4" aria-hidden />
        {uploading ? 'Uploading…' : 'Upload picture'}
      </Button>
    </>
  );
}

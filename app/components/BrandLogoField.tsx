import { ImageUp } from 'lucide-react';
import { IMAGE_TYPES_TEXT, uploadImage } from '../api/images';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { Spinner } from './ui/spinner';
import { toast } from './ui/toast';
import { useImageUpload } from './useImageUpload';

/**
 * A client's logo: uploaded to the client (an SVG is drawn to a PNG by the server, so every view
 * and export shows it) or given as an address; saved with the form it sits in (the brand kit, or
 * the Edit Client dialog).
 */
export function BrandLogoField({
  clientId,
  value,
  onChange,
  label = 'Logo',
  id = 'brand-logo',
}: {
  clientId: string;
  value: string;
  onChange: (logo: string) => void;
  label?: string;
  id?: string;
}) {
  const { uploading, choose, inputProps } = useImageUpload(
    async (file) => {
      onChange(await uploadImage(clientId, 'client-logo', file));
      toast({ title: 'Logo uploaded successfully' });
    },
    // The server says why (an SVG that links to other files, one too complex to draw…).
    (err) => (err instanceof Error ? err.message : 'Failed to upload logo. Please try again.'),
  );

  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <div className="flex h-9 w-16 shrink-0 items-center justify-center rounded border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:10px_10px]">
          {value ? (
            <img
              src={value}
              alt="Logo"
              data-brand-logo-preview=""
              className="max-h-8 max-w-14 object-contain"
            />
          ) : (
            <ImageUp className="size-4 text-slate-400" aria-hidden />
          )}
        </div>
        <input {...inputProps} aria-label="Logo file" />
        <Button type="button" variant="outline" size="sm" disabled={uploading} onClick={choose}>
          {uploading ? <Spinner /> : <ImageUp />} {uploading ? 'Uploading…' : 'Upload logo'}
        </Button>
      </div>
      <p id={`${id}-help`} className="text-xs text-slate-500">
        {IMAGE_TYPES_TEXT}; or its address:
      </p>
      <Input
        id={id}
        value={value}
        placeholder="https://…/logo.png"
        maxLength={2048}
        aria-describedby={`${id}-help`}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

import type { PictureList } from '@common/schemas/uploads';
import { useQuery } from '@tanstack/react-query';
import { Check, ImagePlus, Images } from 'lucide-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { IMAGE_TYPES_TEXT, uploadImage } from '../api/images';
import { useImageUpload } from '../components/useImageUpload';
import { cn } from '../lib/cn';

export const picturesKey = (presentationId: string) =>
  ['/api/presentations', presentationId, 'pictures'] as const;

const imageFileOf = (list: FileList | null | undefined) =>
  [...(list ?? [])].find((f) => f.type.startsWith('image/') || /\.svg$/i.test(f.name));

/** A field where typed text is pasted: a pasted picture there is the field's, not the slide's. */
const typingIn = (el: EventTarget | null) =>
  el instanceof HTMLElement &&
  (el.tagName === 'TEXTAREA' ||
    (el.tagName === 'INPUT' && (el as HTMLInputElement).type === 'text') ||
    el.isContentEditable);

/**
 * Where an image slide's picture comes from: dropped on the well, pasted (anywhere but another
 * text field), chosen with the file picker, or one of this deck's pictures again. Hands back the
 * picture's address on this app; `preview` is what the well shows.
 */
export function PictureWell({
  presentationId,
  preview,
  needsAlt,
  onPicture,
}: {
  presentationId: string;
  preview?: { url: string; alt: string };
  /** The picture waits for its description. */
  needsAlt: boolean;
  onPicture: (url: string) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState(false);
  const [library, setLibrary] = useState(false);
  const pictures = useQuery<PictureList>({ queryKey: picturesKey(presentationId), enabled: library });
  const upload = useImageUpload(
    async (file) => {
      onPicture(await uploadImage(presentationId, 'pictures', file));
      void pictures.refetch();
    },
    () => 'Failed to upload picture. Please try again.',
  );
  const take = useRef(upload.take);
  take.current = upload.take;

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const file = imageFileOf(e.clipboardData?.files);
      if (!file) return;
      const inside = root.current?.closest('[data-picture-field]')?.contains(e.target as Node);
      if (typingIn(e.target) && !inside) return;
      e.preventDefault();
      void take.current(file);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = imageFileOf(e.dataTransfer.files);
    if (file) void upload.take(file);
  };

  return (
    <div className="grid gap-2">
      {/* biome-ignore lint/a11y/useSemanticElements: a drop target that is also focusable for paste, holding its own buttons */}
      <div
        ref={root}
        role="group"
        aria-label="Picture: drop, paste or choose a file"
        tabIndex={-1}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'relative flex aspect-video flex-col items-center justify-center gap-3 overflow-hidden rounded-xl border-2 border-dashed p-4 text-center transition-colors',
          over ? 'border-brand bg-brand-soft' : 'border-slate-300 bg-slate-50',
          preview && 'border-solid border-slate-200 bg-slate-900',
          needsAlt && 'border-red-500',
        )}
      >
        {preview ? (
          <img src={preview.url} alt={preview.alt} className="absolute inset-0 size-full object-contain" />
        ) : (
          <>
            <ImagePlus className="size-8 text-slate-400" aria-hidden />
            <p className="text-sm font-semibold text-ink">
              {upload.uploading ? 'Uploading…' : 'Drop a picture here, or paste one'}
            </p>
            <p className="text-xs text-slate-500">{IMAGE_TYPES_TEXT}</p>
          </>
        )}
        {needsAlt && (
          <span className="absolute left-2 top-2 rounded-md bg-red-600 px-2 py-1 text-xs font-semibold text-white shadow">
            Needs alt text
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <input {...upload.inputProps} aria-label="Picture file" />
        <button
          type="button"
          disabled={upload.uploading}
          onClick={upload.choose}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-xs font-semibold text-ink hover:bg-slate-50 disabled:opacity-50 [&_svg]:size-4"
        >
          <ImagePlus aria-hidden />
          {upload.uploading ? 'Uploading…' : preview ? 'Replace picture' : 'Upload picture'}
        </button>
        <button
          type="button"
          aria-expanded={library}
          onClick={() => setLibrary((v) => !v)}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-xs font-semibold text-ink hover:bg-slate-50 [&_svg]:size-4"
        >
          <Images aria-hidden />
          This deck’s pictures
        </button>
      </div>
      {library && (
        <div className="rounded-xl border border-slate-200 bg-white p-2">
          {pictures.isLoading ? (
            <p className="p-2 text-xs text-slate-500">Loading pictures…</p>
          ) : !pictures.data?.pictures.length ? (
            <p className="p-2 text-xs text-slate-500">No pictures in this deck yet.</p>
          ) : (
            <ul aria-label="This deck’s pictures" className="grid max-h-48 grid-cols-4 gap-2 overflow-y-auto">
              {pictures.data.pictures.map((p, i) => {
                const current = p.url === preview?.url;
                return (
                  <li key={p.url}>
                    <button
                      type="button"
                      aria-label={`Use picture ${i + 1}`}
                      aria-pressed={current}
                      onClick={() => onPicture(p.url)}
                      className={cn(
                        'relative block aspect-video w-full overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200 hover:ring-2 hover:ring-brand',
                        current && 'ring-2 ring-brand',
                      )}
                    >
                      <img src={p.url} alt="" className="size-full object-cover" loading="lazy" />
                      {current && (
                        <Check
                          aria-hidden
                          className="absolute right-1 top-1 size-4 rounded-full bg-brand p-0.5 text-white"
                        />
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

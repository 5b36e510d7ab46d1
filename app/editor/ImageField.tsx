import { IMAGE_LAYOUTS } from '@common/limits';
import type { SlideContent, SlideImage } from '@common/slides/content';
import { useEffect, useState } from 'react';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { PictureUpload } from './PictureUpload';

const LAYOUT_WORDS: Record<SlideImage['layout'], string> = {
  left: 'Picture on the left',
  right: 'Picture on the right',
  full: 'Picture fills the slide',
};

/** Where a cropped picture keeps its point of interest (content.image.focus). */
const FOCUS: Record<string, { x: number; y: number }> = {
  Centre: { x: 0.5, y: 0.5 },
  Top: { x: 0.5, y: 0 },
  Bottom: { x: 0.5, y: 1 },
  Left: { x: 0, y: 0.5 },
  Right: { x: 1, y: 0.5 },
};
const focusName = (f: SlideImage['focus']) =>
  Object.keys(FOCUS).find((k) => FOCUS[k]!.x === (f?.x ?? 0.5) && FOCUS[k]!.y === (f?.y ?? 0.5)) ?? 'Custom';

/**
 * An image slide's picture: its description first (a picture is never shown without alt text, so
 * the upload waits for it), then the upload, where it sits, and its caption. Each change is one
 * edit of the slide's `image`.
 */
export function ImageField({
  presentationId,
  content,
  onSave,
}: {
  presentationId: string;
  content: SlideContent;
  onSave: (image: SlideImage) => void;
}) {
  const image = content.image;
  const [alt, setAlt] = useState(image?.alt ?? '');
  const [caption, setCaption] = useState(image?.caption ?? '');
  useEffect(() => setAlt(image?.alt ?? ''), [image?.alt]);
  useEffect(() => setCaption(image?.caption ?? ''), [image?.caption]);
  const save = (change: Partial<SlideImage>) => {
    if (!image) return;
    const next: SlideImage = { ...image, ...change };
    if (!next.caption) delete next.caption;
    onSave(next);
  };
  return (
    <div className="grid gap-3 md:col-span-2">
      <div className="grid gap-1.5">
        <Label htmlFor="field-image-alt">Describe the picture (alt text)</Label>
        <Input
          id="field-image-alt"
          value={alt}
          placeholder="The team at work in the Lisbon studio"
          aria-describedby="field-image-alt-help"
          onChange={(e) => setAlt(e.target.value)}
          onBlur={() => alt.trim() && alt !== image?.alt && save({ alt: alt.trim() })}
        />
        <p id="field-image-alt-help" className="text-xs text-slate-500">
          Required: it is read to people who cannot see the picture, and kept in the PowerPoint file.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {alt.trim() ? (
          <PictureUpload
            presentationId={presentationId}
            onUploaded={(url) => onSave({ layout: 'left', ...image, url, alt: alt.trim() })}
          />
        ) : (
          <span className="text-xs text-slate-500">Describe the picture to upload it.</span>
        )}
        <Label htmlFor="field-image-layout" className="sr-only">
          Layout
        </Label>
        <select
          id="field-image-layout"
          value={image?.layout ?? 'left'}
          disabled={!image}
          onChange={(e) => save({ layout: e.target.value as SlideImage['layout'] })}
          className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm"
        >
          {IMAGE_LAYOUTS.map((l) => (
            <option key={l} value={l}>
              {LAYOUT_WORDS[l]}
            </option>
          ))}
        </select>
        <Label htmlFor="field-image-focus" className="text-xs text-slate-600">
          Keep in view
        </Label>
        <select
          id="field-image-focus"
          value={focusName(image?.focus)}
          disabled={!image}
          onChange={(e) => save({ focus: FOCUS[e.target.value] })}
          className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm"
        >
          {Object.keys(FOCUS).map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
          {/* A point set through the API or the assistant, kept until another is picked. */}
          <option value="Custom" disabled>
            Custom point
          </option>
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="field-image-caption">Caption</Label>
        <Input
          id="field-image-caption"
          value={caption}
          disabled={!image}
          onChange={(e) => setCaption(e.target.value)}
          onBlur={() => caption !== (image?.caption ?? '') && save({ caption })}
        />
      </div>
    </div>
  );
}

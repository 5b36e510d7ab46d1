import { IMAGE_ALT_MAX, IMAGE_CAPTION_MAX, IMAGE_LAYOUTS } from '@common/limits';
import type { SlideContent, SlideImage } from '@common/slides/content';
import { useEffect, useState } from 'react';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { setLiveDraft } from './liveDraft';
import { PictureWell } from './PictureWell';

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
 * An image slide's picture: where it comes from (PictureWell: dropped, pasted, picked, or one of
 * the deck's again), its description, where it sits and its caption. A picture is never placed
 * without alt text: one that arrives first waits, marked, until it is described. Each change is
 * one edit of the slide's `image`.
 */
export function ImageField({
  slideId,
  presentationId,
  content,
  onSave,
}: {
  slideId: string;
  presentationId: string;
  content: SlideContent;
  onSave: (image: SlideImage) => void;
}) {
  const image = content.image;
  const [alt, setAlt] = useState(image?.alt ?? '');
  const [caption, setCaption] = useState(image?.caption ?? '');
  /** A picture uploaded or chosen before its description was given. */
  const [pending, setPending] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  useEffect(() => setAlt(image?.alt ?? ''), [image?.alt]);
  useEffect(() => setCaption(image?.caption ?? ''), [image?.caption]);
  // The waiting picture shows on the canvas at once, marked there as needing its description.
  useEffect(() => {
    setLiveDraft(slideId, pending ? { image: { layout: 'left', ...image, url: pending, alt: '' } } : null);
  }, [slideId, pending, image]);
  useEffect(() => () => setLiveDraft(slideId, null), [slideId]);
  const save = (change: Partial<SlideImage>) => {
    if (!image) return;
    const next: SlideImage = { ...image, ...change };
    if (!next.caption) delete next.caption;
    onSave(next);
  };
  const place = (url: string, description: string) => {
    setPending(null);
    onSave({ layout: 'left', ...image, url, alt: description });
  };
  function onPicture(url: string) {
    if (alt.trim()) return place(url, alt.trim());
    setPending(url);
    setTouched(true);
    requestAnimationFrame(() => document.getElementById('field-image-alt')?.focus());
  }
  function commitAlt() {
    const text = alt.trim();
    setTouched(true);
    if (!text) return;
    if (pending) place(pending, text);
    else if (text !== image?.alt) save({ alt: text });
  }
  const missing = !alt.trim() && (Boolean(pending) || Boolean(image) || touched);
  const shown = pending ?? image?.url;
  return (
    <div
      data-picture-field=""
      className="grid gap-4 md:col-span-2 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
    >
      <PictureWell
        presentationId={presentationId}
        preview={shown ? { url: shown, alt: alt.trim() || image?.alt || '' } : undefined}
        needsAlt={Boolean(pending) && !alt.trim()}
        onPicture={onPicture}
      />
      <div className="grid content-start gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="field-image-alt">
            Describe the picture (alt text) <span className="font-normal text-red-700">required</span>
          </Label>
          <Input
            id="field-image-alt"
            value={alt}
            placeholder="The team at work in the Lisbon studio"
            aria-describedby="field-image-alt-help"
            aria-invalid={missing || undefined}
            aria-required
            maxLength={IMAGE_ALT_MAX}
            className={missing ? 'border-red-600 bg-red-50 focus-visible:border-red-600' : undefined}
            onChange={(e) => setAlt(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
            onBlur={commitAlt}
          />
          <p
            id="field-image-alt-help"
            className={missing ? 'text-xs font-semibold text-red-700' : 'text-xs text-slate-500'}
          >
            {missing
              ? pending
                ? 'Alt text is required: describe the picture to place it on the slide.'
                : 'Alt text is required: the picture keeps its last description until you give one.'
              : 'Read to people who cannot see the picture, and kept in the PowerPoint file.'}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="field-image-layout">Layout</Label>
            <select
              id="field-image-layout"
              value={image?.layout ?? 'left'}
              disabled={!image}
              onChange={(e) => save({ layout: e.target.value as SlideImage['layout'] })}
              className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm disabled:opacity-50"
            >
              {IMAGE_LAYOUTS.map((l) => (
                <option key={l} value={l}>
                  {LAYOUT_WORDS[l]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="field-image-focus">Keep in view</Label>
            <select
              id="field-image-focus"
              value={focusName(image?.focus)}
              disabled={!image}
              onChange={(e) => save({ focus: FOCUS[e.target.value] })}
              className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm disabled:opacity-50"
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
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="field-image-caption">Caption</Label>
          <Input
            id="field-image-caption"
            value={caption}
            disabled={!image}
            maxLength={IMAGE_CAPTION_MAX}
            onChange={(e) => setCaption(e.target.value)}
            onBlur={() => caption !== (image?.caption ?? '') && save({ caption })}
          />
        </div>
      </div>
    </div>
  );
}

import type { Operation } from '@common/schemas/operations';
import type { DeckMetadata } from '@common/slides/deckDefaults';
import type { SlideContent } from '@common/slides/model';
import { withPlaceholders } from '@common/slides/placeholders';
import { ScaledSlide } from '@common/slides/ScaledSlide';
import { layoutImage } from '@common/slides/types/image/layout';
import { Maximize2, Minimize2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useDeckTheme } from '../api/brand';
import type { Slide } from '../api/presentations';
import { InPlaceEditor } from './InPlaceEditor';
import { useLiveDraft } from './liveDraft';
import { OverflowMark, useOverflow } from './OverflowNotice';
import { PLACEHOLDER_CSS, PlaceholderButton } from './PlaceholderButton';

/**
 * The selected slide at 16:9, with the fullscreen toggle in the corner logo area (SPEC §2). Its
 * text is edited where it is drawn (InPlaceEditor) when `onApply` is given, except full screen.
 */
export function SlideStage({
  slide,
  deck,
  onApply,
}: {
  slide: Slide;
  deck?: DeckMetadata;
  /** Applies an edit as one step of the editor's history. */
  onApply?: (label: string, operations: Operation[]) => Promise<unknown>;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);
  const overflow = useOverflow(slide, deck);
  const theme = useDeckTheme();
  // Cells being typed in the inspector's grid draw here before they are saved.
  const live = useLiveDraft(slide.id);
  const drawn = { ...slide, content: { ...(slide.content as SlideContent), ...live } };
  // "Click to add …" where the slide is empty, while it is edited here (never full screen).
  const editing = Boolean(onApply) && !full;
  const placed = editing ? withPlaceholders(drawn) : { slide: drawn, paths: [] };
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  async function toggle() {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await box.current?.requestFullscreen();
    } catch {
      // Fullscreen refused (an iframe without permission, a kiosk browser): stay as we are.
    }
  }
  return (
    <div
      ref={box}
      data-stage-slide-id={slide.id}
      data-edit-in-place={onApply && !full ? '' : undefined}
      className={
        full
          ? 'flex items-center justify-center bg-black'
          : 'relative overflow-hidden rounded-2xl shadow-xl ring-1 ring-slate-900/10'
      }
    >
      <div className={full ? 'h-screen w-screen' : 'w-full'}>
        <ScaledSlide
          slide={placed.slide}
          options={{ interactive: true, htmlFrame: full ? 'scripts' : undefined, deck, theme }}
          fit={full ? 'contain' : 'width'}
        />
      </div>
      {placed.paths.length > 0 && (
        <style>
          {placed.paths
            .map((p) => `[data-stage-slide-id="${CSS.escape(slide.id)}"] [data-field="${CSS.escape(p)}"]`)
            .join(',')}
          {PLACEHOLDER_CSS}
        </style>
      )}
      {placed.data && (
        <PlaceholderButton
          action={placed.data.action}
          words={placed.data.words}
          box={placed.data.action === 'picture' ? layoutImage(placed.slide).picture : undefined}
        />
      )}
      {live?.image && !live.image.alt && (
        <span className="absolute bottom-3 left-3 z-10 rounded-md bg-red-600 px-2.5 py-1 text-xs font-semibold text-white shadow">
          Picture needs alt text
        </span>
      )}
      {onApply && (
        <InPlaceEditor
          slide={slide}
          container={box}
          enabled={!full}
          placeholders={placed.paths}
          onApply={onApply}
        />
      )}
      {overflow && !full && <OverflowMark className="absolute left-3 top-3 z-10" />}
      <button
        type="button"
        onClick={toggle}
        aria-label={full ? 'Exit fullscreen' : 'Fullscreen'}
        title={full ? 'Exit fullscreen' : 'Fullscreen'}
        className="absolute right-3 top-3 z-10 flex items-center gap-1.5 rounded-lg bg-black/45 px-2.5 py-1.5 text-xs font-semibold text-white backdrop-blur hover:bg-black/70"
      >
        {full ? <Minimize2 className="size-4" /> : <Maximize2 className="size-4" />}
      </button>
    </div>
  );
}

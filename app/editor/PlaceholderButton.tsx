import { SLIDE_HEIGHT, SLIDE_WIDTH } from '@common/limits';
import type { DataAction } from '@common/slides/placeholders';
import { Code2, ImagePlus, ListOrdered, Table2 } from 'lucide-react';

/**
 * How a text placeholder looks on the canvas (its selector comes before this): the slide's own
 * colour and type, fainter, in a dashed frame, so it reads as a field to fill, not as content.
 * Sizes are the slide's 1920 px ones, scaled with it.
 */
export const PLACEHOLDER_CSS =
  '{opacity:.72;outline:4px dashed color-mix(in srgb,currentColor 45%,transparent);outline-offset:12px;border-radius:4px;cursor:text}';

const ICONS: Record<DataAction, typeof Table2> = {
  data: Table2,
  picture: ImagePlus,
  steps: ListOrdered,
  html: Code2,
};

/** Where each data placeholder leads: the inspector's control that takes that data. */
function goTo(action: DataAction) {
  if (action === 'picture') {
    document.querySelector<HTMLInputElement>('[data-picture-field] input[type="file"]')?.click();
    return;
  }
  // A chart's or table's grid from its first cell; a timeline's from its first step (row 1 names
  // the columns).
  const target =
    action === 'data'
      ? document.querySelector<HTMLInputElement>('input[data-cell="0:0"]')
      : action === 'steps'
        ? document.querySelector<HTMLInputElement>('input[data-cell="1:0"]')
        : document.getElementById('field-htmlContent');
  target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  target?.focus({ preventScroll: true });
}

/** "Click to add data" (a picture, steps, HTML) over an empty data slide in the editor. */
export function PlaceholderButton({
  action,
  words,
  box,
}: {
  action: DataAction;
  words: string;
  /** Where on the 1920 × 1080 slide the data goes (a picture's frame); the whole slide when absent. */
  box?: { x: number; y: number; w: number; h: number };
}) {
  const Icon = ICONS[action];
  const at = box
    ? {
        left: `${(box.x / SLIDE_WIDTH) * 100}%`,
        top: `${(box.y / SLIDE_HEIGHT) * 100}%`,
        width: `${(box.w / SLIDE_WIDTH) * 100}%`,
        height: `${(box.h / SLIDE_HEIGHT) * 100}%`,
      }
    : { inset: 0 };
  return (
    <div className="pointer-events-none absolute z-10 flex items-center justify-center" style={at}>
      <button
        type="button"
        onClick={() => goTo(action)}
        className="pointer-events-auto inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white/95 px-4 py-2 text-sm font-semibold text-ink shadow-lg ring-1 ring-black/5 backdrop-blur transition hover:border-brand hover:text-brand-dark"
      >
        <Icon className="size-4" aria-hidden />
        {words}
      </button>
    </div>
  );
}

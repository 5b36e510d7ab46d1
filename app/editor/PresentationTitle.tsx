import { PRESENTATION_TITLE_MAX, UNTITLED } from '@common/limits';
import { Check, CloudOff, LoaderCircle } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useSaveState } from '../api/saveStatus';

/**
 * The deck's title in the editor header: click to rename (Enter saves, Escape cancels, blank or
 * unchanged is ignored, as for slide titles). It wraps onto two lines rather than being cut off.
 */
export function PresentationTitle({
  title,
  clientName,
  onRename,
}: {
  title: string | undefined;
  clientName: string | undefined;
  onRename: (title: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const done = useRef(false);
  function finish(save: boolean) {
    if (done.current) return;
    done.current = true;
    const t = draft.trim();
    if (save && t && t !== title) onRename(t);
    setEditing(false);
  }
  const shown = title === undefined ? 'Loading…' : title || UNTITLED;
  return (
    <div className="min-w-0 max-w-md flex-1 basis-48">
      {editing ? (
        <input
          autoFocus
          aria-label="Presentation title"
          value={draft}
          maxLength={PRESENTATION_TITLE_MAX}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
            if (e.key === 'Enter') finish(true);
            if (e.key === 'Escape') finish(false);
          }}
          onBlur={() => finish(true)}
          className="w-full rounded border border-brand px-1 font-bold leading-tight text-ink outline-none"
        />
      ) : (
        <h1 className="font-bold leading-tight text-ink">
          <button
            type="button"
            disabled={title === undefined}
            title="Click to rename the presentation"
            aria-label={`${shown}, rename presentation`}
            onClick={() => {
              setDraft(title ?? '');
              done.current = false;
              setEditing(true);
            }}
            className="line-clamp-2 max-w-full cursor-text rounded px-1 text-left hover:bg-slate-100"
          >
            {shown}
          </button>
        </h1>
      )}
      <p className="flex items-center gap-2 truncate px-1 text-xs text-slate-600">
        <span className="truncate">{clientName}</span>
        <SaveIndicator />
      </p>
    </div>
  );
}

/** A quiet "Saved" in place of a toast on every save; failures still raise their error toast. */
function SaveIndicator() {
  const state = useSaveState();
  if (state === 'idle') return <span role="status" className="sr-only" />;
  return (
    <span role="status" data-save-state={state} className="inline-flex shrink-0 items-center gap-1">
      {state === 'saving' && <LoaderCircle className="size-3 animate-spin" />}
      {state === 'saved' && <Check className="size-3 text-emerald-700" />}
      {state === 'failed' && <CloudOff className="size-3 text-red-700" />}
      {state === 'saving' ? 'Saving…' : state === 'saved' ? 'Saved' : 'Not saved'}
    </span>
  );
}

import { DISPLAY_NAME_MAX } from '@common/limits';
import type { PresencePerson } from '@common/schemas/presence';
import { useState } from 'react';
import { useDisplayName, useSetDisplayName } from '../api/presence';
import type { Slide } from '../api/presentations';
import { NameDialog } from '../components/NameDialog';
import { toastError } from '../components/ui/toast';
import { cn } from '../lib/cn';
import { colourOf, initialsOf } from './presenceLook';

/** At most this many avatars; the rest is a "+n". */
const SHOWN = 4;

/** Where a person is, in words: "Bea, on slide 3". */
export function whereIs(person: PresencePerson, slides: Slide[]): string {
  const at = person.slideId ? slides.findIndex((s) => s.id === person.slideId) : -1;
  return at >= 0 ? `${person.name}, on slide ${at + 1}` : person.name;
}

/**
 * Who else has this deck open (issue 22), as initials in the editor's header, and this person's
 * own name, which they can set once (it is kept in their session; "Guest 2" until then).
 */
export function PresenceBar({ others, slides }: { others: PresencePerson[]; slides: Slide[] }) {
  const { data: me } = useDisplayName();
  const setName = useSetDisplayName();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const shown = others.slice(0, SHOWN);
  const more = others.slice(SHOWN);
  return (
    <div className="flex items-center gap-2">
      {others.length > 0 && (
        <ul aria-label="Also editing" className="flex -space-x-1.5">
          {shown.map((p) => (
            <li
              key={p.tab}
              title={whereIs(p, slides)}
              aria-label={whereIs(p, slides)}
              data-presence-name={p.name}
              className="flex size-8 items-center justify-center rounded-full text-[11px] font-bold text-white ring-2 ring-white"
              style={{ backgroundColor: colourOf(p.tab) }}
            >
              {initialsOf(p.name)}
            </li>
          ))}
          {more.length > 0 && (
            <li
              title={more.map((p) => whereIs(p, slides)).join('\n')}
              aria-label={`and ${more.length} more: ${more.map((p) => p.name).join(', ')}`}
              className="flex size-8 items-center justify-center rounded-full bg-slate-200 text-[11px] font-bold text-slate-700 ring-2 ring-white"
            >
              +{more.length}
            </li>
          )}
        </ul>
      )}
      <button
        type="button"
        onClick={() => {
          setDraft(me?.displayName ?? '');
          setEditing(true);
        }}
        title="The name others see on this deck"
        className={cn(
          'flex h-8 max-w-48 items-center gap-1.5 rounded-full border border-slate-200 py-0.5 pl-0.5 pr-2.5 text-xs font-medium text-slate-600 hover:bg-slate-50',
          !me && 'invisible',
        )}
      >
        <span
          aria-hidden
          className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-700 text-[10px] font-bold text-white"
        >
          {initialsOf(me?.name ?? '')}
        </span>
        <span className="truncate">{me?.name}</span> <span className="shrink-0 text-slate-500">(you)</span>
        {/* The name is read from what shows (axe: label-content-name-mismatch), then what it does. */}
        <span className="sr-only">: change your name</span>
      </button>
      <NameDialog
        open={editing}
        onOpenChange={setEditing}
        title="Your name"
        description="Others editing this deck see it beside the slide you are on. It is kept for this browser session."
        label="Display name"
        inputId="display-name"
        placeholder={me?.name ?? 'Your name'}
        maxLength={DISPLAY_NAME_MAX}
        value={draft}
        onChange={setDraft}
        pending={setName.isPending}
        submitLabel="Save name"
        pendingLabel="Saving..."
        onSubmit={(name) =>
          setName.mutate(name, {
            onSuccess: () => setEditing(false),
            onError: (err) => toastError(`Failed to save name. ${err.message}`),
          })
        }
      />
    </div>
  );
}

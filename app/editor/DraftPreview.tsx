import type { Proposal } from '@common/schemas/ai';
import type { DeckMetadata } from '@common/slides/deckDefaults';
import { ScaledSlide } from '@common/slides/ScaledSlide';
import { tintFor, typeLabel } from '@common/slides/types';
import { Check, FileStack, Sparkles, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { useDeckTheme } from '../api/brand';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';

/** What became of a proposed draft: still open, being applied, accepted, or discarded. */
export type DraftStatus = 'open' | 'accepting' | 'accepted' | 'discarded';

const KIND_LABELS: Record<string, string> = {
  pitch: 'Pitch deck',
  quarterly_review: 'Quarterly review',
  proposal: 'Proposal',
  workshop: 'Workshop',
  report: 'Report',
  model: 'Deck',
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What became of a draft, said in the conversation once it is accepted or discarded. */
export function DraftOutcome({ status, count }: { status: 'accepted' | 'discarded'; count: number }) {
  const accepted = status === 'accepted';
  return (
    <div
      role="status"
      data-testid="draft-outcome"
      className={
        accepted
          ? 'flex items-start gap-2 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-900 ring-1 ring-emerald-200'
          : 'flex items-start gap-2 rounded-xl bg-slate-50 px-3.5 py-2.5 text-sm text-slate-700 ring-1 ring-slate-200'
      }
    >
      {accepted ? <Check className="mt-0.5 size-4 shrink-0" /> : <X className="mt-0.5 size-4 shrink-0" />}
      <p>
        {accepted ? (
          <>
            Draft accepted: {plural(count, 'slide')} added.{' '}
            <span className="inline-flex items-center gap-1 text-emerald-900">
              <Undo2 className="size-3.5" /> Ctrl+Z takes them all back.
            </span>
          </>
        ) : (
          'Draft discarded. Your deck is unchanged.'
        )}
      </p>
    </div>
  );
}

/**
 * A whole first draft the assistant proposes (issue 19), shown on the canvas before anything
 * changes (issue 32: not squeezed into the side panel): a strip of every slide drawn by the shared
 * renderers, with its title and the start of its speaker notes. Accept adds them all as one step
 * of history (one Ctrl+Z takes them back); Discard leaves the deck as it is.
 */
export function DraftPreview({
  proposal,
  status,
  deck,
  onAccept,
  onDiscard,
}: {
  proposal: Proposal;
  status: 'open' | 'accepting';
  deck?: DeckMetadata;
  /** Applies the draft; rejects with the server's message when it cannot. */
  onAccept: () => Promise<void>;
  onDiscard: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const theme = useDeckTheme();
  const count = proposal.slides.length;
  const kind = KIND_LABELS[proposal.kind] ?? 'Deck';

  async function accept() {
    setError(null);
    try {
      await onAccept();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The draft could not be added.');
    }
  }

  return (
    <section
      aria-label="Draft preview"
      data-testid="draft-preview"
      className="flex min-h-0 flex-col overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-900/10"
    >
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-100 bg-gradient-to-r from-amber-50 via-white to-white px-4 py-3 sm:px-5">
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wider text-amber-900 ring-1 ring-amber-200">
              <Sparkles className="size-3" /> Draft
            </span>
            <span className="text-xs font-medium text-slate-600">Proposed · not in your deck yet</span>
          </div>
          <h3 className="mt-1.5 flex items-center gap-1.5 font-bold text-ink">
            <FileStack className="size-4 text-brand" />
            {kind} · <span data-testid="draft-count">{plural(count, 'slide')}</span>
          </h3>
          <p className="mt-0.5 text-xs text-slate-600 max-sm:hidden">
            Every slide has speaker notes. Check the text and fill in any [bracketed] prompts.
          </p>
        </div>
        <div className="flex items-center gap-2 max-sm:w-full">
          <Button
            variant="outline"
            onClick={onDiscard}
            disabled={status === 'accepting'}
            className="max-sm:h-11"
          >
            Discard
          </Button>
          <Button
            variant="brand"
            onClick={accept}
            disabled={status === 'accepting'}
            className="max-sm:h-11 max-sm:flex-1"
          >
            {status === 'accepting' ? <Spinner /> : <Check />}
            {status === 'accepting' ? 'Adding slides…' : `Accept ${plural(count, 'slide')}`}
          </Button>
        </div>
      </header>
      {error && (
        <p
          role="alert"
          className="mx-4 mt-3 rounded-lg bg-red-50 px-3 py-2 text-xs text-red-700 ring-1 ring-red-200"
        >
          {error} The draft is still here; try again.
        </p>
      )}
      {/* A strip on a phone (swipe along it), a grid of cards where the canvas is wide. */}
      <ol
        aria-label="Proposed slides"
        className="flex min-h-0 snap-x gap-3 overflow-x-auto p-3 sm:grid sm:grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] sm:gap-4 sm:overflow-y-auto sm:overflow-x-visible sm:p-5"
      >
        {proposal.slides.map((s, i) => {
          const tint = tintFor(s.type);
          return (
            <li
              // A proposal's slides have no ids and never reorder.
              key={`${i}-${s.title}`}
              className="w-[68vw] shrink-0 snap-start sm:w-auto"
            >
              <div
                className="overflow-hidden rounded-lg shadow-sm ring-1 ring-slate-200"
                style={{ background: tint.background }}
              >
                {/* A draft holds at most a dozen or so slides: all drawn at once. */}
                <ScaledSlide slide={s} options={{ deck, theme }} className="pointer-events-none" />
              </div>
              <div className="min-w-0 px-0.5 pt-2">
                <p className="flex items-baseline gap-1.5">
                  <span className="text-[11px] font-bold tabular-nums text-slate-500">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <span className="truncate text-sm font-semibold text-ink" data-testid="draft-slide-title">
                    {s.title || 'Untitled'}
                  </span>
                  <span className="ml-auto shrink-0 text-[10px] font-bold uppercase tracking-wider text-slate-600">
                    {typeLabel(s.type)}
                  </span>
                </p>
                {s.notes && (
                  <p className="mt-0.5 line-clamp-2 text-xs leading-snug text-slate-600" title={s.notes}>
                    {s.notes.replace(/^Draft — check before presenting\.\s*/, '')}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

import { UNTITLED } from '@common/limits';
import type { DeckMetadata } from '@common/slides/deckDefaults';
import type { SlideContent } from '@common/slides/model';
import { ScaledSlide } from '@common/slides/ScaledSlide';
import { AArrowDown, AArrowUp, ChevronLeft, ChevronRight, Flag, Pause, Play, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useDeckTheme } from '../api/brand';
import { useDeckEvents } from '../api/deckEvents';
import { type Slide, usePresentation } from '../api/presentations';
import { useSlideKeys } from '../components/DeckPlayer';
import { cn } from '../lib/cn';
import { usePresenterSync } from '../present/presenterChannel';
import { formatElapsed, useElapsed } from '../present/useElapsed';
import { useFollowSlide } from '../present/useFollowSlide';
import { useNotesSize } from '../present/useNotesSize';

/**
 * The presenter view (issue 20), opened from the presenter or with P: the current slide, the next
 * one, the speaker notes and a timer, for the speaker's own screen. It follows the presenter's keys
 * and keeps the full-screen window on the same slide, both ways.
 */
export default function PresenterView() {
  const { presentationId = '' } = useParams();
  const { data: p, isLoading, error } = usePresentation(presentationId);
  const slides = p?.slides ?? [];
  const { index, go } = useSlideKeys(slides.length);
  // Others' changes (and their notes) show while presenting, on the same slide (issue 22).
  useDeckEvents(presentationId, { presence: false });
  useFollowSlide(p?.slides, index, go);
  const slideIds = useMemo(() => slides.map((s) => s.id), [slides]);
  usePresenterSync(presentationId, index, go, slides.length > 0, slideIds);
  const timer = useElapsed();
  const notesSize = useNotesSize();
  const title = p ? p.title || UNTITLED : '';
  useEffect(() => {
    document.title = title ? `Presenter view · ${title}` : 'Presenter view';
  }, [title]);

  if (error) return <Message text={error.message} />;
  if (isLoading) return <Message text="Loading presentation..." />;
  if (!slides.length) return <Message text="No slides to present" />;
  const current = slides[index]!;
  const next = slides[index + 1];
  const total = slides.length;

  return (
    <div className="flex min-h-screen flex-col bg-[#0b0f17] text-slate-100 lg:h-screen">
      <header className="flex flex-wrap items-center gap-x-6 gap-y-3 border-b border-white/10 px-4 py-3 sm:px-6">
        <div className="w-full min-w-0 sm:w-auto sm:flex-1">
          <p className="text-[11px] font-semibold uppercase tracking-[0.18em] text-orange-300">
            Presenter view
          </p>
          <h1 className="truncate text-base font-semibold text-white">{title}</h1>
        </div>
        <section
          aria-label="Timer"
          className="flex items-center gap-1 rounded-xl bg-white/[0.06] py-0.5 pl-3 pr-1 ring-1 ring-white/10"
        >
          <span
            data-testid="elapsed"
            className={cn(
              'min-w-[5ch] text-right text-2xl font-semibold tabular-nums tracking-tight',
              timer.running ? 'text-white' : 'text-slate-400',
            )}
            aria-label="Elapsed time"
            role="timer"
          >
            {formatElapsed(timer.elapsed)}
          </span>
          <IconButton label={timer.running ? 'Pause timer' : 'Resume timer'} onClick={timer.toggle}>
            {timer.running ? <Pause /> : <Play />}
          </IconButton>
          <IconButton label="Reset timer" onClick={timer.reset}>
            <RotateCcw />
          </IconButton>
        </section>
        <p
          className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold tabular-nums text-white"
          data-testid="presenter-counter"
          aria-live="polite"
        >
          Slide {index + 1} of {total}
        </p>
      </header>

      <main className="grid min-h-0 flex-1 gap-4 p-4 sm:p-6 lg:grid-cols-[minmax(0,2.1fr)_minmax(20rem,1fr)] lg:gap-6">
        <section aria-label="Current slide" className="flex min-h-0 flex-col gap-3">
          <Label>Current slide</Label>
          {/* A box the slide fills at 16:9, as large as the window lets it (container units). */}
          <div className="flex min-h-0 flex-1 items-center justify-center lg:[container-type:size]">
            <SlideFrame slide={current} deck={p?.metadata} testId="current-slide" big />
          </div>
          <nav aria-label="Slide navigation" className="flex items-center gap-3">
            <NavButton onClick={() => go(index - 1)} disabled={index === 0}>
              <ChevronLeft /> Previous
            </NavButton>
            <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-white/10">
              <div
                className="h-full rounded-full bg-brand transition-[width] duration-300"
                style={{ width: `${((index + 1) / total) * 100}%` }}
              />
            </div>
            <NavButton onClick={() => go(index + 1)} disabled={index >= total - 1}>
              Next <ChevronRight />
            </NavButton>
          </nav>
        </section>

        <aside className="flex min-h-0 flex-col gap-4">
          <section aria-label="Next slide" className="flex flex-col gap-3">
            <Label>Next</Label>
            {next ? (
              <div>
                <SlideFrame slide={next} deck={p?.metadata} testId="next-slide" />
                <p className="mt-2 truncate text-sm text-slate-400">
                  {index + 2}. {next.title || UNTITLED}
                </p>
              </div>
            ) : (
              <div
                data-testid="next-slide"
                className="flex aspect-video items-center justify-center gap-2 rounded-xl border border-dashed border-white/15 text-sm text-slate-400"
              >
                <Flag className="size-4" /> End of presentation
              </div>
            )}
          </section>
          <section
            aria-labelledby="speaker-notes-label"
            className="flex min-h-48 flex-1 flex-col rounded-xl border border-white/10 bg-white/[0.04]"
          >
            <div className="flex items-center justify-between border-b border-white/10 py-1 pl-4 pr-1">
              <h2
                id="speaker-notes-label"
                className="text-[11px] font-semibold uppercase tracking-[0.18em] text-slate-400"
              >
                Speaker notes
              </h2>
              <div className="flex">
                <IconButton label="Smaller notes text" onClick={() => notesSize.step(-1)}>
                  <AArrowDown />
                </IconButton>
                <IconButton label="Larger notes text" onClick={() => notesSize.step(1)}>
                  <AArrowUp />
                </IconButton>
              </div>
            </div>
            <div
              data-testid="speaker-notes"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: long notes must scroll by keyboard too
              tabIndex={0}
              className="min-h-0 flex-1 overflow-y-auto px-4 py-3 lg:max-h-none"
            >
              {current.notes.trim() ? (
                <p
                  className="whitespace-pre-wrap leading-relaxed text-slate-100"
                  style={{ fontSize: notesSize.px }}
                >
                  {current.notes}
                </p>
              ) : (
                <p className="text-sm italic text-slate-400">No speaker notes for this slide.</p>
              )}
            </div>
          </section>
        </aside>
      </main>
    </div>
  );
}

function SlideFrame({
  slide,
  deck,
  testId,
  big,
}: {
  slide: Slide;
  deck?: DeckMetadata;
  testId: string;
  big?: boolean;
}) {
  const theme = useDeckTheme();
  return (
    <div
      data-testid={testId}
      className={cn(
        'w-full overflow-hidden rounded-xl bg-black ring-1 ring-white/10',
        big && 'shadow-2xl shadow-black/60 lg:w-[min(100cqw,calc(100cqh*16/9))]',
      )}
    >
      <ScaledSlide
        key={slide.id}
        slide={{ ...slide, content: slide.content as SlideContent }}
        options={{ deck, theme, htmlFrame: slide.type === 'html' ? 'static' : undefined }}
      />
    </div>
  );
}

function Label({ children }: { children: ReactNode }) {
  return <h2 className="text-[11px] font-semibold uppercase tracking-[0.18em] text-slate-400">{children}</h2>;
}

function IconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="flex size-11 items-center justify-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white [&_svg]:size-4"
    >
      {children}
    </button>
  );
}

function NavButton({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="flex h-11 items-center gap-1.5 rounded-lg bg-white/10 px-4 text-sm font-semibold text-white hover:bg-white/20 disabled:opacity-30 [&_svg]:size-4"
    >
      {children}
    </button>
  );
}

function Message({ text }: { text: string }) {
  return (
    <div className="fixed inset-0 flex items-center justify-center bg-[#0b0f17] text-lg text-white/80">
      {text}
    </div>
  );
}

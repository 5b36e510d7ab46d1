import type { DeckMetadata } from '@common/slides/deckDefaults';
import type { SlideContent } from '@common/slides/model';
import { ScaledSlide } from '@common/slides/ScaledSlide';
import type { SlideView } from '@common/slides/SlideCanvas';
import type { Theme } from '@common/themes/types';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';

/** Keys of SPEC's presenter and viewer: Right or Space forward, Left back. */
export function useSlideKeys(count: number, onEscape?: () => void) {
  const [index, setIndex] = useState(0);
  // Clamped both ways, so a key pressed before the deck has loaded (count 0) stays on slide 1.
  const clamp = useCallback((n: number) => Math.max(0, Math.min(count - 1, n)), [count]);
  const go = useCallback((n: number) => setIndex(clamp(n)), [clamp]);
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA')) return;
      if (e.key === 'ArrowRight' || e.key === ' ' || e.key === 'PageDown') {
        e.preventDefault();
        setIndex((i) => clamp(i + 1));
      } else if (e.key === 'ArrowLeft' || e.key === 'PageUp') {
        e.preventDefault();
        setIndex((i) => clamp(i - 1));
      } else if (e.key === 'Home') setIndex(0);
      else if (e.key === 'End') setIndex(clamp(count - 1));
      else if (e.key === 'Escape') onEscape?.();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count, clamp, onEscape]);
  useEffect(() => {
    if (index > count - 1 && count > 0) setIndex(count - 1);
  }, [count, index]);
  // Clamped as it is read too: when a live change removes the last slides, the render before the
  // effect above would otherwise look up a slide that is gone.
  return { index: Math.max(0, Math.min(index, count - 1)), go };
}

/** A full-screen deck: slide at 16:9 on black, controls that show on hover or touch. */
export function DeckPlayer({
  slides,
  deck,
  index,
  go,
  topLeft,
  alwaysShowControls,
  theme,
  overlay,
  aside,
}: {
  slides: SlideView[];
  /** The deck's brief details, drawn where a slide leaves its own empty. */
  deck?: DeckMetadata;
  index: number;
  go: (n: number) => void;
  topLeft?: ReactNode;
  alwaysShowControls?: boolean;
  /** The deck's theme (issue 21). */
  theme?: Theme;
  /** Drawn over the slide in a box of the slide's size (client review's pins, issue 29). */
  overlay?: ReactNode;
  /** A panel beside the slides (client review, issue 29). */
  aside?: ReactNode;
}) {
  const slide = slides[index];
  const total = slides.length;
  return (
    <div className="fixed inset-0 flex flex-col bg-black text-white sm:flex-row">
      <div className="group relative flex min-h-0 min-w-0 flex-1 flex-col">
        <div className="relative min-h-0 flex-1">
          {slide && (
            <ScaledSlide
              key={slide.id ?? index}
              slide={{ ...slide, content: slide.content as SlideContent }}
              options={{
                interactive: true,
                htmlFrame: slide.type === 'html' ? 'scripts' : undefined,
                deck,
                theme,
              }}
              fit="contain"
            />
          )}
          {overlay && (
            // The slide is drawn at 16:9, contained: this box has its size and place, so fractions of
            // it are fractions of the slide.
            <div className="pointer-events-none absolute inset-0 flex items-center justify-center [container-type:size]">
              <div
                className="pointer-events-auto relative"
                style={{ width: 'min(100cqw, 100cqh * 16 / 9)', aspectRatio: '16 / 9' }}
              >
                {overlay}
              </div>
            </div>
          )}
        </div>
        <div
          className={`pointer-events-none absolute inset-0 flex flex-col justify-between transition-opacity duration-200 ${alwaysShowControls ? 'opacity-100' : 'opacity-0 group-hover:opacity-100 focus-within:opacity-100'}`}
        >
          <div className="pointer-events-auto flex items-center justify-between p-4">{topLeft}</div>
          <div className="pointer-events-auto">
            <div className="flex items-center justify-center gap-4 bg-gradient-to-t from-black/70 to-transparent px-4 pb-4 pt-10">
              <button
                type="button"
                onClick={() => go(index - 1)}
                disabled={index === 0}
                aria-label="Previous slide"
                className="flex items-center gap-1 rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold hover:bg-white/20 disabled:opacity-30"
              >
                <ChevronLeft className="size-4" /> Previous
              </button>
              <span
                className="min-w-16 text-center text-sm tabular-nums"
                aria-live="polite"
                data-testid="counter"
              >
                {total ? index + 1 : 0} / {total}
              </span>
              <button
                type="button"
                onClick={() => go(index + 1)}
                disabled={index >= total - 1}
                aria-label="Next slide"
                className="flex items-center gap-1 rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold hover:bg-white/20 disabled:opacity-30"
              >
                Next <ChevronRight className="size-4" />
              </button>
            </div>
            <div className="h-1 bg-white/10">
              <div
                className="h-full bg-brand transition-[width] duration-300"
                style={{ width: `${total ? ((index + 1) / total) * 100 : 0}%` }}
                role="progressbar"
                aria-label="Progress"
                aria-valuemin={1}
                aria-valuemax={total}
                aria-valuenow={index + 1}
              />
            </div>
          </div>
        </div>
      </div>
      {aside}
    </div>
  );
}

import { Bot, Rows3, SlidersHorizontal } from 'lucide-react';
import { Button } from '../components/ui/button';
import type { PanelTab } from './EditorSidePanel';

/**
 * Scrolls the page until `target` starts just under the slide, which stays pinned at the top
 * (scrollIntoView would tuck it under the slide), then puts the keyboard there.
 */
function bringUnderSlide(selector: string, focus?: string) {
  requestAnimationFrame(() => {
    const target = document.querySelector<HTMLElement>(selector);
    if (!target) return;
    const stage = document.querySelector<HTMLElement>('[data-editor-stage]');
    // The slide stays pinned only over what shares its column: the details and the chat.
    const pinned =
      stage && getComputedStyle(stage).position === 'sticky' && stage.parentElement?.contains(target);
    const top = pinned ? stage.getBoundingClientRect().bottom : 0;
    window.scrollBy({ top: target.getBoundingClientRect().top - top, behavior: 'smooth' });
    if (focus) target.querySelector<HTMLElement>(focus)?.focus({ preventScroll: true });
  });
}

/**
 * On a phone the editor opens on the slide, pinned at the top; the slide list, the slide's details
 * and the AI chat are one tap away through this bar (issues 20, 32). Its buttons are 44 px
 * targets. Hidden from large screens up, where the columns stand side by side.
 */
export function PhonePanelBar({
  slideCount,
  onPanel,
}: {
  slideCount: number;
  onPanel: (tab: PanelTab) => void;
}) {
  return (
    <nav
      aria-label="Editor panels"
      className="sticky bottom-0 z-30 order-4 flex gap-1.5 border-t border-slate-200 bg-white/95 p-1.5 backdrop-blur lg:hidden"
    >
      <Button
        variant="ghost"
        className="h-11 flex-1"
        onClick={() => bringUnderSlide('#editor-slides', '[data-slide-select][tabindex="0"]')}
      >
        <Rows3 /> Slides ({slideCount})
      </Button>
      <Button
        variant="ghost"
        className="h-11 flex-1"
        onClick={() => {
          onPanel('details');
          bringUnderSlide('#editor-panel');
        }}
      >
        <SlidersHorizontal /> Details
      </Button>
      <Button
        variant="ghost"
        className="h-11 flex-1"
        onClick={() => {
          onPanel('ai');
          bringUnderSlide('#editor-panel');
        }}
      >
        <Bot /> AI chat
      </Button>
    </nav>
  );
}

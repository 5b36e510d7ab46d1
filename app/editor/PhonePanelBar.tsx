import { Bot, Rows3 } from 'lucide-react';
import { Button } from '../components/ui/button';

/** Brings a panel into view and puts the keyboard there (the AI chat is opened first if folded). */
function goTo(selector: string, fallback?: string) {
  const panel = document.querySelector<HTMLElement>(selector);
  const target = panel ?? (fallback ? document.querySelector<HTMLElement>(fallback) : null);
  if (!target) return;
  if (!panel) target.click();
  requestAnimationFrame(() => {
    const el = document.querySelector<HTMLElement>(selector) ?? target;
    el.scrollIntoView({ behavior: 'smooth', block: 'start' });
    el.querySelector<HTMLElement>('[data-slide-select][tabindex="0"], textarea')?.focus({
      preventScroll: true,
    });
  });
}

/**
 * On a phone the editor opens on the slide; the slide list and the AI chat sit below it, one tap
 * away through this bar (issue 20). Its buttons are 44 px targets. Hidden from large screens up,
 * where the three columns stand side by side.
 */
export function PhonePanelBar({ slideCount }: { slideCount: number }) {
  return (
    <nav
      aria-label="Editor panels"
      className="sticky bottom-0 z-20 order-4 flex gap-2 border-t border-slate-200 bg-white/95 p-2 backdrop-blur lg:hidden"
    >
      <Button variant="outline" className="h-11 flex-1" onClick={() => goTo('#editor-slides')}>
        <Rows3 /> Slides ({slideCount})
      </Button>
      <Button
        variant="outline"
        className="h-11 flex-1"
        onClick={() => goTo('aside[aria-label="AI chat"]', 'button[aria-label="Open AI chat"]')}
      >
        <Bot /> AI chat
      </Button>
    </nav>
  );
}

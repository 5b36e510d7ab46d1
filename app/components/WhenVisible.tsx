import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * One observer for every box (a 300-slide list made 300 of them, each with its own callbacks):
 * each box registers what to do when it first comes near the viewport.
 */
const waiting = new Map<Element, () => void>();
let shared: IntersectionObserver | null = null;
function observer() {
  shared ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        waiting.get(e.target)?.();
        waiting.delete(e.target);
        shared?.unobserve(e.target);
      }
    },
    { rootMargin: '600px 0px' },
  );
  return shared;
}

/**
 * Mounts its children only once the box comes near the viewport, and keeps them after: a 300-slide
 * deck opens with a dozen thumbnails drawn, not 300.
 */
export function WhenVisible({ children, className }: { children: ReactNode; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const o = observer();
    waiting.set(el, () => setSeen(true));
    o.observe(el);
    return () => {
      waiting.delete(el);
      o.unobserve(el);
    };
  }, [seen]);
  return (
    <div ref={box} className={className} style={seen ? undefined : { aspectRatio: '16 / 9' }}>
      {seen ? children : null}
    </div>
  );
}

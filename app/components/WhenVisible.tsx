import { type ReactNode, useEffect, useRef, useState } from 'react';

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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen]);
  return (
    <div ref={box} className={className} style={seen ? undefined : { aspectRatio: '16 / 9' }}>
      {seen ? children : null}
    </div>
  );
}

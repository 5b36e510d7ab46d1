import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { SLIDE_HEIGHT, SLIDE_WIDTH } from '../limits';

/**
 * Anything laid out at 1920×1080, scaled to its box at 16:9 with a transform, so text stays
 * vector-crisp at every size and every view matches the export.
 */
export function Scaled({
  children,
  className,
  fit = 'width',
}: {
  children: ReactNode;
  className?: string;
  /** 'contain' fits inside the box's width and height (presenter); 'width' follows the width. */
  fit?: 'width' | 'contain';
}) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const w = el.clientWidth;
      const h = el.clientHeight;
      const s = fit === 'contain' ? Math.min(w / SLIDE_WIDTH, h / SLIDE_HEIGHT) : w / SLIDE_WIDTH;
      setScale(Math.max(s, 0));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [fit]);
  return (
    <div
      ref={box}
      className={className}
      style={
        fit === 'width'
          ? { position: 'relative', width: '100%', aspectRatio: '16 / 9', overflow: 'hidden' }
          : { position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }
      }
    >
      {scale > 0 && (
        <div
          style={{
            position: 'absolute',
            left: '50%',
            top: '50%',
            width: SLIDE_WIDTH,
            height: SLIDE_HEIGHT,
            transform: `translate(-50%, -50%) scale(${scale})`,
            transformOrigin: 'center center',
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}

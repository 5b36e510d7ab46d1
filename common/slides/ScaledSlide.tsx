import { Scaled } from './Scaled';
import { type RenderOptions, SlideCanvas, type SlideView } from './SlideCanvas';

/** A slide drawn by the shared renderers, scaled to its box (see Scaled). */
export function ScaledSlide({
  slide,
  options,
  className,
  fit = 'width',
}: {
  slide: SlideView;
  options?: RenderOptions;
  className?: string;
  fit?: 'width' | 'contain';
}) {
  return (
    <Scaled className={className} fit={fit}>
      <SlideCanvas slide={slide} options={options} />
    </Scaled>
  );
}

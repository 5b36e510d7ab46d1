import type { ComponentType } from 'react';
import { SLIDE_HEIGHT, SLIDE_WIDTH } from '../limits';
import { CalculatorSlide } from './renderers/CalculatorSlide';
import { HtmlSlide } from './renderers/HtmlSlide';
import { MetricsSlide } from './renderers/MetricsSlide';
import { ComparisonSlide, ContentSlide, StatementSlide } from './renderers/TextSlides';
import { StrategicTitleSlide, ThankYouSlide, TitleSlide } from './renderers/TitleSlides';
import type { RenderOptions, SlideProps, SlideView } from './renderers/types';
import { FONT_SANS } from './theme';

export type { RenderOptions, SlideView } from './renderers/types';

const RENDERERS: Record<string, ComponentType<SlideProps>> = {
  title: TitleSlide,
  strategic_title: StrategicTitleSlide,
  thank_you: ThankYouSlide,
  content: ContentSlide,
  metrics: MetricsSlide,
  statement: StatementSlide,
  comparison: ComparisonSlide,
  calculator: CalculatorSlide,
  html: HtmlSlide,
};

function UnknownSlide({ slide }: SlideProps) {
  return (
    <div
      style={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f7fafc',
        color: '#718096',
        fontSize: 48,
        fontWeight: 600,
      }}
    >
      Unknown slide type: {slide.type}
    </div>
  );
}

/** One slide at its true size, 1920×1080; ScaledSlide fits it to any box. */
export function SlideCanvas({ slide, options = {} }: { slide: SlideView; options?: RenderOptions }) {
  const Renderer = RENDERERS[slide.type] ?? UnknownSlide;
  return (
    <div
      data-slide-type={slide.type}
      style={{
        position: 'relative',
        width: SLIDE_WIDTH,
        height: SLIDE_HEIGHT,
        overflow: 'hidden',
        fontFamily: FONT_SANS,
        textAlign: 'left',
        lineHeight: 1.2,
        WebkitFontSmoothing: 'antialiased',
        boxSizing: 'border-box',
      }}
    >
      <Renderer slide={slide} options={options} />
    </div>
  );
}

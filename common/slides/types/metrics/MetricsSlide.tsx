import { editable } from '../../editable';
import { measuredIn } from '../../layout/measure';
import { placed, withAlpha } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';
import { layoutMetrics, METRIC_CELL } from './layout';

export function MetricsSlide({ slide, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const metrics = slide.content.metrics ?? [];
  const l = measuredIn(defaults.fonts, () => layoutMetrics(slide));
  return (
    <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
      <h2
        {...editable('title')}
        dir="auto"
        style={{
          ...placed(l.title),
          fontSize: l.title.size,
          fontWeight: 800,
          lineHeight: 1.08,
          letterSpacing: '-0.015em',
        }}
      >
        {slide.title}
      </h2>
      {l.cells.map((cell, i) => {
        const m = metrics[i]!;
        return (
          <div key={i}>
            <div
              style={{
                position: 'absolute',
                left: cell.rule.x,
                top: cell.rule.y,
                width: METRIC_CELL.rule,
                height: cell.rule.h,
                background: withAlpha(c.text, 0.5),
              }}
            />
            <div
              {...editable(`metrics.${i}.value`)}
              dir="auto"
              style={{
                ...placed(cell.value),
                fontSize: cell.value.size,
                fontWeight: 800,
                lineHeight: 1.05,
                letterSpacing: '-0.03em',
              }}
            >
              {m.value}
            </div>
            <div
              {...editable(`metrics.${i}.label`)}
              dir="auto"
              style={{
                ...placed(cell.label),
                fontSize: cell.label.size,
                fontWeight: 600,
                lineHeight: 1.2,
                opacity: 0.92,
              }}
            >
              {m.label}
            </div>
            {m.subtext && (
              <div
                {...editable(`metrics.${i}.subtext`)}
                dir="auto"
                style={{
                  ...placed(cell.subtext),
                  fontSize: cell.subtext.size,
                  lineHeight: 1.25,
                  opacity: 0.68,
                }}
              >
                {m.subtext}
              </div>
            )}
          </div>
        );
      })}
      {slide.content.text && (
        <p dir="auto" style={{ ...placed(l.note), fontSize: l.note.size, lineHeight: 1.3, opacity: 0.75 }}>
          {slide.content.text}
        </p>
      )}
    </div>
  );
}

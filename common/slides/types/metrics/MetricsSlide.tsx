import { editable } from '../../editable';
import { roleCss, typesetIn } from '../../layout/typeScale';
import { placed, withAlpha } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';
import { layoutMetrics, METRIC_CELL, metricsRoles } from './layout';

export function MetricsSlide({ slide, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const metrics = slide.content.metrics ?? [];
  const l = typesetIn(defaults, () => layoutMetrics(slide));
  // How the title and figures are set does not depend on the grid (only their largest size does).
  const r = metricsRoles(1, 1);
  return (
    <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
      <h2
        {...editable('title')}
        dir="auto"
        style={{
          ...placed(l.title),
          fontSize: l.title.size,
          ...roleCss(r.title, defaults),
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
                ...roleCss(r.value, defaults),
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

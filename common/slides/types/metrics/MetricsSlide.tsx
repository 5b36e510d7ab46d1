import { editable } from '../../editable';
import type { Placed } from '../../layout/fit';
import { roleCss, typesetIn } from '../../layout/typeScale';
import { placed } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';
import { layoutMetrics, METRIC_CELL, metricsRoles } from './layout';
import { metricCardColors } from './look';

export function MetricsSlide({ slide, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const metrics = slide.content.metrics ?? [];
  const l = typesetIn(defaults, () => layoutMetrics(slide));
  // How the title and figures are set does not depend on the grid (only their largest size does).
  const r = metricsRoles(1, 1);
  const own = Boolean(slide.content.backgroundColor || slide.content.textColor);
  const card = metricCardColors(c, defaults.accent, own);
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
        // The card holds its texts (so each is drawn on its fill); their boxes are the slide's.
        const inCard = (box: Placed): Placed => ({
          ...box,
          x: box.x - cell.card.x,
          y: box.y - cell.card.y - METRIC_CELL.rule,
        });
        return (
          <div
            key={i}
            style={{
              position: 'absolute',
              left: cell.card.x,
              top: cell.card.y,
              width: cell.card.w,
              height: cell.card.h,
              boxSizing: 'border-box',
              background: card.fill,
              borderTop: `${METRIC_CELL.rule}px solid ${card.rule}`,
              borderRadius: METRIC_CELL.radius,
            }}
          >
            <div
              {...editable(`metrics.${i}.value`)}
              dir="auto"
              style={{
                ...placed(inCard(cell.value)),
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
                ...placed(inCard(cell.label)),
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
                  ...placed(inCard(cell.subtext)),
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

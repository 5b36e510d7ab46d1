import { editable } from '../../editable';
import { roleCss, typesetIn } from '../../layout/typeScale';
import { placed, withAlpha } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';
import { DataTitle } from '../titled';
import { layoutTimeline, TIMELINE_LINE, TIMELINE_ROLES } from './layout';

/** How strongly the step texts below the labels are set. */
export const TIMELINE_TEXT_ALPHA = 0.82;

export function TimelineSlide({ slide, defaults, options }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const accent = slide.content.textColor ? c.text : (defaults.accent ?? c.text);
  const l = typesetIn(defaults, () => layoutTimeline(slide));
  const sample = !slide.content.steps?.length;
  const last = l.steps.at(-1)!;
  // Sample steps show, faded, while the slide is being made; never in an export (see ChartSlide).
  if (sample && options.inlinePictures)
    return (
      <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
        <DataTitle
          text={slide.title}
          box={l.title}
          role={TIMELINE_ROLES.title}
          accent={accent}
          defaults={defaults}
        />
      </div>
    );
  return (
    <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
      <DataTitle
        text={slide.title}
        box={l.title}
        role={TIMELINE_ROLES.title}
        accent={accent}
        defaults={defaults}
      />
      <div style={{ opacity: sample ? 0.4 : 1 }}>
        {/* The process: a line in the accent, from the first step to the last, then on to the edge, thinner. */}
        <div
          style={{
            position: 'absolute',
            left: l.line.x,
            top: l.line.y,
            width: last.node.x - l.line.x,
            height: l.line.h,
            borderRadius: l.line.h,
            background: accent,
          }}
        />
        <div
          style={{
            position: 'absolute',
            left: last.node.x,
            top: l.line.y + l.line.h / 4,
            width: l.line.x + l.line.w - last.node.x,
            height: l.line.h / 2,
            background: withAlpha(accent, 0.35),
          }}
        />
        {l.steps.map((s, i) => {
          const step = l.shown[i]!;
          return (
            <div key={i}>
              <div
                style={{
                  position: 'absolute',
                  left: s.node.x - TIMELINE_LINE.node / 2,
                  top: s.node.y - TIMELINE_LINE.node / 2,
                  width: TIMELINE_LINE.node,
                  height: TIMELINE_LINE.node,
                  borderRadius: '50%',
                  background: i === 0 || !sample ? accent : c.background,
                  boxShadow: `0 0 0 ${TIMELINE_LINE.ring}px ${c.background}`,
                }}
              />
              {step.date && (
                <div
                  {...editable(`steps.${i}.date`)}
                  dir="auto"
                  style={{
                    ...placed(s.date),
                    fontSize: s.date.size,
                    ...roleCss(TIMELINE_ROLES.date, defaults),
                    color: accent,
                  }}
                >
                  {step.date}
                </div>
              )}
              <h3
                {...editable(`steps.${i}.label`)}
                dir="auto"
                style={{
                  ...placed(s.label),
                  fontSize: s.label.size,
                  ...roleCss(TIMELINE_ROLES.label, defaults),
                }}
              >
                {step.label}
              </h3>
              {step.text && (
                <p
                  {...editable(`steps.${i}.text`)}
                  dir="auto"
                  style={{
                    ...placed(s.text),
                    fontSize: s.text.size,
                    ...roleCss(TIMELINE_ROLES.body, defaults),
                    color: withAlpha(c.text, TIMELINE_TEXT_ALPHA),
                  }}
                >
                  {step.text}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

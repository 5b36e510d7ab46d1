import { CONTRAST_LARGE } from '../../../limits';
import { legibleAlpha } from '../../../themes/color';
import { editable } from '../../editable';
import { roleCss, typesetIn } from '../../layout/typeScale';
import { eyebrow, placed, withAlpha } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';
import { FACTS, layoutStrategicTitle, STRATEGIC_BAND, STRATEGIC_ROLES } from './layout';

export { strategicLines } from './layout';

/** The colours of the design, shared with the PowerPoint drawing: line 2 full, lines 1 and 3 softer. */
export const STRATEGIC_ALPHA = { band: 0.9, softLines: 0.78, rule: 0.35, labels: 0.6 };

/** The content field behind each fact the slide shows. */
const FACT_FIELDS: Record<string, string> = { FOR: 'clientName', FROM: 'agency', DATE: 'date' };

export function StrategicTitleSlide({ slide, options, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  // The FOR / FROM / DATE labels are large text (26 px bold): soft, but at least 3:1 on any surface.
  const labelAlpha = legibleAlpha(c.text, c.background, STRATEGIC_ALPHA.labels, CONTRAST_LARGE);
  const l = typesetIn(defaults, () => layoutStrategicTitle(slide, defaults, options.deck));
  return (
    <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
      <div
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          bottom: 0,
          width: STRATEGIC_BAND.w,
          background: withAlpha(c.text, STRATEGIC_ALPHA.band),
        }}
      />
      {l.lines.map((line, i) => (
        <div
          key={i}
          {...editable(`line${i + 1}`)}
          dir="auto"
          style={{
            ...placed(line),
            fontSize: line.size,
            ...roleCss(STRATEGIC_ROLES.lines, defaults),
            color: i === 1 ? c.text : withAlpha(c.text, STRATEGIC_ALPHA.softLines),
          }}
        >
          {line.text}
        </div>
      ))}
      <div
        style={{
          position: 'absolute',
          left: l.rule.x,
          top: l.rule.y,
          width: l.rule.w,
          height: FACTS.rule,
          background: withAlpha(c.text, STRATEGIC_ALPHA.rule),
        }}
      />
      {l.facts.map((f) => (
        <div key={f.label}>
          <p style={{ ...eyebrow(withAlpha(c.text, labelAlpha)), ...placed(f.labelBox) }}>{f.label}</p>
          <p
            {...editable(FACT_FIELDS[f.label] ?? 'clientName')}
            dir="auto"
            style={{ ...placed(f.valueBox), fontSize: f.valueBox.size, fontWeight: 600, lineHeight: 1.2 }}
          >
            {f.value}
          </p>
        </div>
      ))}
    </div>
  );
}

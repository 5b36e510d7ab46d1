import { editable } from '../../editable';
import { roleCss, typesetIn } from '../../layout/typeScale';
import { placed, withAlpha } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';
import { Bullet } from '../content/Bullet';
import { CARD, COMPARISON_ROLES, comparisonSides, layoutComparison } from './layout';

/** The content keys of the two sides, in drawing order. */
const SIDE_KEYS = ['left', 'right'] as const;

/** The two sides' accents and card fills (the PowerPoint drawing uses the same). */
export const COMPARISON_SIDES = [
  { accent: '#a0aec0', fill: '#ffffff' },
  { accent: '#3182ce', fill: '#ebf8ff' },
] as const;

export function ComparisonSlide({ slide, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const sides = comparisonSides(slide);
  const l = typesetIn(defaults, () => layoutComparison(slide));
  return (
    <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
      <h2
        {...editable('title')}
        dir="auto"
        style={{
          ...placed(l.title),
          fontSize: l.title.size,
          ...roleCss(COMPARISON_ROLES.title, defaults),
        }}
      >
        {slide.title}
      </h2>
      {l.cards.map((card, i) => {
        // A theme's accent marks the second side and its text the first; without one, SPEC's grey and blue.
        const side = COMPARISON_SIDES[i]!;
        const themed = defaults.accent;
        const accent = !themed ? side.accent : i === 1 ? themed : withAlpha(c.text, 0.3);
        const fill = !themed ? side.fill : i === 1 ? withAlpha(themed, 0.08) : withAlpha(c.text, 0.03);
        return (
          <div key={i}>
            <div
              style={{
                position: 'absolute',
                left: card.x,
                top: card.y,
                width: card.w,
                height: card.h,
                background: slide.content.backgroundColor ? withAlpha(c.text, 0.06) : fill,
                borderTop: `${CARD.rule}px solid ${accent}`,
                borderRadius: CARD.radius,
                boxShadow: '0 2px 0 rgba(0,0,0,0.04)',
              }}
            />
            <h3
              {...editable(`comparison.${SIDE_KEYS[i]}.title`)}
              dir="auto"
              style={{
                ...placed(card.heading),
                fontSize: card.heading.size,
                ...roleCss(COMPARISON_ROLES.heading, defaults),
              }}
            >
              {sides[i]!.title}
            </h3>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {card.items.map((box, j) => (
                <Bullet key={j} box={box} accent={accent} path={`comparison.${SIDE_KEYS[i]}.items.${j}`}>
                  {sides[i]!.items[j]}
                </Bullet>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

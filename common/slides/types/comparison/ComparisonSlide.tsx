import { editable } from '../../editable';
import type { Placed } from '../../layout/fit';
import { roleCss, typesetIn } from '../../layout/typeScale';
import { placed } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';
import { BulletList } from '../content/Bullet';
import { CARD, COMPARISON_ROLES, comparisonSides, layoutComparison } from './layout';
import { comparisonLook } from './look';

/** The content keys of the two sides, in drawing order. */
const SIDE_KEYS = ['left', 'right'] as const;

export { COMPARISON_SIDES } from './look';

export function ComparisonSlide({ slide, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const sides = comparisonSides(slide);
  const l = typesetIn(defaults, () => layoutComparison(slide));
  const own = Boolean(slide.content.backgroundColor || slide.content.textColor);
  const looks = comparisonLook(defaults, c, own);
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
        const look = looks[i]!;
        // The card holds its texts (so each is drawn on its fill); their boxes are the slide's.
        const inCard = (box: Placed): Placed => ({
          ...box,
          x: box.x - card.x,
          y: box.y - card.y - CARD.rule,
        });
        return (
          <div
            key={i}
            data-comparison-side={SIDE_KEYS[i]}
            style={{
              position: 'absolute',
              left: card.x,
              top: card.y,
              width: card.w,
              height: card.h,
              boxSizing: 'border-box',
              background: look.fill,
              color: look.text,
              borderTop: `${CARD.rule}px solid ${look.rule}`,
              borderRadius: CARD.radius,
              // An outline for the quiet card, a soft lift for the filled one.
              boxShadow: look.border ? `inset 0 0 0 2px ${look.border}` : '0 24px 48px -28px rgba(0,0,0,0.5)',
            }}
          >
            <h3
              {...editable(`comparison.${SIDE_KEYS[i]}.title`)}
              dir="auto"
              style={{
                ...placed(inCard(card.heading)),
                fontSize: card.heading.size,
                ...roleCss(COMPARISON_ROLES.heading, defaults),
              }}
            >
              {sides[i]!.title}
            </h3>
            <BulletList
              boxes={card.items.map(inCard)}
              texts={sides[i]!.items}
              path={(j) => `comparison.${SIDE_KEYS[i]}.items.${j}`}
              accent={look.rule}
            />
          </div>
        );
      })}
    </div>
  );
}

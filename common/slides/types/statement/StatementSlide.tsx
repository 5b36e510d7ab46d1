import { highlightBand } from '../../../themes/highlight';
import { editable } from '../../editable';
import { roleCss, typesetIn } from '../../layout/typeScale';
import { eyebrow, placed, withAlpha } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';
import { HIGHLIGHT_PAD, layoutStatement, STATEMENT_ROLES, statementTexts } from './layout';

export function StatementSlide({ slide, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const t = statementTexts(slide);
  const l = typesetIn(defaults, () => layoutStatement(slide));
  // The PowerPoint file draws the same band behind the same words (server/export/pptx/slides.ts).
  const band = highlightBand(c.background, c.text, defaults.brand);
  const mainField = slide.content.text ? 'text' : slide.content.mainText ? 'mainText' : 'title';
  const bandStyle = {
    background: band,
    color: 'inherit',
    padding: `0 ${HIGHLIGHT_PAD}px`,
    // The band reaches past its words on each line without moving them, so the sentence wraps
    // and spaces as it would unmarked (and as highlightBands draws it for PowerPoint).
    margin: `0 -${HIGHLIGHT_PAD}px`,
    boxDecorationBreak: 'clone' as const,
    WebkitBoxDecorationBreak: 'clone' as const,
  };
  return (
    <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
      {t.label && (
        <p
          dir="auto"
          style={{ ...eyebrow(withAlpha(c.text, 0.75)), ...placed(l.label), fontSize: l.label.size }}
        >
          <span {...editable('title')}>{t.label}</span>
        </p>
      )}
      <p
        dir="auto"
        style={{
          ...placed(l.text),
          fontSize: l.text.size,
          ...roleCss(STATEMENT_ROLES.text, defaults),
        }}
      >
        {t.inPlace ? (
          // The phrase is in the text: marked where it stands, the sentence edited as one.
          <span {...editable(mainField)}>
            {t.runs.before}
            <mark data-highlight="" style={bandStyle}>
              {t.runs.marked}
            </mark>
            {t.runs.after}
          </span>
        ) : (
          <>
            <span {...editable(mainField)}>{t.main}</span>
            {t.highlight && (
              <>
                {' '}
                <mark {...editable('highlightText')} data-highlight="" style={bandStyle}>
                  {t.highlight}
                </mark>
              </>
            )}
          </>
        )}
      </p>
      {t.author && (
        <p
          dir="auto"
          style={{
            ...placed(l.author),
            fontSize: l.author.size,
            fontWeight: 600,
            lineHeight: 1.3,
            opacity: 0.85,
          }}
        >
          {'— '}
          <span {...editable('author')}>{slide.content.author}</span>
        </p>
      )}
    </div>
  );
}

import { type CSSProperties, useState } from 'react';
import { DEFAULT_TEAM, formatMoney, type TeamInputs, teamCosts } from '../../../calculator';
import { editable } from '../../editable';
import { roleCss, typesetIn } from '../../layout/typeScale';
import { eyebrow, PAD_X, PAD_Y, withAlpha, wrapText } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';
import { CALC, CALC_FIGURES, CALCULATOR_ROLES, layoutCalculator } from './layout';

const FIELDS: { key: keyof TeamInputs; label: string }[] = [
  { key: 'designers', label: 'Designers' },
  { key: 'developers', label: 'Developers' },
  { key: 'augmented', label: 'Augmented team members' },
];

/** SPEC §9's team cost calculator drawn on a slide; its inputs work where `interactive` is set. */
export function CalculatorSlide({ slide, options, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const [team, setTeam] = useState<TeamInputs>(DEFAULT_TEAM);
  const costs = teamCosts(team);
  const panel = withAlpha(c.text, 0.07);
  const figure = roleCss(CALC_FIGURES.total, defaults);
  const { fit } = typesetIn(defaults, () => layoutCalculator(slide));
  // The verdict card: the type's green and orange in Classic, the theme's accent and secondary else.
  const verdict = (costs.better ? defaults.callout?.good : defaults.callout?.bad) ?? {
    background: panel,
    text: c.text,
  };
  return (
    <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
      <div
        style={{
          position: 'absolute',
          left: PAD_X,
          right: PAD_X,
          top: PAD_Y,
          bottom: PAD_Y,
          display: 'grid',
          gridTemplateColumns: '1fr 1.15fr',
          gap: CALC.gap,
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column', gap: CALC.stackGap, minWidth: 0 }}>
          <p style={eyebrow(withAlpha(c.text, 0.6))}>Team cost calculator</p>
          <h2
            {...editable('title')}
            dir="auto"
            style={{ ...wrapText, fontSize: fit.sizes.title, ...roleCss(CALCULATOR_ROLES.title, defaults) }}
          >
            {slide.title}
          </h2>
          {FIELDS.map(({ key, label }) => (
            <label
              key={key}
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 24,
                flex: 'none',
                height: CALC.rowHeight,
                boxSizing: 'border-box',
                background: panel,
                borderRadius: 18,
                padding: '22px 32px',
                fontSize: 34,
                fontWeight: 600,
              }}
            >
              <span>{label}</span>
              <input
                type="number"
                min={0}
                step={1}
                aria-label={label}
                value={team[key]}
                readOnly={!options.interactive}
                tabIndex={options.interactive ? 0 : -1}
                onChange={(e) => {
                  const n = e.currentTarget.valueAsNumber;
                  setTeam((t) => ({ ...t, [key]: Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0 }));
                }}
                style={{
                  width: 170,
                  fontSize: 40,
                  fontWeight: 800,
                  textAlign: 'right',
                  background: 'transparent',
                  color: 'inherit',
                  border: `2px solid ${withAlpha(c.text, 0.3)}`,
                  borderRadius: 12,
                  padding: '6px 16px',
                  fontFamily: 'inherit',
                }}
              />
            </label>
          ))}
        </div>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: CALC.resultsGap,
            justifyContent: 'center',
            minWidth: 0,
          }}
        >
          <Row label="In-house team" value={formatMoney(costs.inHouseTotal)} tone={panel} figure={figure} />
          <Row
            label="Augmented team"
            value={formatMoney(costs.augmentedTotal)}
            tone={panel}
            figure={figure}
          />
          <div
            style={{
              background: verdict.background,
              color: verdict.text,
              borderRadius: 24,
              padding: '40px 48px',
              display: 'flex',
              flexDirection: 'column',
              gap: 12,
            }}
          >
            <span style={eyebrow(withAlpha(verdict.text, 0.85))}>{costs.valueLabel}</span>
            <span style={{ fontSize: CALC_FIGURES.saving.max, ...roleCss(CALC_FIGURES.saving, defaults) }}>
              {formatMoney(costs.savings)}
            </span>
            <span style={{ fontSize: 40, fontWeight: 700 }}>
              {costs.better ? `${costs.percentSaved}${costs.percentLabel}` : costs.percentLabel}
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}

function Row({
  label,
  value,
  tone,
  figure,
}: {
  label: string;
  value: string;
  tone: string;
  figure: CSSProperties;
}) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        background: tone,
        borderRadius: 20,
        padding: '32px 44px',
      }}
    >
      <span style={{ fontSize: 34, fontWeight: 600, opacity: 0.85 }}>{label}</span>
      <span style={{ fontSize: CALC_FIGURES.total.max, ...figure }}>{value}</span>
    </div>
  );
}

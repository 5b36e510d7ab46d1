import { editable } from '../../editable';
import { typesetIn } from '../../layout/typeScale';
import { FONT_SANS, inkOn, placed } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';
import { DataTitle } from '../titled';
import { type Bar, SWATCH, SWATCH_GAP } from './geometry';
import { CHART_ROLES, layoutChart } from './layout';
import { chartPalette } from './palette';
import { circlePath, linesPath, roundedRectPath } from './svgShapes';

/** How far the axis and grid recede behind the data. */
export const CHART_INK = { axis: 0.72, grid: 0.14, zero: 0.45 };

export function ChartSlide({ slide, defaults, options }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const accent = slide.content.textColor ? c.text : (defaults.accent ?? c.text);
  const l = typesetIn(defaults, () => layoutChart(slide));
  const g = l.geometry;
  const round = l.chart.kind === 'pie' || l.chart.kind === 'doughnut';
  const palette = chartPalette(
    accent,
    c.text,
    c.background,
    round ? l.chart.categories.length : l.chart.series.length,
  );
  const font = defaults.fonts ? undefined : FONT_SANS;
  const empty = !slide.content.chart;
  // A chart with no data yet shows sample data, faded, while it is being made; an export (the
  // only caller that inlines pictures) never shows figures nobody gave.
  if (empty && options.inlinePictures)
    return (
      <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
        <DataTitle
          text={slide.title}
          box={l.title}
          role={CHART_ROLES.title}
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
        role={CHART_ROLES.title}
        accent={accent}
        defaults={defaults}
      />
      <svg
        width={1920}
        height={1080}
        viewBox="0 0 1920 1080"
        role="img"
        aria-label={chartWords(l.chart)}
        // The labels' font is set once here and inherited: a deck of charts stays a small page.
        style={{
          position: 'absolute',
          inset: 0,
          overflow: 'visible',
          fontSize: g.size,
          fontFamily: font,
          ...(empty ? { opacity: 0.35 } : {}),
        }}
      >
        {g.grid.length > 0 && (
          <path d={linesPath(g.grid)} stroke={inkOn(c.text, c.background, CHART_INK.grid)} strokeWidth={2} />
        )}
        {g.zero && <line {...g.zero} stroke={inkOn(c.text, c.background, CHART_INK.zero)} strokeWidth={3} />}
        {barsBySeries(g.bars).map(([series, bars]) => (
          <path
            key={`b${series}`}
            data-mark="bar"
            data-count={bars.length}
            d={bars.map((b) => roundedRectPath(b.x, b.y, b.w, b.h, Math.min(6, b.w / 8))).join('')}
            fill={palette[series]}
          />
        ))}
        {g.lines.map((ln) => (
          <g key={`l${ln.series}`}>
            <path
              d={ln.path}
              fill="none"
              stroke={palette[ln.series]}
              strokeWidth={6}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
            <path
              data-mark="point"
              data-count={ln.points.length}
              d={ln.points.map((p) => circlePath(p.x, p.y, 9)).join('')}
              fill={c.background}
              stroke={palette[ln.series]}
              strokeWidth={5}
            />
          </g>
        ))}
        {g.legend.map((e) => (
          <rect
            key={`s${e.index}`}
            x={e.x}
            y={e.y + g.legendSize * SWATCH_TOP}
            width={g.legendSize * SWATCH}
            height={g.legendSize * SWATCH}
            rx={4}
            fill={palette[e.index]}
          />
        ))}
        {g.pieCentre && (
          <g transform={`translate(${g.pieCentre.x} ${g.pieCentre.y})`}>
            {g.slices.map((s) => (
              <path
                key={s.category}
                d={s.path}
                fill={palette[s.category]}
                stroke={c.background}
                strokeWidth={3}
              />
            ))}
          </g>
        )}
        <g fill={inkOn(c.text, c.background, CHART_INK.axis)}>
          {g.axisLabels.map((t, i) => (
            <text
              key={`a${i}`}
              x={t.x}
              y={t.y}
              textAnchor={t.anchor}
              transform={t.rotate ? `rotate(${t.rotate} ${t.x} ${t.y})` : undefined}
            >
              {t.text}
            </text>
          ))}
        </g>
        <g fill={c.text} fontWeight={700}>
          {g.dataLabels.map((t, i) => (
            <text key={`d${i}`} x={t.x} y={t.y} textAnchor={t.anchor}>
              {t.text}
            </text>
          ))}
        </g>
        {g.centre && (
          <text
            x={g.centre.x}
            y={g.centre.y + g.centre.size * 0.35}
            textAnchor="middle"
            fill={c.text}
            style={{ fontSize: g.centre.size, fontWeight: 800 }}
          >
            {g.centre.text}
          </text>
        )}
      </svg>
      {g.legend.map((e) => {
        const s = g.legendSize;
        return (
          <div
            key={e.index}
            style={{
              ...placed({ x: e.x, y: e.y, w: 900 }),
              whiteSpace: 'nowrap',
              fontSize: s,
              lineHeight: 1.25,
              paddingLeft: s * (SWATCH + SWATCH_GAP),
            }}
          >
            {round ? (
              <span dir="auto">{e.text}</span>
            ) : (
              <span {...editable(`chart.series.${e.index}.name`)} dir="auto">
                {e.text}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** How far a legend swatch's top sits below its line's, as a part of the legend's size: centred on the text. */
const SWATCH_TOP = 0.24;

/** The bars in one path per series (one fill): fewer elements to lay out and print. */
function barsBySeries(bars: readonly Bar[]): Array<[number, Bar[]]> {
  const by = new Map<number, Bar[]>();
  for (const b of bars) {
    const of = by.get(b.series);
    if (of) of.push(b);
    else by.set(b.series, [b]);
  }
  return [...by];
}

/** What the chart shows, in words, for a screen reader (its data, not a picture of it). */
function chartWords(chart: import('../../content').Chart): string {
  return chart.series
    .map(
      (s) =>
        `${s.name}: ${chart.categories.map((c, j) => `${c} ${s.values[j] ?? ''}${chart.unit ? ` ${chart.unit}` : ''}`).join(', ')}`,
    )
    .join('; ');
}

import { CHART_KINDS, CHART_LABEL_MAX } from '@common/limits';
import type { Chart, ChartKind } from '@common/slides/content';
import { ChartColumn, ChartLine, ChartPie, Donut } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/cn';
import type { Cells } from './cells';
import { DataGrid, type GridWords } from './DataGrid';
import { CELL_MAX, CHART_LIMITS, type ChartLook, cellsChart, chartCells } from './dataCells';
import { useGridDraft } from './useGridDraft';

const KIND_LOOK: Record<ChartKind, { label: string; icon: ReactNode }> = {
  bar: { label: 'Bar', icon: <ChartColumn aria-hidden /> },
  line: { label: 'Line', icon: <ChartLine aria-hidden /> },
  pie: { label: 'Pie', icon: <ChartPie aria-hidden /> },
  doughnut: { label: 'Doughnut', icon: <Donut aria-hidden /> },
};

const lookOf = (chart: Chart | undefined): ChartLook => {
  if (!chart) return { kind: 'bar' };
  const { categories: _c, series: _s, ...look } = chart;
  return look;
};

const WORDS: GridWords = {
  row: 'category',
  rows: 'categories',
  column: 'series',
  columns: 'series',
  firstColumn: 1,
  cell: ({ row, col }) =>
    row === 0
      ? col === 0
        ? { role: 'the categories’ heading (not drawn)', placeholder: 'Category' }
        : { role: `series ${col} name`, placeholder: `Series ${col}` }
      : col === 0
        ? { role: `category ${row}`, placeholder: `Category ${row}` }
        : { role: `series ${col} value for category ${row}`, placeholder: '0' },
};

/**
 * A chart's data in a grid (categories down, one column per series, their names in the header)
 * and its look beside it: the kind, stacking, orientation and unit. Each committed cell, paste or
 * change of look is one edit of `content.chart`; the canvas redraws as cells are typed.
 */
export function ChartData({
  slideId,
  chart,
  onSave,
}: {
  slideId: string;
  chart: Chart | undefined;
  onSave: (label: string, chart: Chart | undefined) => void;
}) {
  const [look, setLook] = useState<ChartLook>(() => lookOf(chart));
  const lookKey = JSON.stringify(chart ? lookOf(chart) : null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the saved look, by its text
  useEffect(() => {
    if (chart) setLook(lookOf(chart));
  }, [lookKey]);
  const grid = useGridDraft({
    slideId,
    field: 'chart',
    saved: chart,
    toCells: chartCells,
    read: (cells) => cellsChart(cells, look).chart,
  });
  const { problems } = cellsChart(grid.cells, look);
  const [unit, setUnit] = useState(chart?.unit ?? '');
  useEffect(() => setUnit(chart?.unit ?? ''), [chart?.unit]);

  function commit(cells: Cells, nextLook: ChartLook, label: string) {
    grid.setCells(cells);
    setLook(nextLook);
    const result = cellsChart(cells, nextLook);
    if (result.problems.length || !grid.saving(result.chart)) return;
    onSave(label, result.chart);
  }
  const setLookPart = (change: Partial<ChartLook>, label: string) => {
    const next: ChartLook = { ...look, ...change };
    for (const k of ['stacked', 'horizontal', 'unit'] as const) if (!next[k]) delete next[k];
    commit(grid.cells, next, label);
  };
  const seriesCount = cellsChart(grid.cells, { kind: 'bar' }).chart?.series.length ?? 1;
  const bars = look.kind === 'bar';
  const round = look.kind === 'pie' || look.kind === 'doughnut';

  return (
    <div className="grid gap-3 md:col-span-2">
      <div className="flex flex-wrap items-end gap-x-5 gap-y-3">
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold text-ink">Chart</legend>
          <div className="inline-flex rounded-lg border border-slate-300 bg-slate-50 p-0.5">
            {CHART_KINDS.map((kind) => {
              const off = (kind === 'pie' || kind === 'doughnut') && seriesCount > 1;
              return (
                <label
                  key={kind}
                  title={off ? `A ${kind} chart shows one series` : undefined}
                  className={cn(
                    'flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-xs font-semibold text-slate-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand [&_svg]:size-4',
                    look.kind === kind && 'bg-white text-ink shadow-sm ring-1 ring-slate-300',
                    off && 'cursor-not-allowed opacity-40',
                  )}
                >
                  <input
                    type="radio"
                    name={`chart-kind-${slideId}`}
                    value={kind}
                    checked={look.kind === kind}
                    disabled={off}
                    onChange={() => setLookPart({ kind }, `Make it a ${kind} chart`)}
                    className="sr-only"
                  />
                  {KIND_LOOK[kind].icon}
                  {KIND_LOOK[kind].label}
                </label>
              );
            })}
          </div>
        </fieldset>
        {!round && (
          <div className="flex items-center gap-4 pb-1.5 text-sm text-slate-700">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={Boolean(look.stacked)}
                disabled={seriesCount < 2}
                onChange={(e) => setLookPart({ stacked: e.target.checked }, 'Stack the series')}
                className="size-4 accent-[var(--color-brand)]"
              />
              Stacked
            </label>
            {bars && (
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={Boolean(look.horizontal)}
                  onChange={(e) => setLookPart({ horizontal: e.target.checked }, 'Turn the bars')}
                  className="size-4 accent-[var(--color-brand)]"
                />
                Horizontal
              </label>
            )}
          </div>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={`chart-unit-${slideId}`}>Unit</Label>
          <input
            id={`chart-unit-${slideId}`}
            value={unit}
            maxLength={CHART_LABEL_MAX}
            placeholder="€M, %, users"
            onChange={(e) => setUnit(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
            onBlur={() =>
              unit.trim() !== (look.unit ?? '') && setLookPart({ unit: unit.trim() }, 'Set the unit')
            }
            className="h-9 w-36 rounded-lg border border-slate-300 bg-white px-3 text-sm placeholder:text-slate-400 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/30"
          />
        </div>
      </div>
      <DataGrid
        label="Chart data"
        cells={grid.cells}
        limits={CHART_LIMITS}
        maxLength={CELL_MAX.chart}
        words={WORDS}
        problems={problems}
        onDraft={grid.setCells}
        onCommit={(cells, label) => commit(cells, look, label)}
      />
      <p className="text-xs text-slate-500">
        Categories down column A, one column per series with its name in row 1. Figures such as 1,234, €49 or
        12% are read as numbers. Paste cells from a spreadsheet into any cell.
      </p>
    </div>
  );
}

import { countProblem, DEFAULT_TEAM, formatMoney, type TeamInputs, teamCosts } from '@common/calculator';
import { CALCULATOR } from '@common/limits';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

const FIELDS: { key: keyof TeamInputs; label: string; hint: string }[] = [
  {
    key: 'designers',
    label: 'Designers',
    hint: `In-house, ${formatMoney(CALCULATOR.inHouseCostPerPerson)} a year each`,
  },
  {
    key: 'developers',
    label: 'Developers',
    hint: `In-house, ${formatMoney(CALCULATOR.inHouseCostPerPerson)} a year each`,
  },
  {
    key: 'augmented',
    label: 'Augmented team members',
    hint: `${formatMoney(CALCULATOR.augmentedCostPerPerson)} a year each`,
  },
];

export default function Calculator() {
  // Kept as typed so a field can be empty while editing; the sums read it as 0.
  const [raw, setRaw] = useState<Record<keyof TeamInputs, string>>({
    designers: String(DEFAULT_TEAM.designers),
    developers: String(DEFAULT_TEAM.developers),
    augmented: String(DEFAULT_TEAM.augmented),
  });
  const costs = teamCosts({
    designers: Number(raw.designers),
    developers: Number(raw.developers),
    augmented: Number(raw.augmented),
  });
  return (
    <main className="min-h-screen bg-paper">
      <div className="mx-auto max-w-5xl px-5 py-10 sm:px-8">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-500 hover:text-ink"
        >
          <ArrowLeft className="size-4" /> Back to Home
        </Link>
        <h1 className="mt-6 text-4xl font-black tracking-tight text-ink">Team cost calculator</h1>
        <p className="mt-2 text-slate-600">What an in-house team costs a year, next to an augmented team.</p>
        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6">
            {FIELDS.map(({ key, label, hint }) => {
              // Kept as typed, and said what is wrong with, rather than silently dropped; the sums
              // count a wrong entry as 0 until it is mended.
              const problem = countProblem(raw[key]);
              return (
                <div key={key} className="rounded-xl bg-paper p-4">
                  <label className="flex items-center justify-between gap-4">
                    <span>
                      <span className="block font-semibold text-ink">{label}</span>
                      <span className="text-sm text-slate-600">{hint}</span>
                    </span>
                    <input
                      type="number"
                      min={0}
                      max={CALCULATOR.maxCount}
                      step={1}
                      inputMode="numeric"
                      aria-label={label}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${key}-problem` : undefined}
                      value={raw[key]}
                      onChange={(e) => setRaw((r) => ({ ...r, [key]: e.target.value }))}
                      className={cn(
                        'h-12 w-28 rounded-lg border text-center text-lg font-bold focus:border-brand focus:outline-none',
                        problem ? 'border-red-600' : 'border-slate-300',
                      )}
                    />
                  </label>
                  {problem && (
                    <p id={`${key}-problem`} role="alert" className="mt-2 text-sm font-medium text-red-700">
                      {problem}
                    </p>
                  )}
                </div>
              );
            })}
          </section>
          <section className="space-y-4" aria-live="polite">
            <Figure label="In-house total" value={formatMoney(costs.inHouseTotal)} />
            <Figure label="Augmented total" value={formatMoney(costs.augmentedTotal)} />
            <div
              className={cn('rounded-2xl p-6 text-white', costs.better ? 'bg-emerald-800' : 'bg-orange-800')}
            >
              <p className="text-xs font-bold uppercase tracking-widest opacity-90">{costs.valueLabel}</p>
              <p className="mt-2 text-4xl font-black" data-testid="savings">
                {formatMoney(costs.savings)}
              </p>
              <p className="mt-1 text-lg font-semibold" data-testid="percent">
                {costs.better ? `${costs.percentSaved}${costs.percentLabel}` : costs.percentLabel}
              </p>
            </div>
          </section>
        </div>
      </div>
    </main>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between rounded-2xl border border-slate-200 bg-white p-6">
      <span className="font-semibold text-slate-600">{label}</span>
      <span className="text-3xl font-black text-ink">{value}</span>
    </div>
  );
}

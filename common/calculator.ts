import { CALCULATOR } from './limits';

export interface TeamInputs {
  designers: number;
  developers: number;
  augmented: number;
}

export interface TeamCosts {
  inHouseTotal: number;
  augmentedTotal: number;
  savings: number;
  /** Whole percent of the in-house total saved (negative when the augmented team costs more). */
  percentSaved: number;
  /** SPEC §9: "% saved" / "Better Value" when savings are positive, else "Higher cost" / "Premium Team". */
  better: boolean;
  percentLabel: '% saved' | 'Higher cost';
  valueLabel: 'Better Value' | 'Premium Team';
}

export const DEFAULT_TEAM: TeamInputs = {
  designers: CALCULATOR.defaultDesigners,
  developers: CALCULATOR.defaultDevelopers,
  augmented: CALCULATOR.defaultAugmented,
};

/** A team count as typed: numeric, 0 to CALCULATOR.maxCount, whole; anything else counts as 0. */
export function clampCount(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  if (!Number.isFinite(n) || n < 0 || n > CALCULATOR.maxCount) return 0;
  return Math.floor(n);
}

/** What is wrong with a count as typed, said to the person typing it; undefined when it is fine. */
export function countProblem(typed: string): string | undefined {
  if (typed.trim() === '') return undefined;
  const n = Number(typed);
  if (!Number.isFinite(n) || n < 0 || n > CALCULATOR.maxCount || !Number.isInteger(n))
    return `Enter a whole number from 0 to ${CALCULATOR.maxCount.toLocaleString('en-US')}`;
  return undefined;
}

export function teamCosts(inputs: TeamInputs): TeamCosts {
  const designers = clampCount(inputs.designers);
  const developers = clampCount(inputs.developers);
  const augmented = clampCount(inputs.augmented);
  const inHouseTotal = (designers + developers) * CALCULATOR.inHouseCostPerPerson;
  const augmentedTotal = augmented * CALCULATOR.augmentedCostPerPerson;
  const savings = inHouseTotal - augmentedTotal;
  const percentSaved = inHouseTotal > 0 ? Math.round((savings / inHouseTotal) * 100) : 0;
  const better = savings > 0;
  return {
    inHouseTotal,
    augmentedTotal,
    savings,
    percentSaved,
    better,
    percentLabel: better ? '% saved' : 'Higher cost',
    valueLabel: better ? 'Better Value' : 'Premium Team',
  };
}

export function formatMoney(value: number): string {
  const rounded = Math.round(value);
  const text = `$${Math.abs(rounded).toLocaleString('en-US')}`;
  return rounded < 0 ? `-${text}` : text;
}

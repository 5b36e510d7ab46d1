import type { ReactNode } from 'react';
import type { At } from './cells';
import type { CellProblem } from './dataCells';

/** How many problems are listed under the grid; the rest are counted. */
const PROBLEMS_SHOWN = 3;

/** What stops the grid's data being saved, each a link to its cell; and what a paste left out. */
export function GridProblems({
  id,
  problems,
  notice,
  onShow,
}: {
  id: string;
  problems: CellProblem[];
  notice: string;
  onShow: (at: At) => void;
}) {
  return (
    <div id={id} aria-live="polite" className="grid gap-1 text-xs">
      {problems.length > 0 && (
        <p className="font-semibold text-red-700">
          Not saved yet: {problems.length === 1 ? 'one cell needs' : `${problems.length} cells need`} fixing.
        </p>
      )}
      {problems.slice(0, PROBLEMS_SHOWN).map((p) => (
        <button
          key={p.message}
          type="button"
          onClick={() => onShow(p.at)}
          className="w-fit text-left text-red-700 underline decoration-red-300 underline-offset-2 hover:decoration-red-700"
        >
          {p.message}
        </button>
      ))}
      {problems.length > PROBLEMS_SHOWN && (
        <p className="text-red-700">and {problems.length - PROBLEMS_SHOWN} more</p>
      )}
      {notice && <p className="text-amber-800">{notice}</p>}
    </div>
  );
}

export function GridButton({
  children,
  disabled,
  onClick,
}: {
  children: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      // Keeps the cell's focus, so the action works on the cell being edited.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-xs font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 [&_svg]:size-3.5"
    >
      {children}
    </button>
  );
}

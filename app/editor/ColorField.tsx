import { COLOR_SWATCHES } from '@common/limits';
import { Check } from 'lucide-react';
import { Input } from '../components/ui/input';

/** A colour the browser can draw, as #rrggbb for the native picker; undefined for names it cannot read. */
function hexOf(value: string): string | undefined {
  const v = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(v)) return v.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  if (typeof document === 'undefined' || !v) return undefined;
  const probe = document.createElement('canvas').getContext('2d');
  if (!probe) return undefined;
  probe.fillStyle = '#010203';
  probe.fillStyle = v;
  const read = String(probe.fillStyle);
  return read === '#010203' && v !== '#010203' ? undefined : read.startsWith('#') ? read : undefined;
}

/**
 * A slide colour: the deck's swatches, the system picker for any other, and the text field for a
 * CSS name or code (navy, #1a365d). A swatch or the picker saves at once; the field on Enter or
 * when it loses focus. "Default" clears the colour so the type's own shows.
 */
export function ColorField({
  id,
  value,
  onDraft,
  onCommit,
  inputProps,
}: {
  id: string;
  value: string;
  onDraft: (text: string) => void;
  onCommit: (text: string) => void;
  inputProps: Record<string, unknown>;
}) {
  const hex = hexOf(value);
  const chosen = (swatch: string) => hex === swatch.toLowerCase();
  return (
    <div className="grid gap-2">
      <fieldset className="m-0 flex min-w-0 flex-wrap items-center gap-1.5 border-0 p-0">
        <legend className="sr-only">Swatches</legend>
        {COLOR_SWATCHES.map((s) => (
          <button
            key={s.value}
            type="button"
            title={`${s.name} ${s.value}`}
            aria-label={`${s.name} ${s.value}`}
            aria-pressed={chosen(s.value)}
            onClick={() => onCommit(s.value)}
            className="flex size-7 items-center justify-center rounded-md ring-1 ring-slate-900/15 transition hover:scale-110 focus-visible:outline-2 focus-visible:outline-sky-500"
            style={{ background: s.value }}
          >
            {chosen(s.value) && <Check className="size-4 text-white mix-blend-difference" aria-hidden />}
          </button>
        ))}
        <label
          className="relative flex size-7 cursor-pointer items-center justify-center overflow-hidden rounded-md ring-1 ring-slate-900/15"
          title="Another colour"
          style={{ background: 'conic-gradient(red, yellow, lime, aqua, blue, magenta, red)' }}
        >
          <span className="sr-only">Another colour</span>
          <input
            type="color"
            value={hex ?? '#000000'}
            onChange={(e) => onCommit(e.target.value)}
            className="absolute inset-0 cursor-pointer opacity-0"
          />
        </label>
        <button
          type="button"
          onClick={() => onCommit('')}
          disabled={!value}
          className="ml-1 rounded-md px-2 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-100 disabled:opacity-40"
        >
          Default
        </button>
      </fieldset>
      <Input
        {...inputProps}
        id={id}
        value={value}
        onChange={(e) => onDraft(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
        placeholder="e.g. #1a365d or navy"
      />
    </div>
  );
}

import { BUILT_IN_THEMES } from '@common/themes/builtIn';
import { Palette } from 'lucide-react';
import { useDeckThemeChoice, useSetDeckTheme } from '../api/brand';
import { toastError } from '../components/ui/toast';

const BRAND = 'brand';

/** The deck's theme: its client's brand kit, or one of the built-in themes (issue 21). */
export function ThemePicker({ presentationId }: { presentationId: string }) {
  const choice = useDeckThemeChoice(presentationId);
  const set = useSetDeckTheme(presentationId);
  const value = choice.data ? (choice.data.themeId ?? BRAND) : '';
  return (
    <label className="flex h-8 items-center gap-1.5 rounded-lg border border-slate-300 bg-white pl-2 text-sm font-medium text-slate-700">
      <Palette className="size-4" aria-hidden />
      <span className="sr-only">Theme</span>
      <select
        aria-label="Theme"
        className="h-full rounded-r-lg bg-transparent pr-1 focus:outline-none"
        value={value}
        disabled={!choice.data || set.isPending}
        onChange={(e) =>
          set.mutate(e.target.value === BRAND ? null : e.target.value, {
            onError: (err) => toastError(err instanceof Error ? err.message : 'Failed to change the theme'),
          })
        }
      >
        {!choice.data && <option value="">Theme…</option>}
        <option value={BRAND}>Client brand</option>
        {BUILT_IN_THEMES.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
    </label>
  );
}

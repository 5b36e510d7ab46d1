import { BUILT_IN_THEMES, type BuiltInThemeId } from '@common/themes/builtIn';
import { Palette } from 'lucide-react';
import { useDeckThemeChoice } from '../api/brand';
import { toastError } from '../components/ui/toast';
import type { DeckHistory } from './useDeckHistory';

const BRAND = 'brand';

/**
 * The deck's theme: its client's brand kit, or one of the built-in themes (issue 21). A change is
 * a deck operation through the editor's history like any other edit, so Ctrl+Z takes it back.
 */
export function ThemePicker({ presentationId, history }: { presentationId: string; history: DeckHistory }) {
  const choice = useDeckThemeChoice(presentationId);
  const value = choice.data ? (choice.data.themeId ?? BRAND) : '';
  return (
    <label className="flex h-9 shrink-0 items-center gap-1.5 rounded-lg pl-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-within:ring-2 focus-within:ring-brand max-sm:h-11">
      <Palette className="size-4" aria-hidden />
      <span className="sr-only">Theme</span>
      <select
        aria-label="Theme"
        className="h-full max-w-32 rounded-r-lg bg-transparent pr-1 focus:outline-none sm:max-w-none"
        value={value}
        disabled={!choice.data}
        onChange={(e) => {
          const theme = e.target.value === BRAND ? null : (e.target.value as BuiltInThemeId);
          // Ctrl+Z is the select's own while it has focus; leave it so the shortcut undoes this change.
          e.currentTarget.blur();
          history
            .apply('Change theme', [{ op: 'set_theme', theme }])
            .catch((err) => toastError(err instanceof Error ? err.message : 'Failed to change the theme'));
        }}
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

import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../ui/button';

const FIELD = 'rounded-lg border border-slate-300 px-2.5 text-sm focus:border-brand focus:outline-none';

/**
 * A reviewer's small form in the shared viewer: their name and one optional field (an email to
 * comment, a note to approve), the server's refusal said in place, Continue or Approve. The two
 * forms of the review panel were written out twice; this is the one.
 */
export function ReviewerForm({
  label,
  heading,
  initialName = '',
  nameMax,
  extra,
  help,
  submitLabel,
  onCancel,
  onSubmit,
}: {
  /** The form's accessible name. */
  label: string;
  heading: ReactNode;
  initialName?: string;
  nameMax: number;
  extra: { label: string; max: number; kind: 'email' | 'note' };
  help?: ReactNode;
  submitLabel: string;
  onCancel?: () => void;
  /** Saves; its rejection's message is shown under the fields. */
  onSubmit: (name: string, extra: string) => Promise<void>;
}) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [more, setMore] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim() || pending) return;
    setPending(true);
    setError('');
    try {
      await onSubmit(name, more.trim() ? more : '');
      setMore('');
    } catch (err) {
      setError(err instanceof Error ? err.message.replace(/^\d+: /, '') : 'Could not save');
    } finally {
      setPending(false);
    }
  }
  return (
    <form
      onSubmit={submit}
      aria-label={label}
      className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3"
    >
      <p className="text-sm font-semibold">{heading}</p>
      <label htmlFor={`${id}-name`} className="text-xs font-semibold text-ink-soft">
        Your name
      </label>
      <input
        id={`${id}-name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={nameMax}
        autoComplete="name"
        className={`h-9 ${FIELD}`}
      />
      <label htmlFor={`${id}-more`} className="text-xs font-semibold text-ink-soft">
        {extra.label}
      </label>
      {extra.kind === 'email' ? (
        <input
          id={`${id}-more`}
          type="email"
          value={more}
          onChange={(e) => setMore(e.target.value)}
          maxLength={extra.max}
          autoComplete="email"
          className={`h-9 ${FIELD}`}
        />
      ) : (
        <textarea
          id={`${id}-more`}
          value={more}
          onChange={(e) => setMore(e.target.value)}
          maxLength={extra.max}
          rows={2}
          className={`py-2 ${FIELD}`}
        />
      )}
      {help && <p className="text-xs text-slate-600">{help}</p>}
      {error && (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="brand" size="sm" disabled={!name.trim() || pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

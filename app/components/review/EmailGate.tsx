import { REVIEWER_EMAIL_MAX } from '@common/limits';
import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * A link that asks for an email before viewing (issue 29). What is typed is kept with the visit
 * and shown to the presenter with the time per slide; nothing checks it, and the page says so.
 */
export function EmailGate({ onEmail }: { onEmail: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const valid = EMAIL.test(email.trim());
  function submit(e: FormEvent) {
    e.preventDefault();
    if (valid) onEmail(email.trim());
  }
  return (
    <main className="flex min-h-screen items-center justify-center bg-ink px-6">
      <form onSubmit={submit} className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-2xl">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-soft">
          <Mail className="size-5 text-brand" />
        </div>
        <h1 className="mt-4 text-center text-xl font-bold text-ink">Your email, please</h1>
        <p className="mt-1 text-center text-sm text-slate-600">
          The presenter asks for your email before you view. It is shared with them along with the time you
          spend on each slide. It is not verified.
        </p>
        <label htmlFor="view-email" className="sr-only">
          Email
        </label>
        <input
          id="view-email"
          type="email"
          autoFocus
          value={email}
          maxLength={REVIEWER_EMAIL_MAX}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@company.com"
          autoComplete="email"
          className="mt-6 h-11 w-full rounded-lg border border-slate-300 px-3 text-sm focus:border-brand focus:outline-none"
        />
        <button
          type="submit"
          disabled={!valid}
          className="mt-4 flex h-11 w-full items-center justify-center rounded-lg bg-ink font-semibold text-white hover:bg-ink-soft disabled:opacity-50"
        >
          View Presentation
        </button>
      </form>
    </main>
  );
}

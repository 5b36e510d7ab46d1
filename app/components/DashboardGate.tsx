import { PRODUCT_NAME, WRONG_PASSWORD_SHAKE_MS } from '@common/limits';
import { useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { ApiError, apiRequest, onUnauthorized } from '../api/client';
import { cn } from '../lib/cn';
import { Logo } from './Logo';
import { Spinner } from './ui/spinner';

type GateState = 'checking' | 'locked' | 'open';

/**
 * SPEC's dashboard gate, enforced by the server: the password goes to POST /api/auth/login, the
 * session cookie lasts for the browser session, and any 401 from a dashboard call locks again.
 */
export function DashboardGate() {
  const [state, setState] = useState<GateState>('checking');
  const qc = useQueryClient();

  useEffect(() => {
    let alive = true;
    apiRequest('/api/auth/session')
      .then(() => alive && setState('open'))
      .catch(() => alive && setState('locked'));
    const off = onUnauthorized(() => setState('locked'));
    return () => {
      alive = false;
      off();
    };
  }, []);

  if (state === 'checking') {
    return (
      <div className="flex min-h-screen items-center justify-center bg-ink">
        <Spinner className="size-6 text-white/60" />
      </div>
    );
  }
  if (state === 'locked') {
    return (
      <PasswordPrompt
        onUnlocked={() => {
          // Whatever failed while locked is fetched again now.
          qc.invalidateQueries();
          setState('open');
        }}
      />
    );
  }
  return <Outlet />;
}

function PasswordPrompt({ onUnlocked }: { onUnlocked: () => void }) {
  const [password, setPassword] = useState('');
  const [shaking, setShaking] = useState(false);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!password || pending) return;
    setPending(true);
    setError('');
    try {
      await apiRequest('/api/auth/login', { body: { password }, public: true });
      onUnlocked();
    } catch (err) {
      setPassword('');
      if (err instanceof ApiError && err.status === 401) {
        setShaking(true);
        // The shake is for the eyes; a screen reader hears the alert below.
        setError('Wrong password. Try again.');
        setTimeout(() => setShaking(false), WRONG_PASSWORD_SHAKE_MS);
      } else {
        setError(err instanceof ApiError ? err.serverMessage : 'Could not reach the server. Try again.');
      }
      input.current?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <main className="relative flex min-h-screen items-center justify-center overflow-hidden bg-ink px-6">
      <div className="pointer-events-none absolute -right-40 -top-40 size-[520px] rounded-full bg-brand/20 blur-3xl" />
      <form onSubmit={submit} className="relative w-full max-w-sm text-center">
        <div className="mx-auto mb-6 flex size-14 items-center justify-center rounded-2xl bg-white/10">
          <LockKeyhole className="size-6 text-brand" />
        </div>
        <h1 className="flex items-center justify-center gap-2 text-3xl font-extrabold tracking-tight text-white">
          <Logo className="size-7" />
          {PRODUCT_NAME}
        </h1>
        <p className="mt-2 text-slate-300">Enter password to access dashboard</p>
        <label htmlFor="dashboard-password" className="sr-only">
          Password
        </label>
        <input
          ref={input}
          id="dashboard-password"
          type="password"
          autoFocus
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-shaking={shaking || undefined}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? 'dashboard-password-error' : undefined}
          className={cn(
            'mt-8 h-12 w-full rounded-xl border border-white/15 bg-white/5 px-4 text-center text-lg text-white placeholder:text-slate-500 focus:border-brand focus:outline-none',
            shaking && 'animate-shake border-red-400',
          )}
          placeholder="Password"
        />
        <p className="mt-3 flex h-5 items-center justify-center gap-2 text-sm text-slate-400">
          {pending ? <Spinner className="text-slate-400" /> : error ? null : 'Press Enter'}
          <span id="dashboard-password-error" role="alert" className="text-red-300">
            {error}
          </span>
        </p>
      </form>
    </main>
  );
}

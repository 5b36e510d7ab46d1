import { useCallback, useEffect, useState } from 'react';

/** "m:ss" under an hour, "h:mm:ss" after. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * A talk's elapsed time, started when the presenter view opens, with pause and reset. Counted from
 * the clock, not from ticks, so a throttled background window still shows the right time.
 */
export function useElapsed() {
  const [state, setState] = useState(() => ({ since: Date.now(), banked: 0, running: true }));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!state.running) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [state.running]);
  const elapsed = state.banked + (state.running ? Math.max(0, now - state.since) : 0);
  const toggle = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setState((s) =>
      s.running
        ? { since: t, banked: s.banked + (t - s.since), running: false }
        : { since: t, banked: s.banked, running: true },
    );
  }, []);
  const reset = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setState((s) => ({ since: t, banked: 0, running: s.running }));
  }, []);
  return { elapsed, running: state.running, toggle, reset };
}

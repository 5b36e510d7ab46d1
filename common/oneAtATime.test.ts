import { describe, expect, it } from 'vitest';
import { oneAtATime } from './oneAtATime';

/** A read that waits until released, counting how many ran and how many overlapped. */
function gatedRead() {
  const gates: Array<() => void> = [];
  const state = { started: 0, running: 0, overlapped: false };
  const read = async () => {
    state.started++;
    state.running++;
    if (state.running > 1) state.overlapped = true;
    await new Promise<void>((resolve) => gates.push(resolve));
    state.running--;
  };
  const release = async () => {
    gates.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { read, release, state };
}

describe('oneAtATime', () => {
  it('runs one more read after any number of calls during a read, never two at once', async () => {
    const { read, release, state } = gatedRead();
    const wake = oneAtATime(read);
    const first = wake();
    void wake();
    void wake();
    void wake();
    expect(state.started).toBe(1);
    await release();
    expect(state.started).toBe(2); // the three calls during the first read made one more
    await release();
    await first;
    expect(state.started).toBe(2);
    expect(state.overlapped).toBe(false);
    // Idle again: a call starts a read at once.
    void wake();
    expect(state.started).toBe(3);
    await release();
  });

  it('reads again while the read asks for it, and a failed read lets the next call start afresh', async () => {
    let pages = 3;
    const paged = oneAtATime(async () => --pages > 0);
    await paged();
    expect(pages).toBe(0);

    let calls = 0;
    const failing = oneAtATime(async () => {
      calls++;
      if (calls === 1) throw new Error('read failed');
    });
    await expect(failing()).rejects.toThrow('read failed');
    await failing();
    expect(calls).toBe(2);
  });
});

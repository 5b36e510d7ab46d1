/**
 * Wraps a read that follows something changing (a deck's event log, a shared deck) so that reads
 * never overlap and none is missed: a call while a read runs makes exactly one more read after it,
 * however many calls came, so the last read always starts after the last call. A read may also ask
 * for another itself by resolving to true (a further page). The returned promise settles when the
 * reads it joined are done; a read that throws ends the run, and the next call starts a new one.
 */
export function oneAtATime(read: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  const loop = async () => {
    try {
      do {
        again = false;
        if ((await read()) === true) again = true;
      } while (again);
    } finally {
      running = undefined;
    }
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop();
    return running;
  };
}

import { buildServerIfStale } from '../../scripts/build-server.mjs';

/**
 * Vitest's global setup: the server bundle that tests/helpers/serverProcess.ts starts, built once
 * in the main process before any worker runs (two workers building it at once could start a
 * server from a half-written file). About a second, and nothing when no source changed.
 */
export default function setup() {
  buildServerIfStale();
}

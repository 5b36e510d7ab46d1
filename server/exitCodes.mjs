// Exit codes the server and its supervisor (scripts/supervise.mjs) agree on. Plain JavaScript so
// that the supervisor, which runs before anything is built, can import it.

/** The start was refused (data directory in use, port taken): restarting would not help. */
export const EXIT_REFUSED = 78;

import { buildApp } from './app';
import { readConfig } from './config';
import { DataDirInUse } from './db/dataDirLock';
import { openDatabase } from './db/open';
import { EXIT_REFUSED } from './exitCodes.mjs';

async function main() {
  const config = readConfig();
  // The data directory's lock is taken before the database opens (server/db/dataDirLock.ts), and
  // the database opens before the port: a start that is refused at any step closes what it opened
  // and exits, so no half-started process ever holds the database.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app: Awaited<ReturnType<typeof buildApp>>['app'] | undefined;
  try {
    const built = await buildApp({ config, database, logger: { level: config.logLevel } });
    app = built.app;
    await listenAndServe(built.app, built.generatedPassword, config, database);
  } catch (err) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw err;
  }
}

async function listenAndServe(
  app: Awaited<ReturnType<typeof buildApp>>['app'],
  generatedPassword: string | undefined,
  config: ReturnType<typeof readConfig>,
  database: Awaited<ReturnType<typeof openDatabase>>,
) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Stop accepting, let requests in flight finish, then close the database cleanly.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port}`;
  console.log(`\nDecksmith is running at ${url} (${where})`);
  if (generatedPassword) {
    console.log('\n  Dashboard password (shown once; set DASHBOARD_PASSWORD to choose your own):');
    console.log(`\n      ${generatedPassword}\n`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  // A start refused for a reason a restart cannot mend (the data directory or the port is taken)
  // exits with EXIT_REFUSED, which `npm start`'s supervisor does not restart.
  const refused = err instanceof DataDirInUse || (err as NodeJS.ErrnoException)?.code === 'EADDRINUSE';
  process.exit(refused ? EXIT_REFUSED : 1);
});

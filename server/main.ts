import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/open';

async function main() {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { app, generatedPassword } = await buildApp({ config, database, logger: { level: config.logLevel } });

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
  process.exit(1);
});

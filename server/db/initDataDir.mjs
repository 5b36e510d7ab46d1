// Creates a new PGlite data directory (initdb) and exits. It runs in a worker thread because
// initdb runs in a second WebAssembly instance whose ~500 MB of memory the main thread would keep
// until V8 happened to run a major collection; a worker that ends returns it at once.
import { workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create(workerData.dataDir);
await db.close();

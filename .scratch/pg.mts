import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/open';

const database = await openDatabase({});
const text = 'こんにちは世界 '.repeat(50000);
await database.db.execute(sql`create table t (x text)`);
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  await database.db.execute(sql`insert into t values (${text})`);
  console.log('insert', (performance.now() - t).toFixed(0));
}
const t = performance.now();
await database.db.execute(sql`select x from t limit 1`);
console.log('select', (performance.now() - t).toFixed(0));
const big = 'x'.repeat(4_800_000);
let t2 = performance.now();
const parsed = JSON.parse(JSON.stringify({ file: big }));
console.log('json', (performance.now() - t2).toFixed(0));
const { findUnstorableText } = await import('../server/lib/storableText');
t2 = performance.now();
findUnstorableText(parsed);
console.log('unstorable', (performance.now() - t2).toFixed(0));
t2 = performance.now();
Buffer.from(big, 'base64');
console.log('b64', (performance.now() - t2).toFixed(0));

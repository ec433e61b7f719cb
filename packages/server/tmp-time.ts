import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPgliteDatabase } from './src/db/pgliteDatabase.ts';
import { migrate } from './src/db/migrate.ts';
let t = Date.now();
const lap = (n: string) => {
  console.log(n, Date.now() - t);
  t = Date.now();
};
const db = await openPgliteDatabase(mkdtempSync(join(tmpdir(), 'x-')));
lap('create');
await migrate(db);
lap('migrate');
for (let i = 0; i < 20; i++)
  await db.transaction(async (tx) => {
    await tx.query('SELECT 1');
  });
lap('20 tx');
for (let i = 0; i < 20; i++) await db.query('SELECT 1');
lap('20 q');
await db.close();
const mem = await openPgliteDatabase(undefined);
lap('create mem');
await migrate(mem);
lap('migrate mem');

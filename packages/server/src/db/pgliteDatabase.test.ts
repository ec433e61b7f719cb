import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase, pgliteSharedBuffers } from './pgliteDatabase.ts';

describe('the PGlite database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-settings-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs with the small shared buffer pool, and still stores and reads rows', async () => {
    const db = await openPgliteDatabase(join(dir, 'db'));
    try {
      const setting = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(setting.rows[0]?.shared_buffers).toBe(pgliteSharedBuffers);
      expect(pgliteSharedBuffers).toBe('16MB');
      await db.exec('CREATE TABLE t (n int)');
      await db.queryDurably('INSERT INTO t SELECT generate_series(1, 1000)');
      expect((await db.query<{ total: number }>('SELECT sum(n)::int AS total FROM t')).rows[0]?.total).toBe(500500);
    } finally {
      await db.close();
    }
  }, 60_000);
});

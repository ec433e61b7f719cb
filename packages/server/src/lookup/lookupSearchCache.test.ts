import { describe, expect, it } from 'vitest';
import type { QueryResult, Queryable } from '../db/database.ts';
import { createLookupChanges } from './lookupChanges.ts';
import { createLookupSearchCache } from './lookupSearchCache.ts';

/** A database holding one hs_ceeb record whose name and version the test changes; it counts version reads. */
function fakeDatabase() {
  const state = { name: 'Lincoln High School', version: 1, versionReads: 0 };
  const result = <Row>(rows: unknown[]) => ({ rows }) as unknown as QueryResult<Row>;
  const db: Queryable = {
    async query<Row>(sql: string): Promise<QueryResult<Row>> {
      if (sql.includes('lookup_versions')) {
        state.versionReads += 1;
        return result<Row>([{ version: String(state.version) }]);
      }
      if (sql.includes('FROM lookup_records')) {
        const normalized = state.name.toLowerCase();
        return result<Row>([
          {
            id: '1',
            name: state.name,
            normalized_name: normalized,
            normalized_aliases: '',
            sub_text: '',
            words: normalized,
          },
        ]);
      }
      throw new Error(`unexpected query: ${sql}`);
    },
    async exec() {},
  };
  return { db, state };
}

const names = (items: { text: string }[]) => items.map((item) => item.text);

describe('createLookupSearchCache', () => {
  it('reads the version at most once per interval, and rebuilds when it moved', async () => {
    const { db, state } = fakeDatabase();
    let clock = 0;
    const cache = createLookupSearchCache(db, { versionCheckMs: 1000, now: () => clock });
    expect(names(await cache.search('hs_ceeb', 'linc', 5))).toEqual(['Lincoln High School']);
    clock = 500;
    await cache.search('hs_ceeb', 'linc', 5);
    expect(state.versionReads).toBe(1);

    // Another node imports: not seen before the next check...
    state.name = 'Roosevelt Academy';
    state.version = 2;
    clock = 999;
    expect(names(await cache.search('hs_ceeb', 'roos', 5))).toEqual([]);
    // ...and seen from it on.
    clock = 1000;
    expect(names(await cache.search('hs_ceeb', 'roos', 5))).toEqual(['Roosevelt Academy']);
    expect(state.versionReads).toBe(2);
  });

  it('re-reads the version at once after a change committed by this process', async () => {
    const { db, state } = fakeDatabase();
    const changes = createLookupChanges();
    const cache = createLookupSearchCache(db, { versionCheckMs: 60_000, now: () => 0, changes });
    await cache.search('hs_ceeb', 'linc', 5);
    state.name = 'Roosevelt Academy';
    state.version = 2;
    changes.note();
    expect(names(await cache.search('hs_ceeb', 'roos', 5))).toEqual(['Roosevelt Academy']);
    expect(state.versionReads).toBe(2);
  });
});

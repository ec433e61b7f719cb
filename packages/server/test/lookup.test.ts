import type { LookupItem } from '@admissions/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminOperations } from '../src/admin/adminOperations.ts';
import { lookupVersionCheckMs } from '../src/lookup/lookupSearchCache.ts';
import { normalizeSearchText, searchWords } from '../src/lookup/normalizeSearchText.ts';
import { lookupRepository } from '../src/lookup/lookupRepository.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

describe.skipIf(skipDatabaseLeg)(`lookup on ${testDatabaseKind}`, () => {
  let server: TestServer;
  let client: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({
      env: { LOOKUP_SEED: 'true' },
      addressLookup: {
        async search(query) {
          return query === 'crash'
            ? Promise.reject(new Error('provider down'))
            : [{ id: 'a1', text: `1 ${query} St`, sub_text: 'Springfield, IL' }];
        },
        async find(id) {
          return id === 'a1'
            ? { id, address_line_1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'USA' }
            : undefined;
        },
      },
    });
    client = new ApiClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  const search = async (query: string, category = 'college_ceeb', extra = ''): Promise<LookupItem[]> => {
    const response = await client.get<LookupItem[]>(
      `/lookup/find?query=${encodeURIComponent(query)}&category=${category}${extra}`,
    );
    expect(response.status).toBe(200);
    return response.body;
  };
  const names = (items: LookupItem[]): string[] => items.map((item) => item.text);

  it('finds US colleges by a prefix, with "City, ST", best match first', async () => {
    const items = await search('harvard');
    expect(items[0]).toEqual({ id: 'ipeds-166027', text: 'Harvard University', sub_text: 'Cambridge, MA' });
    expect(names(await search('harv'))).toContain('Harvard University');
  });

  it('matches every query word as a prefix of a word of the name, in any order', async () => {
    const items = await search('alab univ');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.text.toLowerCase()).toMatch(/\balab/);
      expect(item.text.toLowerCase()).toMatch(/\buniv/);
    }
    expect(names(await search('massachusetts inst tech'))).toContain('Massachusetts Institute of Technology');
  });

  it('ignores case and accents, both ways', async () => {
    const accented = await search('universidade de são paulo');
    const plain = await search('UNIVERSIDADE DE SAO PAULO');
    expect(plain).toEqual(accented);
    expect(plain[0]).toMatchObject({ text: 'Universidade de São Paulo', sub_text: 'Brazil' });
  });

  it('lists a college once even when both sources have it, and finds it by its alias', async () => {
    const items = await search('massachusetts institute of technology');
    expect(names(items).filter((name) => name === 'Massachusetts Institute of Technology')).toHaveLength(1);
    expect((await search('MIT'))[0]).toMatchObject({
      text: 'Massachusetts Institute of Technology',
      sub_text: 'Cambridge, MA',
    });
  });

  it('returns 5 results by default, max_results up to 20', async () => {
    expect(await search('college')).toHaveLength(5);
    expect(await search('college', 'college_ceeb', '&max_results=12')).toHaveLength(12);
    expect(await search('college', 'college_ceeb', '&max_results=500')).toHaveLength(20);
  });

  it('returns the full record for an id, and 404 for an unknown id', async () => {
    const response = await client.get('/lookup/find?id=ipeds-166027&category=college_ceeb');
    expect(response).toMatchObject({
      status: 200,
      body: {
        id: 'ipeds-166027',
        name: 'Harvard University',
        address_line_1: 'Massachusetts Hall',
        city: 'Cambridge',
        state: 'MA',
        country: 'USA',
      },
    });
    expect(response.body.zip).toMatch(/^02138(-\d{4})?$/);
    const world = (await search('universidade de sao paulo'))[0]!;
    expect((await client.get(`/lookup/find?id=${world.id}&category=college_ceeb`)).body).toEqual({
      id: world.id,
      name: 'Universidade de São Paulo',
      country: 'BRA',
    });
    for (const path of ['/lookup/find?id=nope&category=college_ceeb', '/lookup/find?id=ipeds-166027&category=pets']) {
      expect(await client.get(path)).toMatchObject({
        status: 404,
        body: { message: 'No record was found for this id.' },
      });
    }
  });

  it('has no high schools until a list is imported, then finds them', async () => {
    expect(await search('lincoln', 'hs_ceeb')).toEqual([]);
    const admin = createAdminOperations({
      db: server.db,
      clock: server.app.clock,
      publicOrigin: '',
      tenant: server.tenant,
      lookupChanges: server.app.lookupChanges,
    });
    const result = await admin.importLookup({
      category: 'hs_ceeb',
      csv:
        '\uFEFFid,name,ceeb,address_line_1,city,state,zip,country\r\n' +
        '100,Lincoln High School,141234,"1 Main St, Suite 2",Springfield,IL,62701,USA\r\n' +
        '101,"Colegio ""San José""",,Calle 1,Bogotá,,110111,COL\r\n',
    });
    expect(result).toEqual({ imported: 2 });
    expect(await search('lincoln hi', 'hs_ceeb')).toEqual([
      { id: '100', text: 'Lincoln High School', sub_text: 'Springfield, IL' },
    ]);
    expect(await search('san jose', 'hs_ceeb')).toEqual([
      { id: '101', text: 'Colegio "San José"', sub_text: 'Bogotá, COL' },
    ]);
    expect((await client.get('/lookup/find?id=100&category=hs_ceeb')).body).toEqual({
      id: '100',
      name: 'Lincoln High School',
      ceeb: '141234',
      address_line_1: '1 Main St, Suite 2',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'USA',
    });
    // A new import replaces the category; the colleges are untouched.
    await admin.importLookup({ category: 'hs_ceeb', csv: 'id,name\n200,Other School\n' });
    expect(await search('lincoln', 'hs_ceeb')).toEqual([]);
    expect(names(await search('harvard'))).toContain('Harvard University');
    await expect(admin.importLookup({ category: 'hs_ceeb', csv: 'name,city\nA,B\n' })).rejects.toThrow('"id"');
    await expect(admin.importLookup({ category: 'address', csv: 'id,name\n1,A\n' })).rejects.toThrow(
      'The category must be college_ceeb or hs_ceeb.',
    );
    await expect(admin.importLookup({ category: 'hs_ceeb', csv: 'id,name\n1,A\n1,B\n' })).rejects.toThrow(
      'appears more than once',
    );
  });

  it('answers over the seeded colleges by the search rules: every word a word prefix, best groups first', async () => {
    // The rules, written out plainly over every stored record: each query word (the 8 longest) starts a word of
    // the name or of an alias; best first the exact name, then an exact alias, then names starting with the
    // query, then by length (in characters), name and id.
    const { rows } = await server.db.query<{ id: string; name: string; normalized_name: string; aliases: string }>(
      `SELECT id, name, normalized_name, normalized_aliases AS aliases FROM lookup_records WHERE category = 'college_ceeb'`,
    );
    const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const expected = (query: string): string[] => {
      const text = normalizeSearchText(query);
      const words = searchWords(query)
        .sort((a, b) => b.length - a.length)
        .slice(0, 8);
      if (words.length === 0) return [];
      // The three flags (exact name, exact alias, name starting with the query) rank lexicographically.
      const rank = (row: (typeof rows)[number]) =>
        (row.normalized_name === text ? 0 : 4) +
        (` ${row.aliases} `.includes(` ${text} `) ? 0 : 2) +
        (row.normalized_name.startsWith(text) ? 0 : 1);
      const length = (name: string) => [...name].length;
      return rows
        .filter((row) => {
          const own = [...row.normalized_name.split(' '), ...row.aliases.split(' ')];
          return words.every((word) => own.some((candidate) => candidate.startsWith(word)));
        })
        .sort(
          (a, b) =>
            rank(a) - rank(b) ||
            length(a.name) - length(b.name) ||
            byCodePoint(a.name, b.name) ||
            byCodePoint(a.id, b.id),
        )
        .slice(0, 20)
        .map((row) => row.id);
    };
    const queries = [
      'h',
      'ha',
      'u',
      'college',
      'univ of mich',
      'state univ',
      'sao paulo',
      'mit',
      'community college',
      'st',
      'a m',
      'zzzz',
    ];
    for (const query of queries) {
      const found = await search(query, 'college_ceeb', '&max_results=20');
      expect(
        found.map((item) => item.id),
        query,
      ).toEqual(expected(query));
    }
    // Not vacuous: most of these queries find a full page.
    expect((await search('college', 'college_ceeb', '&max_results=20')).length).toBe(20);
  });

  it('sees a change to the lookup tables made behind its back (another node, the CLI) within a second', async () => {
    await search('quux', 'hs_ceeb');
    await server.db.transaction(async (tx) => {
      await lookupRepository.deleteCategory(tx, 'hs_ceeb');
      await lookupRepository.insert(tx, [
        { category: 'hs_ceeb', id: 'q1', name: 'Quux Academy', sub_text: '', source: 'import' },
      ]);
    });
    const changed = Date.now();
    await expect
      .poll(() => search('quux', 'hs_ceeb'), { timeout: 5_000, interval: 100 })
      .toEqual([{ id: 'q1', text: 'Quux Academy', sub_text: '' }]);
    // The version is read once a second (lookupVersionCheckMs); poll intervals add a little.
    expect(Date.now() - changed).toBeLessThan(lookupVersionCheckMs + 1_000);
    await server.db.transaction((tx) => lookupRepository.deleteCategory(tx, 'hs_ceeb'));
    await expect.poll(() => search('quux', 'hs_ceeb'), { timeout: 5_000, interval: 100 }).toEqual([]);
  });

  it('asks the address provider for the address category', async () => {
    expect(await search('Main', 'address')).toEqual([{ id: 'a1', text: '1 Main St', sub_text: 'Springfield, IL' }]);
    expect((await client.get('/lookup/find?id=a1&category=address')).body).toMatchObject({
      address_line_1: '1 Main St',
    });
    expect(await search('crash', 'address')).toEqual([]);
  });

  it('answers any bad search with an empty list, never an error', async () => {
    for (const query of [
      '/lookup/find',
      '/lookup/find?query=harvard',
      '/lookup/find?query=harvard&category=pets',
      '/lookup/find?query=harvard&category=college_ceeb&max_results=abc',
      '/lookup/find?query=harvard&category=college_ceeb&max_results=0',
      '/lookup/find?query=harvard&category=college_ceeb&max_results=-3',
      '/lookup/find?query=harvard&category=college_ceeb&extra=1',
      '/lookup/find?query=harvard&query=yale&category=college_ceeb',
      '/lookup/find?query=%25%25%25&category=college_ceeb',
      '/lookup/find?query=&category=college_ceeb',
      `/lookup/find?query=${'x'.repeat(500)}&category=college_ceeb`,
    ]) {
      const response = await client.get(query);
      expect(response.status, query).toBe(200);
      expect(response.body, query).toEqual([]);
    }
  });
});

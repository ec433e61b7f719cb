/**
 * School search as the applicant types: `GET /lookup/find` over HTTP against
 * the real server process, over the bundled ~16,000 colleges, on PostgreSQL
 * (throwaway cluster) and on PGlite. One client, one request at a time over a
 * keep-alive connection (an applicant's keystrokes), 15 queries in turn.
 * Budget: p99 <= 5 ms on both databases, so suggestions keep up
 * with the 200 ms debounce with room for the network.
 */
import http from 'node:http';
import { isPostgresAvailable, startThrowawayPostgres } from '../scripts/throwawayPostgres.ts';
import { startBenchServer } from './support/benchServer.ts';
import { recordFigure, resetFigures } from './support/figures.ts';
import { percentile } from './support/percentile.ts';

resetFigures();

// What applicants type, keystroke by keystroke: prefixes, several words, accents, no match.
const queries = [
  'h',
  'ha',
  'harv',
  'harvard',
  'univ of mich',
  'university michigan',
  'state univ',
  'são paulo',
  'sao paulo',
  'tecnológico de monterrey',
  'mit',
  'new york university',
  'community college',
  'ludwig maximilians',
  'zzzz no such school',
];
const rounds = 100;

function get(agent: http.Agent, baseUrl: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<void> {
  const server = await startBenchServer({ databaseUrl, label: `lookup-${label.toLowerCase()}` });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const path = (query: string): string =>
      `/lookup/find?query=${encodeURIComponent(query)}&category=college_ceeb&max_results=5`;
    const firstStarted = performance.now();
    const first = await get(agent, server.baseUrl, path('harvard'));
    const firstMs = performance.now() - firstStarted;
    if (first.status !== 200 || !first.body.includes('Harvard University')) {
      throw new Error(`${label}: the first search answered ${first.status} ${first.body}`);
    }
    for (const query of queries) await get(agent, server.baseUrl, path(query)); // warm-up
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const query of queries) {
        const started = performance.now();
        const response = await get(agent, server.baseUrl, path(query));
        times.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`${label}: ${query} answered ${response.status}`);
      }
    }
    times.sort((a, b) => a - b);
    const note = `${times.length} sequential requests over one keep-alive connection, 15 queries in turn`;
    recordFigure({ figure: `GET /lookup/find on ${label}: p50`, value: percentile(times, 0.5), unit: 'ms', note });
    recordFigure({
      figure: `GET /lookup/find on ${label}: p99`,
      value: percentile(times, 0.99),
      unit: 'ms',
      budget: { op: '<=', value: 5 },
      note,
    });
    recordFigure({
      figure: `GET /lookup/find on ${label}: first search after start`,
      value: firstMs,
      unit: 'ms',
      note: 'includes building the in-memory index of the category',
    });
  } finally {
    agent.destroy();
    await server.stop();
  }
}

if (isPostgresAvailable()) {
  const pg = await startThrowawayPostgres();
  try {
    await benchDatabase('PostgreSQL', await pg.createDatabase('bench_lookup'));
  } finally {
    await pg.stop();
  }
} else {
  console.log('PostgreSQL binaries not found: the PostgreSQL half is skipped.');
}
await benchDatabase('PGlite', undefined);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertDocumentJob } from '../../src/jobs/jobKinds.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';

const metricsToken = 'metrics-token-for-the-test-0123456789';

/**
 * /metrics: off (404) unless METRICS_TOKEN is set, then only with that
 * bearer token; Prometheus text with requests counted by route pattern,
 * their latency histogram and the document job queue read from the database.
 */
describe.skipIf(skipDatabaseLeg)(`metrics on ${testDatabaseKind}`, () => {
  let server: TestServer;
  let withoutToken: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_TOKEN: metricsToken } });
    withoutToken = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
    await withoutToken?.close();
  });

  const scrape = (target: TestServer, authorization?: string) =>
    new ApiClient(target.baseUrl).get('/metrics', {
      bare: true,
      ...(authorization ? { headers: { authorization } } : {}),
    });

  it('is off without METRICS_TOKEN: a JSON 404 like any unknown path', async () => {
    const response = await scrape(withoutToken, `Bearer ${metricsToken}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'No route for GET /metrics.' });
  });

  it('refuses a missing or wrong bearer token with 401', async () => {
    for (const authorization of [
      undefined,
      metricsToken,
      `Basic ${metricsToken}`,
      `Bearer ${metricsToken}x`,
      `Bearer ${metricsToken.slice(0, -1)}`,
      'Bearer ',
    ]) {
      const response = await scrape(server, authorization);
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(response.text).not.toContain('http_requests_total');
    }
  });

  it('serves Prometheus text: requests by route pattern, latency histogram, job queue depth', async () => {
    const applicant = new ApiClient(server.baseUrl);
    const secretKey = 'zz_key_that_must_not_be_a_label';
    expect((await applicant.get(`/api/pdf/document-answer/${secretKey}`)).status).toBe(401);
    expect((await applicant.get(`/api/pdf/document-answer/${secretKey}`)).status).toBe(401);
    const prefillToken = 'PrefillTokenNotALabel123';
    expect((await applicant.get(`/public/tmp?token=${prefillToken}`)).status).toBe(404);
    expect((await applicant.get('/api/no-such-route-probe')).status).toBe(404);
    // A queued job that is not due yet: the worker leaves it alone, the gauge counts it.
    await server.db.query(
      `INSERT INTO jobs (kind, payload, status, max_attempts, run_after, created_at, updated_at)
       VALUES ($1, '{}'::jsonb, 'queued', 3, now() + interval '1 day', now(), now())`,
      [convertDocumentJob],
    );

    const response = await scrape(server, `Bearer ${metricsToken}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = response.text;
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/pdf/document-answer/:key",status_code="401"} 2',
    );
    expect(text).toContain('http_requests_total{method="GET",route="/public/tmp",status_code="404"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status_code="404"} 1');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/pdf\/document-answer\/:key",status_code="401"\} 2/,
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/pdf/document-answer/:key",status_code="401"} 2',
    );
    expect(text).toContain('# TYPE document_jobs gauge');
    expect(text).toContain('document_jobs{state="queued"} 1');
    expect(text).toContain('document_jobs{state="running"} 0');
    expect(text).toContain('document_jobs{state="failed"} 0');
    expect(text).toMatch(/^document_jobs_oldest_ready_seconds 0$/m);
    // By worker lane: the queue's oldest due job of each lane, and this node's slots.
    expect(text).toContain('document_jobs_lane_oldest_ready_seconds{lane="applicant"} 0');
    expect(text).toContain('document_jobs_lane_oldest_ready_seconds{lane="outbound"} 0');
    expect(text).toContain('job_worker_lane_jobs{lane="applicant",state="slots"} 1');
    expect(text).toContain('job_worker_lane_jobs{lane="outbound",state="slots"} 2');
    expect(text).toContain('job_worker_lane_jobs{lane="outbound",state="running"} 0');
    // Process defaults.
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+/m);
    // Concrete URLs, their ids and tokens never become labels.
    for (const concrete of [secretKey, prefillToken, 'no-such-route-probe']) expect(text).not.toContain(concrete);
  });
});

import { apiOperations } from '@admissions/contracts';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

describe.skipIf(skipDatabaseLeg)(`the OpenAPI document on ${testDatabaseKind}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_TOKEN: 'metrics-token-for-the-lint-0123456789' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("passes Redocly's recommended rules with no error or warning (offline: the ruleset ships in the package)", async () => {
    const source = await (await fetch(`${server.baseUrl}/docs/json`)).text();
    // The license rules ask for a licence name and URL: this API is an institution's own, published under none.
    const config = await createConfig({
      extends: ['recommended'],
      rules: { 'info-license': 'off', 'info-license-strict': 'off' },
    });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const described = problems.map(
      (problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`,
    );
    expect(described).toEqual([]);
  });

  it('names every operation and gives each its security and a 4xx answer', async () => {
    const document = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: object }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ where: `${method} ${path}`, ...operation })),
    );
    expect(operations.length).toBeGreaterThan(30);
    for (const operation of operations) {
      expect(operation.operationId, operation.where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.security, operation.where).toBeDefined();
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('4')),
        operation.where,
      ).toBe(true);
    }
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
    expect(byId.get('login')?.security).toEqual([]);
    expect(byId.get('getProfile')?.security).toEqual([{ sessionCookie: [] }]);
    expect(byId.get('keepAlive')?.security).toEqual([{ sessionCookie: [] }]);
    expect(Object.keys(byId.get('keepAlive')!.responses)).toEqual(expect.arrayContaining(['204', '401', '403']));
    expect(Object.keys(byId.get('submit')!.responses)).toEqual(expect.arrayContaining(['401', '403', '422']));
    expect(Object.keys(byId.get('saveAnswers')!.responses)).toEqual(expect.arrayContaining(['400', '409', '413']));
  });

  it("has every operation of the app's typed client under its operationId, method and path", async () => {
    const document = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [operation.operationId, `${method.toUpperCase()} ${path}`]),
    );
    const byId = Object.fromEntries(documented);
    for (const [id, { method, path }] of Object.entries(apiOperations)) {
      expect(byId[id], id).toBe(`${method} ${path}`);
    }
  });
});

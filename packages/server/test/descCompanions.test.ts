import { fileURLToPath } from 'node:url';
import { collectDefinitionKeys, descKey, questionParts } from '@admissions/form-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInClient } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

const tenantsDir = fileURLToPath(new URL('../../../tenants/', import.meta.url));

describe.skipIf(skipDatabaseLeg)(`_desc companions of every coded answer on ${testDatabaseKind}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { TENANTS_DIR: tenantsDir, TENANT: 'nsu-international' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("saves the labels of an address's country and state, a month and year and a school's code", async () => {
    const { client } = await loggedInClient(server);
    const answers = {
      country: 'GBR',
      country_desc: 'United Kingdom',
      state: 'Kent',
      state_desc: 'Kent',
      mailing_country: 'USA',
      mailing_country_desc: 'United States of America',
      mailing_state: 'NY',
      mailing_state_desc: 'New York',
      hs_attend_from_month: '9',
      hs_attend_from_month_desc: 'September',
      hs_attend_from_year: '2021',
      hs_attend_from_year_desc: '2021',
      hs_name: 'Lagos Grammar School',
      hs_ceeb: '123456',
      hs_ceeb_desc: 'Lagos Grammar School',
      hs_country: 'NGA',
      hs_country_desc: 'Nigeria',
    };
    const saved = await client.put('/api/answer', answers);
    expect(saved).toMatchObject({ status: 200, body: { message: 'Your answers have been saved.' } });
    expect((await client.get('/api/profile')).body.answer).toEqual(answers);
  });

  it('accepts the _desc of every coded part the pages write', async () => {
    const { client } = await loggedInClient(server);
    const labels: Record<string, string> = {};
    for (const { key, question } of collectDefinitionKeys(server.tenant.bundle.pages)) {
      const part = questionParts(question).find((candidate) => candidate.key === key);
      if (part?.coded) labels[descKey(key)] = 'A label';
    }
    expect(Object.keys(labels).length).toBeGreaterThan(100);
    expect((await client.put('/api/answer', labels)).status).toBe(200);
  });
});

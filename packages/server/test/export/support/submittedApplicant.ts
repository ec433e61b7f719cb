import type { Answers } from '@admissions/form-core';
import { expect } from 'vitest';
import { loggedInClient } from '../../helpers/accounts.ts';
import type { ApiClient } from '../../helpers/apiClient.ts';
import type { TestServer } from '../../helpers/startTestServer.ts';
import { fixture } from '../../documents/support/documentTestServer.ts';
import { uploadDocument } from '../../documents/support/uploadDocument.ts';

/** A complete application of the `docs` fixture tenant (SAT tab, one high school, agreed). */
export const completeAnswers = (firstName: string): Answers => ({
  first_name: firstName,
  last_name: 'Lovelace',
  gender: 'F',
  gender_desc: 'Female',
  country: 'CAN',
  country_desc: 'Canada',
  sat_score: '1450',
  hs_name: 'Lycée Molière',
  essay: '=cmd|" /C calc"!A0',
  legal_agree: true,
});

export interface SubmittedApplicant {
  client: ApiClient;
  email: string;
}

/** Signs up, answers (completeAnswers, with `answers` over them), uploads the given documents (and waits for their conversion), and submits. */
export async function submittedApplicant(
  server: TestServer,
  firstName: string,
  documents: { key: string; file: string; name: string }[] = [],
  answers: Answers = {},
): Promise<SubmittedApplicant> {
  const { client, email } = await loggedInClient(server);
  expect((await client.put('/api/answer', { ...completeAnswers(firstName), ...answers })).status).toBe(200);
  for (const document of documents) await uploadDocument(client, document.key, fixture(document.file), document.name);
  // Documents set their ANSWERED markers without a new revision: submit what is stored.
  const submitted = await client.post('/api/submit');
  expect(submitted.status, submitted.text).toBe(200);
  return { client, email };
}

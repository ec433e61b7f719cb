import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInClient } from '../helpers/accounts.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { type DocumentTestServer, fixture, startDocumentServer } from './support/documentTestServer.ts';
import { uploadDocument } from './support/uploadDocument.ts';

// The fixture tenant `cv`: a CV upload required outright, and an essay uploaded or pasted (a tab group), one of them required.
describe.skipIf(skipDatabaseLeg)(`required uploads (${testDatabaseKind})`, () => {
  let server: DocumentTestServer;

  beforeAll(async () => {
    server = await startDocumentServer('local', { env: { TENANT: 'cv' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("refuses a submission without the required CV with the rule's message, even with a forged marker", async () => {
    const { client } = await loggedInClient(server);
    // The saved marker is the client's mirror: only a stored document counts.
    expect((await client.put('/api/answer', { first_name: 'Ada', cv: 'ANSWERED', essay_file: '' })).status).toBe(200);
    const refused = await client.post<{ errors: Record<string, string[]> }>('/api/submit');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ cv: ['Upload your CV.'], essay_file: ['Upload your essay.'] });
  });

  it('submits once the CV is converted and the chosen tab (paste) is answered', async () => {
    const { client } = await loggedInClient(server);
    await client.put('/api/answer', { first_name: 'Ada', essay_text: 'My essay' });
    expect((await client.put('/api/tabs', { tab_id: 'essay_choice', chosen_tab: 'paste' })).status).toBe(200);
    expect((await client.post<{ errors: Record<string, string[]> }>('/api/submit')).body.errors).toEqual({
      cv: ['Upload your CV.'],
    });
    expect(await uploadDocument(client, 'cv', fixture('sample.png'), 'cv.png')).toMatchObject({ status: 'COMPLETED' });
    const submitted = await client.post('/api/submit');
    expect(submitted.status, submitted.text).toBe(200);
  });

  it('refuses a submission after the CV is removed', async () => {
    const { client } = await loggedInClient(server);
    await client.put('/api/answer', { first_name: 'Ada', essay_text: 'My essay' });
    await client.put('/api/tabs', { tab_id: 'essay_choice', chosen_tab: 'paste' });
    await uploadDocument(client, 'cv', fixture('sample.png'), 'cv.png');
    expect((await client.request('DELETE', '/api/document-answer/cv')).status).toBe(200);
    const refused = await client.post<{ errors: Record<string, string[]> }>('/api/submit');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ cv: ['Upload your CV.'] });
  });
});

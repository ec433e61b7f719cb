import { join } from 'node:path';
import type { PdfResponse } from '@admissions/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../src/config.ts';
import { validTransfer } from '../../../test/tenants/demo-college/validTransfer.ts';
import { loggedInClient } from './helpers/accounts.ts';
import { mailsTo } from './helpers/outbox.ts';
import type { ApiClient } from './helpers/apiClient.ts';
import { fakeBuild } from './helpers/fakeBuild.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';
import { fixture } from './documents/support/documentTestServer.ts';
import { pdfText } from './documents/support/pdfText.ts';
import { download, uploadDocument } from './documents/support/uploadDocument.ts';

// The second tenant of the repository, on the real server with TENANT=demo-college: the same code and build as NSU.
describe.skipIf(skipDatabaseLeg)(`the demo-college transfer application on ${testDatabaseKind}`, () => {
  let server: TestServer;
  let client: ApiClient;
  let email: string;
  let build: ReturnType<typeof fakeBuild>;

  beforeAll(async () => {
    build = fakeBuild();
    server = await startTestServer({
      env: {
        TENANTS_DIR: join(repositoryRoot, 'tenants'),
        TENANT: 'demo-college',
        STATIC_DIR: build.dir,
        JOB_POLL_MS: '100',
        JOB_RETRY_DELAY_MS: '100',
      },
    });
    ({ client, email } = await loggedInClient(server));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    build?.remove();
  });

  it("serves demo-college's head, and the mails carry its short name", async () => {
    const html = await (await fetch(`${server.baseUrl}/you`)).text();
    expect(html).toContain('<title>Demo College Transfer Application</title>');
    expect(html).toContain('<meta name="theme-color" content="#0b3a22" />');
    expect(html).toMatch(/href="\/tenant\/demo-college\/tenant-[\w-]+\.js" data-tenant-module/);
    expect(mailsTo(server.dataDir, email).map((mail) => mail.subject)).toEqual(['Your Demo College confirmation code']);
  });

  it('stores nothing under answer keys of another tenant', async () => {
    const response = await client.put('/api/answer', { first_name: 'Ada' });
    expect(response.status).toBe(200);
    expect((await client.get('/api/profile')).body.answer).toEqual({});
  });

  it('goes from answers, a second college and an upload to submission, and the PDF copy shows it all', async () => {
    const answers = {
      ...validTransfer,
      college_2_name: 'University of Wisconsin Colleges Online',
      college_2_credit_type: 'QTR',
      college_2_credit_type_desc: 'Quarter credits',
      college_2_credits: '12',
    };
    expect((await client.put('/api/answer', { ...answers, certify: false })).status).toBe(200);
    expect((await client.put('/api/add-another', { button_id: 'prior_college', num_components: 2 })).status).toBe(200);
    expect((await client.put('/api/last-page', { last_page: '/transfer' })).status).toBe(200);
    expect(await uploadDocument(client, 'transcript_upload', fixture('sample.pdf'), 'transcript.pdf')).toMatchObject({
      status: 'COMPLETED',
    });

    const refused = await client.post<{ errors: Record<string, string[]> }>('/api/submit');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      certify: ['I certify that the information in this application is complete and accurate.'],
    });
    expect((await client.put('/api/answer', answers)).status).toBe(200);
    const submitted = await client.post('/api/submit');
    expect(submitted.body).toEqual({ message: 'Your application was successfully submitted.' });

    const deadline = Date.now() + 60_000;
    let pdf: PdfResponse;
    for (;;) {
      pdf = (await client.get<PdfResponse>('/api/pdf')).body;
      if (!['UNPROCESSED', 'IN_PROGRESS'].includes(pdf.status)) break;
      if (Date.now() > deadline) throw new Error(`PDF still ${pdf.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(pdf.status).toBe('COMPLETED');
    const text = pdfText((await download(client, pdf.url!)).bytes);
    expect(text).toContain('Transfer Application');
    expect(text).toContain('Demo College of the Lakes');
    // The name from tenant.json's applicantName keys (legal_first_name, legal_last_name).
    expect(text).toContain('Applicant: Rosa Delgado');
    expect(text).toContain('Nursing (BSN)');
    expect(text).toContain('College 2');
    expect(text).toContain('University of Wisconsin Colleges Online');
    expect(text).toContain('Quarter credits');
    expect(text).toContain('Document attached: transcript.pdf');
    expect(text).toContain('Sample PDF page two');
  });
});

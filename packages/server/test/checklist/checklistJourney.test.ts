import { join } from 'node:path';
import type { ChecklistResponse, ProfileResponse, ServiceViewResponse } from '@admissions/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validTransfer } from '../../../../test/tenants/demo-college/validTransfer.ts';
import { createAdminOperations } from '../../src/admin/adminOperations.ts';
import { systemClock } from '../../src/clock.ts';
import { repositoryRoot } from '../../src/config.ts';
import { loggedInClient } from '../helpers/accounts.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { fakeBuild } from '../helpers/fakeBuild.ts';
import { mailsTo } from '../helpers/outbox.ts';
import { runAdminCli } from '../helpers/runAdminCli.ts';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { fixture } from '../documents/support/documentTestServer.ts';
import { pdfText } from '../documents/support/pdfText.ts';
import { presign, uploadDocument } from '../documents/support/uploadDocument.ts';

const stateOf = (checklist: ChecklistResponse) =>
  Object.fromEntries(checklist.items.map((item) => [item.id, item.state]));

async function waitForMail(dataDir: string, email: string, subject: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const mail = mailsTo(dataDir, email).find((candidate) => candidate.subject === subject);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// demo-college's checklist: submitted (by the system), the college transcript (an upload), the associate
// degree diploma (only with an associate degree) and the fee (staff).
describe.skipIf(skipDatabaseLeg)(`the checklist after submission on ${testDatabaseKind}`, { timeout: 120_000 }, () => {
  let server: TestServer;
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
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    build?.remove();
  });

  const checklistOf = async (client: ApiClient) => {
    const response = await client.get<ChecklistResponse>('/api/checklist');
    expect(response.status, response.text).toBe(200);
    return response.body;
  };

  it('journey: submit, upload the transcript against its item, staff waive the fee, the applicant sees it all', async () => {
    const { client, email } = await loggedInClient(server);
    // Before submission: the checklist is there, nothing can be uploaded against it yet.
    expect(stateOf(await checklistOf(client))).toEqual({
      submitted: 'missing',
      college_transcript: 'missing',
      fee: 'missing',
    });
    const early = await client.post('/api/presigned-url', { answer_key: 'checklist_college_transcript' });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      message: 'Documents for your checklist can be uploaded once your application is submitted.',
    });

    expect((await client.put('/api/answer', validTransfer)).status).toBe(200);
    expect((await client.post('/api/submit')).status).toBe(200);
    const before = (await client.get<ProfileResponse>('/api/profile')).body;

    const submitted = await checklistOf(client);
    expect(submitted).toMatchObject({ heading: 'Your transfer checklist', complete: false });
    expect(submitted.items.map((item) => [item.id, item.state])).toEqual([
      ['submitted', 'received'],
      ['college_transcript', 'missing'],
      ['fee', 'missing'],
    ]);
    expect(submitted.items[1]!.document).toEqual({
      key: 'checklist_college_transcript',
      label: 'Upload your college transcript',
      hint: 'A PDF, Word document (.docx) or photo (PNG or JPEG), up to 1 MB.',
      uploadable: true,
    });
    expect(submitted.items[2]!.description).toContain('https://pay.demo-college.example.edu/transfer-fee');

    // The upload goes through the document pipeline (checked, converted to PDF) and receives the item.
    expect(
      await uploadDocument(client, 'checklist_college_transcript', fixture('sample.pdf'), 'official.pdf'),
    ).toMatchObject({ status: 'COMPLETED' });
    const uploaded = await checklistOf(client);
    expect(stateOf(uploaded)).toMatchObject({ college_transcript: 'received' });
    expect(uploaded.items[1]!.document).toMatchObject({ file_name: 'official.pdf', conversion: 'COMPLETED' });
    // The application itself stays as submitted: no answer changed, no new revision.
    const after = (await client.get<ProfileResponse>('/api/profile')).body;
    expect(after.answer).toEqual(before.answer);
    expect(after.revision).toBe(before.revision);
    // And its checklist document cannot be deleted by the applicant.
    expect((await client.request('DELETE', '/api/document-answer/checklist_college_transcript')).status).toBe(409);

    // Staff waive the fee with the CLI (through the running server's admin endpoint): audited.
    const set = await runAdminCli(server, 'checklist.ts', [
      'set',
      email,
      'fee',
      'waived',
      '--by',
      'J. Rivera',
      '--note',
      'fee waiver approved',
    ]);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toMatch(/^A\d{8} fee: - -> waived\n$/);
    expect(set.stderr).toContain('The checklist is complete');
    const done = await checklistOf(client);
    expect(stateOf(done)).toEqual({ submitted: 'received', college_transcript: 'received', fee: 'waived' });
    expect(done.complete).toBe(true);

    const mail = await waitForMail(server.dataDir, email, 'Your Demo College application is complete');
    expect(mail.text).toContain('Transfer application fee paid: waived');
    expect(mail.text).toContain('/completion');

    const shown = await runAdminCli(server, 'checklist.ts', ['show', email]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('complete');
    expect(shown.stdout).toContain('college_transcript: - -> received by upload');
    expect(shown.stdout).toContain('fee: - -> waived by J. Rivera (fee waiver approved)');

    // Staff see the checklist and its document through a staff link, read-only.
    const link = await runAdminCli(server, 'staffLink.ts', [email]);
    const token = new URL(link.stdout.trim()).searchParams.get('service_token')!;
    const staff = new ApiClient(server.baseUrl);
    const view = await staff.get<ServiceViewResponse>(`/service/tmp-pdf?service_token=${token}`);
    expect(view.status).toBe(200);
    expect(view.body.checklist && stateOf(view.body.checklist)).toEqual(stateOf(done));
    const pdf = await fetch(
      `${server.baseUrl}/service/document-answer/checklist_college_transcript?service_token=${token}`,
    );
    expect(pdf.status).toBe(200);
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('Sample PDF page two');

    // The export carries each item's state.
    const exported = await createAdminOperations({
      db: server.db,
      clock: systemClock,
      publicOrigin: server.config.publicOrigin,
      tenant: server.tenant,
    }).exportPage({});
    expect(exported.records.find((record) => record.applicant_email === email)).toMatchObject({
      checklist_submitted: 'received',
      checklist_college_transcript: 'received',
      checklist_associate_degree: null,
      checklist_fee: 'waived',
    });

    const bundled = await createAdminOperations({
      db: server.db,
      clock: systemClock,
      publicOrigin: server.config.publicOrigin,
      tenant: server.tenant,
    }).bundlePage({});
    expect(bundled.applicants.find((applicant) => applicant.username === email)?.documents).toEqual([
      {
        answerKey: 'checklist_college_transcript',
        label: 'College transcript',
        fileName: 'official.pdf',
        converted: true,
      },
    ]);

    // The mail goes once: a later change does not send it again.
    expect((await runAdminCli(server, 'checklist.ts', ['set', email, 'fee', 'received'])).code).toBe(0);
    await checklistOf(client);
    expect(mailsTo(server.dataDir, email).filter((m) => m.subject.includes('application is complete'))).toHaveLength(1);
  });

  it('trust: uploads only against items on this applicant’s checklist that still take one; form uploads stay closed', async () => {
    const { client, email } = await loggedInClient(server);
    expect((await client.put('/api/answer', validTransfer)).status).toBe(200);
    expect((await client.post('/api/submit')).status).toBe(200);
    // The diploma item is hidden (no associate degree): nothing can be uploaded against it.
    const hidden = await client.post('/api/presigned-url', { answer_key: 'checklist_associate_degree' });
    expect(hidden).toMatchObject({ status: 409, body: { message: 'This item is not on your checklist.' } });
    // The form's own upload question stays read-only after submission.
    const formUpload = await client.post('/api/presigned-url', { answer_key: 'transcript_upload' });
    expect(formUpload.status).toBe(409);
    // A key that is neither a question nor a checklist document.
    expect((await client.post('/api/presigned-url', { answer_key: 'checklist_fee' })).status).toBe(400);
    // An upload slot is bound to its applicant: another applicant cannot use it.
    const target = await presign(client, 'checklist_college_transcript');
    const other = await loggedInClient(server);
    const stolen = await other.client.post('/api/pdf/document-answer/checklist_college_transcript', {
      file_key: target.fields.key,
      file_name: 'x.pdf',
    });
    expect(stolen.status).toBe(403);

    // Once staff receive or waive an item, the applicant cannot replace what they decided on.
    const admin = createAdminOperations({
      db: server.db,
      clock: systemClock,
      publicOrigin: server.config.publicOrigin,
      tenant: server.tenant,
    });
    await admin.setChecklistState({ applicant: email, item: 'college_transcript', state: 'received', actor: 'staff' });
    const closed = await client.post('/api/presigned-url', { answer_key: 'checklist_college_transcript' });
    expect(closed).toMatchObject({
      status: 409,
      body: { message: 'This item needs no upload: it is already received or waived.' },
    });
    expect((await checklistOf(client)).items[1]!.document!.uploadable).toBe(false);

    // Staff mistakes are refused with a reason.
    await expect(
      admin.setChecklistState({ applicant: email, item: 'diploma', state: 'received', actor: 'staff' }),
    ).rejects.toThrow(
      'The checklist has no item "diploma"; its items are: submitted, college_transcript, associate_degree, fee.',
    );
    await expect(
      admin.setChecklistState({ applicant: email, item: 'associate_degree', state: 'received', actor: 'staff' }),
    ).rejects.toThrow('"associate_degree" is not on this applicant\'s checklist');
    await expect(
      admin.setChecklistState({ applicant: email, item: 'fee', state: 'paid', actor: 'staff' }),
    ).rejects.toThrow('"paid" is not a checklist state');
    await expect(
      admin.setChecklistState({ applicant: 'nobody@example.com', item: 'fee', state: 'waived', actor: 'staff' }),
    ).rejects.toThrow('No applicant account for nobody@example.com.');
  });
});

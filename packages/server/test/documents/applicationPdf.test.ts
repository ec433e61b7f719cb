import type { PdfResponse } from '@admissions/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInClient } from '../helpers/accounts.ts';
import type { ApiClient } from '../helpers/apiClient.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { type DocumentTestServer, fixture, startDocumentServer } from './support/documentTestServer.ts';
import { pdfBookmarkTree, pdfInfo, pdfPageCount, pdfPageTexts, pdfText } from './support/pdfText.ts';
import { download, uploadDocument } from './support/uploadDocument.ts';

describe.skipIf(skipDatabaseLeg)(`the application PDF on ${testDatabaseKind}`, () => {
  let server: DocumentTestServer;
  let client: ApiClient;
  let email: string;

  beforeAll(async () => {
    server = await startDocumentServer('local');
    ({ client, email } = await loggedInClient(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const answers = {
    first_name: 'Zoë',
    last_name: 'Ångström-Παπαδοπούλου',
    gender: 'X',
    gender_desc: 'Another gender',
    country: 'CAN',
    country_desc: 'Canada',
    birth_date: '2006-02-09',
    sat_score: '1450',
    act_score: '33',
    hs_name: 'Lycée Molière',
    hs_2_name: 'Escuela Número Dos',
    legal_agree: true,
  };

  const waitForPdf = async (): Promise<PdfResponse> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const response = await client.get<PdfResponse>('/api/pdf');
      expect(response.status, response.text).toBe(200);
      if (!['UNPROCESSED', 'IN_PROGRESS'].includes(response.body.status)) return response.body;
      if (Date.now() > deadline) throw new Error(`PDF still ${response.body.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('prints every visible answer as the applicant sees it, then the documents, with bookmarks', async () => {
    expect((await client.put('/api/answer', answers)).status).toBe(200);
    expect((await client.put('/api/add-another', { button_id: 'high_schools', num_components: 2 })).status).toBe(200);
    await uploadDocument(client, 'sat_report', fixture('sample.docx'), 'report.docx');
    await uploadDocument(client, 'photo_id', fixture('sample.pdf'), 'passport.pdf');

    const first = await client.get<PdfResponse>('/api/pdf');
    expect(first.body).toEqual({ status: 'UNPROCESSED', url: null });
    const done = await waitForPdf();
    expect(done.status).toBe('COMPLETED');
    const pdf = await download(client, done.url!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="application\.pdf"/);

    const text = pdfText(pdf.bytes);
    expect(text).toContain('Applicant: Zoë Ångström-Παπαδοπούλου');
    expect(text).toContain('Another gender'); // the _desc label, not the code
    expect(text).toContain('Canada');
    expect(text).toContain('February 9, 2006');
    expect(text).toContain('High School 2');
    expect(text).toContain('Escuela Número Dos');
    expect(text).toMatch(/Which test did\s+SAT/); // the chosen tab, beside its (wrapped) label
    expect(text).toContain('1450');
    expect(text).not.toContain('ACT score'); // in the tab not chosen: hidden
    expect(text).toMatch(/I agree\s+Yes/);
    // Two answers to a row where both fit half of it; a value too wide for half gets a row of its own.
    expect(text).toMatch(/First Name\s+Zoë\s+Last Name\s+Ångström-Παπαδοπούλου/);
    expect(text).toMatch(/Photo identification\s+Document attached: passport\.pdf/);
    // An unanswered question gets no row of its own: its section ends with one line naming it.
    expect(text).toContain('Not answered: Essay');
    expect(text).not.toMatch(/Essay\s+Not answered/);
    expect(text).toContain('Transcript of Ada Lovelace'); // the converted .docx, appended
    expect(text).toContain('Sample PDF page two');

    // Every page, the documents' included, carries the applicant's name, account and "Page X of Y".
    const { pages, fields } = pdfInfo(pdf.bytes);
    expect(fields.Title).toBe('Docs College Application: Zoë Ångström-Παπαδοπούλου');
    const pageTexts = pdfPageTexts(pdf.bytes);
    expect(pageTexts).toHaveLength(pages);
    pageTexts.forEach((page, index) => {
      const header = page.trimStart().split('\n')[0]!;
      expect(header).toMatch(new RegExp(`Page ${index + 1} of ${pages}$`));
      expect(header).toMatch(/^Zoë Ångström-Παπαδ/);
    });
    expect(pageTexts[0]).toContain(`· ${email}`);

    // Each document follows a separator page naming it.
    const separators = pageTexts.flatMap((page, index) =>
      page.includes(' of 2\n') && page.includes('File: ') ? [index + 1] : [],
    );
    expect(separators).toHaveLength(2);
    expect(pageTexts[separators[0]! - 1]).toMatch(/Document 1 of 2\s+Photo identification\s+File: passport\.pdf/);
    expect(pageTexts[separators[0]!]).toContain('Sample PDF page one');
    expect(pageTexts[separators[1]! - 1]).toMatch(/Document 2 of 2\s+SAT score report\s+File: report\.docx/);
    expect(pageTexts[separators[1]!]).toContain('Transcript of Ada Lovelace');

    // Bookmarks: each page of the form with its sections under it, then the documents.
    const bookmarks = pdfBookmarkTree(pdf.bytes);
    expect(bookmarks.map((bookmark) => bookmark.title)).toEqual(['1. About You', '2. Final Steps', 'Documents']);
    expect(bookmarks[0]!.children.map((bookmark) => bookmark.title)).toEqual(['Identity', 'Tests', 'Schools']);
    expect(bookmarks[2]!.children).toEqual([
      { title: 'Photo identification (passport.pdf)', page: separators[0], children: [] },
      { title: 'SAT score report (report.docx)', page: separators[1], children: [] },
    ]);
    expect(bookmarks[0]!.page).toBe(1);
  });

  it('reuses the PDF while the application is unchanged and builds a new one from the answers at request time', async () => {
    const before = await waitForPdf();
    const again = await client.get<PdfResponse>('/api/pdf');
    expect(again.body).toEqual(before);

    expect((await client.put('/api/answer', { ...answers, first_name: 'Chloé' })).status).toBe(200);
    const requested = await client.get<PdfResponse>('/api/pdf');
    expect(requested.body.status).toBe('UNPROCESSED');
    // Changed after the request: not in this copy.
    expect((await client.put('/api/answer', { ...answers, first_name: 'Later' })).status).toBe(200);
    // Polling GET /api/pdf now would request a copy of 'Later': watch the stored build instead.
    const deadline = Date.now() + 30_000;
    const buildStatus = async () =>
      (await server.db.query<{ status: string }>('SELECT status FROM application_pdfs')).rows[0]?.status;
    while ((await buildStatus()) !== 'COMPLETED' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const file = await download(client, '/api/pdf/file');
    expect(pdfText(file.bytes)).toContain('Applicant: Chloé');
    expect(await pdfPageCount(file.bytes)).toBeGreaterThan(1);
  });

  it('leaves out the documents of questions the applicant cannot see', async () => {
    expect((await client.put('/api/tabs', { tab_id: 'test_choice', chosen_tab: 'act' })).status).toBe(200);
    const done = await waitForPdf();
    const text = pdfText((await download(client, done.url!)).bytes);
    expect(text).toMatch(/Which test did\s+ACT/);
    expect(text).not.toContain('Transcript of Ada Lovelace'); // sat_report sits in the SAT tab
    expect(text).toContain('Sample PDF page two'); // photo_id is still visible
  });

  it('gives the PDF to its owner only', async () => {
    const { client: other } = await loggedInClient(server);
    expect((await download(other, '/api/pdf/file')).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/pdf`)).status).toBe(401);
  });
});

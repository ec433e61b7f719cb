import type { ConversionResult, DocumentAnswers, PdfResponse } from '@admissions/contracts';
import { createAnswerStore } from '@admissions/form-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api/createQueryClient.ts';
import { ServerError, UnauthorizedError } from '../../api/apiErrors.ts';
import type { ApiClient } from '../../api/ApiClient.ts';
import { createDocumentPipeline } from '../createDocumentPipeline.ts';
import type { DocumentApi } from '../documentApi.ts';
import type { DocumentContext, DocumentServices } from '../DocumentServices.ts';
import type { SaveOutcome } from '../../flow/saveAnswers.ts';

/** An in-memory document API: each conversion answers the queued statuses in turn. */
function createFakeDocumentApi() {
  const calls: string[] = [];
  const stored: DocumentAnswers = {};
  const conversionScript: ConversionResult[] = [];
  const pdfScript: PdfResponse[] = [];
  let pendingFile: { key: string; name: string; size: number } | undefined;
  const api: DocumentApi = {
    async presignedUrl(answerKey) {
      calls.push(`presign ${answerKey}`);
      return { url: '/uploads', fields: { key: `uploads/1/${answerKey}/abc` } };
    },
    async uploadFile(target, file) {
      calls.push(`upload ${target.fields.key} ${file.name}`);
      pendingFile = { key: target.fields.key, name: file.name, size: file.size };
    },
    async requestConversion(answerKey, request) {
      calls.push(`convert ${answerKey} ${request.file_key} ${request.file_name}`);
      return { message: 'queued' };
    },
    async conversionStatus(answerKey) {
      calls.push(`status ${answerKey}`);
      const next = conversionScript.shift() ?? { status: 'COMPLETED', message: 'done' };
      if (next.status === 'COMPLETED' && pendingFile) {
        stored[answerKey] = { file_name: pendingFile.name, file_size: pendingFile.size };
      }
      return next;
    },
    async deleteConversion(answerKey) {
      calls.push(`delete conversion ${answerKey}`);
    },
    async getDocumentAnswers() {
      calls.push('documents');
      return { ...stored };
    },
    async deleteDocumentAnswer(answerKey) {
      calls.push(`delete document ${answerKey}`);
      delete stored[answerKey];
    },
    async getPdf() {
      calls.push('pdf');
      return pdfScript.shift() ?? { status: 'COMPLETED', url: '/api/pdf/file?generation=1' };
    },
  };
  return { api, calls, stored, conversionScript, pdfScript };
}

function setup(
  profileDocuments: DocumentAnswers = {},
  saveOutcome: SaveOutcome = { kind: 'saved', message: 'Saved.' },
) {
  const fake = createFakeDocumentApi();
  const downloads: string[] = [];
  const errors: { message: string; label: string }[] = [];
  const saves: number[] = [];
  const unauthorized: unknown[] = [];
  const answers = createAnswerStore({ pages: [] });
  const pipeline = createDocumentPipeline({ api: fake.api, download: (url) => downloads.push(url) });
  const context: DocumentContext = {
    api: {} as ApiClient,
    answers,
    isLoggedIn: true,
    saveAnswers: async () => {
      saves.push(Date.now());
      return saveOutcome;
    },
    profileDocuments,
    showError: (message, label) => errors.push({ message, label }),
    onUnauthorized: (error) => unauthorized.push(error),
  };
  const current: { services?: DocumentServices } = {};
  function Harness() {
    const services = pipeline.useDocumentServices(context);
    useEffect(() => {
      current.services = services;
    });
    return (
      <>
        <output data-testid="states">{JSON.stringify(services.documentStates)}</output>
        <output data-testid="documents">{JSON.stringify(services.documents)}</output>
        {services.element}
      </>
    );
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  const services = () => current.services!;
  const shown = (id: string) => JSON.parse(screen.getByTestId(id).textContent ?? '{}') as Record<string, unknown>;
  return { fake, downloads, errors, saves, unauthorized, answers, services, shown };
}

const file = (name = 'transcript.pdf') => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

describe('the document pipeline', () => {
  it('hands a 401 during an upload or a PDF download to the session-invalid handling, with no error toast', async () => {
    const { fake, services, errors, unauthorized, shown } = setup();
    fake.api.presignedUrl = async () => {
      throw new UnauthorizedError();
    };
    await act(() => services().onUpload('photo_id', file()));
    expect(unauthorized).toHaveLength(1);
    fake.api.getPdf = async () => {
      throw new UnauthorizedError();
    };
    await act(() => services().onPdfDownload());
    // Every 401 reaches the handler (the download's status query may ask more than once; leaving is done once).
    expect(unauthorized.length).toBeGreaterThan(1);
    expect(unauthorized.every((error) => error instanceof UnauthorizedError)).toBe(true);
    expect(errors).toEqual([]);
    expect(shown('states')).toEqual({});
  });

  it('saves and presigns, posts the file, converts, polls until COMPLETED and refetches the documents', async () => {
    const { fake, services, shown, answers, saves } = setup();
    fake.conversionScript.push({ status: 'IN_PROGRESS', message: 'working' });
    let upload!: Promise<void>;
    act(() => {
      upload = services().onUpload('photo_id', file());
    });
    await waitFor(() => expect(shown('states')).toEqual({ photo_id: { status: 'IN_PROGRESS', message: 'working' } }));

    // While it converts, a tab switch is refused with the 'File Upload in Progress' dialog.
    let allowed: boolean | undefined;
    await act(async () => {
      allowed = await services().beforeTabSwitch('transcript', 'mail', ['photo_id']);
    });
    expect(allowed).toBe(false);
    const dialog = screen.getByRole('alertdialog', { name: 'File Upload in Progress' });
    expect(dialog).toHaveTextContent('Please wait until the file upload has completed.');

    await act(() => upload); // the next poll comes 2 s later (the conversion poll interval, 2000 ms)
    expect(saves).toHaveLength(1);
    expect(fake.calls).toEqual([
      'presign photo_id',
      'upload uploads/1/photo_id/abc transcript.pdf',
      'convert photo_id uploads/1/photo_id/abc transcript.pdf',
      'status photo_id',
      'status photo_id',
      'documents',
    ]);
    expect(shown('states')).toMatchObject({ photo_id: { status: 'COMPLETED' } });
    expect(shown('documents')).toEqual({ photo_id: { file_name: 'transcript.pdf', file_size: 13 } });
    expect(answers.getState().answers.photo_id).toBe('ANSWERED');
  }, 10_000);

  it('shows a failed conversion under "Error uploading file for {key}" and clears the answer', async () => {
    const { fake, services, shown, errors, answers } = setup();
    answers.getState().replaceState({ answers: { photo_id: 'ANSWERED' }, tabs: {}, addAnother: {} });
    const reason = 'This PDF could not be read. Please save it again and upload the new copy.';
    fake.conversionScript.push({ status: 'FAILED', message: reason, error: reason });
    await act(() => services().onUpload('photo_id', file()));
    expect(errors).toEqual([{ message: reason, label: 'Error uploading file for photo_id' }]);
    expect(shown('states')).toEqual({ photo_id: { status: 'FAILED', message: reason, error: reason } });
    expect(answers.getState().answers.photo_id).toBe('');
  });

  it('shows an upload that the storage refused, under the same label', async () => {
    const { fake, services, errors } = setup();
    fake.api.uploadFile = async () => {
      throw new ServerError('Your file is too large. The maximum file size is 1 MB.', 413);
    };
    await act(() => services().onUpload('photo_id', file()));
    expect(errors).toEqual([
      { message: 'Your file is too large. The maximum file size is 1 MB.', label: 'Error uploading file for photo_id' },
    ]);
    expect(fake.calls).not.toContain('convert photo_id uploads/1/photo_id/abc transcript.pdf');
  });

  it('deletes the documents of the tab group being left, then allows the switch', async () => {
    const { fake, services, shown } = setup({ sat_report: { file_name: 'report.pdf', file_size: 10 } });
    fake.stored.sat_report = { file_name: 'report.pdf', file_size: 10 };
    let allowed: boolean | undefined;
    await act(async () => {
      allowed = await services().beforeTabSwitch('test_choice', 'act', ['sat_report', 'photo_id']);
    });
    expect(allowed).toBe(true);
    expect(fake.calls).toEqual(['delete document sat_report', 'delete conversion sat_report', 'documents']);
    expect(shown('documents')).toEqual({});
  });

  it('reads the stored documents and each known conversion again when asked to refresh', async () => {
    const { fake, services, shown } = setup();
    fake.conversionScript.push({ status: 'COMPLETED', message: 'done' });
    await act(async () => {
      await services().onUpload('photo_id', file('id.png'));
    });
    fake.calls.length = 0;
    fake.conversionScript.push({ status: 'FAILED', message: 'gone', error: 'The file is gone.' });
    await act(async () => {
      await services().refresh!();
    });
    expect(fake.calls).toEqual(['documents', 'status photo_id']);
    expect(shown('states')).toEqual({ photo_id: { status: 'FAILED', message: 'gone', error: 'The file is gone.' } });
  });

  it('deletes one document and its conversion', async () => {
    const { fake, services, shown } = setup({ photo_id: { file_name: 'a.png', file_size: 1 } });
    fake.stored.photo_id = { file_name: 'a.png', file_size: 1 };
    await act(() => services().onDelete('photo_id'));
    expect(fake.calls).toEqual(['delete document photo_id', 'delete conversion photo_id', 'documents']);
    expect(shown('documents')).toEqual({});
  });

  it('saves, polls GET /api/pdf every second while it is prepared, then downloads it', async () => {
    const { fake, services, downloads, saves } = setup();
    fake.pdfScript.push(
      { status: 'UNPROCESSED', url: null },
      { status: 'COMPLETED', url: '/api/pdf/file?generation=2' },
    );
    await act(() => services().onPdfDownload());
    expect(saves).toHaveLength(1);
    expect(fake.calls.filter((call) => call === 'pdf')).toHaveLength(2);
    expect(downloads).toEqual(['/api/pdf/file?generation=2']);
  });

  it('downloads the copy of a submitted application, whose save is skipped (it is read-only)', async () => {
    const { fake, services, downloads, saves, errors } = setup({}, { kind: 'skipped' });
    fake.pdfScript.push(
      { status: 'IN_PROGRESS', url: null },
      { status: 'COMPLETED', url: '/api/pdf/file?generation=3' },
    );
    await act(() => services().onPdfDownload());
    expect(saves).toHaveLength(1);
    expect(fake.calls.filter((call) => call === 'pdf')).toHaveLength(2);
    expect(downloads).toEqual(['/api/pdf/file?generation=3']);
    expect(errors).toEqual([]);
  });

  it('sends no PDF request when the save failed or waits for a conflict choice (each shows its own message)', async () => {
    for (const outcome of [
      { kind: 'failed', message: 'Network down.' },
      { kind: 'conflict' },
      { kind: 'visitor' },
    ] satisfies SaveOutcome[]) {
      const { fake, services, downloads } = setup({}, outcome);
      await act(() => services().onPdfDownload());
      expect(fake.calls, outcome.kind).toEqual([]);
      expect(downloads).toEqual([]);
    }
  });

  it('reports a FAILED PDF with the PDF error text', async () => {
    const { fake, services, downloads, errors } = setup();
    fake.pdfScript.push({ status: 'FAILED', url: null });
    await act(() => services().onPdfDownload());
    expect(downloads).toEqual([]);
    expect(errors).toEqual([
      {
        message: 'Error downloading PDF copy of your application.',
        label: 'Error downloading PDF copy of your application.',
      },
    ]);
  });
});

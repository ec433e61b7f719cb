import type { ChecklistResponse } from '@admissions/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChecklistPanel } from '../ChecklistPanel.tsx';
import type { ChecklistDocumentApi } from '../uploadChecklistDocument.ts';

const submittedChecklist = (): ChecklistResponse => ({
  heading: 'Your application checklist',
  intro: 'Questions? Email **help@example.edu**.',
  complete: false,
  items: [
    { id: 'submitted', title: 'Application submitted', state: 'received' },
    {
      id: 'transcript',
      title: 'Official transcript',
      state: 'missing',
      document: { key: 'checklist_transcript', label: 'Upload your official transcript', uploadable: true },
    },
    { id: 'fee', title: 'Application fee paid or waived', state: 'waived' },
  ],
});

/** A server that receives the document: the conversion runs for one poll, then the item is received. */
function fakeServer() {
  let checklist = submittedChecklist();
  const calls: string[] = [];
  let polls = 0;
  const documents: ChecklistDocumentApi = {
    presignedUrl: async (key) => (calls.push(`presign ${key}`), { url: '/uploads', fields: { key: 'uploads/1/k/x' } }),
    uploadFile: async (_target, file) => void calls.push(`upload ${file.name}`),
    requestConversion: async (key, request) => {
      calls.push(`convert ${key} ${request.file_name}`);
      checklist.items[1]!.document = { ...checklist.items[1]!.document!, conversion: 'IN_PROGRESS' };
      return { message: 'queued' };
    },
  };
  const getChecklist = async () => {
    if (checklist.items[1]!.document!.conversion === 'IN_PROGRESS' && ++polls > 1) {
      checklist = submittedChecklist();
      checklist.items[1] = {
        ...checklist.items[1]!,
        state: 'received',
        document: { ...checklist.items[1]!.document!, file_name: 'official.pdf', conversion: 'COMPLETED' },
      };
      checklist.complete = true;
    }
    return structuredClone(checklist);
  };
  return { documents, getChecklist, calls };
}

describe('the status page checklist', { timeout: 15_000 }, () => {
  it('shows each item with its state, takes an upload against an item and turns it received', async () => {
    const server = fakeServer();
    render(<ChecklistPanel getChecklist={server.getChecklist} documents={server.documents} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your application checklist' })).toBeInTheDocument();
    expect(screen.getByLabelText('Application submitted: Received')).toBeInTheDocument();
    expect(screen.getByLabelText('Official transcript: Missing')).toBeInTheDocument();
    expect(screen.getByLabelText('Application fee paid or waived: Waived')).toBeInTheDocument();
    // Only the item that takes a document has an upload.
    expect(screen.getAllByRole('button', { name: 'Upload' })).toHaveLength(1);

    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Upload your official transcript'),
      new File(['%PDF-1.4'], 'official.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByLabelText('Official transcript: Received')).toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(server.calls).toEqual([
      'presign checklist_transcript',
      'upload official.pdf',
      'convert checklist_transcript official.pdf',
    ]);
    const item = screen.getByLabelText('Official transcript: Received').closest('li')!;
    expect(within(item as HTMLElement).getByText('Received file: official.pdf')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your checklist is complete');
  });

  it('refuses a file over the limits before anything is sent', async () => {
    const server = fakeServer();
    render(<ChecklistPanel getChecklist={server.getChecklist} documents={server.documents} />);
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Upload your official transcript'),
      new File(['x'.repeat(2 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your file is too large. The maximum file size is 1 MB.',
    );
    expect(server.calls).toEqual([]);
  });

  it('shows no upload for an item staff received or waived, and nothing without items', async () => {
    const checklist = submittedChecklist();
    checklist.items[1]!.document!.uploadable = false;
    const { unmount } = render(
      <ChecklistPanel getChecklist={async () => checklist} documents={fakeServer().documents} />,
    );
    await screen.findByLabelText('Official transcript: Missing');
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    unmount();
    const { container } = render(
      <ChecklistPanel
        getChecklist={async () => ({ heading: 'x', complete: false, items: [] })}
        documents={fakeServer().documents}
      />,
    );
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

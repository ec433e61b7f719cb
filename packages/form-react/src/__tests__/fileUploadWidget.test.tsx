import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormServices } from '../registry/FormServices.ts';
import { renderForm } from './support/renderForm.tsx';

const upload = { key: 'transcript', widget: 'fileUpload', label: 'Transcript', required: true };

function fileOf(name: string, bytes: number, type = 'application/pdf'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('fileUpload widget', () => {
  it('shows visitors the sign-up text instead of the file input', () => {
    renderForm({ items: [upload], services: { isVisitor: true } });
    expect(screen.getByText('This question can be finished once you have created an account.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Transcript/)).not.toBeInTheDocument();
  });

  it('offers a labelled file input accepting the default types and uploads a valid file', async () => {
    const onUpload = vi.fn<NonNullable<FormServices['onUpload']>>();
    const { user } = renderForm({ items: [upload], services: { onUpload } });
    const input = screen.getByLabelText(/^Transcript/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('id', 'transcript');
    expect(input).toHaveAttribute('accept', '.png,.jpeg,.jpg,.pdf,.docx');
    expect(input).toHaveAccessibleDescription(/Accepted file types: png, jpeg, jpg, pdf, docx/);
    const file = fileOf('grades.pdf', 2048);
    await user.upload(input, file);
    expect(onUpload).toHaveBeenCalledWith('transcript', file);
  });

  it('checks the file with form-core before uploading and shows why it was refused', async () => {
    const onUpload = vi.fn<NonNullable<FormServices['onUpload']>>();
    const { user } = renderForm({
      items: [{ ...upload, options: { accept: ['pdf', 'exe'] } }],
      services: { onUpload },
    });
    const input = screen.getByLabelText(/^Transcript/);
    await user.upload(input, fileOf('grades.pdf', 2 * 1024 * 1024));
    expect(onUpload).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Your file is too large\. The maximum file size is 1 MB\./);
  });

  it('shows the stored document and deletes it only after confirmation', async () => {
    const onDelete = vi.fn<NonNullable<FormServices['onDelete']>>(async () => undefined);
    const { user } = renderForm({
      items: [upload],
      services: { onDelete, documents: { transcript: { file_name: 'grades.pdf', file_size: 250_000 } } },
    });
    expect(screen.getByText(/Document attached:/)).toHaveTextContent('Document attached: grades.pdf (244 KB)');
    const deleteButton = screen.getByRole('button', { name: 'Delete grades.pdf' });

    await user.click(deleteButton);
    let dialog = screen.getByRole('alertdialog', { name: 'Delete Document' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    dialog = screen.getByRole('alertdialog', { name: 'Delete Document' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('transcript');
    expect(dialog).not.toBeInTheDocument();
  });

  it('shows a busy state while the upload or conversion runs', () => {
    for (const status of ['UNPROCESSED', 'IN_PROGRESS'] as const) {
      const { unmount, container } = renderForm({
        items: [upload],
        services: { documentStates: { transcript: { status } } },
      });
      expect(container.querySelector('[aria-busy="true"]')).toHaveAttribute('id', 'transcript');
      expect(screen.getByRole('status')).toHaveTextContent('Your file is being uploaded and converted.');
      expect(screen.queryByLabelText('Transcript')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows a failed conversion as an error on the input', () => {
    renderForm({
      items: [upload],
      services: { documentStates: { transcript: { status: 'FAILED', error: 'The document could not be converted.' } } },
    });
    const input = screen.getByLabelText(/^Transcript/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Error: The document could not be converted\./);
  });
});

import { DOCUMENT_EXPIRY_HINT, DOCUMENT_MESSAGES } from '@marketday/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { UploadDocumentForm, type UploadDocumentFormProps } from './upload-document-form';

function renderForm(props: Partial<UploadDocumentFormProps> = {}) {
  const onUploaded = vi.fn();
  renderWithProviders(
    <UploadDocumentForm
      idPrefix="test"
      defaultValues={{ type: 'Insurance', expr: new Date(2027, 0, 31) }}
      onUploaded={onUploaded}
      {...props}
    />,
  );
  // The accept attribute would hide a wrong file from the picker; the check under test is ours.
  const user = userEvent.setup({ applyAccept: false });
  return { user, onUploaded, fileInput: screen.getByLabelText('File') };
}

const submitButton = () => screen.getByRole('button', { name: 'Upload' });
const pdf = (bytes = 1024, name = 'permit.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('UploadDocumentForm', () => {
  it('refuses a file over 5MB before sending it', async () => {
    const post = vi.spyOn(api, 'post');
    const { user, fileInput } = renderForm();
    await user.upload(fileInput, pdf(6 * 1024 * 1024));
    expect(await screen.findByText(DOCUMENT_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a pdf or an image', async () => {
    const { user, fileInput } = renderForm();
    await user.upload(fileInput, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText(DOCUMENT_MESSAGES.badType)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('asks for a file when the chosen one is removed, and stays disabled without one', async () => {
    const { user, fileInput } = renderForm();
    expect(submitButton()).toBeDisabled();
    await user.upload(fileInput, pdf());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Remove permit.pdf' }));
    expect(await screen.findByText(DOCUMENT_MESSAGES.missing)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('sends the file with its params as multipart form data and reports the server’s message', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { message: DOCUMENT_MESSAGES.uploaded } });
    const { user, fileInput, onUploaded } = renderForm({
      vendors: [{ id: 'v-1', business_name: 'Sunny Acres' }],
      defaultValues: {
        ownerId: 'v-1',
        type: 'Insurance',
        meta: { issue_date: '2026-01-05' },
        expr: new Date(2027, 0, 31),
      },
    });
    await user.upload(fileInput, pdf());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(DOCUMENT_MESSAGES.uploaded));
    const [url, body, config] = post.mock.calls[0] ?? [];
    expect(url).toBe('/documents');
    expect(config?.params).toEqual({ owner_id: 'v-1' });
    const form = body as FormData;
    // The details travel before the file, so the server checks them before it stores a byte.
    expect([...form.keys()]).toEqual(['params', 'file']);
    expect((form.get('file') as File).name).toBe('permit.pdf');
    expect(JSON.parse(String(form.get('params')))).toEqual({
      type: 'Insurance',
      meta: { issue_date: '2026-01-05' },
      expr: '2027-01-31',
    });
  });

  it('puts the server’s refusal of a detail on its field', async () => {
    const message = 'Date must be between 01/01/1900 and 12/31/2100';
    vi.spyOn(api, 'post').mockRejectedValue(
      httpError(400, { detail: message, errors: [{ path: 'expr', message }] }),
    );
    const { user, fileInput, onUploaded } = renderForm({
      defaultValues: { type: 'Insurance', expr: new Date(2027, 0, 31) },
    });
    await user.upload(fileInput, pdf());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Expiration date (optional)')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    // On the field only: no banner repeats it.
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when it refuses the upload', async () => {
    const refusal = httpError(400, { detail: DOCUMENT_MESSAGES.badType });
    const post = vi.spyOn(api, 'post').mockRejectedValue(refusal);
    const { user, fileInput, onUploaded } = renderForm();
    await user.upload(fileInput, pdf(2048, 'renamed.png'));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(DOCUMENT_MESSAGES.badType);
    expect(onUploaded).not.toHaveBeenCalled();
    // A vendor uploads their own document: no owner_id.
    expect(post.mock.calls[0]?.[2]?.params).toEqual({});

    // Another file makes the refusal stale: it leaves the screen.
    await user.upload(fileInput, pdf(2048, 'scan.pdf'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('sends a document that never expires without an expiry date', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { message: DOCUMENT_MESSAGES.uploaded } });
    const { user, fileInput, onUploaded } = renderForm({ defaultValues: { type: 'Permit-To-Sell' } });
    expect(screen.getByLabelText('Expiration date (optional)')).toHaveAccessibleDescription(
      DOCUMENT_EXPIRY_HINT,
    );
    await user.upload(fileInput, pdf());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(DOCUMENT_MESSAGES.uploaded));
    const form = post.mock.calls[0]?.[1] as FormData;
    expect(JSON.parse(String(form.get('params')))).toEqual({ type: 'Permit-To-Sell', meta: {}, expr: null });
  });
});

describe('UploadDocumentForm for a manager', () => {
  it('needs a vendor and a type, and shows the chosen type’s own fields', async () => {
    const { user, fileInput } = renderForm({
      vendors: [{ id: 'v-1', business_name: 'Sunny Acres' }],
      defaultValues: {},
    });
    await user.upload(fileInput, pdf());
    expect(submitButton()).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await user.click(await screen.findByRole('option', { name: 'Sunny Acres' }));
    await user.click(screen.getByRole('combobox', { name: 'Document type' }));
    await user.click(await screen.findByRole('option', { name: 'Certified Producer Certificate' }));

    expect(screen.getByLabelText('County (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Certificate number (optional)')).toBeInTheDocument();
    // Vendor, type and file: the expiry date is optional.
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });
});

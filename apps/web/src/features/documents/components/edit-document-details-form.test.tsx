import { DOCUMENT_EXPIRY_HINT, DOCUMENT_MESSAGES, type DocumentRecord } from '@marketday/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { EditDocumentDetailsForm } from './edit-document-details-form';

const CPC: DocumentRecord = {
  id: 'd-1',
  creator_id: null,
  owner_id: 'v-1',
  owner_name: 'Sunny Acres',
  created_at: '2026-11-01T10:00:00.000Z',
  type: 'CPC-Certificate',
  path: 'cpc.pdf',
  size: 1024,
  version: 2,
  expr: '2026-12-01',
  meta: { county: 'Yolo', state: 'CA', certificate_number: '57-123' },
  status: 'URGENT',
  status_text: 'Due in 7 days',
};

function renderForm(document: DocumentRecord = CPC) {
  const onSaved = vi.fn();
  renderWithProviders(<EditDocumentDetailsForm document={document} onSaved={onSaved} onCancel={vi.fn()} />);
  return { user: userEvent.setup(), onSaved };
}

describe('EditDocumentDetailsForm', () => {
  it('sends the corrected certificate number and the kept expiry date to PATCH /documents/:id', async () => {
    const patch = vi
      .spyOn(api, 'patch')
      .mockResolvedValue({ data: { message: DOCUMENT_MESSAGES.updated, data: CPC } });
    const { user, onSaved } = renderForm();
    const number = screen.getByLabelText('Certificate number (optional)');
    await user.clear(number);
    await user.type(number, '57-124');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(DOCUMENT_MESSAGES.updated));
    expect(patch).toHaveBeenCalledWith('/documents/d-1', {
      meta: { county: 'Yolo', state: 'CA', certificate_number: '57-124' },
      expr: '2026-12-01',
    });
  });

  it('saves a document that never expires without an expiry date', async () => {
    const patch = vi
      .spyOn(api, 'patch')
      .mockResolvedValue({ data: { message: DOCUMENT_MESSAGES.updated, data: CPC } });
    const { user, onSaved } = renderForm({
      ...CPC,
      expr: null,
      status: 'NO_DOCUMENT',
      status_text: 'No expiration found.',
    });
    expect(screen.getByLabelText('Expiration date (optional)')).toHaveAccessibleDescription(
      DOCUMENT_EXPIRY_HINT,
    );
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(DOCUMENT_MESSAGES.updated));
    expect(patch).toHaveBeenCalledWith('/documents/d-1', {
      meta: { county: 'Yolo', state: 'CA', certificate_number: '57-123' },
      expr: null,
    });
  });
});

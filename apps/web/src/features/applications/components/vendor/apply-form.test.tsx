import type { DocumentRecord, VendorProduct } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { httpError } from '@/test/http-errors';
import { ApplyForm } from './apply-form';

const MARKET_ID = '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d';
const PEACHES: VendorProduct = {
  vendor_id: 'v',
  product_id: '1c0b3d2f-4e5a-4b6c-9d7e-8f9a0b1c2d3e',
  name: 'Peaches',
  category: 'produce',
  tags: [],
  attributes: {},
  seasonality: [7],
  description: null,
};

function doc(id: string, type: DocumentRecord['type'], status: DocumentRecord['status']): DocumentRecord {
  return {
    id,
    creator_id: null,
    owner_id: 'v',
    owner_name: 'Farm',
    created_at: '2026-01-01T00:00:00.000Z',
    type,
    path: 'x.pdf',
    size: 1,
    version: 1,
    expr: '2026-12-01',
    meta: {},
    status,
    status_text: 'Server wording',
  };
}
const INSURANCE = doc('2d1c4e3a-5f6b-4c7d-8e9f-0a1b2c3d4e5f', 'Insurance', 'UP_TO_DATE');
const PERMIT = doc('3e2d5f4b-6a7c-4d8e-9f0a-1b2c3d4e5f6a', 'Permit-To-Sell', 'PAST_DUE');

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined), products = [PEACHES]) {
  render(
    <MemoryRouter>
      <ApplyForm
        marketId={MARKET_ID}
        products={products}
        documents={[INSURANCE, PERMIT]}
        renderDocumentStatus={(d) => <span>{d.status}</span>}
        onSubmit={onSubmit}
      />
    </MemoryRouter>,
  );
  return onSubmit;
}

describe('ApplyForm', () => {
  it('starts with current documents ticked and an expired one left for the vendor to decide', () => {
    renderForm();
    expect(screen.getByRole('checkbox', { name: /Insurance/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Permit to Sell/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Peaches/ })).not.toBeChecked();
  });

  it('asks for a message before sending', async () => {
    const onSubmit = renderForm();
    const send = screen.getByRole('button', { name: 'Send application' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Message to the manager'), 'x');
    await userEvent.clear(screen.getByLabelText('Message to the manager'));
    expect(await screen.findByText('Tell the manager about your business')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await userEvent.click(send);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the message with the ticked products and documents', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Message to the manager'), 'Stone fruit from Winters.');
    await userEvent.click(screen.getByRole('checkbox', { name: /Peaches/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(onSubmit).toHaveBeenCalledWith({
      market_id: MARKET_ID,
      message: 'Stone fruit from Winters.',
      product_ids: [PEACHES.product_id],
      document_ids: [INSURANCE.id],
    });
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    const refusal = httpError(409, { detail: 'You already have a pending application for this market.' });
    renderForm(vi.fn().mockRejectedValue(refusal));
    await userEvent.type(screen.getByLabelText('Message to the manager'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have a pending application for this market.',
    );
    expect(screen.getByLabelText('Message to the manager')).toHaveValue('Hello');
  });

  it('points to the catalogue when the vendor has no products yet', () => {
    renderForm(undefined, []);
    expect(screen.getByRole('link', { name: 'Add products' })).toHaveAttribute('href', '/products');
  });
});

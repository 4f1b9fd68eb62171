import type { ReceiptDispute } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { ReceiptDisputesSection } from './receipt-disputes-section';

const DISPUTE: ReceiptDispute = {
  id: '6f1c2f9e-6d1b-4f8e-9a57-0000000000d1',
  transaction_id: '6f1c2f9e-6d1b-4f8e-9a57-0000000000t1',
  market_id: '6f1c2f9e-6d1b-4f8e-9a57-0000000000m1',
  market_name: 'Saturday Downtown',
  vendor_id: '6f1c2f9e-6d1b-4f8e-9a57-0000000000v1',
  vendor_name: 'Sunny Acres',
  market_date: '2026-11-14',
  version: 1,
  current_version: 2,
  note: 'Two CalFresh tokens missing',
  answered_at: '2026-11-15T18:00:00.000Z',
};

function mockServer(disputes: ReceiptDispute[]) {
  let open = disputes;
  const get = vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/market-managers/receipt-disputes') return { data: open };
    return {
      data: { data: [], page: 0, page_size: 50, total_count: 0, totals: null, receipt_answers: [] },
    };
  });
  const post = vi.spyOn(api, 'post').mockImplementation(async () => {
    open = [];
    return { data: { message: 'Dispute marked resolved' } };
  });
  return { get, post };
}

describe('ReceiptDisputesSection', () => {
  it('lists the open disputes of the chosen market; Resolve takes one off the list', async () => {
    const user = userEvent.setup();
    const { get, post } = mockServer([DISPUTE]);
    renderWithProviders(<ReceiptDisputesSection marketId={DISPUTE.market_id} />);
    const list = await screen.findByRole('list', { name: 'Open disputes' });
    expect(get).toHaveBeenCalledWith('/market-managers/receipt-disputes', {
      params: { market_id: DISPUTE.market_id },
    });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item!).getByText('Sunny Acres · Saturday Downtown on 11/14/2026')).toBeInTheDocument();
    expect(within(item!).getByText('Vendor disputed: Two CalFresh tokens missing')).toBeInTheDocument();
    expect(within(item!).getByText(/changed since \(version 2\)/)).toBeInTheDocument();

    await user.click(within(item!).getByRole('button', { name: /^Resolve the dispute of Sunny Acres/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/market-managers/receipt-disputes/${DISPUTE.id}/resolve`),
    );
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Open disputes' })).toBeNull());
  });

  it('opens the disputed checkout’s history', async () => {
    const user = userEvent.setup();
    const { get } = mockServer([DISPUTE]);
    renderWithProviders(<ReceiptDisputesSection marketId={null} />);
    await user.click(await screen.findByRole('button', { name: /^History of Sunny Acres/ }));
    expect(await screen.findByRole('dialog', { name: 'Transaction history' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/market-managers/transactions/${DISPUTE.transaction_id}/history`, {
      params: { page: 0, page_size: 50 },
    });
    expect(get).toHaveBeenCalledWith('/market-managers/receipt-disputes', { params: {} });
  });

  it('shows nothing while there are no open disputes', async () => {
    const { get } = mockServer([]);
    renderWithProviders(<ReceiptDisputesSection marketId={null} />);
    await waitFor(() => expect(get).toHaveBeenCalled());
    await new Promise((settled) => setTimeout(settled, 0));
    expect(screen.queryByRole('region', { name: 'Receipt disputes' })).toBeNull();
  });
});

import type { StatementSendProgress } from '@marketday/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download-file';
import { createTestQueryClient } from '@/test/test-providers';
import { SendStatementsDialog } from './send-statements-dialog';
import { StatementDialog } from './statement-dialog';
import { StatementSendProgressView } from './statement-send-progress';

vi.mock('@/lib/download-file', () => ({ downloadCsv: vi.fn(), downloadBlob: vi.fn() }));

const MARKET = '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d';
const SEND = '5d0e5a0c-1b2c-4d3e-8f4a-5b6c7d8e9f00';
const TODAY = '2026-11-25';

function withQueries(children: ReactNode) {
  const queryClient = createTestQueryClient();
  return { queryClient, ui: <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> };
}

const progress = (over: Partial<StatementSendProgress>): StatementSendProgress => ({
  id: SEND,
  market_id: MARKET,
  start_date: '2026-01-01',
  end_date: TODAY,
  total: 3,
  sent: 0,
  skipped: 0,
  failed: 0,
  done: false,
  failures: [],
  ...over,
});

describe('StatementSendProgressView', () => {
  it('shows the statements handled out of all, the counts in words, and the vendors not sent', () => {
    render(
      <StatementSendProgressView
        progress={progress({
          total: 30,
          sent: 12,
          skipped: 2,
          failed: 1,
          failures: [
            { vendor_id: 'v1', vendor_name: 'Rise & Shine Bakery', reason: 'The e-mail could not be sent' },
          ],
        })}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Statements handled' });
    expect(bar).toHaveAttribute('aria-valuenow', '15');
    expect(bar).toHaveAttribute('aria-valuemax', '30');
    expect(screen.getByText('12 of 30 sent, 2 skipped (no e-mail), 1 failed')).toBeInTheDocument();
    expect(screen.getByText(/Sending…/)).toBeInTheDocument();
    const notSent = screen.getByRole('list');
    expect(within(notSent).getByText('Rise & Shine Bakery')).toBeInTheDocument();
    expect(within(notSent).getByText('The e-mail could not be sent')).toBeInTheDocument();
  });

  it('says done, and leaves out the counts that are zero', () => {
    render(<StatementSendProgressView progress={progress({ total: 4, sent: 4, done: true })} />);
    expect(screen.getByText('4 of 4 sent')).toBeInTheDocument();
    expect(screen.getByText(/Done/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('SendStatementsDialog', () => {
  it('sends this year to today to every vendor, then follows the batch until it is done', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: { message: 'Sending statements to 3 vendors', data: { id: SEND, total: 3, skipped: 0 } },
    });
    const answers = [
      progress({ sent: 1 }),
      progress({
        sent: 2,
        failed: 1,
        done: true,
        failures: [{ vendor_id: 'v3', vendor_name: 'Quiet Acres', reason: 'The e-mail could not be sent' }],
      }),
    ];
    const get = vi.spyOn(api, 'get').mockImplementation(async () => ({ data: answers.shift() }));
    const { queryClient, ui } = withQueries(
      <SendStatementsDialog marketId={MARKET} vendorCount={3} open onOpenChange={() => {}} today={TODAY} />,
    );
    render(ui);
    // The dialogs' bodies load after their frames (lazyPart).
    expect(await screen.findByText(/The market has 3 vendors/)).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveValue('01/01/2026');
    expect(screen.getByLabelText('End date')).toHaveValue('11/25/2026');

    await userEvent.click(screen.getByRole('button', { name: 'Send to all vendors' }));
    expect(post).toHaveBeenCalledWith(`/market-managers/markets/${MARKET}/statements/send`, {
      start_date: '2026-01-01',
      end_date: TODAY,
    });
    expect(await screen.findByText('1 of 3 sent')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/market-managers/statement-sends/${SEND}`);
    expect(screen.getByText(/keep going out/)).toBeInTheDocument();

    // The next poll (asked for here rather than waited for).
    await queryClient.refetchQueries({ queryKey: ['statement-sends', SEND] });
    expect(await screen.findByText('2 of 3 sent, 1 failed')).toBeInTheDocument();
    expect(screen.getByText(/Done/)).toBeInTheDocument();
    expect(screen.getByText('Quiet Acres')).toBeInTheDocument();
    expect(screen.queryByText(/keep going out/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const refusal = Object.assign(new Error('Statements for this market are still being sent.'), {
      status: 409,
    });
    vi.spyOn(api, 'post').mockRejectedValue(refusal);
    const { ui } = withQueries(
      <SendStatementsDialog marketId={MARKET} vendorCount={3} open onOpenChange={() => {}} today={TODAY} />,
    );
    render(ui);
    await userEvent.click(await screen.findByRole('button', { name: 'Send to all vendors' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('StatementDialog', () => {
  it('downloads the PDF for the range, and cannot e-mail a vendor with no address, saying why', async () => {
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: pdf });
    const { ui } = withQueries(
      <StatementDialog
        marketId={MARKET}
        vendor={{ id: 'v1', name: 'Green Valley Produce', email: null }}
        open
        onOpenChange={() => {}}
        today={TODAY}
      />,
    );
    render(ui);
    const email = await screen.findByRole('button', { name: 'E-mail to vendor' });
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription(/No e-mail address on file for this vendor/);

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(get).toHaveBeenCalledWith(`/market-managers/markets/${MARKET}/vendors/v1/statement.pdf`, {
      params: { start_date: '2026-01-01', end_date: TODAY },
      responseType: 'blob',
    });
    expect(downloadBlob).toHaveBeenCalledWith(
      pdf,
      'statement-green-valley-produce-2026-01-01-to-2026-11-25.pdf',
    );
  });

  it('e-mails the statement to the vendor and says so once it went out', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: { message: 'Sending the statement', data: { id: SEND, total: 1, skipped: 0 } },
    });
    vi.spyOn(api, 'get').mockResolvedValue({ data: progress({ total: 1, sent: 1, done: true }) });
    const { ui } = withQueries(
      <StatementDialog
        marketId={MARKET}
        vendor={{ id: 'v1', name: 'Green Valley Produce', email: 'farm@example.com' }}
        open
        onOpenChange={() => {}}
        today={TODAY}
      />,
    );
    render(ui);
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail to vendor' }));
    expect(post).toHaveBeenCalledWith(`/market-managers/markets/${MARKET}/statements/send`, {
      start_date: '2026-01-01',
      end_date: TODAY,
      vendor_ids: ['v1'],
    });
    expect(await screen.findByText('Statement e-mailed to farm@example.com.')).toBeInTheDocument();
  });
});

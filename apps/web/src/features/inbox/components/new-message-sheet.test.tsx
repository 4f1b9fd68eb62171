import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { NewMessageSheet } from './new-message-sheet';
import { messageableVendors, type RecipientOption } from './new-message-values';

const MARKET = { id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d', name: 'Saturday Downtown' };
const VENDOR = { id: '1c0b3d2f-4e5a-4b6c-9d7e-8f9a0b1c2d3e', name: 'Sunny Acres' };

function renderSheet({ vendors = [VENDOR] }: { vendors?: RecipientOption[] } = {}) {
  const onOpenChange = vi.fn();
  renderWithProviders(
    <NewMessageSheet
      sender="manager"
      open
      onOpenChange={onOpenChange}
      vendors={vendors}
      markets={[MARKET]}
      isLoadingRecipients={false}
    />,
  );
  return { onOpenChange };
}

// One message to the one vendor: 'Booth 12'.
async function sendToVendor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
  await user.click(await screen.findByRole('option', { name: VENDOR.name }));
  await user.type(screen.getByLabelText('Title'), 'Booth 12');
  await user.type(screen.getByLabelText('Message'), 'Your booth is number 12.');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('NewMessageSheet', () => {
  it("shows 'Title is required' and keeps Send disabled until the form is valid", async () => {
    const post = vi.spyOn(api, 'post');
    const user = userEvent.setup();
    renderSheet();

    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.click(screen.getByLabelText('Title'));
    await user.tab();
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'See you Saturday');
    expect(send).toBeDisabled();
    expect(post).not.toHaveBeenCalled();
  });

  it("says how many vendors a market broadcast reaches, then toasts 'Notification sent to 3 vendors!'", async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { message: 'Sent', vendor_count: 3 } });
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      data: { vendor_count: 3, inbox_count: 1, email_only_count: 2, unreachable_count: 6 },
    });
    const user = userEvent.setup();
    const { onOpenChange } = renderSheet();

    await user.click(screen.getByRole('button', { name: 'To a whole market' }));
    await user.click(screen.getByRole('combobox', { name: 'Market' }));
    await user.click(await screen.findByRole('option', { name: MARKET.name }));
    expect(get).toHaveBeenCalledWith(`/market-managers/markets/${MARKET.id}/vendors/notify`);
    expect(await screen.findByText('3 vendors will receive it')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '3 vendors will receive it: 1 in their Marketday inbox, 2 by e-mail only. 6 vendors you keep without an account or e-mail address will not.',
    );
    await user.type(screen.getByLabelText('Title'), 'Rain plan');
    await user.type(screen.getByLabelText('Message'), 'We move under the bridge.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(post).toHaveBeenCalledWith(`/market-managers/markets/${MARKET.id}/vendors/notify`, {
      title: 'Rain plan',
      message: 'We move under the bridge.',
    });
    expect(await screen.findByText('Notification sent to 3 vendors!')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends to one vendor with vendor_id and shows the server message', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { message: 'Sent Message(s)', data: [] } });
    const user = userEvent.setup();
    renderSheet();

    await sendToVendor(user);

    expect(post).toHaveBeenCalledWith('/notifications', {
      title: 'Booth 12',
      message: 'Your booth is number 12.',
      vendor_id: VENDOR.id,
    });
    expect(await screen.findByText('Sent Message(s)')).toBeInTheDocument();
  });

  it('switching to a whole market clears the chosen vendor and disables Send again', async () => {
    const user = userEvent.setup();
    renderSheet();

    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await user.click(await screen.findByRole('option', { name: VENDOR.name }));
    await user.type(screen.getByLabelText('Title'), 'Booth 12');
    await user.type(screen.getByLabelText('Message'), 'Your booth is number 12.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'To a whole market' }));
    expect(screen.getByRole('combobox', { name: 'Market' })).toHaveTextContent('Choose a market');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByLabelText('Title')).toHaveValue('Booth 12');
    expect(screen.queryByText('Choose who the message is for')).not.toBeInTheDocument();
  });

  it("e-mails a kept vendor without an account through /email/contact: 'Message sent successfully!'", async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { message: 'Message sent successfully!' } });
    const user = userEvent.setup();
    const [kept] = messageableVendors([
      { id: VENDOR.id, business_name: 'Kept Farm', managed: true, receipt_email: 'kept@example.com' },
    ]);
    renderSheet({ vendors: kept ? [kept] : [] });

    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await user.click(await screen.findByRole('option', { name: 'Kept Farm (by e-mail)' }));
    expect(screen.getByRole('status')).toHaveTextContent('goes by e-mail to kept@example.com');
    await user.type(screen.getByLabelText('Title'), 'Booth 12');
    await user.type(screen.getByLabelText('Message'), 'Your booth is number 12.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(post).toHaveBeenCalledWith('/email/contact', {
      vendor_id: VENDOR.id,
      subject: 'Booth 12',
      message: 'Your booth is number 12.',
    });
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
  });

  it("a failed send shows 'Failed to create notification'", async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new Error('Request failed'));
    const user = userEvent.setup();
    renderSheet();

    await sendToVendor(user);

    expect(await screen.findByText('Failed to create notification')).toBeInTheDocument();
  });

  it('a send past the mail budget says so, and when it can go', async () => {
    // 4:12 PM on Sunday 29 November 2026 in whatever zone the test runs.
    const resetsAt = new Date(2026, 10, 29, 16, 12).toISOString();
    vi.spyOn(api, 'post').mockRejectedValue(
      httpError(429, { detail: 'Too many requests. Please try again later.', resets_at: resetsAt }),
    );
    const user = userEvent.setup();
    renderSheet();

    await sendToVendor(user);

    expect(
      await screen.findByText('Too many requests. Please try again later. You can try again at Sun 4:12 PM.'),
    ).toBeInTheDocument();
  });

  it('explains who can receive messages when no vendor has an account', () => {
    renderSheet({ vendors: [] });
    const sheet = screen.getByRole('dialog', { name: 'New message' });
    expect(
      within(sheet).getByText(
        'Vendors with a Marketday account, or with an e-mail address on file, can receive messages here.',
      ),
    ).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('offers vendors with their own account, and kept vendors by e-mail when they have an address', () => {
    const vendors = messageableVendors([
      { id: 'a', business_name: 'Own Account Farm', managed: false, receipt_email: null },
      { id: 'b', business_name: 'Managed Bakery', managed: true, receipt_email: null },
      { id: 'c', business_name: 'Kept Farm', managed: true, receipt_email: 'kept@example.com' },
    ]);
    expect(vendors).toEqual([
      { id: 'a', name: 'Own Account Farm' },
      { id: 'c', name: 'Kept Farm (by e-mail)', email: 'kept@example.com' },
    ]);
  });
});

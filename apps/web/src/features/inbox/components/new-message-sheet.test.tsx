import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { InboxTestProviders } from '../testing/inbox-fixtures';
import { NewMessageSheet } from './new-message-sheet';
import { messageableVendors, type RecipientOption } from './new-message-values';

const MARKET = { id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d', name: 'Saturday Downtown' };
const VENDOR = { id: '1c0b3d2f-4e5a-4b6c-9d7e-8f9a0b1c2d3e', name: 'Sunny Acres' };

function renderSheet({ vendors = [VENDOR] }: { vendors?: RecipientOption[] } = {}) {
  const onOpenChange = vi.fn();
  render(
    <InboxTestProviders>
      <NewMessageSheet
        sender="manager"
        open
        onOpenChange={onOpenChange}
        vendors={vendors}
        markets={[MARKET]}
        isLoadingRecipients={false}
      />
    </InboxTestProviders>,
  );
  return { onOpenChange };
}

afterEach(() => {
  vi.restoreAllMocks();
});

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

  it("sending to a whole market toasts 'Notification sent to 3 vendors!'", async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { message: 'Sent', vendor_count: 3 } });
    const user = userEvent.setup();
    const { onOpenChange } = renderSheet();

    await user.click(screen.getByRole('button', { name: 'To a whole market' }));
    await user.click(screen.getByRole('combobox', { name: 'Market' }));
    await user.click(await screen.findByRole('option', { name: MARKET.name }));
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

    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await user.click(await screen.findByRole('option', { name: VENDOR.name }));
    await user.type(screen.getByLabelText('Title'), 'Booth 12');
    await user.type(screen.getByLabelText('Message'), 'Your booth is number 12.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

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

  it("a failed send shows 'Failed to create notification'", async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new Error('Request failed'));
    const user = userEvent.setup();
    renderSheet();

    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await user.click(await screen.findByRole('option', { name: VENDOR.name }));
    await user.type(screen.getByLabelText('Title'), 'Booth 12');
    await user.type(screen.getByLabelText('Message'), 'Your booth is number 12.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Failed to create notification')).toBeInTheDocument();
  });

  it('explains who can receive messages when no vendor has an account', () => {
    renderSheet({ vendors: [] });
    const sheet = screen.getByRole('dialog', { name: 'New message' });
    expect(
      within(sheet).getByText('Vendors who sign up for Marketday can receive messages here.'),
    ).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('offers only vendors with their own account', () => {
    const vendors = messageableVendors([
      { id: 'a', business_name: 'Own Account Farm', managed: false },
      { id: 'b', business_name: 'Managed Bakery', managed: true },
    ]);
    expect(vendors).toEqual([{ id: 'a', name: 'Own Account Farm' }]);
  });
});

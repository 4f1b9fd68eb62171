import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_REQUEST_MS } from '@/hooks/use-slow-pending';
import { SAVE_STOPPED_MESSAGES } from '@/lib/save-requests';
import { holdEveryRequest, renderWithSaves } from '@/test/held-network';
import { VendorFormSheet } from './vendor-form-sheet';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('VendorFormSheet on a network that holds the save up', () => {
  it('says so after a few seconds, and Stop waiting aborts the request and keeps what was typed', async () => {
    const held = holdEveryRequest();
    const onOpenChange = vi.fn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithSaves(<VendorFormSheet open onOpenChange={onOpenChange} markets={[]} />);
    const sheet = screen.getByRole('dialog', { name: 'Add Vendor' });
    // The form loads after the sheet's frame (lazyPart).
    await user.type(await within(sheet).findByLabelText('Business name'), 'Sunny Acres Farm');
    await user.type(within(sheet).getByLabelText('Phone (optional)'), '555-1234');
    await user.click(within(sheet).getByRole('combobox', { name: 'Vendor type' }));
    await user.click(await screen.findByRole('option', { name: 'Producer' }));

    await user.click(within(sheet).getByRole('button', { name: 'Add Vendor' }));
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]).toMatchObject({ method: 'POST', url: '/market-managers/vendors' });
    expect(screen.queryByText(/Still saving/)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS));
    // Inside the sheet: the page behind an open dialog is inert, and a click there would close it.
    const notice = within(sheet)
      .getByText(/^Still saving… the network is slow\./)
      .closest('[role="status"]');
    if (!(notice instanceof HTMLElement)) throw new Error('The notice is not a status');
    expect(held[0]?.signal?.aborted).toBe(false);

    await user.click(within(notice).getByRole('button', { name: 'Stop waiting' }));
    expect(held[0]?.signal?.aborted).toBe(true);
    // A create may have reached the server: the manager is told to look before saving again.
    expect(await within(sheet).findByText(SAVE_STOPPED_MESSAGES.create)).toBeInTheDocument();
    expect(screen.queryByText(/Still saving/)).not.toBeInTheDocument();
    expect(within(sheet).getByLabelText('Business name')).toHaveValue('Sunny Acres Farm');
    expect(within(sheet).getByLabelText('Phone (optional)')).toHaveValue('555-1234');
    expect(within(sheet).getByRole('combobox', { name: 'Vendor type' })).toHaveTextContent('Producer');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(sheet).getByRole('button', { name: 'Add Vendor' })).toBeEnabled();
  }, 20_000);
});

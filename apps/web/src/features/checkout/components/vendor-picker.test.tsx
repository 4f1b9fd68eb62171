import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ALPHA, BERRY, buildVendor } from '../testing/checkout-fixtures';
import { PickerHarness } from '../testing/picker-harness';

const CAFE = buildVendor({
  market_vendor_id: '13333333-3333-4333-8333-333333333333',
  business_name: 'Café Verde',
  type: 'ANCILLARY',
});

const Picker = ({ onPicked }: { onPicked?: () => void }) => (
  <PickerHarness vendors={[ALPHA, BERRY, CAFE]} checkedOut={[BERRY.market_vendor_id]} onPicked={onPicked} />
);

describe('VendorPicker', () => {
  it('shows the selected vendor with its type badge', () => {
    render(<Picker />);
    const trigger = screen.getByRole('combobox', { name: 'Vendor' });
    expect(trigger).toHaveTextContent('Alpha Farm');
    expect(trigger).toHaveTextContent('Producer');
  });

  it('filters by name, ignoring case and accents, and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    const search = await screen.findByRole('combobox', { name: 'Search vendors' });
    expect(search).toHaveAttribute('placeholder', 'Select a vendor...');
    expect(screen.getAllByRole('option')).toHaveLength(3);

    await user.type(search, 'CAFE');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Café VerdeAncillary']);

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No vendors found.')).toBeInTheDocument();
  });

  it('marks vendors already checked out with a check', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    expect(await screen.findByRole('option', { name: /Berry Bakery/ })).toHaveTextContent('(checked out)');
    expect(screen.getByRole('option', { name: /Alpha Farm/ })).not.toHaveTextContent('(checked out)');
    expect(screen.getByRole('option', { name: /Alpha Farm/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('is operated from the keyboard: type to search, arrows to move, Enter to pick', async () => {
    const onPicked = vi.fn();
    const user = userEvent.setup();
    render(<Picker onPicked={onPicked} />);
    const trigger = screen.getByRole('combobox', { name: 'Vendor' });
    trigger.focus();
    await user.keyboard('b');
    const search = await screen.findByRole('combobox', { name: 'Search vendors' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(search).toHaveValue('b');
    await user.clear(search);
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Vendors' });
    const active = within(listbox).getByRole('option', { name: /Berry Bakery/ });
    expect(search).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Berry Bakery');
    expect(onPicked).toHaveBeenCalledOnce();
  });

  it('closed by a press on another field, leaves the cursor there (typing goes into it, not a search)', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const trigger = screen.getByRole('combobox', { name: 'Vendor' });
    await user.click(trigger);
    await screen.findByRole('listbox');
    await user.click(screen.getByLabelText('Gross'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    // Past the list's way out, when its focus would have been handed back.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await user.keyboard('14');
    expect(screen.getByLabelText('Gross')).toHaveValue('14');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closed with Escape, gives its button the focus back', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const trigger = screen.getByRole('combobox', { name: 'Vendor' });
    await user.click(trigger);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search vendors' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('opens at the first press on a browser that leaves the focus where it was (Safari)', async () => {
    render(<Picker />);
    const trigger = screen.getByRole('combobox', { name: 'Vendor' });
    screen.getByLabelText('Gross').focus();
    fireEvent.click(trigger);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PickerHarness } from '../testing/picker-harness';

// Offline on a page whose list was never cached: its code cannot be fetched.
vi.mock('./vendor-list-popover', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('VendorPicker whose list cannot be loaded', () => {
  it('says so under the button, and its Reload button can be reached', async () => {
    const user = userEvent.setup();
    render(<PickerHarness />);
    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    const alert = await screen.findByRole('alert');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload page' })).toHaveFocus();
    expect(alert).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { held } from '@/test/held-import';
import { PickerHarness } from '../testing/picker-harness';

// The list's code held back: the manager opens the picker before it has arrived, and moves on.
vi.mock('./vendor-list-popover', async (importOriginal) =>
  (await import('@/test/held-import')).heldImport(importOriginal),
);

const Picker = PickerHarness;

describe('VendorPicker whose list arrives after the manager moved on', () => {
  it('is not opened over the field the manager went on to, should its code arrive after that', async () => {
    const user = userEvent.setup();
    render(<Picker onPicked={vi.fn()} />);
    const trigger = screen.getByRole('combobox', { name: 'Vendor' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Nothing to control yet: the list is not there.
    expect(trigger).not.toHaveAttribute('aria-controls');
    await user.click(screen.getByLabelText('Gross'));

    await act(async () => held.release());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Gross')).toHaveFocus();
    // And it opens as usual the next time.
    await user.click(trigger);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { held } from '@/test/held-import';
import { PickerHarness } from '../testing/picker-harness';

// The list's code held back: the manager opens the picker before it has arrived after the first screen.
vi.mock('./vendor-list-popover', async (importOriginal) =>
  (await import('@/test/held-import')).heldImport(importOriginal),
);

const Picker = PickerHarness;

describe('VendorPicker opened before its list has loaded', () => {
  it('opens the list with the search focused once the code arrives, and picks from it', async () => {
    const user = userEvent.setup();
    const onPicked = vi.fn();
    render(<Picker onPicked={onPicked} />);
    const trigger = screen.getByRole('combobox', { name: 'Vendor' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await act(async () => held.release());
    const search = await screen.findByRole('combobox', { name: 'Search vendors' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toBe(trigger);
    await user.type(search, 'berry{Enter}');
    expect(trigger).toHaveTextContent('Berry Bakery');
    await waitFor(() => expect(onPicked).toHaveBeenCalledTimes(1));
  });

  it('closes from its button, and gives the button focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<Picker onPicked={vi.fn()} />);
    const trigger = screen.getByRole('combobox', { name: 'Vendor' });
    await user.click(trigger);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    // Press and release as a browser delivers them, with the page redrawn in between.
    await user.pointer({ keys: '[MouseLeft>]', target: trigger });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    await user.pointer({ keys: '[/MouseLeft]', target: trigger });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});

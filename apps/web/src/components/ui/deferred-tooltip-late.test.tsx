import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { held } from '@/test/held-import';

// The bubble's code held back, as on a slow phone where the pointer gets to the sidebar first.
vi.mock('./tooltip-bubble', async (importOriginal) =>
  (await import('@/test/held-import')).heldImport(importOriginal),
);

const { DeferredTooltip } = await import('./deferred-tooltip');

describe('DeferredTooltip before its bubble has loaded', () => {
  it('leaves the trigger as it is, and shows the tip once the code arrives', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <DeferredTooltip content="Checkout" delay={0}>
        <button type="button" onClick={onClick}>
          C
        </button>
      </DeferredTooltip>,
    );
    const button = screen.getByRole('button', { name: 'C' });
    await user.tab();
    expect(button).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await act(async () => held.release());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Checkout');
    // Not drawn again around the bubble: the same element, still focused, and a press on it still lands.
    expect(screen.getByRole('button', { name: 'C' })).toBe(button);
    expect(button).toHaveFocus();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeferredTooltip } from './deferred-tooltip';

function Tipped({ delay = 0, hidden = false }: { delay?: number; hidden?: boolean }) {
  return (
    <>
      <DeferredTooltip content="Vendors" side="right" delay={delay} hidden={hidden}>
        <button type="button">V</button>
      </DeferredTooltip>
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'V' });

describe('DeferredTooltip', () => {
  it('shows on hover, names itself as the trigger’s description, and goes on leave', async () => {
    const user = userEvent.setup();
    render(<Tipped />);
    const button = trigger();
    await user.hover(button);
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Vendors');
    expect(button).toHaveAttribute('aria-describedby', tip.id);
    // The trigger is the same element: the bubble is drawn beside it, never around it.
    expect(trigger()).toBe(button);
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('waits its delay before showing on hover', async () => {
    const user = userEvent.setup();
    render(<Tipped delay={300} />);
    await user.hover(trigger());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Vendors');
  });

  it('shows on keyboard focus but not on a press or a touch, and Escape hides it', async () => {
    const user = userEvent.setup();
    render(<Tipped />);
    fireEvent.pointerEnter(trigger(), { pointerType: 'touch' });
    await user.click(trigger());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.tab({ shift: true });
    expect(trigger()).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Vendors');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(trigger()).toHaveFocus();
  });

  it('shows nothing while hidden (the sidebar’s labels are on screen)', async () => {
    const user = userEvent.setup();
    render(<Tipped hidden />);
    await user.hover(trigger());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger()).not.toHaveAttribute('aria-describedby');
  });
});

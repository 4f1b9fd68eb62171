import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredTooltip } from './deferred-tooltip';
import { Modal } from './modal';

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

function DialogWithTip() {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} title="Edit vendor" onOpenChange={setOpen}>
      <button type="button">First</button>
      <DeferredTooltip content="Why it is off" delay={0}>
        <button type="button">Last</button>
      </DeferredTooltip>
    </Modal>
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

  it('stays while the pointer moves onto it, and goes once the pointer has left both', async () => {
    const user = userEvent.setup();
    render(<Tipped />);
    await user.hover(trigger());
    const tip = await screen.findByRole('tooltip');
    await user.hover(tip);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(screen.getByRole('tooltip')).toBe(tip);
    await user.unhover(tip);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows one tip at a time', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DeferredTooltip content="First tip" delay={0}>
          <button type="button">One</button>
        </DeferredTooltip>
        <DeferredTooltip content="Second tip" delay={0}>
          <button type="button">Two</button>
        </DeferredTooltip>
      </>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('First tip');
    await user.hover(screen.getByRole('button', { name: 'Two' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Second tip'));
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
  });

  it('in a dialog: Escape closes the tip alone, and Tab stays in the dialog while it shows', async () => {
    const user = userEvent.setup();
    render(<DialogWithTip />);
    const dialog = screen.getByRole('dialog', { name: 'Edit vendor' });
    screen.getByRole('button', { name: 'Last' }).focus();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Why it is off');
    // The modal dialog takes the pointer off the page's body; the tip, drawn there, still takes it.
    await user.hover(tip);
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    screen.getByRole('button', { name: 'Last' }).focus();
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit vendor' })).toBeInTheDocument();
  });

  it('closes on Escape while the focused element still gets the key', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn();
    render(
      <DeferredTooltip content="Search by name" delay={0}>
        <input aria-label="Search" onKeyDown={(event) => onKeyDown(event.key)} />
      </DeferredTooltip>,
    );
    await user.tab();
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(onKeyDown).toHaveBeenCalledWith('Escape');
  });
});

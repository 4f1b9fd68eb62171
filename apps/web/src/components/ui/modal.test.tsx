import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './modal';

function renderModal(props: Partial<ModalProps> = {}) {
  const handlers = { onOpenChange: vi.fn(), onCancel: vi.fn(), onConfirm: vi.fn() };
  const view = render(
    <Modal open title="Delete market" subtitle="This cannot be undone." {...handlers} {...props}>
      <p>Market body</p>
    </Modal>,
  );
  return { ...handlers, ...view };
}

// Radix registers its outside-pointer listener on the next tick and dismisses on the click.
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));
const overlay = () => document.querySelector('[data-slot="modal-overlay"]') as HTMLElement;

describe('Modal', () => {
  it('is a labelled dialog with the default Cancel and Confirm buttons', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Delete market' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('keeps Confirm disabled until the confirmation box is ticked', async () => {
    const { onConfirm } = renderModal({ checkboxText: 'I understand' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'I understand' }));
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('unticks the confirmation box when reopened', async () => {
    const { rerender } = renderModal({ checkboxText: 'I understand' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'I understand' }));
    rerender(<Modal open={false} checkboxText="I understand" onConfirm={() => {}} />);
    rerender(<Modal open checkboxText="I understand" onConfirm={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'I understand' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('stays disabled while the caller marks confirmation disabled', () => {
    renderModal({ isConfirmDisabled: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('closes from the close button', async () => {
    const { onCancel, onOpenChange } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes on Escape', async () => {
    const { onCancel } = renderModal();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('closes on a backdrop click', async () => {
    const { onCancel } = renderModal();
    await nextTick();
    await userEvent.click(overlay());
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('hides the close button and ignores Escape and backdrop clicks when not closeable', async () => {
    const { onCancel, onOpenChange } = renderModal({ isCloseable: false });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await nextTick();
    await userEvent.click(overlay());
    expect(onCancel).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('hides the footer without onConfirm and uses caller button texts', () => {
    const { rerender } = renderModal({ onConfirm: undefined });
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    rerender(<Modal open onConfirm={() => {}} confirmText="Overwrite Transaction" cancelText="Go back" />);
    expect(screen.getByRole('button', { name: 'Overwrite Transaction' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    // Without a title the dialog still has an accessible name.
    expect(screen.getByRole('dialog', { name: 'Dialog' })).toBeInTheDocument();
  });
});

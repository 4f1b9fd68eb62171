import type { ReactNode } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { useAlerts } from './alerts-provider';
import type { DialogOpenProps } from './dialog-open-props';
import { Modal, type ModalProps, type ModalSize } from './modal';

/** The part of a TanStack mutation this dialog needs; any `useMutation` result fits. */
export type ConfirmMutation<TVariables, TResult extends { message: string }> = {
  mutateAsync: (variables: TVariables) => Promise<TResult>;
  isPending: boolean;
};

export type ConfirmActionDialogProps<
  TVariables,
  TResult extends { message: string } = { message: string },
> = DialogOpenProps & {
  title: ReactNode;
  description: ReactNode;
  /** Extra text under the description. */
  children?: ReactNode;
  confirmText: string;
  cancelText?: string;
  confirmVariant?: ModalProps['confirmVariant'];
  /** When given, Confirm stays disabled until this box is ticked. */
  checkboxText?: string;
  size?: ModalSize;
  mutation: ConfirmMutation<TVariables, TResult>;
  variables: TVariables;
  /** The success alert; the server's message by default. */
  successMessage?: (result: TResult) => string;
  /** Runs after a successful mutation. */
  onDone?: () => void;
  /** Whether onDone runs once the dialog has been asked to close (default) or just before. */
  onDoneOrder?: 'afterClose' | 'beforeClose';
};

/**
 * Asks before acting, runs the mutation, then shows the server's message (success or error).
 * mutateAsync, not mutate callbacks: the row or card holding this dialog often unmounts once the list refetches.
 */
export function ConfirmActionDialog<TVariables, TResult extends { message: string } = { message: string }>({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmText,
  cancelText,
  confirmVariant,
  checkboxText,
  size,
  mutation,
  variables,
  successMessage,
  onDone,
  onDoneOrder = 'afterClose',
}: ConfirmActionDialogProps<TVariables, TResult>) {
  const { showSuccess, showError } = useAlerts();

  async function confirm() {
    try {
      const result = await mutation.mutateAsync(variables);
      showSuccess(successMessage ? successMessage(result) : result.message);
      if (onDoneOrder === 'beforeClose') onDone?.();
      onOpenChange(false);
      if (onDoneOrder === 'afterClose') onDone?.();
    } catch (error) {
      // A 409 carries the server's reason in its detail.
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      subtitle={description}
      checkboxText={checkboxText}
      confirmText={confirmText}
      cancelText={cancelText}
      confirmVariant={confirmVariant}
      loading={mutation.isPending}
      onConfirm={confirm}
      size={size}
    >
      {children}
    </Modal>
  );
}

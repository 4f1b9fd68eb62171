import type { ReactNode } from 'react';
import { ConfirmActionDialog, type ConfirmMutation } from './confirm-action-dialog';
import type { DialogOpenProps } from './dialog-open-props';
import type { ModalSize } from './modal';

export type ConfirmDeleteDialogProps<TVariables> = DialogOpenProps & {
  title: ReactNode;
  description: ReactNode;
  confirmText: string;
  /** When given, Delete stays disabled until this box is ticked. */
  checkboxText?: string;
  size?: ModalSize;
  mutation: ConfirmMutation<TVariables, { message: string }>;
  variables: TVariables;
  /** Shown when the server's answer carries an empty message. */
  fallbackMessage?: string;
  /** Runs after a successful delete, once the dialog has been asked to close. */
  onDeleted?: () => void;
};

/** Asks before deleting; a 409 shows the server's reason (history that must be kept). */
export function ConfirmDeleteDialog<TVariables>({
  fallbackMessage,
  onDeleted,
  ...props
}: ConfirmDeleteDialogProps<TVariables>) {
  return (
    <ConfirmActionDialog
      {...props}
      confirmVariant="destructive"
      successMessage={
        fallbackMessage === undefined ? undefined : (result) => result.message || fallbackMessage
      }
      onDone={onDeleted}
    />
  );
}

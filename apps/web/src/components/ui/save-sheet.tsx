import type { ReactNode } from 'react';
import { useAlerts } from './alerts-provider';
import type { DialogFormActions } from './dialog-form-actions';
import type { DialogOpenProps } from './dialog-open-props';
import { SideSheet } from './side-sheet';

type SaveSheetProps<V> = DialogOpenProps & {
  title: ReactNode;
  description: ReactNode;
  size?: 'md' | 'lg';
  /** Creates or updates; the server's message is shown once it is saved, and the sheet closes. */
  save: (values: V) => Promise<{ message: string }>;
  /** The form, given what its submit and Cancel do. */
  children: (form: DialogFormActions<V>) => ReactNode;
};

// A side sheet holding one record's create-or-edit form.
export function SaveSheet<V>({
  open,
  onOpenChange,
  title,
  description,
  size,
  save,
  children,
}: SaveSheetProps<V>) {
  const { showSuccess } = useAlerts();
  const close = () => onOpenChange(false);

  async function onSubmit(values: V) {
    const result = await save(values);
    showSuccess(result.message);
    close();
  }

  return (
    <SideSheet open={open} onOpenChange={onOpenChange} title={title} description={description} size={size}>
      {/* Content unmounts on close, so every opening starts from fresh values. */}
      {children({ onSubmit, onCancel: close })}
    </SideSheet>
  );
}

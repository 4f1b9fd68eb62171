import type { BaseSyntheticEvent, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useFormState } from 'react-hook-form';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { FormBanner } from '@/components/ui/form-banner';
import { Modal } from '@/components/ui/modal';

type StaffFormModalProps<T extends FieldValues, C, TOut extends FieldValues> = DialogOpenProps & {
  title: string;
  subtitle: string;
  confirmText: string;
  form: UseFormReturn<T, C, TOut>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The refusal no field took (e.g. the seat limit), above the fields. */
  formError: string | null;
  loading: boolean;
  children: ReactNode;
};

// Inviting and editing a staff member: the fields in a modal whose Confirm submits the form, off until the form
// is valid (docs/product.md §5).
export function StaffFormModal<T extends FieldValues, C, TOut extends FieldValues>({
  form,
  onSubmit,
  formError,
  children,
  ...modal
}: StaffFormModalProps<T, C, TOut>) {
  const { isValid } = useFormState({ control: form.control });
  return (
    <Modal {...modal} isConfirmDisabled={!isValid} onConfirm={() => void onSubmit()}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          {formError ? <FormBanner variant="error">{formError}</FormBanner> : null}
          {children}
        </form>
      </FormProvider>
    </Modal>
  );
}

import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useAlerts } from '@/components/ui/alerts-provider';
import { useServerForm } from './use-server-form';

type SaveFormArgs<T extends FieldValues, C, TOut extends FieldValues, R extends { message: string }> = {
  form: UseFormReturn<T, C, TOut>;
  save: (values: TOut) => Promise<R>;
  // The saved record becomes the form's new starting point, so the form is no longer "changed".
  savedValues: (result: R) => T;
};

// The submit handler of a form that edits a saved record in place (an account, a market's rules): the
// server's message as a toast, and a refusal on the fields it names or as a toast.
export function useSaveForm<
  T extends FieldValues,
  C,
  TOut extends FieldValues,
  R extends { message: string },
>({ form, save, savedValues }: SaveFormArgs<T, C, TOut, R>) {
  const { showSuccess } = useAlerts();
  return useServerForm({
    form,
    send: save,
    refusal: 'toast',
    onSuccess: (result) => {
      showSuccess(result.message);
      form.reset(savedValues(result));
    },
  }).onSubmit;
}

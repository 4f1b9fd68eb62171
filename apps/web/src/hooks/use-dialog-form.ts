import type { FieldValues } from 'react-hook-form';
import { useAlerts } from '@/components/ui/alerts-provider';
import { type ServerFormOptions, useServerForm } from './use-server-form';

type DialogFormOptions<
  T extends FieldValues,
  C,
  TOut extends FieldValues,
  R extends { message: string },
> = Omit<ServerFormOptions<T, C, TOut, R>, 'onSuccess'> & {
  /** Closes the dialog once the server accepted the form. */
  close: () => void;
};

// The form of a dialog: accepted, the server's message as a toast and the dialog closes; refused, as
// useServerForm says (on the fields, in the banner or a toast).
export function useDialogForm<
  T extends FieldValues,
  C,
  TOut extends FieldValues,
  R extends { message: string },
>({ close, ...options }: DialogFormOptions<T, C, TOut, R>) {
  const { showSuccess } = useAlerts();
  return useServerForm({
    ...options,
    onSuccess: (result) => {
      showSuccess(result.message);
      close();
    },
  });
}

import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '@/components/ui/alerts-provider';
import { useServerForm } from './use-server-form';
import { useZodForm } from './use-zod-form';

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

type RecordFormArgs<S extends z.ZodType<FieldValues, FieldValues>, Rec, R extends { message: string }> = {
  record: NoInfer<Rec>;
  /** The record as the form's values: at the start, and again from the saved record the server answers with. */
  toValues: (record: Rec) => z.input<S>;
  save: (values: z.output<S>) => Promise<R & { data: Rec }>;
};

// A form that edits one saved record in place (an account, a market's page), the record-to-values mapping written
// once for the first values and for the saved ones.
export function useRecordForm<
  S extends z.ZodType<FieldValues, FieldValues>,
  Rec,
  R extends { message: string },
>(schema: S, { record, toValues, save }: RecordFormArgs<S, Rec, R>) {
  // A whole record's values: complete defaults, which react-hook-form types as a deep partial of a generic form.
  const form = useZodForm(schema, { defaultValues: toValues(record) as DefaultValues<z.input<S>> });
  const submit = useSaveForm({ form, save, savedValues: (result) => toValues(result.data) });
  return { form, submit };
}

import type { ReactNode } from 'react';
import { type FieldValues, type UseFormReturn, useFormState } from 'react-hook-form';
import { type ServerFormOptions, useServerForm } from '@/hooks/use-server-form';
import { Button } from './button';
import { FormBanner } from './form-banner';
import { SheetForm } from './sheet-form';

type ServerFormProps<T extends FieldValues, C, TOut extends FieldValues, R> = Omit<
  ServerFormOptions<T, C, TOut, R>,
  'refusal'
> & { submitLabel: string; children: ReactNode };

type PageFormProps<T extends FieldValues, C, TOut extends FieldValues, R> = ServerFormProps<T, C, TOut, R> & {
  /** Shown above the refusal (e.g. what signing up gives). */
  intro?: ReactNode;
};

// The submit's state of a form the server may refuse; the refusal no field took goes in the form's banner.
function useServerSubmit<T extends FieldValues, C, TOut extends FieldValues, R>(
  options: ServerFormOptions<T, C, TOut, R>,
) {
  const { onSubmit, formError } = useServerForm(options);
  const { isValid, isSubmitting } = useFormState({ control: options.form.control });
  return { onSubmit, error: formError, isValid, isSubmitting };
}

// A page's form (signing in, a new password): the refusal above the fields, one wide submit below them, on
// only while the form is valid.
export function ServerForm<T extends FieldValues, C, TOut extends FieldValues, R>({
  submitLabel,
  intro,
  children,
  ...options
}: PageFormProps<T, C, TOut, R>) {
  const { onSubmit, error, isValid, isSubmitting } = useServerSubmit(options);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {intro}
      {error ? <FormBanner variant="error">{error}</FormBanner> : null}
      {children}
      <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** What the sheet holding a record's form decides: the submit's label, the save, and Cancel. */
export type SheetFormActions<V> = {
  submitLabel: string;
  onSubmit: (values: V) => Promise<void>;
  onCancel?: (() => void) | undefined;
};

// A SheetForm sent through useServerForm: the server's messages on their fields, the rest in its banner.
export function ServerSheetForm<T extends FieldValues, C, TOut extends FieldValues>({
  form,
  onSubmit: send,
  submitLabel,
  onCancel,
  fieldsClassName,
  children,
}: SheetFormActions<TOut> & {
  form: UseFormReturn<T, C, TOut>;
  fieldsClassName?: string;
  children: ReactNode;
}) {
  const { onSubmit, error, isValid, isSubmitting } = useServerSubmit({ form, send });
  return (
    <SheetForm
      onSubmit={onSubmit}
      error={error}
      submitLabel={submitLabel}
      canSubmit={isValid}
      submitting={isSubmitting}
      onCancel={onCancel}
      fieldsClassName={fieldsClassName}
    >
      {children}
    </SheetForm>
  );
}

import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { useServerForm } from '@/hooks/use-server-form';

/** Which sign-up form: a market manager's (free trial) or a vendor's. */
export type AccountType = 'manager' | 'vendor';

// Both sign-up forms send their values, put the server's field errors on the fields and show the rest above.
export function useSignUpSubmit<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  send: (values: TOut) => Promise<void>,
) {
  const { onSubmit: submit, formError: error } = useServerForm({ form, send });
  return { submit, error };
}

type SignUpFormShellProps<T extends FieldValues, TOut extends FieldValues> = {
  form: UseFormReturn<T, unknown, TOut>;
  submit: () => void;
  error: string | null;
  /** Shown above the error banner (the manager's trial note). */
  intro?: ReactNode;
  submitLabel: string;
  children: ReactNode;
};

// The frame both sign-up forms share: the fields differ by account type, the submit and the errors do not.
export function SignUpFormShell<T extends FieldValues, TOut extends FieldValues>({
  form,
  submit,
  error,
  intro,
  submitLabel,
  children,
}: SignUpFormShellProps<T, TOut>) {
  const { isValid, isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        {intro}
        {error ? <FormBanner variant="error">{error}</FormBanner> : null}
        {children}
        <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={isSubmitting}>
          {submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}

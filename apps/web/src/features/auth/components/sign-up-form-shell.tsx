import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { ServerForm } from '@/components/ui/server-form';

/** Which sign-up form: a market manager's (free trial) or a vendor's. */
export type AccountType = 'manager' | 'vendor';

type SignUpFormShellProps<T extends FieldValues, TOut extends FieldValues> = {
  form: UseFormReturn<T, unknown, TOut>;
  send: (values: TOut) => Promise<void>;
  /** Shown above the error banner (the manager's trial note). */
  intro?: ReactNode;
  submitLabel: string;
  children: ReactNode;
};

// The frame both sign-up forms share: the fields differ by account type, the submit and the errors do not. Both
// send their values, put the server's field errors on the fields and show the rest above; the shared fields
// (NewUserFields) find the form in its context.
export function SignUpFormShell<T extends FieldValues, TOut extends FieldValues>({
  form,
  ...props
}: SignUpFormShellProps<T, TOut>) {
  return (
    <FormProvider {...form}>
      <ServerForm form={form} {...props} />
    </FormProvider>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { ManagerAccount, ManagerAccountInput } from '@marketday/shared';
import { useForm } from 'react-hook-form';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateAccount } from '../api/update-account';
import { type AccountFormOutput, AccountFormSchema, accountDefaults } from './account-form-schema';
import { ProfileFields } from './profile-fields';
import { ReceiptPrintingCard } from './receipt-printing-card';

export function AccountForm({ account }: { account: ManagerAccount }) {
  const { showSuccess, showError } = useAlerts();
  const update = useUpdateAccount();
  const form = useForm<ManagerAccountInput, unknown, AccountFormOutput>({
    resolver: zodResolver(AccountFormSchema),
    mode: 'onChange',
    defaultValues: accountDefaults(account),
  });
  const { register, control, handleSubmit, reset, formState } = form;

  const submit = handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync(values);
      showSuccess(result.message);
      // The saved account becomes the new starting point, so the form is no longer "changed".
      reset(accountDefaults(result.data));
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <Card role="group" aria-labelledby="profile-title">
        <CardHeader>
          <CardTitle id="profile-title">Profile</CardTitle>
          <CardDescription>How vendors and Marketday reach you.</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileFields control={control} register={register} errors={formState.errors} />
        </CardContent>
      </Card>
      <ReceiptPrintingCard form={form} />
      <div className="sticky bottom-0 z-10 -mx-3 grid gap-2 border-t bg-background/95 px-3 py-3 backdrop-blur sm:mx-0 sm:flex sm:items-center sm:justify-end sm:rounded-xl sm:border sm:px-4">
        {formState.isValid ? null : (
          <p className="text-muted-foreground text-sm sm:mr-auto">
            Save turns on once every field is filled in correctly.
          </p>
        )}
        <Button type="submit" disabled={!formState.isValid} loading={formState.isSubmitting}>
          Save changes
        </Button>
      </div>
    </form>
  );
}

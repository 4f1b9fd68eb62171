import { zodResolver } from '@hookform/resolvers/zod';
import type { ManagerAccount, ManagerAccountInput } from '@marketday/shared';
import { useForm } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SaveBar } from '@/components/ui/save-bar';
import { useSaveForm } from '@/hooks/use-save-form';
import { useUpdateAccount } from '../api/update-account';
import { type AccountFormOutput, AccountFormSchema, accountDefaults } from './account-form-schema';
import { ProfileFields } from './profile-fields';
import { ReceiptPrintingCard } from './receipt-printing-card';

export function AccountForm({ account }: { account: ManagerAccount }) {
  const update = useUpdateAccount();
  const form = useForm<ManagerAccountInput, unknown, AccountFormOutput>({
    resolver: zodResolver(AccountFormSchema),
    mode: 'onChange',
    defaultValues: accountDefaults(account),
  });
  const { register, control, formState } = form;
  const submit = useSaveForm({
    form,
    save: update.mutateAsync,
    savedValues: (result) => accountDefaults(result.data),
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
      {/* Pinned only while there is something to save. */}
      <SaveBar
        isValid={formState.isValid}
        isSubmitting={formState.isSubmitting}
        isDirty={formState.isDirty}
        isSticky
      />
    </form>
  );
}

import type { ManagerAccount } from '@marketday/shared';
import { SaveBar } from '@/components/ui/save-bar';
import { SectionCard } from '@/components/ui/section-card';
import { useUpdateAccount } from '@/entities/account/update-account';
import { useRecordForm } from '@/hooks/use-save-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { AccountFormSchema, accountDefaults } from './account-form-schema';
import { ProfileFields } from './profile-fields';
import { ReceiptPrintingCard } from './receipt-printing-card';

export function AccountForm({ account }: { account: ManagerAccount }) {
  const t = useMessages(en);
  const update = useUpdateAccount();
  const { form, submit } = useRecordForm(AccountFormSchema, {
    record: account,
    toValues: accountDefaults,
    save: update.mutateAsync,
  });
  const { control, formState } = form;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <SectionCard titleId="profile-title" title={t('profileTitle')} description={t('profileDescription')}>
        <ProfileFields control={control} />
      </SectionCard>
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

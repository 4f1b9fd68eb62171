import { StaffInviteInputSchema } from '@marketday/shared';
import { useId } from 'react';
import { FormEmailField } from '@/components/ui/bound-email-field';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useInviteStaff } from '@/entities/staff/invite-staff';
import { useDialogForm } from '@/hooks/use-dialog-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { StaffAccessFields, type StaffMarketOption } from './staff-access-fields';
import { StaffFormModal } from './staff-form-modal';

type InviteStaffDialogProps = DialogOpenProps & { markets: StaffMarketOption[] };

// Mounted per opening (the page keys it), so each invitation starts empty.
export function InviteStaffDialog({ markets, ...dialog }: InviteStaffDialogProps) {
  const t = useMessages(en);
  const id = useId();
  const invite = useInviteStaff();
  const form = useZodForm(StaffInviteInputSchema, {
    // With a single market there is nothing to choose.
    defaultValues: {
      email: '',
      role: 'STAFF',
      market_ids: markets.length === 1 ? markets.map((m) => m.id) : [],
    },
  });
  const { control } = form;

  // A taken e-mail lands on Email; the seat limit has no field and shows above the form.
  const submission = useDialogForm({
    form,
    send: invite.mutateAsync,
    close: () => dialog.onOpenChange(false),
  });

  return (
    <StaffFormModal
      {...dialog}
      title={t('inviteTitle')}
      subtitle={t('inviteSubtitle')}
      confirmText={t('sendInvitation')}
      loading={invite.isPending}
      form={form}
      {...submission}
    >
      <FormEmailField control={control} name="email" id={`${id}-email`} autoComplete="off" />
      <StaffAccessFields idPrefix={id} markets={markets} />
    </StaffFormModal>
  );
}

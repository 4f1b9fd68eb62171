import { type StaffMember, StaffUpdateInputSchema } from '@marketday/shared';
import { useId } from 'react';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useUpdateStaff } from '@/entities/staff/update-staff';
import { useDialogForm } from '@/hooks/use-dialog-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { StaffAccessFields, type StaffMarketOption } from './staff-access-fields';
import { StaffFormModal } from './staff-form-modal';

type EditStaffDialogProps = DialogOpenProps & {
  member: StaffMember;
  markets: StaffMarketOption[];
};

export function EditStaffDialog({ member, markets, ...dialog }: EditStaffDialogProps) {
  const t = useMessages(en);
  const id = useId();
  const update = useUpdateStaff();
  const form = useZodForm(StaffUpdateInputSchema, {
    defaultValues: { role: member.role, market_ids: member.market_ids },
  });
  const submission = useDialogForm({
    form,
    send: (input) => update.mutateAsync({ id: member.id, input }),
    close: () => dialog.onOpenChange(false),
  });

  return (
    <StaffFormModal
      {...dialog}
      title={t('editTitle')}
      subtitle={member.username ? `${member.username} (${member.email})` : member.email}
      confirmText={t('save')}
      loading={update.isPending}
      form={form}
      {...submission}
    >
      <StaffAccessFields idPrefix={id} markets={markets} />
    </StaffFormModal>
  );
}

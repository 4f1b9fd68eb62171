import { type StaffMember, StaffUpdateInputSchema } from '@marketday/shared';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormBanner } from '@/components/ui/form-banner';
import { Modal } from '@/components/ui/modal';
import { useUpdateStaff } from '@/entities/staff/update-staff';
import { useDialogForm } from '@/hooks/use-dialog-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { StaffAccessFields, type StaffMarketOption } from './staff-access-fields';

type EditStaffDialogProps = {
  member: StaffMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  markets: StaffMarketOption[];
};

export function EditStaffDialog({ member, open, onOpenChange, markets }: EditStaffDialogProps) {
  const id = useId();
  const update = useUpdateStaff();
  const form = useZodForm(StaffUpdateInputSchema, {
    defaultValues: { role: member.role, market_ids: member.market_ids },
  });
  const { formState } = form;

  const { onSubmit: submit, formError } = useDialogForm({
    form,
    send: (input) => update.mutateAsync({ id: member.id, input }),
    close: () => onOpenChange(false),
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Edit staff member"
      subtitle={member.username ? `${member.username} (${member.email})` : member.email}
      confirmText="Save"
      loading={update.isPending}
      isConfirmDisabled={!formState.isValid}
      onConfirm={() => void submit()}
    >
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="grid gap-5">
          {formError ? <FormBanner variant="error">{formError}</FormBanner> : null}
          <StaffAccessFields idPrefix={id} markets={markets} />
        </form>
      </FormProvider>
    </Modal>
  );
}

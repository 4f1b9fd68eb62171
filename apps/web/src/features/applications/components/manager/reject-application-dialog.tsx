import { type Application, RejectApplicationSchema } from '@marketday/shared';
import { useId } from 'react';
import { FormTextareaField } from '@/components/ui/bound-fields';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Modal } from '@/components/ui/modal';
import { useRejectApplication } from '@/entities/applications/reject-application';
import { useDialogForm } from '@/hooks/use-dialog-form';
import { useZodForm } from '@/hooks/use-zod-form';

type RejectApplicationDialogProps = DialogOpenProps & { application: Application };

// The vendor reads the reason, so it is required (and kept if the request fails).
export function RejectApplicationDialog({ application, ...dialog }: RejectApplicationDialogProps) {
  const id = useId();
  const reject = useRejectApplication();
  const form = useZodForm(RejectApplicationSchema, {
    defaultValues: { reason: '' },
  });
  const { control, formState } = form;

  const { onSubmit: submit } = useDialogForm({
    form,
    send: (input) => reject.mutateAsync({ id: application.id, input }),
    refusal: 'toast',
    close: () => dialog.onOpenChange(false),
  });

  return (
    <Modal
      {...dialog}
      title={`Reject ${application.vendor.business_name}?`}
      subtitle={`Tell them why they cannot sell at ${application.market.name}. They see this reason.`}
      confirmText="Reject"
      confirmVariant="destructive"
      loading={reject.isPending}
      // docs/product.md §5: submit stays off until the form is valid.
      isConfirmDisabled={!formState.isValid}
      onConfirm={submit}
    >
      <form onSubmit={submit} noValidate>
        <FormTextareaField control={control} name="reason" id={`${id}-reason`} label="Reason" rows={4} />
      </form>
    </Modal>
  );
}

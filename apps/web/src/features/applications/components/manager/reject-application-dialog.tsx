import { zodResolver } from '@hookform/resolvers/zod';
import { type Application, type RejectApplicationInput, RejectApplicationSchema } from '@marketday/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useAlerts } from '@/components/ui/alerts-provider';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { useRejectApplication } from '@/entities/applications/reject-application';
import { applyServerErrors } from '@/lib/apply-server-errors';

type RejectApplicationDialogProps = {
  application: Application;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

// The vendor reads the reason, so it is required (and kept if the request fails).
export function RejectApplicationDialog({ application, open, onOpenChange }: RejectApplicationDialogProps) {
  const id = useId();
  const { showSuccess, showError } = useAlerts();
  const reject = useRejectApplication();
  const form = useForm<RejectApplicationInput>({
    resolver: zodResolver(RejectApplicationSchema),
    mode: 'onChange',
    defaultValues: { reason: '' },
  });
  const { register, handleSubmit, formState } = form;

  async function submit(input: RejectApplicationInput) {
    try {
      const result = await reject.mutateAsync({ id: application.id, input });
      showSuccess(result.message);
      onOpenChange(false);
    } catch (error) {
      const message = applyServerErrors(form, error);
      if (message) showError(message);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Reject ${application.vendor.business_name}?`}
      subtitle={`Tell them why they cannot sell at ${application.market.name}. They see this reason.`}
      confirmText="Reject"
      confirmVariant="destructive"
      loading={reject.isPending}
      // docs/product.md §5: submit stays off until the form is valid.
      isConfirmDisabled={!formState.isValid}
      onConfirm={handleSubmit(submit)}
    >
      <form onSubmit={handleSubmit(submit)} noValidate>
        <FormField id={`${id}-reason`} label="Reason" error={formState.errors.reason?.message}>
          {(aria) => <Textarea {...aria} {...register('reason')} rows={4} />}
        </FormField>
      </form>
    </Modal>
  );
}

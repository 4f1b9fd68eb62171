import { type Application, RejectApplicationSchema } from '@marketday/shared';
import { useId } from 'react';
import { FormTextareaField } from '@/components/ui/bound-fields';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Modal } from '@/components/ui/modal';
import { useRejectApplication } from '@/entities/applications/reject-application';
import { useDialogForm } from '@/hooks/use-dialog-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';

type RejectApplicationDialogProps = DialogOpenProps & { application: Application };

// The vendor reads the reason, so it is required (and kept if the request fails).
export function RejectApplicationDialog({ application, ...dialog }: RejectApplicationDialogProps) {
  const t = useMessages(en);
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
      title={t('rejectTitle', { vendor: application.vendor.business_name })}
      subtitle={t('rejectSubtitle', { market: application.market.name })}
      confirmText={t('reject')}
      confirmVariant="destructive"
      loading={reject.isPending}
      // docs/product.md §5: submit stays off until the form is valid.
      isConfirmDisabled={!formState.isValid}
      onConfirm={submit}
    >
      <form onSubmit={submit} noValidate>
        <FormTextareaField control={control} name="reason" id={`${id}-reason`} label={t('reason')} rows={4} />
      </form>
    </Modal>
  );
}

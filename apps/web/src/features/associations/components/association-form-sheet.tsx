import type { Association, AssociationValues } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { SideSheet } from '@/components/ui/side-sheet';
import { useCreateAssociation } from '@/entities/associations/create-association';
import { useUpdateAssociation } from '@/entities/associations/update-association';
import { AssociationForm } from './association-form';

type AssociationFormSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this association; without it the sheet creates one. */
  association?: Association | null;
};

export function AssociationFormSheet({ open, onOpenChange, association }: AssociationFormSheetProps) {
  const { showSuccess } = useAlerts();
  const createAssociation = useCreateAssociation();
  const updateAssociation = useUpdateAssociation();

  async function submit(values: AssociationValues) {
    const result = association
      ? await updateAssociation.mutateAsync({ id: association.id, input: values })
      : await createAssociation.mutateAsync(values);
    showSuccess(result.message);
    onOpenChange(false);
  }

  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      title={association ? 'Edit Association' : 'New Association'}
      description={
        association ? association.name : 'Vendors join it with its access code, up to the limit you set.'
      }
    >
      {/* Content unmounts on close, so every opening starts from fresh values. */}
      <AssociationForm
        idPrefix={association ? `edit-association-${association.id}` : 'new-association'}
        association={association}
        submitLabel={association ? 'Save changes' : 'Create Association'}
        onSubmit={submit}
        onCancel={() => onOpenChange(false)}
      />
    </SideSheet>
  );
}

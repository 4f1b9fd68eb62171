import type { Association, AssociationValues } from '@marketday/shared';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { SaveSheet } from '@/components/ui/save-sheet';
import { useCreateAssociation } from '@/entities/associations/create-association';
import { useUpdateAssociation } from '@/entities/associations/update-association';
import { AssociationForm } from './association-form';

type AssociationFormSheetProps = DialogOpenProps & {
  /** Edit this association; without it the sheet creates one. */
  association?: Association | null;
};

export function AssociationFormSheet({ association, ...dialog }: AssociationFormSheetProps) {
  const createAssociation = useCreateAssociation();
  const updateAssociation = useUpdateAssociation();

  return (
    <SaveSheet
      {...dialog}
      title={association ? 'Edit Association' : 'New Association'}
      description={
        association ? association.name : 'Vendors join it with its access code, up to the limit you set.'
      }
      save={(values: AssociationValues) =>
        association
          ? updateAssociation.mutateAsync({ id: association.id, input: values })
          : createAssociation.mutateAsync(values)
      }
    >
      {(actions) => (
        <AssociationForm
          idPrefix={association ? `edit-association-${association.id}` : 'new-association'}
          association={association}
          submitLabel={association ? 'Save changes' : 'Create Association'}
          {...actions}
        />
      )}
    </SaveSheet>
  );
}

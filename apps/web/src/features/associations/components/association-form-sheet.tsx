import type { Association, AssociationValues } from '@marketday/shared';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { lazyPart } from '@/components/ui/lazy-part';
import { SaveSheet } from '@/components/ui/save-sheet';
import { useCreateAssociation } from '@/entities/associations/create-association';
import { useUpdateAssociation } from '@/entities/associations/update-association';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The association form (its fields, validation and form library) loads after the page's first screen.
const AssociationForm = lazyPart(() => import('./association-form').then((m) => m.AssociationForm));

type AssociationFormSheetProps = DialogOpenProps & {
  /** Edit this association; without it the sheet creates one. */
  association?: Association | null;
};

export function AssociationFormSheet({ association, ...dialog }: AssociationFormSheetProps) {
  const t = useMessages(en);
  const createAssociation = useCreateAssociation();
  const updateAssociation = useUpdateAssociation();

  return (
    <SaveSheet
      {...dialog}
      title={association ? t('editTitle') : t('newTitle')}
      description={association ? association.name : t('newDescription')}
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
          submitLabel={association ? t('saveChanges') : t('createAssociation')}
          {...actions}
        />
      )}
    </SaveSheet>
  );
}

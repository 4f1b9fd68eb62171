import type { Association, AssociationValues } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
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
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 sm:max-w-md">
        <SheetHeader className="pr-14">
          <SheetTitle className="text-lg">{association ? 'Edit Association' : 'New Association'}</SheetTitle>
          <SheetDescription>
            {association
              ? association.name
              : 'Vendors join it with its access code, up to the limit you set.'}
          </SheetDescription>
        </SheetHeader>
        {/* Content unmounts on close, so every opening starts from fresh values. */}
        <AssociationForm
          idPrefix={association ? `edit-association-${association.id}` : 'new-association'}
          association={association}
          submitLabel={association ? 'Save changes' : 'Create Association'}
          onSubmit={submit}
          onCancel={() => onOpenChange(false)}
        />
      </SheetContent>
    </Sheet>
  );
}

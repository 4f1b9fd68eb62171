import { DOCUMENT_TYPE_LABELS, type DocumentRecord } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { EditDocumentDetailsForm } from './edit-document-details-form';

type EditDocumentDetailsSheetProps = {
  document: DocumentRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function EditDocumentDetailsSheet({ document, open, onOpenChange }: EditDocumentDetailsSheetProps) {
  const { showSuccess } = useAlerts();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 sm:max-w-md">
        <SheetHeader className="pr-14">
          <SheetTitle className="text-lg">Edit details</SheetTitle>
          <SheetDescription>
            {`${DOCUMENT_TYPE_LABELS[document.type]} of ${document.owner_name}, version ${document.version}. The file stays as it is.`}
          </SheetDescription>
        </SheetHeader>
        {/* Content unmounts on close, so every opening starts from the stored values. */}
        <EditDocumentDetailsForm
          document={document}
          onSaved={(message) => {
            showSuccess(message);
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      </SheetContent>
    </Sheet>
  );
}

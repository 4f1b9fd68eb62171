import { Button } from '@/components/ui/button';
import { UploadProgress } from './upload-progress';

type UploadFormActionsProps = {
  progress: number | null;
  canSubmit: boolean;
  onCancel?: (() => void) | undefined;
};

export function UploadFormActions({ progress, canSubmit, onCancel }: UploadFormActionsProps) {
  const isUploading = progress !== null;
  return (
    <div className="flex flex-col gap-2 border-t p-4">
      {isUploading && <UploadProgress percent={progress} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={isUploading}>
            Cancel
          </Button>
        )}
        {/* docs/product.md §5: submit stays disabled until the form is valid. */}
        <Button type="submit" disabled={!canSubmit || isUploading}>
          {isUploading ? 'Uploading…' : 'Upload'}
        </Button>
      </div>
    </div>
  );
}

import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { UploadProgress } from './upload-progress';

type UploadFormActionsProps = {
  progress: number | null;
  canSubmit: boolean;
  onCancel?: (() => void) | undefined;
};

export function UploadFormActions({ progress, canSubmit, onCancel }: UploadFormActionsProps) {
  const t = useMessages(en);
  const isUploading = progress !== null;
  return (
    <div className="flex flex-col gap-2 border-t p-4">
      {isUploading && <UploadProgress percent={progress} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={isUploading}>
            {t('cancel')}
          </Button>
        )}
        {/* docs/product.md §5: submit stays disabled until the form is valid. */}
        <Button type="submit" disabled={!canSubmit || isUploading}>
          {isUploading ? t('uploading') : t('upload')}
        </Button>
      </div>
    </div>
  );
}

import { DOCUMENT_MESSAGES } from '@marketday/shared';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useUploadDocument } from '@/entities/documents/upload-document';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { sayShared } from '@/lib/i18n/use-messages';
import { toDocumentParams, type UploadFormOutput, type UploadFormValues } from './upload-form-values';

// Sends a valid form, tracking progress; a refusal stays in the form so another file can be chosen.
export function useUploadSubmit({
  form,
  needsOwner,
  onUploaded,
}: {
  form: Pick<UseFormReturn<UploadFormValues, unknown, UploadFormOutput>, 'control' | 'setError'>;
  needsOwner: boolean;
  onUploaded: (message: string) => void;
}) {
  const upload = useUploadDocument();
  const [progress, setProgress] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  async function submit(values: UploadFormOutput) {
    if (!values.file) return;
    setSubmitError(null);
    setProgress(0);
    try {
      const result = await upload.mutateAsync({
        // Only a manager names the owner; a vendor's own uploads carry no owner_id.
        ownerId: needsOwner ? values.ownerId : undefined,
        file: values.file,
        params: toDocumentParams(values),
        onProgress: setProgress,
      });
      onUploaded(result.message || sayShared(DOCUMENT_MESSAGES.uploaded));
    } catch (error) {
      // A field the server names (the expiry date, the file) shows it there; the rest goes in the banner.
      setSubmitError(applyServerErrors(form, error));
    } finally {
      setProgress(null);
    }
  }

  // A refusal is about the file and details that were sent: choosing another file makes it stale.
  const clearSubmitError = () => setSubmitError(null);

  return { submit, progress, submitError, clearSubmitError };
}

import { DOCUMENT_MESSAGES } from '@marketday/shared';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { useUploadDocument } from '../api/upload-document';
import { toDocumentParams, type UploadFormOutput } from './upload-form-values';

// Sends a valid form, tracking progress; a refusal stays in the form so another file can be chosen.
export function useUploadSubmit({
  needsOwner,
  onUploaded,
}: {
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
      onUploaded(result.message || DOCUMENT_MESSAGES.uploaded);
    } catch (error) {
      // The server names the reason (size, type, content) in `detail`.
      setSubmitError(getErrorMessage(error, { useDetail: true }));
    } finally {
      setProgress(null);
    }
  }

  return { submit, progress, submitError };
}

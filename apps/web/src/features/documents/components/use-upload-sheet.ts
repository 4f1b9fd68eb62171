import type { DocumentRecord } from '@marketday/shared';
import { useCallback } from 'react';
import { useOpening } from '@/hooks/use-opening';
import type { UploadFormValues } from './upload-form-values';

type Target = { replacing?: DocumentRecord; preset?: Partial<UploadFormValues> };

// One upload sheet per page, opened fresh (new key) for an upload, a preset type or a replacement.
export function useUploadSheet() {
  const { opening, open, dialog } = useOpening<Target>();
  const upload = useCallback((preset?: Partial<UploadFormValues>) => open({ preset }), [open]);
  const replace = useCallback((document: DocumentRecord) => open({ replacing: document }), [open]);

  return {
    upload,
    replace,
    sheetKey: opening?.key ?? 0,
    sheetProps: { ...dialog, replacing: opening?.target.replacing, preset: opening?.target.preset },
  };
}

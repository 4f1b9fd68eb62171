import type { DocumentRecord } from '@marketday/shared';
import { useCallback, useState } from 'react';
import type { UploadFormValues } from './upload-form-values';

type Target = { replacing?: DocumentRecord; preset?: Partial<UploadFormValues>; opening: number };

// One upload sheet per page, opened fresh (new key) for an upload, a preset type or a replacement.
// The target outlives `isOpen` so the sheet keeps its content while it animates closed.
export function useUploadSheet() {
  const [target, setTarget] = useState<Target | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const openWith = useCallback((next: Omit<Target, 'opening'>) => {
    setTarget((previous) => ({ ...next, opening: (previous?.opening ?? 0) + 1 }));
    setIsOpen(true);
  }, []);
  const upload = useCallback((preset?: Partial<UploadFormValues>) => openWith({ preset }), [openWith]);
  const replace = useCallback((document: DocumentRecord) => openWith({ replacing: document }), [openWith]);

  return {
    upload,
    replace,
    sheetKey: target?.opening ?? 0,
    sheetProps: {
      open: isOpen,
      onOpenChange: setIsOpen,
      replacing: target?.replacing,
      preset: target?.preset,
    },
  };
}

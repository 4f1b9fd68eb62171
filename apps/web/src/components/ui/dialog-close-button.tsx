import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// The × in the top-right corner of a modal or a sheet, 44 px to tap (docs/product.md §15).
export function DialogCloseButton() {
  const t = useMessages(en);
  return (
    <DialogPrimitive.Close
      data-slot="dialog-close"
      aria-label={t('close')}
      className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none"
    >
      <XIcon className="size-5" />
    </DialogPrimitive.Close>
  );
}

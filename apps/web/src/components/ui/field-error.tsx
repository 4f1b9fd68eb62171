import { sayShared, useLocale } from '@/lib/i18n/use-messages';

// A rule's message is made in English by the shared schemas; it is shown in the reader's language.
export function FieldError({ id, message }: { id?: string; message?: string | undefined }) {
  useLocale();
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-destructive text-sm">
      {sayShared(message)}
    </p>
  );
}

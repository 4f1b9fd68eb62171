import { useMessages } from '@/lib/i18n/use-messages';
import { FieldError } from './field-error';
import en from './locales/en.json';

function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === 'string' && message) return message;
  if (typeof root?.message === 'string' && root.message) return root.message;
  return undefined;
}

type CollectionErrorProps = { error: unknown; id?: string };

// docs/product.md §5: an array or record field can fail only in its items, leaving react-hook-form's error
// without a message of its own; the user still needs to see that something is wrong.
export function FormArrayError({ error, id }: CollectionErrorProps) {
  const t = useMessages(en);
  if (!error) return null;
  return <FieldError id={id} message={messageOf(error) ?? t('invalidArray')} />;
}

export function FormRecordError({ error, id }: CollectionErrorProps) {
  const t = useMessages(en);
  if (!error) return null;
  return <FieldError id={id} message={messageOf(error) ?? t('invalidRecord')} />;
}

import { DOCUMENT_EXPIRY_HINT } from '@marketday/shared';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormDateField } from '@/components/ui/bound-date-field';
import type { AnyControl } from '@/components/ui/bound-field-base';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The optional expiry date of an upload or of a document's details: cleared, the document never expires.
export function DocumentExpiryField<T extends FieldValues & { expr: Date | null }, TOut>({
  idPrefix,
  control,
}: {
  idPrefix: string;
  control: AnyControl<T, TOut>;
}) {
  const t = useMessages(en);
  return (
    <FormDateField
      control={control}
      name={'expr' as FieldPath<T>}
      id={`${idPrefix}-expr`}
      label={t('expiryLabel')}
      hint={sayShared(DOCUMENT_EXPIRY_HINT)}
    />
  );
}

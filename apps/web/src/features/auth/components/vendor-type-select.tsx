import { VENDOR_TYPE_LABELS, VENDOR_TYPES } from '@marketday/shared';
import type * as React from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type VendorTypeSelectProps = React.ComponentProps<'select'> & { id: string; error?: string | undefined };

// A native select: the phone's own picker is the easiest control to use at a stall.
export function VendorTypeSelect({ id, error, ...props }: VendorTypeSelectProps) {
  const t = useMessages(en);
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('vendorType')}</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        className="h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
        {...props}
      >
        <option value="">{t('chooseType')}</option>
        {VENDOR_TYPES.map((type) => (
          <option key={type} value={type}>
            {sayShared(VENDOR_TYPE_LABELS[type])}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-muted-foreground text-sm">
        {t('vendorTypeHint')}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

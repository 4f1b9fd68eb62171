import { CPC_PAST_DUE_WARNING } from '@marketday/shared';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Card, CardContent } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import type { CheckoutDay, CheckoutVendorListing } from '@/entities/checkout/checkout-money';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import { type CheckoutControl, GROSS_REQUIRED } from '../form-values';
import en from '../locales/en.json';
import { FeeLine } from './fee-line';
import { GrossInput } from './gross-input';
import { VendorPicker } from './vendor-picker';

type VendorSectionProps = {
  control: CheckoutControl;
  context: CheckoutDay;
  /** The market's vendors in the order the picker offers them (who came first, on a day with attendance). */
  vendors: CheckoutVendorListing[];
  checkedOutIds: ReadonlySet<string>;
  /** Another vendor was chosen: the form starts that vendor from blank figures. */
  onVendorChange: (marketVendorId: string) => void;
  onPicked: () => void;
};

// Vendor, the fee rule that applies to them, and their gross: the part typed for every vendor.
export function VendorSection({
  control,
  context,
  vendors,
  checkedOutIds,
  onVendorChange,
  onPicked,
}: VendorSectionProps) {
  const t = useMessages(en);
  const id = useId();
  return (
    // Compact on a phone: the vendor, Gross and every token fit above the Money Owed bar at 375×667 (issue 31).
    <Card className="min-w-0 scroll-mt-16 py-4 sm:py-5" data-checkout-vendor>
      <CardContent className="grid min-w-0 gap-3 sm:gap-4">
        <Controller
          control={control}
          name="market_vendor_id"
          render={({ field, fieldState }) => (
            <div className="grid min-w-0 gap-2">
              <Label htmlFor={`${id}-vendor`}>{t('vendor')}</Label>
              <VendorPicker
                ref={field.ref}
                id={`${id}-vendor`}
                vendors={vendors}
                value={field.value}
                onChange={(next) => {
                  if (next !== field.value) onVendorChange(next);
                }}
                checkedOutIds={checkedOutIds}
                onPicked={onPicked}
                aria-describedby={`${id}-vendor-status`}
              />
              <p id={`${id}-vendor-status`} className="text-muted-foreground text-sm">
                {checkedOutIds.has(field.value)
                  ? t('alreadyCheckedOut')
                  : t('checkedOutCount', { checked: checkedOutIds.size, total: context.vendors.length })}
              </p>
              <CpcWarning
                show={
                  context.vendors.find((v) => v.market_vendor_id === field.value)?.cpc_status === 'PAST_DUE'
                }
              />
              <FieldError message={fieldState.error?.message} />
            </div>
          )}
        />
        <FeeLine control={control} context={context} />
        <Controller
          control={control}
          name="reported_gross"
          render={({ field, fieldState }) => (
            <FormField
              id={`${id}-gross`}
              label={t('grossProfit')}
              error={
                fieldState.isTouched || fieldState.isDirty
                  ? grossError(fieldState.error?.message, t('grossRequired'))
                  : undefined
              }
            >
              {(aria) => (
                <GrossInput
                  {...aria}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
          )}
        />
      </CardContent>
    </Card>
  );
}

// The form's own "Enter the Gross Profit" is said here; the shared rules' messages by FieldError.
function grossError(message: string | undefined, required: string): string | undefined {
  return message === GROSS_REQUIRED ? required : message;
}

// Selling without a current certificate is a compliance problem: say so before the manager books it.
function CpcWarning({ show }: { show: boolean }) {
  const t = useMessages(en);
  if (!show) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-warning bg-warning/15 px-3 py-2 text-sm"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong>{t('warning')}</strong> {sayShared(CPC_PAST_DUE_WARNING)} {t('checkPaperwork')}
      </span>
    </p>
  );
}

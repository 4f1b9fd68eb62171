import { type ManagerAccountInput, ManagerSettingsSchema } from '@marketday/shared';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { type AccountFormOutput, DEFAULT_CUSTOM_PRINT } from './account-form-schema';
import { CustomPrintSizeFields } from './custom-print-size-fields';
import { PrintScaleOptions } from './print-scale-options';
import { PrintTestReceiptButton } from './print-test-receipt-button';

type ReceiptPrintingCardProps = { form: UseFormReturn<ManagerAccountInput, unknown, AccountFormOutput> };

export function ReceiptPrintingCard({ form }: ReceiptPrintingCardProps) {
  const t = useMessages(en);
  const { control, getValues, setValue, trigger } = form;
  const scale = useWatch({ control, name: 'settings.print_scale' });

  function chooseScale(next: NonNullable<typeof scale>) {
    setValue('settings.print_scale', next, { shouldDirty: true, shouldValidate: true });
    // First time on Custom: start from a standard roll instead of empty sizes.
    const sizes = getValues('settings.print_settings');
    if (next === 'Custom' && (!sizes || Object.values(sizes).some((value) => value === null))) {
      setValue(
        'settings.print_settings',
        { ...DEFAULT_CUSTOM_PRINT },
        { shouldDirty: true, shouldValidate: true },
      );
    }
  }

  async function readSettings() {
    if (!(await trigger('settings'))) return null;
    return ManagerSettingsSchema.parse(getValues('settings'));
  }

  return (
    <Card role="group" aria-labelledby="receipt-printing-title">
      <CardHeader>
        <CardTitle id="receipt-printing-title">{t('receiptPrinting')}</CardTitle>
        <CardDescription>{t('receiptPrintingDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Controller
          control={control}
          name="settings.print_scale"
          render={({ field }) => (
            <PrintScaleOptions
              value={field.value ?? 'Standard'}
              onChange={chooseScale}
              onBlur={field.onBlur}
            />
          )}
        />
        {scale === 'Custom' && <CustomPrintSizeFields control={control} />}
        <Controller
          control={control}
          name="settings.display_token_images_next_to_fields"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Checkbox
                id="account-token-images"
                checked={field.value ?? true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
              <Label htmlFor="account-token-images" className="min-h-11 leading-snug">
                {t('showTokenImages')}
              </Label>
            </div>
          )}
        />
        <div>
          <PrintTestReceiptButton readSettings={readSettings} />
        </div>
      </CardContent>
    </Card>
  );
}

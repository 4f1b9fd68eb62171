import {
  formatCents,
  MAX_DAY_FIGURE,
  MAX_REPORT_AMOUNT_DOLLARS,
  SHOPPER_COUNT_METHOD_LABELS,
  SHOPPER_COUNT_METHODS,
  type ShopperCountMethod,
} from '@marketday/shared';
import { ControlledFormField } from '@/components/ui/bound-field-base';
import { Button } from '@/components/ui/button';
import type { FloatFiguresCents } from '@/entities/day-reports/day-report-money';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import dayReportsEn from '../../locales/en.json';
import type { DayReportFormControl } from '../day-report-values';
import { HelpFieldset } from '../help-fieldset';
// The funders' figures' own words, loaded with this section (the dialog's first render), not with the dialog.
import en from './locales/en.json';
import { OptionalCentsInput, OptionalCountInput } from './optional-count-inputs';

type Count = 'shopper_count' | 'snap_transactions' | 'incentive_transactions' | 'new_snap_customers';
type Money = 'snap_sales' | 'incentive_sales';

type DayReportFunderFieldsProps = {
  control: DayReportFormControl;
  idPrefix: string;
  /** The info booth's token float's figures of the night (null: the booth kept no float that day). */
  floatFigures: FloatFiguresCents | null;
  /** Copies the float's figures into the SNAP and incentive fields left empty. */
  onFill: () => void;
  /** Checks the other half of the shopper count again as one half changes, so its message shows at once. */
  recheck: (name: 'shopper_count' | 'shopper_count_method') => void;
};

// docs/product.md §23: what the funders of SNAP and incentive programs ask of each market day. Every figure may be
// left empty (not counted); the shopper count goes with how it was counted.
export function DayReportFunderFields({
  control,
  idPrefix,
  floatFigures,
  onFill,
  recheck,
}: DayReportFunderFieldsProps) {
  const t = useMessages(en);
  const tDayReports = useMessages(dayReportsEn);
  const count = (name: Count, label: string) => (
    <ControlledFormField control={control} name={name} id={`${idPrefix}-${name}`} label={label}>
      {(field, aria) => (
        <OptionalCountInput
          {...aria}
          name={field.name}
          ref={field.ref}
          value={field.value as number | null | undefined}
          onChange={(value) => {
            field.onChange(value);
            if (name === 'shopper_count') recheck('shopper_count_method');
          }}
          onBlur={field.onBlur}
          max={MAX_DAY_FIGURE}
        />
      )}
    </ControlledFormField>
  );
  const money = (name: Money, label: string) => (
    <ControlledFormField control={control} name={name} id={`${idPrefix}-${name}`} label={label}>
      {(field, aria) => (
        <OptionalCentsInput
          {...aria}
          name={field.name}
          value={field.value as number | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          max={MAX_REPORT_AMOUNT_DOLLARS}
        />
      )}
    </ControlledFormField>
  );
  return (
    <HelpFieldset id={`${idPrefix}-funders`} legend={tDayReports('forFunders')} help={t('helpForFunders')}>
      <div className="grid gap-5 sm:grid-cols-2">
        {count('shopper_count', t('shopperCount'))}
        <ControlledFormField
          control={control}
          name="shopper_count_method"
          id={`${idPrefix}-shopper_count_method`}
          label={t('shopperCountMethod')}
        >
          {(field, aria) => (
            <select
              {...aria}
              name={field.name}
              ref={field.ref}
              value={(field.value as string | null | undefined) ?? ''}
              onChange={(event) => {
                field.onChange((event.target.value || null) as ShopperCountMethod | null);
                recheck('shopper_count');
              }}
              onBlur={field.onBlur}
              className="h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
            >
              <option value="">{t('methodNotChosen')}</option>
              {SHOPPER_COUNT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {sayShared(SHOPPER_COUNT_METHOD_LABELS[method])}
                </option>
              ))}
            </select>
          )}
        </ControlledFormField>
      </div>
      {floatFigures && (
        <div className="flex flex-col gap-2 rounded-md border bg-muted/40 px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground text-sm">
            {t('floatFiguresFound', {
              snapTransactions: floatFigures.snap_transactions,
              snapSales: formatCents(floatFigures.snap_sales_cents),
              incentiveTransactions: floatFigures.incentive_transactions,
              incentiveSales: formatCents(floatFigures.incentive_sales_cents),
            })}
          </p>
          <Button type="button" variant="outline" className="shrink-0" onClick={onFill}>
            {t('fillFromBooth')}
          </Button>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {count('snap_transactions', t('snapTransactions'))}
        {money('snap_sales', t('snapSales'))}
        {count('incentive_transactions', t('incentiveTransactions'))}
        {money('incentive_sales', t('incentiveSales'))}
        {count('new_snap_customers', t('newSnapCustomers'))}
      </div>
    </HelpFieldset>
  );
}

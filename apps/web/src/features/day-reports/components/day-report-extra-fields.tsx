import { Controller } from 'react-hook-form';
import { FormCustomFieldsInput } from '@/components/ui/bound-custom-fields';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import type { DayReportRow } from '@/entities/day-reports/day-report-money';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { customFieldNames, type DayReportFormControl } from './day-report-values';
import { HelpFieldset } from './help-fieldset';

type DayReportExtraFieldsProps = {
  control: DayReportFormControl;
  idPrefix: string;
  /** The market's custom field names, from the calculated report. */
  marketFields: string[] | undefined;
  report: DayReportRow | null | undefined;
};

// Custom fields and notes: the free-form end of the report.
export function DayReportExtraFields({ control, idPrefix, marketFields, report }: DayReportExtraFieldsProps) {
  const t = useMessages(en);
  const notesId = `${idPrefix}-notes`;
  return (
    <>
      <HelpFieldset id={`${idPrefix}-custom-fields`} legend={t('customFields')} help={t('helpCustomFields')}>
        <FormCustomFieldsInput
          control={control}
          name="custom_fields"
          fields={customFieldNames({ marketFields, report })}
          errorsPerField
        />
      </HelpFieldset>
      <Controller
        control={control}
        name="notes"
        render={({ field, fieldState }) => (
          <div className="grid gap-2">
            <Label htmlFor={notesId}>{t('notes')}</Label>
            <textarea
              id={notesId}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxLength={5000}
              rows={3}
              aria-invalid={fieldState.error ? true : undefined}
              className="field-sizing-content min-h-24 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
            />
            <FieldError message={fieldState.error?.message} />
          </div>
        )}
      />
    </>
  );
}

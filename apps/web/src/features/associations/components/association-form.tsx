import {
  ACCESS_CODE_MAX,
  ACCESS_CODE_MIN,
  type Association,
  type AssociationInput,
  AssociationInputSchema,
  type AssociationValues,
} from '@marketday/shared';
import { Controller } from 'react-hook-form';
import { FormField, TextField } from '@/components/ui/form-field';
import { NumericInput } from '@/components/ui/numeric-input';
import { SettingCheckbox } from '@/components/ui/setting-checkbox';
import { SheetForm } from '@/components/ui/sheet-form';
import { useServerForm } from '@/hooks/use-server-form';
import { useZodForm } from '@/hooks/use-zod-form';

type AssociationFormProps = {
  idPrefix: string;
  /** Edit this association; without it the form creates one. */
  association?: Association | null;
  submitLabel: string;
  onSubmit: (values: AssociationValues) => Promise<void>;
  onCancel?: () => void;
};

const EMPTY: AssociationInput = { name: '', max_vendors: 10, active: true, access_code: '' };

function valuesOf(association: Association): AssociationInput {
  const { name, max_vendors, active, access_code } = association;
  return { name, max_vendors, active, access_code };
}

export function AssociationForm({
  idPrefix,
  association,
  submitLabel,
  onSubmit,
  onCancel,
}: AssociationFormProps) {
  const form = useZodForm(AssociationInputSchema, {
    defaultValues: association ? valuesOf(association) : EMPTY,
  });
  const { register, control, formState } = form;
  const { errors, isValid, isSubmitting } = formState;
  const id = (name: string) => `${idPrefix}-${name}`;

  // A taken code or a limit below the current members comes back naming its field.
  const { onSubmit: submit, formError } = useServerForm({ form, send: onSubmit });

  return (
    <SheetForm
      onSubmit={submit}
      error={formError}
      submitLabel={submitLabel}
      canSubmit={isValid}
      submitting={isSubmitting}
      onCancel={onCancel}
    >
      <TextField
        id={id('name')}
        label="Association name"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="max_vendors"
        render={({ field, fieldState }) => (
          <FormField
            id={id('max-vendors')}
            label="Max vendors"
            hint={
              association
                ? `${association.vendor_count} ${association.vendor_count === 1 ? 'vendor has' : 'vendors have'} joined; the limit cannot go below that.`
                : 'Vendors can join until this many are in.'
            }
            error={fieldState.error?.message}
          >
            {(aria) => (
              <NumericInput
                {...aria}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onFocus={(event) => event.currentTarget.select()}
                decimals={0}
              />
            )}
          </FormField>
        )}
      />
      <TextField
        id={id('access-code')}
        label="Access code (optional)"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="[&_input]:font-mono [&_input]:uppercase"
        hint={`${ACCESS_CODE_MIN}–${ACCESS_CODE_MAX} letters or digits. ${
          association ? 'Leave empty to keep the current code.' : 'Leave empty to have one made for you.'
        }`}
        error={errors.access_code?.message}
        {...register('access_code')}
      />
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <SettingCheckbox
            id={id('active')}
            label="Active"
            hint="Vendors can join with the access code while the association is active."
            checked={field.value ?? true}
            onChange={field.onChange}
          />
        )}
      />
    </SheetForm>
  );
}

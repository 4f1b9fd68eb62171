import {
  ACCESS_CODE_MAX,
  ACCESS_CODE_MIN,
  type Association,
  type AssociationInput,
  AssociationInputSchema,
  type AssociationValues,
} from '@marketday/shared';
import { Controller } from 'react-hook-form';
import { FormNumberField } from '@/components/ui/bound-amount-fields';
import { FormTextField } from '@/components/ui/bound-fields';
import { ServerSheetForm, type SheetFormActions } from '@/components/ui/server-form';
import { SettingCheckbox } from '@/components/ui/setting-checkbox';
import { useZodForm } from '@/hooks/use-zod-form';

type AssociationFormProps = SheetFormActions<AssociationValues> & {
  idPrefix: string;
  /** Edit this association; without it the form creates one. */
  association?: Association | null;
};

const EMPTY: AssociationInput = { name: '', max_vendors: 10, active: true, access_code: '' };

function valuesOf(association: Association): AssociationInput {
  const { name, max_vendors, active, access_code } = association;
  return { name, max_vendors, active, access_code };
}

export function AssociationForm({ idPrefix, association, ...actions }: AssociationFormProps) {
  const form = useZodForm(AssociationInputSchema, {
    defaultValues: association ? valuesOf(association) : EMPTY,
  });
  const id = (name: string) => `${idPrefix}-${name}`;

  // A taken code or a limit below the current members comes back naming its field.
  return (
    <ServerSheetForm form={form} {...actions}>
      <FormTextField
        control={form.control}
        name="name"
        id={id('name')}
        label="Association name"
        autoComplete="off"
      />
      <FormNumberField
        control={form.control}
        name="max_vendors"
        id={id('max-vendors')}
        label="Max vendors"
        hint={
          association
            ? `${association.vendor_count} ${association.vendor_count === 1 ? 'vendor has' : 'vendors have'} joined; the limit cannot go below that.`
            : 'Vendors can join until this many are in.'
        }
        inputProps={{ onFocus: (event) => event.currentTarget.select(), decimals: 0 }}
      />
      <FormTextField
        control={form.control}
        name="access_code"
        id={id('access-code')}
        label="Access code (optional)"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="[&_input]:font-mono [&_input]:uppercase"
        hint={`${ACCESS_CODE_MIN}–${ACCESS_CODE_MAX} letters or digits. ${
          association ? 'Leave empty to keep the current code.' : 'Leave empty to have one made for you.'
        }`}
      />
      <Controller
        control={form.control}
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
    </ServerSheetForm>
  );
}

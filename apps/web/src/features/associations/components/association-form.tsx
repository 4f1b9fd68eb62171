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
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

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
  const t = useMessages(en);
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
        label={t('associationName')}
        autoComplete="off"
      />
      <FormNumberField
        control={form.control}
        name="max_vendors"
        id={id('max-vendors')}
        label={t('maxVendors')}
        hint={association ? t('joinedHint', { count: association.vendor_count }) : t('joinUntilHint')}
        inputProps={{ onFocus: (event) => event.currentTarget.select(), decimals: 0 }}
      />
      <FormTextField
        control={form.control}
        name="access_code"
        id={id('access-code')}
        label={t('accessCodeOptional')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="[&_input]:font-mono [&_input]:uppercase"
        hint={t(association ? 'codeHintKeep' : 'codeHintNew', { min: ACCESS_CODE_MIN, max: ACCESS_CODE_MAX })}
      />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <SettingCheckbox
            id={id('active')}
            label={t('active')}
            hint={t('activeHint')}
            checked={field.value ?? true}
            onChange={field.onChange}
          />
        )}
      />
    </ServerSheetForm>
  );
}

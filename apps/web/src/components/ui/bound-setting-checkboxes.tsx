import { Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { AnyControl } from './bound-field-base';
import { SettingCheckbox } from './setting-checkbox';

// One yes/no setting of a form: the boolean it is bound to, its label and hint, and the value shown while the form
// holds none (an account that never chose keeps the default).
export type SettingChoice<T extends FieldValues> = {
  name: FieldPathByValue<T, boolean | undefined>;
  /** Joined to the list's idPrefix: `${idPrefix}-${id}`. */
  id: string;
  label: string;
  hint: string;
  unset: boolean;
};

type FormSettingCheckboxesProps<T extends FieldValues, TOut> = {
  control: AnyControl<T, TOut>;
  idPrefix: string;
  settings: readonly SettingChoice<T>[];
};

// A SettingCheckbox for each setting, bound to the form by `control`.
export function FormSettingCheckboxes<T extends FieldValues, TOut>({
  control,
  idPrefix,
  settings,
}: FormSettingCheckboxesProps<T, TOut>) {
  return settings.map((setting) => (
    <Controller
      key={setting.name}
      control={control}
      name={setting.name}
      render={({ field }) => (
        <SettingCheckbox
          id={`${idPrefix}-${setting.id}`}
          label={setting.label}
          hint={setting.hint}
          // The name holds a boolean or nothing (SettingChoice), which TypeScript cannot see through T.
          checked={(field.value as boolean | undefined) ?? setting.unset}
          onChange={field.onChange}
        />
      )}
    />
  ));
}

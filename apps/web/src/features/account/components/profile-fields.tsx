import { SEASON_TYPES, type SeasonType } from '@marketday/shared';
import { FormEmailField } from '@/components/ui/bound-email-field';
import { FormPhoneField, FormTextField } from '@/components/ui/bound-fields';
import { FormSelectField } from '@/components/ui/bound-select-field';
import type { AccountFormControl } from './account-form-schema';

const SEASON_LABELS: Record<SeasonType, string> = { SEASONAL: 'Seasonal', YEAR_ROUND: 'Year-round' };

const SEASON_OPTIONS = SEASON_TYPES.map((season) => ({ value: season, label: SEASON_LABELS[season] }));

export function ProfileFields({ control }: { control: AccountFormControl }) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="firstname"
          id="account-firstname"
          label="First name"
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="lastname"
          id="account-lastname"
          label="Last name"
          autoComplete="family-name"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormEmailField control={control} name="email" id="account-email" />
        <FormPhoneField control={control} name="phone" id="account-phone" />
      </div>
      <FormSelectField
        control={control}
        name="seasonality"
        id="account-seasonality"
        label="Seasonality"
        hint="Seasonal markets pause between seasons; year-round markets run all year."
        className="sm:max-w-xs"
        options={SEASON_OPTIONS}
      />
    </div>
  );
}

import { SEASON_TYPES, type SeasonType } from '@marketday/shared';
import { FormEmailField } from '@/components/ui/bound-email-field';
import { FormPhoneField, FormTextField } from '@/components/ui/bound-fields';
import { FormSelectField } from '@/components/ui/bound-select-field';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { AccountFormControl } from './account-form-schema';

const SEASON_LABELS: Record<SeasonType, keyof typeof en> = { SEASONAL: 'seasonal', YEAR_ROUND: 'yearRound' };

export function ProfileFields({ control }: { control: AccountFormControl }) {
  const t = useMessages(en);
  const seasonOptions = SEASON_TYPES.map((season) => ({ value: season, label: t(SEASON_LABELS[season]) }));
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="firstname"
          id="account-firstname"
          label={t('firstName')}
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="lastname"
          id="account-lastname"
          label={t('lastName')}
          autoComplete="family-name"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormEmailField control={control} name="email" id="account-email" label={t('emailLabel')} />
        <FormPhoneField control={control} name="phone" id="account-phone" />
      </div>
      <FormSelectField
        control={control}
        name="seasonality"
        id="account-seasonality"
        label={t('seasonality')}
        hint={t('seasonalityHint')}
        className="sm:max-w-xs"
        options={seasonOptions}
      />
    </div>
  );
}

import { type ManagerAccountInput, SEASON_TYPES, type SeasonType } from '@marketday/shared';
import { Controller, type UseFormRegister } from 'react-hook-form';
import { FormField, TextField } from '@/components/ui/form-field';
import { PhoneField } from '@/components/ui/phone-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { AccountFormControl } from './account-form-schema';

const SEASON_LABELS: Record<SeasonType, string> = { SEASONAL: 'Seasonal', YEAR_ROUND: 'Year-round' };

type ProfileFieldsProps = {
  control: AccountFormControl;
  register: UseFormRegister<ManagerAccountInput>;
  errors: { [K in 'firstname' | 'lastname' | 'phone' | 'email']?: { message?: string } | undefined };
};

export function ProfileFields({ control, register, errors }: ProfileFieldsProps) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="account-firstname"
          label="First name"
          autoComplete="given-name"
          error={errors.firstname?.message}
          {...register('firstname')}
        />
        <TextField
          id="account-lastname"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastname?.message}
          {...register('lastname')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="account-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneField id="account-phone" error={errors.phone?.message} {...register('phone')} />
      </div>
      <Controller
        control={control}
        name="seasonality"
        render={({ field }) => (
          <FormField
            id="account-seasonality"
            label="Seasonality"
            hint="Seasonal markets pause between seasons; year-round markets run all year."
            className="sm:max-w-xs"
          >
            {(aria) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...aria} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {SEASON_TYPES.map((season) => (
                    <SelectItem key={season} value={season}>
                      {SEASON_LABELS[season]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      />
    </div>
  );
}

import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole, type StaffUpdateInput } from '@marketday/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormSelectField } from '@/components/ui/bound-select-field';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldsetWithError } from '@/components/ui/fieldset-with-error';
import { Label } from '@/components/ui/label';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export type StaffMarketOption = { id: string; name: string };

// What each role may do (docs/decisions/029), under the role select: the keys of its words.
export const STAFF_ROLE_HINTS = {
  STAFF: 'hintStaff',
  CO_MANAGER: 'hintCoManager',
} as const satisfies Record<StaffRole, keyof typeof en>;

function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

// The role and the markets, shared by the invitation and the edit forms (inside their FormProvider).
export function StaffAccessFields({ idPrefix, markets }: { idPrefix: string; markets: StaffMarketOption[] }) {
  const t = useMessages(en);
  const { control } = useFormContext<StaffUpdateInput>();
  const role = useWatch({ control, name: 'role' });
  return (
    <>
      <FormSelectField
        control={control}
        name="role"
        id={`${idPrefix}-role`}
        label={t('role')}
        hint={isStaffRole(role) ? t(STAFF_ROLE_HINTS[role]) : undefined}
        options={STAFF_ROLES.map((value) => ({ value, label: sayShared(STAFF_ROLE_LABELS[value]) }))}
        placeholder={t('chooseRole')}
      />
      <Controller
        control={control}
        name="market_ids"
        render={({ field, fieldState }) => {
          const chosen = new Set(field.value);
          const toggle = (id: string, isChecked: boolean) =>
            field.onChange(
              markets.filter((m) => (m.id === id ? isChecked : chosen.has(m.id))).map((m) => m.id),
            );
          return (
            <FieldsetWithError
              className="grid gap-2"
              legend={t('markets')}
              legendClassName="mb-1 font-medium text-sm"
              errorId={`${idPrefix}-markets-error`}
              error={fieldState.error?.message}
              emptyText={markets.length === 0 ? t('addMarketFirst') : undefined}
            >
              {markets.map((market, index) => {
                const id = `${idPrefix}-market-${market.id}`;
                return (
                  <div key={market.id} className="flex items-center gap-3">
                    <Checkbox
                      id={id}
                      // The first box takes the focus when the server refuses the markets.
                      ref={index === 0 ? field.ref : undefined}
                      checked={chosen.has(market.id)}
                      onCheckedChange={(value) => toggle(market.id, value === true)}
                      onBlur={field.onBlur}
                    />
                    <Label htmlFor={id} className="min-h-11 min-w-0 break-words leading-snug">
                      {market.name}
                    </Label>
                  </div>
                );
              })}
            </FieldsetWithError>
          );
        }}
      />
    </>
  );
}

import { type BoothFeeSettings, centsToDollars, dollarsToCents } from '@marketday/shared';
import type { BoothFeeSettingsCents } from './booth-fees.repository';

// Cents inside, dollars at the edge (docs/api-contracts.md, "Money at the edge"): the one place booth fee rates
// cross between the API's dollars and the table's cents.

export function toBoothFeeSettingsCents(input: BoothFeeSettings): BoothFeeSettingsCents {
  return {
    basis: input.basis,
    chargeOn: input.charge_on,
    rates: input.rates.map((r) => ({ size: r.size, amountCents: dollarsToCents(r.amount) })),
  };
}

export function toBoothFeeSettingsJson(settings: BoothFeeSettingsCents): BoothFeeSettings {
  return {
    basis: settings.basis,
    charge_on: settings.chargeOn,
    rates: settings.rates.map((r) => ({ size: r.size, amount: centsToDollars(r.amountCents) })),
  };
}

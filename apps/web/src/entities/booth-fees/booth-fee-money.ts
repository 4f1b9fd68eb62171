import { type BoothFeeSettings, type Cents, dollarsAsCents } from '@marketday/shared';

// Booth fee rates cross between the wire's dollars and integer cents here and nowhere else in the web.

/** The market's booth fees as the web holds them: each rate in cents. */
export type BoothFeeSettingsInCents = Omit<BoothFeeSettings, 'rates'> & {
  rates: { size: string; amount_cents: Cents }[];
};

export function decodeBoothFeeSettings({ rates, ...rest }: BoothFeeSettings): BoothFeeSettingsInCents {
  return {
    ...rest,
    rates: rates.map((r) => ({ size: r.size, amount_cents: dollarsAsCents.decode(r.amount) })),
  };
}

export function encodeBoothFeeSettings({ rates, ...rest }: BoothFeeSettingsInCents): BoothFeeSettings {
  return {
    ...rest,
    rates: rates.map((r) => ({ size: r.size, amount: dollarsAsCents.encode(r.amount_cents) })),
  };
}

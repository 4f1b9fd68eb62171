// The booth fees module's public face (docs/season.md "Booth fees"): a market's rates and the charges they make.
export type { BoothFeeSettingsCents } from './booth-fees.repository';
export { boothFeesRoutes } from './booth-fees.routes';
export type { ChargeBoothDayInput, ChargeOutcome, RemoveBoothDayInput } from './booth-fees.service';
export { boothFeeSettings, chargeBoothDay, removeBoothDay } from './booth-fees.service';

// The booth fees module's public face (docs/season.md "Booth fees"): a market's rates and the charges they make.
export type { BoothFeeSettingsCents } from './booth-fees.repository';
export { type BoothFeesRoutesOptions, boothFeesRoutes } from './booth-fees.routes';
export type { BoothDay, ChargeBoothDayInput, ChargeOutcome, RemoveBoothDayInput } from './booth-fees.service';
export {
  boothFeeSettings,
  chargeBoothDay,
  reconcileBoothCharges,
  removeBoothDay,
} from './booth-fees.service';

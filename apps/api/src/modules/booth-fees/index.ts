// The booth fees module's public face (docs/season.md "Booth fees"): a market's rates and the charges they make.
export { boothFeesRoutes } from './booth-fees.routes';

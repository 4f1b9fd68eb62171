// The booth map module's public face (docs/season.md "The booth map"): a market's layout and the booths given out
// per date.
export { boothMapRoutes } from './booth-map.routes';

// The markets module's public face: other modules and the app import it only through this file.
export {
  findOwnedMarket,
  getMarket,
  isManagersMarket,
  type ManagerMarket,
  ownsMarket,
} from './markets.repository';
export { marketsRoutes } from './markets.routes';
export { createMarket } from './markets.service';

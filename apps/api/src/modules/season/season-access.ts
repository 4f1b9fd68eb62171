import { routeAuth } from '../../plugins/route-auth';

// Who may do what over a market's season (docs/decisions/029): the market's staff read it and work its days
// (attendance, booths); planning it (dates, schedules, requests, the map) is the owner's or a co-manager's.
// Writes need a full plan, as every write on a market does.
export const seasonAccess = {
  read: routeAuth.staff('STAFF', 'OFF_SEASON'),
  plan: routeAuth.staff('CO_MANAGER', 'FULL'),
  day: routeAuth.staff('STAFF', 'FULL'),
};

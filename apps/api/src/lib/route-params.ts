import { z } from 'zod';

// A record's id in a route's path, refused with a message that names the record. Kept in lower case, as the
// database answers ids: a client may send capitals, and a service comparing the id with ids it read must match.
export const uuidParam = (record: string) => z.uuid(`${record} ID must be a valid UUID`).toLowerCase();

// A path that names one record by `:id`.
export const idParams = (record: string) => z.object({ id: uuidParam(record) });

// `…/markets/:id/…`: the market a manager's route works in.
export const MarketParams = idParams('Market');

// `…/markets/:id/vendors/:vendorId/…`: one vendor at that market.
export const MarketVendorParams = MarketParams.extend({ vendorId: uuidParam('Vendor') });

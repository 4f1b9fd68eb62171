import { calendarDate } from '@marketday/shared';
import { MarketParams, uuidParam } from '../../lib/route-params';

// `…/markets/:id/…/:date` and `…/:date/…/:marketVendorId`: a market date, and one vendor on it.
export const DateParams = MarketParams.extend({ date: calendarDate('Date is required') });
export const DateVendorParams = DateParams.extend({ marketVendorId: uuidParam('Market vendor') });

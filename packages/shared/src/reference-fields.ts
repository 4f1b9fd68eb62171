import { z } from 'zod';

// The fields by which answers name the records a row belongs to, written once and spread into each schema at the
// place the answer lists them (`...marketRefFields`), so every answer names a market or a vendor the same way.

/** The market a row belongs to, with the name it is shown under. */
export const marketRefFields = { market_id: z.string(), market_name: z.string() };

/** The vendor a row belongs to, with the name it is shown under. */
export const vendorRefFields = { vendor_id: z.string(), vendor_name: z.string() };

/** A vendor's place at a market (its market_vendors row), with the vendor and their business name. */
export const marketVendorRefFields = {
  market_vendor_id: z.string(),
  vendor_id: z.string(),
  business_name: z.string(),
};

/** The dates an answer covers ('YYYY-MM-DD'). */
export const dateRangeFields = { start_date: z.string(), end_date: z.string() };

ALTER TABLE "market_vendor_fees" ADD COLUMN "min_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "market_vendor_fees" ADD COLUMN "max_fee_cents" integer;
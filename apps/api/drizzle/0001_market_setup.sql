CREATE TYPE "public"."fee_structure" AS ENUM('PERCENT_GROSS', 'FLAT_FEE', 'FLAT_PERCENT_COMBO', 'MAX_OF_EITHER');--> statement-breakpoint
CREATE TYPE "public"."weekday" AS ENUM('SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY');--> statement-breakpoint
CREATE TYPE "public"."ledger_entry_type" AS ENUM('TRANSACTION', 'DEPOSIT', 'WITHDRAW_FOR_MARKET', 'CREATION', 'MANUAL');--> statement-breakpoint
CREATE TABLE "market_vendor_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"vendor_type" "vendor_type" NOT NULL,
	"fee_type" "fee_structure" NOT NULL,
	"flat_cents" integer DEFAULT 0 NOT NULL,
	"percent_hundredths" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "market_vendor_fees_market_type_uq" UNIQUE("market_id","vendor_type")
);
--> statement-breakpoint
CREATE TABLE "market_vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_vendors_market_vendor_uq" UNIQUE("market_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" uuid NOT NULL,
	"name" text NOT NULL,
	"day_of_week" "weekday" NOT NULL,
	"season_start" smallint NOT NULL,
	"season_end" smallint NOT NULL,
	"hours_start" time NOT NULL,
	"hours_end" time NOT NULL,
	"gov_fee_cents" integer DEFAULT 0 NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"city" text,
	"street" text,
	"street_2" text,
	"address_city" text,
	"state" text,
	"postal_code" text,
	"contact_email" text,
	"contact_phone" text,
	"time_zone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance" integer NOT NULL,
	"type" "ledger_entry_type" NOT NULL,
	"market_date" date,
	"transaction_id" uuid,
	"mdr_id" uuid,
	"prev_entry" uuid,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"name" text NOT NULL,
	"per_dollar_value_cents" integer NOT NULL,
	"visual_settings" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "market_vendor_fees" ADD CONSTRAINT "market_vendor_fees_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_vendors" ADD CONSTRAINT "market_vendors_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_vendors" ADD CONSTRAINT "market_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_vendors_vendor_idx" ON "market_vendors" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "markets_manager_idx" ON "markets" USING btree ("manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "token_ledger_token_seq_uq" ON "token_ledger" USING btree ("token_id","seq");--> statement-breakpoint
CREATE INDEX "token_ledger_transaction_idx" ON "token_ledger" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "tokens_market_idx" ON "tokens" USING btree ("market_id");
CREATE TYPE "public"."terminal" AS ENUM('EBT', 'CARD');--> statement-breakpoint
CREATE TYPE "public"."token_float_kind" AS ENUM('ISSUE', 'REFUND');--> statement-breakpoint
CREATE TYPE "public"."token_float_method" AS ENUM('EBT', 'CARD', 'MATCH', 'CASH', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."shopper_count_method" AS ENUM('HEADCOUNT', 'SAMPLE', 'ESTIMATE');--> statement-breakpoint
CREATE TABLE "terminal_batches" (
	"market_id" uuid NOT NULL,
	"market_date" date NOT NULL,
	"terminal" "terminal" NOT NULL,
	"total_cents" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_batches_market_id_market_date_terminal_pk" PRIMARY KEY("market_id","market_date","terminal")
);
--> statement-breakpoint
CREATE TABLE "token_float_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"token_id" uuid NOT NULL,
	"market_date" date NOT NULL,
	"kind" "token_float_kind" NOT NULL,
	"method" "token_float_method" NOT NULL,
	"count" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"shoppers" integer DEFAULT 1 NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_vendor_fees" ADD COLUMN "percent_threshold_cents" integer;--> statement-breakpoint
ALTER TABLE "market_vendor_fees" ADD COLUMN "percent_tiers" jsonb;--> statement-breakpoint
ALTER TABLE "market_vendor_fees" ADD COLUMN "excluded_programs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "accounting_accounts" jsonb;--> statement-breakpoint
ALTER TABLE "day_reports" ADD COLUMN "shopper_count" integer;--> statement-breakpoint
ALTER TABLE "day_reports" ADD COLUMN "shopper_count_method" "shopper_count_method";--> statement-breakpoint
ALTER TABLE "day_reports" ADD COLUMN "snap_transactions" integer;--> statement-breakpoint
ALTER TABLE "day_reports" ADD COLUMN "snap_cents" integer;--> statement-breakpoint
ALTER TABLE "day_reports" ADD COLUMN "incentive_transactions" integer;--> statement-breakpoint
ALTER TABLE "day_reports" ADD COLUMN "incentive_cents" integer;--> statement-breakpoint
ALTER TABLE "day_reports" ADD COLUMN "new_snap_customers" integer;--> statement-breakpoint
ALTER TABLE "terminal_batches" ADD CONSTRAINT "terminal_batches_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_batches" ADD CONSTRAINT "terminal_batches_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_float_entries" ADD CONSTRAINT "token_float_entries_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_float_entries" ADD CONSTRAINT "token_float_entries_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_float_entries" ADD CONSTRAINT "token_float_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_float_entries_market_date_idx" ON "token_float_entries" USING btree ("market_id","market_date");--> statement-breakpoint
CREATE INDEX "token_float_entries_token_idx" ON "token_float_entries" USING btree ("token_id");
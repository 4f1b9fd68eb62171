-- Vendors report their own sales, agree to receipts and pay by card (issue 31, docs/product.md §2): sales reports with every version, the signed links, receipt acknowledgements per checkout version, the Stripe session of a card payment.
CREATE TYPE "public"."sales_report_channel" AS ENUM('ACCOUNT', 'LINK');--> statement-breakpoint
CREATE TYPE "public"."receipt_preference" AS ENUM('ASK', 'PRINT', 'EMAIL', 'PRINT_AND_EMAIL', 'NONE');--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'CARD';--> statement-breakpoint
CREATE TABLE "receipt_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"transaction_version" integer NOT NULL,
	"agree" boolean NOT NULL,
	"note" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sales_report_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"market_vendor_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"market_date" date NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_report_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sales_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"market_vendor_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"market_date" date NOT NULL,
	"version" integer NOT NULL,
	"reported_gross_cents" integer NOT NULL,
	"tokens" jsonb NOT NULL,
	"market_fee_cents" integer NOT NULL,
	"money_owed_cents" bigint NOT NULL,
	"market_fee_calculation" text NOT NULL,
	"channel" "sales_report_channel" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_payments" ADD COLUMN "stripe_session_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "sales_report_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "adjust_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "receipt_preference" "receipt_preference" DEFAULT 'ASK' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_acknowledgements" ADD CONSTRAINT "receipt_acknowledgements_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_acknowledgements" ADD CONSTRAINT "receipt_acknowledgements_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_acknowledgements" ADD CONSTRAINT "receipt_acknowledgements_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_report_links" ADD CONSTRAINT "sales_report_links_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_report_links" ADD CONSTRAINT "sales_report_links_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_report_links" ADD CONSTRAINT "sales_report_links_market_vendor_id_market_vendors_id_fk" FOREIGN KEY ("market_vendor_id") REFERENCES "public"."market_vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_report_links" ADD CONSTRAINT "sales_report_links_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_reports" ADD CONSTRAINT "sales_reports_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_reports" ADD CONSTRAINT "sales_reports_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_reports" ADD CONSTRAINT "sales_reports_market_vendor_id_market_vendors_id_fk" FOREIGN KEY ("market_vendor_id") REFERENCES "public"."market_vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_reports" ADD CONSTRAINT "sales_reports_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_reports" ADD CONSTRAINT "sales_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_acknowledgements_version_uq" ON "receipt_acknowledgements" USING btree ("transaction_id","transaction_version");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_report_links_day_uq" ON "sales_report_links" USING btree ("market_vendor_id","market_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_reports_version_uq" ON "sales_reports" USING btree ("market_vendor_id","market_date","version");--> statement-breakpoint
CREATE INDEX "sales_reports_market_date_idx" ON "sales_reports" USING btree ("market_id","market_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_payments_stripe_session_uq" ON "vendor_payments" USING btree ("stripe_session_id");
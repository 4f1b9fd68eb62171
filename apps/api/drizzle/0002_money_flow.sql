CREATE TABLE "day_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"market_date" date NOT NULL,
	"name" text,
	"additional_income_cents" integer DEFAULT 0 NOT NULL,
	"expenses_cents" integer DEFAULT 0 NOT NULL,
	"tokens_distributed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"manager_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_manager_id_key_pk" PRIMARY KEY("manager_id","key")
);
--> statement-breakpoint
CREATE TABLE "transaction_tokens" (
	"transaction_id" uuid NOT NULL,
	"token_id" uuid NOT NULL,
	"token_name" text NOT NULL,
	"count" integer NOT NULL,
	"per_dollar_value_cents" integer NOT NULL,
	CONSTRAINT "transaction_tokens_transaction_id_token_id_pk" PRIMARY KEY("transaction_id","token_id")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"market_vendor_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"market_date" date NOT NULL,
	"market_name" text NOT NULL,
	"vendor_name" text NOT NULL,
	"vendor_type" "vendor_type" NOT NULL,
	"reported_gross_cents" integer NOT NULL,
	"market_fee_cents" integer NOT NULL,
	"gov_fee_cents" integer NOT NULL,
	"token_total_cents" integer NOT NULL,
	"money_owed_cents" integer NOT NULL,
	"market_fee_calculation" text NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"receipt_email" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_reports" ADD CONSTRAINT "day_reports_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_reports" ADD CONSTRAINT "day_reports_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_reports" ADD CONSTRAINT "day_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_tokens" ADD CONSTRAINT "transaction_tokens_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_tokens" ADD CONSTRAINT "transaction_tokens_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_market_vendor_id_market_vendors_id_fk" FOREIGN KEY ("market_vendor_id") REFERENCES "public"."market_vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "day_reports_market_date_uq" ON "day_reports" USING btree ("market_id","market_date");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_vendor_day_uq" ON "transactions" USING btree ("market_vendor_id","market_date");--> statement-breakpoint
CREATE INDEX "transactions_manager_date_idx" ON "transactions" USING btree ("manager_id","market_date");--> statement-breakpoint
CREATE INDEX "transactions_market_date_idx" ON "transactions" USING btree ("market_id","market_date");
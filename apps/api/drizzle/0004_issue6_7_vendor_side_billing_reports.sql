CREATE TYPE "public"."application_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN');--> statement-breakpoint
CREATE TYPE "public"."product_category" AS ENUM('produce', 'herbs', 'mushrooms', 'meat', 'seafood', 'dairy_eggs', 'breads', 'baked_goods', 'sweets', 'sauces_dips_spreads', 'snacks', 'jams_preserves', 'honey', 'pantry_dry_goods', 'beverages', 'prepared_foods', 'flowers', 'nursery', 'apparel_accessories', 'bath_body_wellness', 'candles', 'home_goods', 'art_stationery', 'misc');--> statement-breakpoint
CREATE TABLE "market_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"status" "application_status" DEFAULT 'PENDING' NOT NULL,
	"message" text,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "association_vendors" (
	"association_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "association_vendors_association_id_vendor_id_pk" PRIMARY KEY("association_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "associations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"max_vendors" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"access_code" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" "product_category" NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seasonality" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" uuid NOT NULL,
	"plan" "plan_tier" NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_plans" (
	"plan" "plan_tier" PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"max_vendors" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "customer_ref" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_applications" ADD CONSTRAINT "market_applications_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_applications" ADD CONSTRAINT "market_applications_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_applications" ADD CONSTRAINT "market_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_vendors" ADD CONSTRAINT "association_vendors_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_vendors" ADD CONSTRAINT "association_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associations" ADD CONSTRAINT "associations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_products" ADD CONSTRAINT "vendor_products_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_applications_pending_uq" ON "market_applications" USING btree ("vendor_id","market_id") WHERE "market_applications"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "market_applications_market_idx" ON "market_applications" USING btree ("market_id");--> statement-breakpoint
CREATE UNIQUE INDEX "associations_access_code_uq" ON "associations" USING btree (upper("access_code"));--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_events_manager_idx" ON "audit_events" USING btree ("manager_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_products_vendor_idx" ON "vendor_products" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "billing_invoices_manager_idx" ON "billing_invoices" USING btree ("manager_id","created_at");--> statement-breakpoint
INSERT INTO "billing_plans" ("plan", "name", "description", "amount_cents", "max_vendors", "sort_order") VALUES
  ('year_round_sm', 'Year-round Small', 'Up to 25 active vendors, billed monthly all year.', 2900, 25, 1),
  ('year_round_md', 'Year-round Medium', 'Up to 50 active vendors, billed monthly all year.', 4900, 50, 2),
  ('year_round_lg', 'Year-round Large', 'Up to 100 active vendors, billed monthly all year.', 7900, 100, 3),
  ('year_round_xl', 'Year-round Extra Large', 'Any number of active vendors, billed monthly all year.', 12900, NULL, 4),
  ('seasonal_sm', 'Seasonal Small', 'Up to 25 active vendors, billed monthly during your season.', 3500, 25, 5),
  ('seasonal_md', 'Seasonal Medium', 'Up to 50 active vendors, billed monthly during your season.', 5900, 50, 6),
  ('seasonal_lg', 'Seasonal Large', 'Up to 100 active vendors, billed monthly during your season.', 9500, 100, 7),
  ('seasonal_xl', 'Seasonal Extra Large', 'Any number of active vendors, billed monthly during your season.', 15500, NULL, 8),
  ('seasonal_off_season', 'Off-season', 'Keep your records and plan the next season; checkouts pause.', 900, NULL, 9)
ON CONFLICT ("plan") DO NOTHING;

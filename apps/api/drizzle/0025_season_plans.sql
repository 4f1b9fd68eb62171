-- The season's plans (issue 30, docs/season.md): schedules, date requests, booth map and assignments, booth fees and charges.
CREATE TYPE "public"."booth_fee_basis" AS ENUM('NONE', 'PER_DAY', 'PER_SEASON');--> statement-breakpoint
CREATE TYPE "public"."booth_fee_charge_on" AS ENUM('PRESENT', 'SCHEDULED');--> statement-breakpoint
CREATE TYPE "public"."date_request_status" AS ENUM('PENDING', 'APPROVED', 'DECLINED', 'WAITLISTED', 'WITHDRAWN');--> statement-breakpoint
CREATE TYPE "public"."schedule_date_kind" AS ENUM('ADDED', 'DROPPED');--> statement-breakpoint
CREATE TYPE "public"."schedule_pattern" AS ENUM('EVERY', 'ALTERNATE', 'MONTHLY', 'PICKED');--> statement-breakpoint
CREATE TYPE "public"."vendor_charge_kind" AS ENUM('BOOTH_DAY', 'BOOTH_SEASON');--> statement-breakpoint
CREATE TABLE "booth_assignments" (
	"market_vendor_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"date" date NOT NULL,
	"booth_id" text,
	CONSTRAINT "booth_assignments_market_vendor_id_date_pk" PRIMARY KEY("market_vendor_id","date"),
	CONSTRAINT "booth_assignments_booth_uq" UNIQUE("market_id","date","booth_id")
);
--> statement-breakpoint
CREATE TABLE "booth_fee_rates" (
	"market_id" uuid NOT NULL,
	"size" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "booth_fee_rates_market_id_size_pk" PRIMARY KEY("market_id","size")
);
--> statement-breakpoint
CREATE TABLE "booth_maps" (
	"market_id" uuid PRIMARY KEY NOT NULL,
	"layout" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "date_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"market_vendor_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" date_request_status DEFAULT 'PENDING' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_season_settings" (
	"market_id" uuid PRIMARY KEY NOT NULL,
	"drop_deadline_hours" smallint DEFAULT 48 NOT NULL,
	"booth_fee_basis" "booth_fee_basis" DEFAULT 'NONE' NOT NULL,
	"booth_fee_charge_on" "booth_fee_charge_on" DEFAULT 'PRESENT' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"market_vendor_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" "vendor_charge_kind" NOT NULL,
	"charge_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_charges_key_uq" UNIQUE("market_vendor_id","charge_key")
);
--> statement-breakpoint
CREATE TABLE "vendor_schedule_dates" (
	"market_vendor_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" "schedule_date_kind" NOT NULL,
	CONSTRAINT "vendor_schedule_dates_market_vendor_id_date_pk" PRIMARY KEY("market_vendor_id","date")
);
--> statement-breakpoint
CREATE TABLE "vendor_schedules" (
	"market_vendor_id" uuid PRIMARY KEY NOT NULL,
	"market_id" uuid NOT NULL,
	"pattern" "schedule_pattern" NOT NULL,
	"anchor_date" date,
	"week_of_month" smallint,
	"default_booth_id" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booth_assignments" ADD CONSTRAINT "booth_assignments_market_vendor_id_market_vendors_id_fk" FOREIGN KEY ("market_vendor_id") REFERENCES "public"."market_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_assignments" ADD CONSTRAINT "booth_assignments_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_fee_rates" ADD CONSTRAINT "booth_fee_rates_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_maps" ADD CONSTRAINT "booth_maps_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_maps" ADD CONSTRAINT "booth_maps_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_requests" ADD CONSTRAINT "date_requests_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_requests" ADD CONSTRAINT "date_requests_market_vendor_id_market_vendors_id_fk" FOREIGN KEY ("market_vendor_id") REFERENCES "public"."market_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_requests" ADD CONSTRAINT "date_requests_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_requests" ADD CONSTRAINT "date_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_season_settings" ADD CONSTRAINT "market_season_settings_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_charges" ADD CONSTRAINT "vendor_charges_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_charges" ADD CONSTRAINT "vendor_charges_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_charges" ADD CONSTRAINT "vendor_charges_market_vendor_id_market_vendors_id_fk" FOREIGN KEY ("market_vendor_id") REFERENCES "public"."market_vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_charges" ADD CONSTRAINT "vendor_charges_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_schedule_dates" ADD CONSTRAINT "vendor_schedule_dates_market_vendor_id_market_vendors_id_fk" FOREIGN KEY ("market_vendor_id") REFERENCES "public"."market_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_schedule_dates" ADD CONSTRAINT "vendor_schedule_dates_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_schedules" ADD CONSTRAINT "vendor_schedules_market_vendor_id_market_vendors_id_fk" FOREIGN KEY ("market_vendor_id") REFERENCES "public"."market_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_schedules" ADD CONSTRAINT "vendor_schedules_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_schedules" ADD CONSTRAINT "vendor_schedules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "date_requests_market_date_idx" ON "date_requests" USING btree ("market_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "date_requests_open_uq" ON "date_requests" USING btree ("market_vendor_id","date") WHERE "date_requests"."status" in ('PENDING', 'WAITLISTED');--> statement-breakpoint
CREATE INDEX "vendor_charges_market_vendor_idx" ON "vendor_charges" USING btree ("market_vendor_id","date");--> statement-breakpoint
CREATE INDEX "vendor_schedule_dates_market_date_idx" ON "vendor_schedule_dates" USING btree ("market_id","date");
-- The season (issue 30, docs/season.md): a manager's changes to a market's dates, and attendance marks.
CREATE TYPE "public"."attendance_status" AS ENUM('PRESENT', 'ABSENT', 'LATE');--> statement-breakpoint
CREATE TYPE "public"."market_date_change" AS ENUM('CANCELLED', 'EXTRA');--> statement-breakpoint
CREATE TABLE "attendance" (
	"market_vendor_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" "attendance_status" NOT NULL,
	"marked_by" uuid,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_market_vendor_id_date_pk" PRIMARY KEY("market_vendor_id","date")
);
--> statement-breakpoint
CREATE TABLE "market_date_changes" (
	"market_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" "market_date_change" NOT NULL,
	"note" text,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_date_changes_market_id_date_pk" PRIMARY KEY("market_id","date")
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_market_vendor_id_market_vendors_id_fk" FOREIGN KEY ("market_vendor_id") REFERENCES "public"."market_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_date_changes" ADD CONSTRAINT "market_date_changes_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_date_changes" ADD CONSTRAINT "market_date_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_market_date_idx" ON "attendance" USING btree ("market_id","date");
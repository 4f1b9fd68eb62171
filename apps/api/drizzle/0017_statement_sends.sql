CREATE TYPE "public"."statement_send_status" AS ENUM('PENDING', 'SENT', 'SKIPPED', 'FAILED');--> statement-breakpoint
CREATE TABLE "statement_send_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"send_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"vendor_id" uuid,
	"vendor_name" text NOT NULL,
	"email" text,
	"status" "statement_send_status" NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "statement_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"progress_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statement_send_items" ADD CONSTRAINT "statement_send_items_send_id_statement_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."statement_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_send_items" ADD CONSTRAINT "statement_send_items_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_sends" ADD CONSTRAINT "statement_sends_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_sends" ADD CONSTRAINT "statement_sends_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_sends" ADD CONSTRAINT "statement_sends_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_send_items_send_idx" ON "statement_send_items" USING btree ("send_id","position");--> statement-breakpoint
CREATE INDEX "statement_send_items_vendor_idx" ON "statement_send_items" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "statement_sends_market_idx" ON "statement_sends" USING btree ("market_id","progress_at");
CREATE TABLE "vendor_calendar_feeds" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_calendar_feeds" ADD CONSTRAINT "vendor_calendar_feeds_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_calendar_feeds_token_uq" ON "vendor_calendar_feeds" USING btree ("token");
ALTER TABLE "vendors" ALTER COLUMN "settings" SET DEFAULT '{"phone_public":false,"email_notifications":true,"directory_listed":false}'::jsonb;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "public_slug" text;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "public_page_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "public_rules" text;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_public_slug_uq" UNIQUE("public_slug");--> statement-breakpoint
UPDATE "vendors" SET "settings" = jsonb_build_object('directory_listed', false) || "settings";

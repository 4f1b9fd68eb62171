CREATE TYPE "public"."language" AS ENUM('en', 'es');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "language";--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;
CREATE TYPE "public"."token_program" AS ENUM('SNAP', 'INCENTIVE', 'MARKET_BUCKS', 'CREDIT_CARD', 'OTHER');--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "program" "token_program" DEFAULT 'OTHER' NOT NULL;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "program_name" text;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "accepted_by" jsonb DEFAULT '["PRODUCER","NON_PRODUCER","ANCILLARY"]'::jsonb NOT NULL;
ALTER TABLE "transactions" ALTER COLUMN "token_total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "money_owed_cents" SET DATA TYPE bigint;
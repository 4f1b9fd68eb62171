-- Staff accounts (issue 18 part 1, docs/decisions/029-staff-accounts.md). The new role value is only added
-- here, never used in the same transaction.
CREATE TYPE "public"."staff_role" AS ENUM('STAFF', 'CO_MANAGER');--> statement-breakpoint
ALTER TYPE "public"."role" ADD VALUE 'MARKET_STAFF';--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_member_markets" (
	"staff_member_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	CONSTRAINT "staff_member_markets_staff_member_id_market_id_pk" PRIMARY KEY("staff_member_id","market_id")
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"role" "staff_role" NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "staff_members_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "billing_plans" ADD COLUMN "max_staff" integer;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_member_markets" ADD CONSTRAINT "staff_member_markets_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_member_markets" ADD CONSTRAINT "staff_member_markets_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_uq" ON "staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_invitations_member_idx" ON "staff_invitations" USING btree ("staff_member_id");--> statement-breakpoint
CREATE INDEX "staff_members_manager_idx" ON "staff_members" USING btree ("manager_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_live_email_uq" ON "staff_members" USING btree ("manager_id",lower("email")) WHERE "staff_members"."revoked_at" is null;--> statement-breakpoint
-- Staff seats per plan (docs/decisions/029): pending invitations count.
UPDATE "billing_plans" SET "max_staff" = CASE
  WHEN "plan" IN ('year_round_sm', 'seasonal_sm') THEN 2
  WHEN "plan" IN ('year_round_md', 'seasonal_md') THEN 5
  WHEN "plan" IN ('year_round_lg', 'seasonal_lg') THEN 10
  WHEN "plan" IN ('year_round_xl', 'seasonal_xl') THEN 25
  ELSE 2
END;

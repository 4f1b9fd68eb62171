-- A staff account whose access was revoked may be invited again (issue 18, docs/decisions/029): one live staff
-- row per user instead of one row ever. The partial index also serves the sign-in lookup, which reads live rows.
ALTER TABLE "staff_members" DROP CONSTRAINT "staff_members_user_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_live_user_uq" ON "staff_members" USING btree ("user_id") WHERE "staff_members"."revoked_at" is null;
CREATE TYPE "public"."document_type" AS ENUM('CPC-Certificate', 'Permit-To-Sell', 'Insurance', 'Health-Department', 'Avocado-Permit', 'Egg-Handler', 'Temp-Food-Facility', 'Nursery-License', 'Organic-Certification', 'CDFA-Report');--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_vendor_id" uuid,
	"owner_manager_id" uuid,
	"creator_id" uuid,
	"type" "document_type" NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"version" integer NOT NULL,
	"expr" date,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_vendor_type_version_uq" UNIQUE("owner_vendor_id","type","version")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_vendor_id_vendors_id_fk" FOREIGN KEY ("owner_vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_manager_id_managers_id_fk" FOREIGN KEY ("owner_manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_vendor_idx" ON "documents" USING btree ("owner_vendor_id");
CREATE TABLE "manager_mail_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manager_mail_sends" ADD CONSTRAINT "manager_mail_sends_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manager_mail_sends_manager_idx" ON "manager_mail_sends" USING btree ("manager_id","sent_at");
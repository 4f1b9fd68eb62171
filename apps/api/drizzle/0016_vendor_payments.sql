CREATE TYPE "public"."payment_method" AS ENUM('CHECK', 'CASH', 'BANK_TRANSFER', 'FEE_OFFSET');--> statement-breakpoint
CREATE TABLE "vendor_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"market_vendor_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"method" "payment_method" NOT NULL,
	"check_number" text,
	"note" text,
	"reverses_payment_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_payments" ADD CONSTRAINT "vendor_payments_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payments" ADD CONSTRAINT "vendor_payments_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payments" ADD CONSTRAINT "vendor_payments_market_vendor_id_market_vendors_id_fk" FOREIGN KEY ("market_vendor_id") REFERENCES "public"."market_vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payments" ADD CONSTRAINT "vendor_payments_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payments" ADD CONSTRAINT "vendor_payments_reverses_payment_id_vendor_payments_id_fk" FOREIGN KEY ("reverses_payment_id") REFERENCES "public"."vendor_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payments" ADD CONSTRAINT "vendor_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_payments_market_vendor_idx" ON "vendor_payments" USING btree ("market_vendor_id","paid_on");--> statement-breakpoint
CREATE INDEX "vendor_payments_vendor_idx" ON "vendor_payments" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_payments_reverses_uq" ON "vendor_payments" USING btree ("reverses_payment_id");--> statement-breakpoint
-- Payments are append-only like the token ledger (0005): a mistake is undone by a reversing payment, so what
-- was recorded stays readable. Deletions by a foreign key's cascade (a manager account removed) and the
-- clearing of a removed user's id stay allowed.
CREATE FUNCTION "vendor_payments_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    IF TG_OP = 'DELETE' THEN
      RETURN OLD;
    END IF;
    IF NEW.created_by IS NULL AND to_jsonb(NEW) - 'created_by' = to_jsonb(OLD) - 'created_by' THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'vendor_payments is append-only: % refused', TG_OP
    USING HINT = 'Record a reversing payment instead.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "vendor_payments_append_only" BEFORE UPDATE OR DELETE ON "vendor_payments"
  FOR EACH ROW EXECUTE FUNCTION "vendor_payments_append_only"();

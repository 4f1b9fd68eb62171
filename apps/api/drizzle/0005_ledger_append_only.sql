-- The token ledger is append-only (decision 004): a count changes only by a new entry, so history is never
-- rewritten, whatever code or hand-typed query runs. Two changes come from the database itself and stay:
-- a market or token deleted takes its entries with it (foreign-key cascade; markets with checkouts or day
-- reports cannot be deleted), and a removed user's id is cleared from created_by (ON DELETE SET NULL).
-- Both run inside the foreign key's own trigger, hence pg_trigger_depth() > 1.
CREATE FUNCTION "token_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    IF TG_OP = 'DELETE' THEN
      RETURN OLD;
    END IF;
    IF NEW.created_by IS NULL AND to_jsonb(NEW) - 'created_by' = to_jsonb(OLD) - 'created_by' THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'token_ledger is append-only: % refused', TG_OP
    USING HINT = 'Write a correcting entry instead.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "token_ledger_append_only" BEFORE UPDATE OR DELETE ON "token_ledger"
  FOR EACH ROW EXECUTE FUNCTION "token_ledger_append_only"();

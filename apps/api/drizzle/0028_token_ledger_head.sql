ALTER TABLE "tokens" ADD COLUMN "ledger_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "ledger_balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "ledger_head" uuid;--> statement-breakpoint
-- The ledger's head on the token row (decision 036): the newest entry's seq, running balance and id, so an append
-- reads it from the row it locks. In READ COMMITTED a statement that waited for a row lock sees that row's newest
-- version but every other table as of its start: with the head on the locked row, lock, read, judge and append
-- can be one statement, and a checkout one autocommitted statement that holds the token for no round trip.
UPDATE "tokens" t SET "ledger_seq" = h.seq, "ledger_balance" = h.balance, "ledger_head" = h.id
  FROM (SELECT DISTINCT ON (token_id) token_id, seq, balance, id FROM "token_ledger" ORDER BY token_id, seq DESC) h
 WHERE t.id = h.token_id;
--> statement-breakpoint
-- Every insert into the ledger moves the head, whoever writes it (the append, a bench's generated history, a
-- restore): the newest inserted entry per token, when it is newer than the head. The append holds the token
-- row already (FOR NO KEY UPDATE); another writer waits for it here.
CREATE FUNCTION "token_ledger_move_head"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tokens" t SET "ledger_seq" = n.seq, "ledger_balance" = n.balance, "ledger_head" = n.id
    FROM (SELECT DISTINCT ON (token_id) token_id, seq, balance, id FROM new_rows ORDER BY token_id, seq DESC) n
   WHERE t.id = n.token_id AND n.seq > t."ledger_seq";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "token_ledger_move_head" AFTER INSERT ON "token_ledger"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "token_ledger_move_head"();
--> statement-breakpoint
-- A change the ledger refuses inside a statement that also writes other rows (a checkout booked in one statement):
-- raising undoes the whole statement. SQLSTATE MD001; the detail carries what the API answers with.
CREATE FUNCTION "token_ledger_refuse"(token_id uuid, balance bigint, net bigint, given_back bigint)
  RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'token ledger change refused for token %', token_id USING ERRCODE = 'MD001',
    DETAIL = json_build_object('token_id', token_id, 'balance', balance, 'net', net, 'given_back', given_back)::text;
END;
$$;

-- The audit trail stores money in integer cents like every other table (issue 12, decision 009): each money
-- figure of a checkout's and a day report's before/after moves from dollars under its API name to cents under
-- a `_cents` key. round() on numeric is half away from zero, as dollarsToCents; a null stays null. Token entries
-- and documents hold no money and are left as they are. Only values still in the old shape are converted.
CREATE FUNCTION "audit_values_to_cents"("entity" text, "v" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN "v" IS NULL OR jsonb_typeof("v") <> 'object' THEN "v"
    WHEN "entity" = 'transaction' AND "v" ? 'reported_gross' THEN
      ("v" - 'reported_gross' - 'market_fee' - 'gov_fee' - 'token_total' - 'money_owed' - 'tokens')
      || jsonb_build_object(
        'reported_gross_cents', round(("v" ->> 'reported_gross')::numeric * 100)::bigint,
        'market_fee_cents', round(("v" ->> 'market_fee')::numeric * 100)::bigint,
        'gov_fee_cents', round(("v" ->> 'gov_fee')::numeric * 100)::bigint,
        'token_total_cents', round(("v" ->> 'token_total')::numeric * 100)::bigint,
        'money_owed_cents', round(("v" ->> 'money_owed')::numeric * 100)::bigint,
        'tokens', CASE WHEN jsonb_typeof("v" -> 'tokens') = 'array' THEN
          coalesce((
            SELECT jsonb_agg(
              ("t" - 'per_dollar_value')
              || jsonb_build_object('per_dollar_value_cents', round(("t" ->> 'per_dollar_value')::numeric * 100)::bigint)
              ORDER BY "n"
            )
            FROM jsonb_array_elements("v" -> 'tokens') WITH ORDINALITY AS "line"("t", "n")
          ), '[]'::jsonb)
        ELSE "v" -> 'tokens' END
      )
    WHEN "entity" = 'day_report' AND "v" ? 'additional_income' THEN
      ("v" - 'additional_income' - 'expenses')
      || jsonb_build_object(
        'additional_income_cents', round(("v" ->> 'additional_income')::numeric * 100)::bigint,
        'expenses_cents', round(("v" ->> 'expenses')::numeric * 100)::bigint
      )
    ELSE "v"
  END
$$;
--> statement-breakpoint
UPDATE "audit_events"
SET "before" = "audit_values_to_cents"("entity", "before"), "after" = "audit_values_to_cents"("entity", "after")
WHERE "entity" IN ('transaction', 'day_report');
--> statement-breakpoint
DROP FUNCTION "audit_values_to_cents"(text, jsonb);

-- Every rollup upsert takes its rows in key order (decision 043). A statement that books several checkouts at once
-- (the checkout batches) upserts several day and month rows; two such statements of two API processes that share
-- some rows would otherwise lock them in the order of their GROUP BY, which may differ, and wait on each other
-- crosswise until PostgreSQL cancels one. The functions are 0027's, with ORDER BY before each ON CONFLICT.
CREATE OR REPLACE FUNCTION "transaction_day_totals_apply"(added "transaction_day_totals"[], removed "transaction_day_totals"[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "transaction_day_totals" AS d
  SELECT x.manager_id, x.market_id, x.market_date, x.vendor_type, sum(x.count)::int,
         sum(x.reported_gross_cents), sum(x.market_fee_cents), sum(x.gov_fee_cents), sum(x.token_total_cents),
         sum(x.money_owed_cents)
    FROM (SELECT * FROM unnest(added)
          UNION ALL
          SELECT r.manager_id, r.market_id, r.market_date, r.vendor_type, -r.count, -r.reported_gross_cents,
                 -r.market_fee_cents, -r.gov_fee_cents, -r.token_total_cents, -r.money_owed_cents
            FROM unnest(removed) r) x
   GROUP BY 1, 2, 3, 4
  HAVING sum(x.count) <> 0 OR sum(x.reported_gross_cents) <> 0 OR sum(x.market_fee_cents) <> 0
      OR sum(x.gov_fee_cents) <> 0 OR sum(x.token_total_cents) <> 0 OR sum(x.money_owed_cents) <> 0
   ORDER BY 1, 2, 3, 4
  ON CONFLICT ("manager_id", "market_id", "market_date", "vendor_type") DO UPDATE SET
    "count" = d.count + excluded.count,
    "reported_gross_cents" = d.reported_gross_cents + excluded.reported_gross_cents,
    "market_fee_cents" = d.market_fee_cents + excluded.market_fee_cents,
    "gov_fee_cents" = d.gov_fee_cents + excluded.gov_fee_cents,
    "token_total_cents" = d.token_total_cents + excluded.token_total_cents,
    "money_owed_cents" = d.money_owed_cents + excluded.money_owed_cents;
  IF cardinality(removed) > 0 THEN
    DELETE FROM "transaction_day_totals" d
     USING unnest(removed) r
     WHERE d.count = 0 AND d.manager_id = r.manager_id AND d.market_id = r.market_id
       AND d.market_date = r.market_date AND d.vendor_type = r.vendor_type;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "transaction_day_token_totals_apply"(
  added "transaction_day_token_totals"[], removed "transaction_day_token_totals"[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "transaction_day_token_totals" AS d
  SELECT x.manager_id, x.market_id, x.market_date, x.vendor_type, x.token_id, x.token_name, sum(x.lines)::int,
         sum(x.count), sum(x.value_cents)
    FROM (SELECT * FROM unnest(added)
          UNION ALL
          SELECT r.manager_id, r.market_id, r.market_date, r.vendor_type, r.token_id, r.token_name, -r.lines,
                 -r.count, -r.value_cents
            FROM unnest(removed) r) x
   GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(x.lines) <> 0 OR sum(x.count) <> 0 OR sum(x.value_cents) <> 0
   ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ("manager_id", "market_id", "market_date", "vendor_type", "token_id", "token_name") DO UPDATE SET
    "lines" = d.lines + excluded.lines,
    "count" = d.count + excluded.count,
    "value_cents" = d.value_cents + excluded.value_cents;
  IF cardinality(removed) > 0 THEN
    DELETE FROM "transaction_day_token_totals" d
     USING unnest(removed) r
     WHERE d.lines = 0 AND d.manager_id = r.manager_id AND d.market_id = r.market_id
       AND d.market_date = r.market_date AND d.vendor_type = r.vendor_type AND d.token_id = r.token_id
       AND d.token_name = r.token_name;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "transaction_vendor_month_counts_apply"(
  added "transaction_vendor_month_counts"[], removed "transaction_vendor_month_counts"[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "transaction_vendor_month_counts" AS d
  SELECT x.manager_id, x.market_id, x.month, x.vendor_type, x.vendor_name, sum(x.count)::int
    FROM (SELECT * FROM unnest(added)
          UNION ALL
          SELECT r.manager_id, r.market_id, r.month, r.vendor_type, r.vendor_name, -r.count FROM unnest(removed) r) x
   GROUP BY 1, 2, 3, 4, 5
  HAVING sum(x.count) <> 0
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("manager_id", "market_id", "month", "vendor_type", "vendor_name") DO UPDATE SET
    "count" = d.count + excluded.count;
  IF cardinality(removed) > 0 THEN
    DELETE FROM "transaction_vendor_month_counts" d
     USING unnest(removed) r
     WHERE d.count = 0 AND d.manager_id = r.manager_id AND d.market_id = r.market_id AND d.month = r.month
       AND d.vendor_type = r.vendor_type AND d.vendor_name = r.vendor_name;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "transactions_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added "transaction_day_totals"[] := '{}';
  removed "transaction_day_totals"[] := '{}';
  lines_added "transaction_day_token_totals"[] := '{}';
  lines_removed "transaction_day_token_totals"[] := '{}';
  named_added "transaction_vendor_month_counts"[] := '{}';
  named_removed "transaction_vendor_month_counts"[] := '{}';
BEGIN
  -- New checkouts (every booking): only additions, so two plain upserts (the general path below builds
  -- arrays of deltas and costs a checkout about twice as much).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "transaction_day_totals" AS d
    SELECT manager_id, market_id, market_date, vendor_type, count(*)::int, sum(reported_gross_cents),
           sum(market_fee_cents), sum(gov_fee_cents), sum(token_total_cents), sum(money_owed_cents)
      FROM new_rows GROUP BY 1, 2, 3, 4
      ORDER BY 1, 2, 3, 4
    ON CONFLICT ("manager_id", "market_id", "market_date", "vendor_type") DO UPDATE SET
      "count" = d.count + excluded.count,
      "reported_gross_cents" = d.reported_gross_cents + excluded.reported_gross_cents,
      "market_fee_cents" = d.market_fee_cents + excluded.market_fee_cents,
      "gov_fee_cents" = d.gov_fee_cents + excluded.gov_fee_cents,
      "token_total_cents" = d.token_total_cents + excluded.token_total_cents,
      "money_owed_cents" = d.money_owed_cents + excluded.money_owed_cents;
    INSERT INTO "transaction_vendor_month_counts" AS d
    SELECT manager_id, market_id, date_trunc('month', market_date)::date, vendor_type, vendor_name, count(*)::int
      FROM new_rows GROUP BY 1, 2, 3, 4, 5
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("manager_id", "market_id", "month", "vendor_type", "vendor_name") DO UPDATE SET
      "count" = d.count + excluded.count;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(ROW(g.*)::"transaction_vendor_month_counts"), '{}') INTO named_added
      FROM (SELECT manager_id, market_id, date_trunc('month', market_date)::date, vendor_type, vendor_name, count(*)::int
              FROM new_rows GROUP BY 1, 2, 3, 4, 5) g;
    SELECT coalesce(array_agg(ROW(g.*)::"transaction_day_totals"), '{}') INTO added
      FROM (SELECT manager_id, market_id, market_date, vendor_type, count(*)::int, sum(reported_gross_cents),
                   sum(market_fee_cents), sum(gov_fee_cents), sum(token_total_cents)::bigint, sum(money_owed_cents)::bigint
              FROM new_rows GROUP BY 1, 2, 3, 4) g;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT coalesce(array_agg(ROW(g.*)::"transaction_vendor_month_counts"), '{}') INTO named_removed
      FROM (SELECT manager_id, market_id, date_trunc('month', market_date)::date, vendor_type, vendor_name, count(*)::int
              FROM old_rows GROUP BY 1, 2, 3, 4, 5) g;
    SELECT coalesce(array_agg(ROW(g.*)::"transaction_day_totals"), '{}') INTO removed
      FROM (SELECT manager_id, market_id, market_date, vendor_type, count(*)::int, sum(reported_gross_cents),
                   sum(market_fee_cents), sum(gov_fee_cents), sum(token_total_cents)::bigint, sum(money_owed_cents)::bigint
              FROM old_rows GROUP BY 1, 2, 3, 4) g;
  END IF;
  PERFORM "transaction_day_totals_apply"(added, removed);
  PERFORM "transaction_vendor_month_counts_apply"(named_added, named_removed);
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(array_agg(ROW(g.*)::"transaction_day_token_totals"), '{}') INTO lines_added
      FROM (SELECT n.manager_id, n.market_id, n.market_date, n.vendor_type, tt.token_id, tt.token_name,
                   count(*)::int, sum(tt.count), sum(tt.count::bigint * tt.per_dollar_value_cents)::bigint
              FROM new_rows n JOIN old_rows o ON o.id = n.id
              JOIN "transaction_tokens" tt ON tt.transaction_id = n.id
             WHERE (n.manager_id, n.market_id, n.market_date, n.vendor_type)
                   IS DISTINCT FROM (o.manager_id, o.market_id, o.market_date, o.vendor_type)
             GROUP BY 1, 2, 3, 4, 5, 6) g;
    SELECT coalesce(array_agg(ROW(g.*)::"transaction_day_token_totals"), '{}') INTO lines_removed
      FROM (SELECT o.manager_id, o.market_id, o.market_date, o.vendor_type, tt.token_id, tt.token_name,
                   count(*)::int, sum(tt.count), sum(tt.count::bigint * tt.per_dollar_value_cents)::bigint
              FROM new_rows n JOIN old_rows o ON o.id = n.id
              JOIN "transaction_tokens" tt ON tt.transaction_id = n.id
             WHERE (n.manager_id, n.market_id, n.market_date, n.vendor_type)
                   IS DISTINCT FROM (o.manager_id, o.market_id, o.market_date, o.vendor_type)
             GROUP BY 1, 2, 3, 4, 5, 6) g;
    IF cardinality(lines_added) > 0 THEN
      PERFORM "transaction_day_token_totals_apply"(lines_added, lines_removed);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "transaction_tokens_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lines_added "transaction_day_token_totals"[] := '{}';
  lines_removed "transaction_day_token_totals"[] := '{}';
BEGIN
  -- New lines (a booking's tokens): only additions, one plain upsert.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "transaction_day_token_totals" AS d
    SELECT t.manager_id, t.market_id, t.market_date, t.vendor_type, n.token_id, n.token_name, count(*)::int,
           sum(n.count), sum(n.count::bigint * n.per_dollar_value_cents)
      FROM new_rows n JOIN "transactions" t ON t.id = n.transaction_id
     GROUP BY 1, 2, 3, 4, 5, 6
     ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("manager_id", "market_id", "market_date", "vendor_type", "token_id", "token_name") DO UPDATE SET
      "lines" = d.lines + excluded.lines,
      "count" = d.count + excluded.count,
      "value_cents" = d.value_cents + excluded.value_cents;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(ROW(g.*)::"transaction_day_token_totals"), '{}') INTO lines_added
      FROM (SELECT t.manager_id, t.market_id, t.market_date, t.vendor_type, n.token_id, n.token_name,
                   count(*)::int, sum(n.count), sum(n.count::bigint * n.per_dollar_value_cents)::bigint
              FROM new_rows n JOIN "transactions" t ON t.id = n.transaction_id
             GROUP BY 1, 2, 3, 4, 5, 6) g;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT coalesce(array_agg(ROW(g.*)::"transaction_day_token_totals"), '{}') INTO lines_removed
      FROM (SELECT t.manager_id, t.market_id, t.market_date, t.vendor_type, o.token_id, o.token_name,
                   count(*)::int, sum(o.count), sum(o.count::bigint * o.per_dollar_value_cents)::bigint
              FROM old_rows o JOIN "transactions" t ON t.id = o.transaction_id
             GROUP BY 1, 2, 3, 4, 5, 6) g;
  END IF;
  PERFORM "transaction_day_token_totals_apply"(lines_added, lines_removed);
  RETURN NULL;
END;
$$;
